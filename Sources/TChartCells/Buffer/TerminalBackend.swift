/// Where finished frames go: the ncurses and inline terminals in the app, `TestBackend` in
/// tests. The runner owns the frame on screen and diffs once; a backend paints the runs of the
/// ``FrameUpdate`` it is handed and nothing else.
public protocol TerminalBackend {
  /// The screen size in cells.
  var size: Size { get }
  /// Shows `update.frame` by sending `update.runs` (after clearing the screen when
  /// `update.isFull`).
  mutating func draw(_ update: FrameUpdate)
}
