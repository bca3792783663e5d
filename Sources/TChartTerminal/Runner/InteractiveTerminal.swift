import TChartProgram
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

/// Why a terminal could not be opened.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
  /// Standard input or output is not a terminal (the explorer needs both).
  case notATerminal
  /// `/dev/tty` cannot be opened (no controlling terminal).
  case noControllingTerminal
  /// ncurses does not know `$TERM`, or the terminal cannot move its cursor (`dumb`).
  case unknownTerminalType(String)

  public var description: String {
    switch self {
    case .notATerminal:
      return
        "tchart: the explorer needs a terminal on standard input and output; "
        + "use 'tchart render' to print a chart"
    case .noControllingTerminal:
      return "tchart: no terminal to draw on (/dev/tty cannot be opened)"
    case .unknownTerminalType(let name):
      return
        "tchart: terminal type '\(name)' is unknown or cannot move the cursor "
        + "(set TERM, e.g. TERM=xterm-256color)"
    }
  }
}
