import TChartCells

/// What one wait for input gave.
public enum TerminalRead: Sendable, Equatable {
  case event(InputEvent)
  /// Nothing arrived before the timeout.
  case timeout
  /// The input is gone (the terminal hung up): the program cannot go on.
  case closed
  /// The wake descriptor given to ``InteractiveTerminal/read(timeout:wake:)`` became readable
  /// (or hung up): the program has something of its own to take (see
  /// ``TerminalProgram/wakeDescriptor``).
  case wake
}

/// A terminal a ``TerminalRunner`` can drive: it draws frames and reads input.
public protocol InteractiveTerminal: TerminalBackend {
  /// Waits for the next input: up to `milliseconds` (0 only takes what is pending), or until
  /// something arrives when nil. When `wake` is a file descriptor, the wait also ends with
  /// ``TerminalRead/wake`` once it is readable; input already pending comes first.
  mutating func read(timeout milliseconds: Int?, wake: Int32?) -> TerminalRead
  /// Does what the program asked besides a frame (``TerminalRequest``). Defaults to nothing
  /// (the inline terminal of `pick` copies nothing).
  mutating func perform(_ request: TerminalRequest)
}

extension InteractiveTerminal {
  public mutating func perform(_ request: TerminalRequest) {}
}

extension InteractiveTerminal {
  /// Waits for input only (no wake descriptor).
  public mutating func read(timeout milliseconds: Int?) -> TerminalRead {
    read(timeout: milliseconds, wake: nil)
  }
}
