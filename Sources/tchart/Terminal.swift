import ArgumentParser
import TChartExplorer
import TChartProgram
import TChartTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// How commands run an interactive program and end the process with its result.
enum Terminal {
  /// Where a program draws.
  enum Mode {
    /// The alternate screen (the explorer).
    case fullScreen
    /// A few lines below the cursor on /dev/tty (`tchart pick`).
    case inline(lines: Int)
  }

  /// Runs `program`; a terminal that cannot be opened is a one-line error and exit code 1.
  static func run<Program: TerminalProgram>(_ mode: Mode, _ program: inout Program) throws
    -> ProgramExit
  {
    do {
      switch mode {
      case .fullScreen: return try TerminalSession.runFullScreen(&program)
      case .inline(let lines): return try TerminalSession.runInline(&program, lines: lines)
      }
    } catch let error as TerminalError {
      StandardError.write(error.description)
      throw ExitCode.failure
    }
  }

  /// After the data came from standard input (`tchart -`), keys come from the controlling
  /// terminal instead, as `less` does: `/dev/tty` replaces standard input when it can be opened
  /// (otherwise the usual "needs a terminal" error follows).
  static func takeKeysFromControllingTerminal() {
    guard isatty(STDIN_FILENO) != 1 else { return }
    let tty = open("/dev/tty", O_RDWR)
    guard tty >= 0 else { return }
    dup2(tty, STDIN_FILENO)
    close(tty)
  }

  /// Prints the program's output (after the terminal was restored) and exits with its code.
  static func finish(_ exit: ProgramExit) throws {
    if let output = exit.output { print(output) }
    if let error = exit.error { StandardError.write(error) }
    if exit.code != 0 { throw ExitCode(exit.code) }
  }
}
