/// The explorer's undo and redo: an ``UndoHistory`` of ``ViewSnapshot``s, and what the reducer
/// needs to group and tell apart the steps (see `ViewHistory+Record`).
public struct ViewHistory: Sendable, Equatable {
  /// The steps.
  public var steps: UndoHistory<ViewSnapshot, UndoGesture>
  /// Counts mouse presses: a press and its drag and release are one gesture, the next press
  /// another (two quick clicks on the legend are two steps).
  public var presses = 0
  /// Counts undos and redos: an action that restored a snapshot records no step of its own.
  public var restores = 0

  /// A history of at most `limit` steps.
  public init(limit: Int = 200) {
    steps = UndoHistory(limit: limit)
  }
}
