import TChartCells

/// What the terminal layer tells the explorer of the world outside: the time and the screen's
/// size (``InputAction/tick(_:)`` and ``InputAction/resize(_:)``).
public struct TerminalState: Sendable, Equatable {
  /// The time of the last tick or input, in seconds.
  public var now: Double = 0
  /// The terminal size from the last resize.
  public var size: Size

  public init(now: Double = 0, size: Size) {
    self.now = now
    self.size = size
  }
}
