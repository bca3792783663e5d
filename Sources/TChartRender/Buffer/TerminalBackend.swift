/// Where finished frames go: the ncurses terminal in the app, a ``TestBackend`` in tests.
public protocol TerminalBackend {
  /// The screen size in cells.
  var size: Size { get }
  /// Shows `buffer` (the backend may send only what changed since the last frame).
  mutating func draw(_ buffer: ScreenBuffer)
}

/// A backend that keeps the frames it is given, for headless tests.
public struct TestBackend: TerminalBackend {
  public var size: Size
  /// Every frame drawn, oldest first.
  public private(set) var frames: [ScreenBuffer] = []

  public init(size: Size) { self.size = size }

  public mutating func draw(_ buffer: ScreenBuffer) { frames.append(buffer) }

  /// The most recent frame, if any.
  public var lastFrame: ScreenBuffer? { frames.last }
}
