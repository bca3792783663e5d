import TChartRender

/// What one wait for input gave.
public enum TerminalRead: Sendable, Equatable {
  case event(InputEvent)
  /// Nothing arrived before the timeout.
  case timeout
  /// The input is gone (the terminal hung up): the program cannot go on.
  case closed
}

/// A terminal a ``TerminalRunner`` can drive: it draws frames and reads input.
public protocol InteractiveTerminal: TerminalBackend {
  /// Waits for the next input: up to `milliseconds` (0 only takes what is pending), or until
  /// something arrives when nil.
  mutating func read(timeout milliseconds: Int?) -> TerminalRead
}
