import TChartCells
import TChartProgram

#if canImport(Glibc)
  import Glibc
#endif

nonisolated(unsafe) private var inlineResized: Int32 = 0

/// A few lines below the cursor on `/dev/tty`, like `fzf --height`: the `tchart pick` screen.
///
/// Not the alternate screen and not ncurses: raw termios, ANSI output and SGR mouse reports
/// (modes 1002 and 1006) parsed by ``ByteInputParser``. Standard output stays free for the
/// result. The lines are reserved at ``open(lines:)`` (scrolling the terminal when the cursor is
/// near the bottom) and cleared by ``close()``. Mouse rows are relative to the first line.
/// Ctrl-Z suspends like any shell job.
public final class InlineTerminal: InteractiveTerminal {
  public private(set) var size: Size
  private var fd: Int32
  private let lines: Int
  /// The screen row (0-based) of the first line, learnt from a cursor position report.
  private var top: Int
  private var pending: [UInt8] = []
  private var queue: [ParsedInput] = []
  private var previousWinch = sigaction()

  private static let modesOn = "\u{1B}[?25l\u{1B}[?1002h\u{1B}[?1006h"
  private static let modesOff = "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[0m\u{1B}[?25h"
  /// How long the rest of an escape sequence may take to arrive, in milliseconds.
  private static let escapeDelay: Int32 = 25

  private init(fd: Int32, lines: Int, columns: Int, top: Int) {
    self.fd = fd
    self.lines = lines
    self.top = top
    self.size = Size(width: columns, height: lines)
  }

  /// Opens `/dev/tty` and reserves `lines` lines (at most the terminal's height) from the
  /// cursor's line, or the next one when the cursor is not at the start of a line.
  /// - Throws: ``TerminalError/noControllingTerminal`` when there is no terminal.
  public static func open(lines: Int) throws -> InlineTerminal {
    TerminalLocale.setUp()
    let fd = Glibc.open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard fd >= 0, isatty(fd) == 1 else {
      if fd >= 0 { Glibc.close(fd) }
      throw TerminalError.noControllingTerminal
    }
    TerminalRestorer.arm(fd: fd, reset: modesOff)
    RawTTY.makeRaw(fd)
    let (columns, rows) = RawTTY.size(fd) ?? (80, 24)
    let height = max(1, min(lines, rows))
    let terminal = InlineTerminal(fd: fd, lines: height, columns: columns, top: rows - height)
    terminal.installResizeHandler()
    var row = terminal.askCursorPosition()
    if let (cursorRow, column) = row, column > 1 {
      RawTTY.write(fd, "\r\n")
      row = (min(cursorRow + 1, rows), 1)
    }
    terminal.reserve()
    if let (cursorRow, _) = row { terminal.top = min(cursorRow, rows - height + 1) - 1 }
    RawTTY.write(fd, modesOn)
    // From now on the cursor rests on the first line: clearing from there removes the lines.
    TerminalRestorer.update(reset: "\r\u{1B}[J" + modesOff)
    return terminal
  }

  /// Makes room for the lines below the cursor and returns to the first one.
  private func reserve() {
    let down = lines - 1
    RawTTY.write(
      fd, "\r" + String(repeating: "\n", count: down) + (down > 0 ? "\u{1B}[\(down)A" : ""))
  }

  /// Asks the terminal where the cursor is (1-based row and column); what else arrives
  /// meanwhile is kept for ``read(timeout:)``.
  private func askCursorPosition() -> (Int, Int)? {
    RawTTY.write(fd, "\u{1B}[6n")
    let deadline = MonotonicClock.now() + 0.5
    while MonotonicClock.now() < deadline {
      let remaining = Int32(max(1, (deadline - MonotonicClock.now()) * 1000))
      guard RawTTY.wait(fd, milliseconds: remaining) == .ready, let bytes = RawTTY.read(fd) else {
        continue
      }
      pending += bytes
      take(final: false)
      for (index, input) in queue.enumerated() {
        if case .cursorPosition(let row, let column) = input {
          queue.remove(at: index)
          return (row, column)
        }
      }
    }
    return nil
  }

  /// Sends the runs of `update`, each from the start of its line; a full update also clears
  /// what lies right of a frame narrower than the terminal. The cursor rests on the first line.
  public func draw(_ update: FrameUpdate) {
    guard fd >= 0 else { return }
    let frame = update.frame
    var output = ""
    for run in update.runs where run.row < lines {
      let y = run.row
      if y > 0 { output += "\u{1B}[\(y)B" }
      output += "\r" + (run.columns.lowerBound > 0 ? "\u{1B}[\(run.columns.lowerBound)C" : "")
      output += InlineRowWriter.ansi(frame, row: y, columns: run.columns)
      if update.isFull && frame.size.width < size.width { output += "\u{1B}[K" }
      output += (y > 0 ? "\u{1B}[\(y)A" : "") + "\r"
    }
    if !output.isEmpty { RawTTY.write(fd, output) }
  }

  public func read(timeout milliseconds: Int?, wake: Int32?) -> TerminalRead {
    guard fd >= 0 else { return .closed }
    let deadline = milliseconds.map { MonotonicClock.now() + Double($0) / 1000 }
    while true {
      if inlineResized != 0 {
        inlineResized = 0
        return .event(.resize(resized()))
      }
      while !queue.isEmpty {
        let input = queue.removeFirst()
        switch input {
        case .cursorPosition(let row, _): top = row - 1
        case .event(.mouse(var mouse)):
          mouse.position.y -= top
          return .event(.mouse(mouse))
        case .event(.key(.control("z"))):
          return .event(.resize(suspend()))
        case .event(let event): return .event(event)
        }
      }
      var wait: Int32 = -1
      if let deadline {
        wait = Int32(max(0, ((deadline - MonotonicClock.now()) * 1000).rounded(.up)))
      }
      if !pending.isEmpty { wait = Self.escapeDelay }
      switch RawTTY.wait(fd, wake: pending.isEmpty ? wake : nil, milliseconds: wait) {
      case .wake: return .wake
      case .ready:
        guard let bytes = RawTTY.read(fd) else { return .closed }
        pending += bytes
        take(final: false)
      case .timeout:
        if !pending.isEmpty {
          take(final: true)
        } else {
          return .timeout
        }
      case .interrupted: continue
      case .closed: return .closed
      }
      if queue.isEmpty, let deadline, MonotonicClock.now() >= deadline, pending.isEmpty {
        return .timeout
      }
    }
  }

  private func take(final: Bool) {
    let (inputs, used) = ByteInputParser.parse(pending, final: final)
    pending.removeFirst(used)
    queue += inputs
  }

  /// After a size change: clears the lines, reserves them again at the new width, and asks
  /// where they are now (the answer arrives as input).
  private func resized() -> Size {
    let (columns, rows) = RawTTY.size(fd) ?? (size.width, lines)
    size = Size(width: columns, height: min(lines, rows))
    RawTTY.write(fd, "\r\u{1B}[J")
    reserve()
    RawTTY.write(fd, "\u{1B}[6n")
    return size
  }

  /// Ctrl-Z: clears the lines and gives the terminal back (as on exit), stops the process group
  /// like any shell job, and once resumed (`fg`) takes raw mode again and reserves the lines
  /// afresh below the cursor (see ``resized()``); the caller repaints.
  private func suspend() -> Size {
    TerminalRestorer.restoreNow()
    JobControl.stopAsShellJob()
    // Resumed: the shell's terminal state is the one to come back to from now on.
    TerminalRestorer.arm(fd: fd, reset: Self.modesOff)
    RawTTY.makeRaw(fd)
    RawTTY.write(fd, Self.modesOn)
    let size = resized()
    TerminalRestorer.update(reset: "\r\u{1B}[J" + Self.modesOff)
    return size
  }

  private func installResizeHandler() {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { _ in inlineResized = 1 }
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0  // no SA_RESTART: poll wakes up with EINTR
    sigaction(SIGWINCH, &action, &previousWinch)
  }

  /// Clears the lines, turns the mouse off, shows the cursor and restores the terminal mode; the
  /// cursor is left where the first line was. Safe to call more than once.
  public func close() {
    guard fd >= 0 else { return }
    TerminalRestorer.restoreNow()
    TerminalRestorer.disarm()
    sigaction(SIGWINCH, &previousWinch, nil)
    Glibc.close(fd)
    fd = -1
  }

  deinit { close() }
}
