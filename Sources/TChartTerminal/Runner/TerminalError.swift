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
