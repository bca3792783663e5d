import CNcurses
import TChartCells
import TChartProgram

#if canImport(Glibc)
  import Glibc
#endif

/// The full-screen terminal of the explorer, on ncursesw: the alternate screen, raw keys, SGR
/// mouse with drag reporting (mode 1002), colours allocated on demand, and frames sent as the
/// runs of cells that changed.
///
/// ``open()`` arms ``TerminalRestorer`` so the terminal comes back on every exit path; call
/// ``close()`` when done (idempotent). Ctrl-Z suspends the program like any shell job.
public final class NcursesTerminal: InteractiveTerminal {
  public private(set) var size: Size
  private var screen: OpaquePointer?
  private let window: UnsafeMutablePointer<WINDOW>
  private let painter: CellPainter
  private let masks = MouseMasks.ncurses
  private var failedBlockingReads = 0
  private var dragReporting = false
  /// Decoded events not yet returned (several mouse events can arrive at once).
  private var pending: [InputEvent] = []

  private init(screen: OpaquePointer, window: UnsafeMutablePointer<WINDOW>) {
    self.screen = screen
    self.window = window
    self.size = Size(width: Int(getmaxx(window)), height: Int(getmaxy(window)))
    self.painter = CellPainter(window: window)
  }

  /// Takes over the terminal on standard input and output.
  /// - Throws: ``TerminalError/notATerminal`` when either is not a terminal,
  ///   ``TerminalError/unknownTerminalType(_:)`` when ncurses does not know `$TERM`.
  public static func open() throws -> NcursesTerminal {
    TerminalLocale.setUp()
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
      throw TerminalError.notATerminal
    }
    let termName = getenv("TERM").map { String(cString: $0) } ?? ""
    TerminalRestorer.arm(fd: STDOUT_FILENO, reset: TerminalRestorer.fullScreenReset)
    let directName = DirectColorEntry.name(term: termName, colorTerm: getenv("COLORTERM"))
    let direct = directName.flatMap { newterm($0, tchart_stdout(), tchart_stdin()) }
    guard !termName.isEmpty, let screen = direct ?? newterm(nil, tchart_stdout(), tchart_stdin())
    else {
      TerminalRestorer.disarm()
      throw TerminalError.unknownTerminalType(termName)
    }
    set_term(screen)
    guard canAddressCursor else {
      endwin()
      delscreen(screen)
      TerminalRestorer.restoreNow()
      TerminalRestorer.disarm()
      throw TerminalError.unknownTerminalType(termName)
    }
    let window = tchart_stdscr()!
    raw()
    noecho()
    nonl()
    keypad(window, true)
    set_escdelay(Self.escapeDelay)
    curs_set(0)
    leaveok(window, true)
    if has_colors() {
      start_color()
      use_default_colors()
    }
    // Presses, releases, wheel and motion; no click masks, so ncurses never merges a quick
    // press and release into a click (the release would be lost).
    mousemask(mmask_t(MouseMasks.ncurses.requested), nil)
    mouseinterval(0)
    NcursesTerminal.defineExtraKeys()
    let terminal = NcursesTerminal(screen: screen, window: window)
    terminal.painter.colors = ColorPairTable(
      limit: has_colors() ? tchart_color_pairs() : 0, colors: has_colors() ? tchart_colors() : 0,
      directIndexes: DirectColorEntry.passedIndexes(entry: direct == nil ? termName : directName!))
    return terminal
  }

  /// Paints the runs of `update` (after clearing the screen for a full update).
  public func draw(_ update: FrameUpdate) {
    guard screen != nil else { return }
    if update.isFull {
      werase(window)
      clearok(window, true)
    }
    for run in update.runs where run.row < size.height {
      let end = min(run.columns.upperBound, size.width)
      guard run.columns.lowerBound < end else { continue }
      painter.paint(update.frame, row: run.row, columns: run.columns.lowerBound..<end)
    }
    wnoutrefresh(window)
    doupdate()
    if !dragReporting {
      // ncurses asks only for press and release (1000), at its first update; 1002 adds motion
      // while a button is held. Sent after that request, which would otherwise reset it.
      dragReporting = true
      RawTTY.write(STDOUT_FILENO, "\u{1B}[?1002h")
    }
  }

  /// Writes what the program asked: a copy goes out as OSC 52 (``ClipboardSequence``), between
  /// frames, so ncurses' picture of the screen stays right.
  public func perform(_ request: TerminalRequest) {
    switch request {
    case .copy(let text): RawTTY.write(STDOUT_FILENO, ClipboardSequence.osc52(text))
    }
  }

  /// Whether the terminal (per terminfo) can move the cursor: `TERM=dumb` cannot.
  private static var canAddressCursor: Bool {
    guard let cup = tigetstr("cup") else { return false }
    return Int(bitPattern: cup) != -1
  }

  /// Home and End as tmux and some terminals send them, which the xterm terminfo lacks.
  private static func defineExtraKeys() {
    let keys: [(String, Int32)] = [
      ("\u{1B}[1~", KEY_HOME), ("\u{1B}[7~", KEY_HOME), ("\u{1B}[H", KEY_HOME),
      ("\u{1B}OH", KEY_HOME), ("\u{1B}[4~", KEY_END), ("\u{1B}[8~", KEY_END),
      ("\u{1B}[F", KEY_END), ("\u{1B}OF", KEY_END),
    ]
    for (sequence, code) in keys where key_defined(sequence) <= 0 { define_key(sequence, code) }
  }

  /// With a wake descriptor: what ncurses already holds (or is ready on standard input) comes
  /// first, through a read that does not wait; only then are standard input and `wake` polled
  /// together, so input never waits behind the program's data and the program never waits
  /// behind a key. A signal (a resize) ends the poll and is read as its key.
  public func read(timeout milliseconds: Int?, wake: Int32?) -> TerminalRead {
    guard let wake else { return read(timeout: milliseconds) }
    let deadline = milliseconds.map { MonotonicClock.now() + Double($0) / 1000 }
    while true {
      let pendingInput = read(timeout: 0)
      if pendingInput != .timeout { return pendingInput }
      var wait: Int32 = -1
      if let deadline {
        wait = Int32(max(0, ((deadline - MonotonicClock.now()) * 1000).rounded(.up)))
      }
      switch RawTTY.wait(STDIN_FILENO, wake: wake, milliseconds: wait) {
      case .wake: return .wake
      case .closed: return .closed
      case .ready, .interrupted: continue
      case .timeout: return .timeout
      }
    }
  }

  /// Waits for input only (see ``read(timeout:wake:)``).
  public func read(timeout milliseconds: Int?) -> TerminalRead {
    guard screen != nil else { return .closed }
    if !pending.isEmpty { return .event(pending.removeFirst()) }
    wtimeout(window, Int32(milliseconds ?? -1))
    while true {
      var character: wint_t = 0
      let result = wget_wch(window, &character)
      if result == ERR {
        guard milliseconds == nil else { return .timeout }
        // A blocking read only fails when the input is gone; do not spin on it.
        failedBlockingReads += 1
        if failedBlockingReads > 20 { return .closed }
        continue
      }
      failedBlockingReads = 0
      if result == KEY_CODE_YES {
        let code = Int32(bitPattern: UInt32(character))
        if code == KEY_MOUSE {
          pending += mouseEvents()
          if !pending.isEmpty { return .event(pending.removeFirst()) }
        } else if let event = keyCodeEvent(code) {
          return .event(event)
        }
      } else if character == Self.controlZ {
        return .event(suspend())
      } else if let key = CursesKeyDecoder.key(character: UInt32(character)) {
        return .event(.key(key == .escape ? keyAfterEscape(timeout: milliseconds) : key))
      }
      // Something tchart does not use: read on (a drain ends at the first empty read).
    }
  }

  /// After an `Esc`: a printable character following within the escape delay makes it Alt
  /// (Meta) with that character (the terminal sends `M-x` as `Esc x`); anything else is left
  /// for the next read, and the key is `Esc`.
  private func keyAfterEscape(timeout milliseconds: Int?) -> Key {
    wtimeout(window, Self.escapeDelay)
    defer { wtimeout(window, Int32(milliseconds ?? -1)) }
    var next: wint_t = 0
    let result = wget_wch(window, &next)
    if result == OK, let key = CursesKeyDecoder.altKey(character: UInt32(next)) { return key }
    if result == OK {
      unget_wch(wchar_t(next))
    } else if result == KEY_CODE_YES {
      ungetch(Int32(bitPattern: UInt32(next)))
    }
    return .escape
  }

  /// How long an `Esc` waits for the character of an Alt key, in milliseconds (ncurses' own
  /// wait for a key's escape sequence, `set_escdelay`).
  static let escapeDelay: Int32 = 25

  /// Ctrl-Z, which raw mode delivers as a byte rather than a signal.
  static let controlZ: wint_t = 26

  /// Ctrl-Z: gives the terminal back as on exit (drag mode off, `endwin`, the reset sequence),
  /// stops the process group like any shell job, and once resumed (`fg`) takes the screen again
  /// and asks for the frame whole again: a resize event (of the size now) tells the runner the
  /// screen is blank.
  private func suspend() -> InputEvent {
    RawTTY.write(STDOUT_FILENO, "\u{1B}[?1002l")
    endwin()
    TerminalRestorer.restoreNow()
    JobControl.stopAsShellJob()
    // Resumed: the shell's terminal state is the one to come back to from now on; then back to
    // program mode (ncurses re-enters it on the next update).
    TerminalRestorer.arm(fd: STDOUT_FILENO, reset: TerminalRestorer.fullScreenReset)
    reset_prog_mode()
    mousemask(mmask_t(masks.requested), nil)
    dragReporting = false
    werase(window)
    clearok(window, true)
    size = Size(width: Int(getmaxx(window)), height: Int(getmaxy(window)))
    return .resize(size)
  }

  private func keyCodeEvent(_ code: Int32) -> InputEvent? {
    switch code {
    case KEY_RESIZE:
      size = Size(width: Int(getmaxx(window)), height: Int(getmaxy(window)))
      clearok(window, true)
      return .resize(size)
    default:
      return CursesKeyDecoder.key(keyCode: code).map { .key($0) }
    }
  }

  /// Every mouse event ncurses has queued, oldest first. One `KEY_MOUSE` may stand for several
  /// reports read together (a press and the motion after it), and `getmouse` hands them out
  /// newest first: all are taken, or the older ones (often the press) would be lost.
  private func mouseEvents() -> [InputEvent] {
    var events: [InputEvent] = []
    var event = MEVENT()
    while getmouse(&event) == OK {
      let decoded = MouseDecoder.event(
        state: UInt(event.bstate), x: Int(event.x), y: Int(event.y), masks: masks)
      if let decoded { events.append(.mouse(decoded)) }
    }
    return events.reversed()
  }

  /// Gives the terminal back: drag mode off, ncurses ended, termios restored, standard error
  /// shown again. Safe to call more than once.
  public func close() {
    guard let screen else { return }
    RawTTY.write(STDOUT_FILENO, "\u{1B}[?1002l")
    mousemask(0, nil)
    endwin()
    delscreen(screen)
    self.screen = nil
    // endwin restored the modes; the reset string is written once more for what it does not
    // know about, then the watch ends.
    TerminalRestorer.restoreNow()
    TerminalRestorer.disarm()
  }

  deinit { close() }
}
