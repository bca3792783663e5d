import TChartProgram

/// The two ways the executable runs a program: on the full screen (the explorer) or inline below
/// the cursor (`tchart pick`). Each opens its terminal, runs the loop, restores the terminal on
/// every path and returns how the program ended; the caller prints ``ProgramExit/output`` and
/// exits with ``ProgramExit/code``.
public enum TerminalSession {
  /// Runs `program` on the alternate screen with ncurses.
  /// - Throws: ``TerminalError`` when standard input or output is not a usable terminal.
  public static func runFullScreen<Program: TerminalProgram>(_ program: inout Program) throws
    -> ProgramExit
  {
    var terminal = try NcursesTerminal.open()
    defer { terminal.close() }
    return TerminalRunner.run(&program, on: &terminal)
  }

  /// Runs `program` on `lines` lines below the cursor of `/dev/tty`; standard output stays free.
  /// - Throws: ``TerminalError/noControllingTerminal`` when there is no terminal.
  public static func runInline<Program: TerminalProgram>(_ program: inout Program, lines: Int)
    throws -> ProgramExit
  {
    var terminal = try InlineTerminal.open(lines: lines)
    defer { terminal.close() }
    return TerminalRunner.run(&program, on: &terminal)
  }
}
