/// The layout (`L`, `--layout`): saved by name, not undone.
public enum LayoutSlice {
  /// What a session saves: the ``LayoutMode`` name (absent in records written before layouts).
  public struct Saved: Codable, Sendable, Equatable {
    public var layout: String?
  }
}

extension LayoutSlice.Saved: SavedSlice {
  init(of state: ExplorerState) { layout = state.layouts.layoutMode.rawValue }

  func restore(into state: inout ExplorerState, _ restoring: inout SessionRestoring) {
    if !restoring.overrides.contains(.layout), let saved = layout.flatMap(LayoutMode.init) {
      state.send(LayoutsFeature.Action.show(saved))
    }
  }
}
