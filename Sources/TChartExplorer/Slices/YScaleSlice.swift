import TChartData

/// The Y-scale mode (`y`, `--y-scale`): undone, and saved by name.
public enum YScaleSlice {
  /// What an undo step remembers: the Y-scale mode.
  public struct Undoable: Sendable, Equatable {
    public var yScaleMode: YScaleMode
  }

  /// What a session saves: the ``YScaleMode`` name (absent in older records).
  public struct Saved: Codable, Sendable, Equatable {
    public var yScale: String?
  }
}

extension YScaleSlice.Undoable: UndoableSlice {
  init(of state: ExplorerState) { yScaleMode = state.yAxes.yScaleMode }

  func restore(into state: inout ExplorerState) { state.yAxes.yScaleMode = yScaleMode }

  static func stepLabel(from before: Self, to after: Self) -> String? {
    before == after ? nil : "y scale \(after.yScaleMode.rawValue)"
  }
}

extension YScaleSlice.Saved: SavedSlice {
  init(of state: ExplorerState) { yScale = state.yAxes.yScaleMode.rawValue }

  func restore(into state: inout ExplorerState, _ restoring: inout SessionRestoring) {
    if !restoring.overrides.contains(.yScale), let saved = yScale.flatMap(YScaleMode.init) {
      state.yAxes.yScaleMode = saved
    }
  }
}
