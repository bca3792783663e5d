/// What the graph area shows (`d`, `x`, `p`, `--view`): undone, and saved by its name
/// (`histogram`, `xy:A,B`).
public enum ViewsSlice {
  /// What an undo step remembers: the view chosen (``ViewsState/chosen``).
  public struct Undoable: Sendable, Equatable {
    public var view: GraphView?
  }

  /// What a session saves: the view as `--view` writes it; absent when the chart set decides
  /// (and in older records).
  public struct Saved: Codable, Sendable, Equatable {
    public var view: String?
  }
}

extension ViewsSlice.Undoable: UndoableSlice {
  init(of state: ExplorerState) { view = state.views.chosen }

  func restore(into state: inout ExplorerState) {
    if state.views.chosen != view { state.views = ViewsState(chosen: view) }
  }

  static func stepLabel(from before: Self, to after: Self) -> String? {
    guard before != after else { return nil }
    return after.view.map { "show the \($0.label)" } ?? "show the lines"
  }
}

extension ViewsSlice.Saved: SavedSlice {
  init(of state: ExplorerState) { view = state.views.chosen?.text }

  func restore(into state: inout ExplorerState, _ restoring: inout SessionRestoring) {
    if !restoring.overrides.contains(.view) {
      state.views = ViewsState(chosen: view.flatMap(GraphView.init(text:)))
    }
  }
}

extension GraphView {
  /// The view in an undo step's words: `histogram`, `XY`, `points`, `lines`.
  var label: String {
    switch self {
    case .lines: "lines"
    case .points: "points"
    case .histogram: "histogram"
    case .xy: "XY"
    }
  }
}
