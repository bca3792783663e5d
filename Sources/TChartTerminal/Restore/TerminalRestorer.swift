import TChartData

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Everything the signal handler touches is prepared in advance and only read there: the handler
// may call nothing but async-signal-safe functions (write, tcsetattr, dup2, lseek, read, signal,
// raise).
nonisolated(unsafe) private var restoreArmed: Int32 = 0
nonisolated(unsafe) private var restoreFD: Int32 = -1
nonisolated(unsafe) private var resetBytes: UnsafeMutablePointer<UInt8>?
nonisolated(unsafe) private var resetLength = 0
nonisolated(unsafe) private var savedTermios = termios()
nonisolated(unsafe) private var hasSavedTermios = false
nonisolated(unsafe) private var stderrLogFD: Int32 = -1
nonisolated(unsafe) private var savedStderrFD: Int32 = -1
nonisolated(unsafe) private var handlersInstalled = false

/// The signals after which the terminal is restored before the process dies the default way
/// (exit status 128 + signal). SIGILL and SIGTRAP come from Swift traps.
private let fatalSignals: [Int32] = [
  SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE,
]

/// Restores the terminal on every exit path: a normal close, `exit()`, and fatal signals.
///
/// While armed, standard error goes to an unlinked temporary file when it is the terminal (what
/// is written there would vanish with the alternate screen); it is copied back after restoring,
/// so a Swift trap's message is still seen. SIGKILL cannot be caught: run `reset` after it.
public enum TerminalRestorer {
  /// The reset sequence for the full-screen explorer: mouse modes off, attributes reset, cursor
  /// shown, alternate screen left, keypad transmit mode off.
  /// Called by the fatal-signal handler once the terminal is restored, before the process dies
  /// (async-signal-safe code only): the explorer stops its `--every` command there.
  nonisolated(unsafe) public static var onFatalSignal: (@convention(c) () -> Void)?

  public static let fullScreenReset =
    "\u{1B}[?1002l\u{1B}[?1006;1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l\u{1B}[?1l\u{1B}>"

  /// Saves the terminal state of `fd` (a terminal) and arms the restoration: `reset` is written
  /// to `fd` and the saved termios put back if the process ends before ``disarm()``.
  public static func arm(fd: Int32, reset: String) {
    disarm()
    storeReset(reset)
    restoreFD = fd
    hasSavedTermios = tcgetattr(fd, &savedTermios) == 0
    captureStandardError()
    installHandlers()
    restoreArmed = 1
  }

  /// Replaces the reset sequence of an armed restoration (the inline picker learns where its
  /// lines are only after it starts).
  public static func update(reset: String) {
    guard restoreArmed != 0 else { return }
    restoreArmed = 0
    let old = resetBytes
    storeReset(reset)
    old?.deallocate()
    restoreArmed = 1
  }

  /// Copies `reset` into memory of its own for the signal handler (`resetBytes`); the caller
  /// frees what was there before.
  private static func storeReset(_ reset: String) {
    var bytes = Array(reset.utf8)
    let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, bytes.count))
    buffer.initialize(from: &bytes, count: bytes.count)
    resetBytes = buffer
    resetLength = bytes.count
  }

  /// The terminal was restored normally: stop watching, put standard error back and show what
  /// was written to it meanwhile.
  public static func disarm() {
    restoreArmed = 0
    releaseStandardError()
    resetBytes?.deallocate()
    resetBytes = nil
    resetLength = 0
  }

  /// Writes the reset sequence and restores the saved termios now, if armed. Async-signal-safe.
  static func restoreNow() {
    guard restoreArmed != 0 else { return }
    restoreArmed = 0
    if let resetBytes { _ = write(restoreFD, resetBytes, resetLength) }
    if hasSavedTermios { _ = tcsetattr(restoreFD, TCSANOW, &savedTermios) }
    releaseStandardError()
  }

  private static func installHandlers() {
    guard !handlersInstalled else { return }
    handlersInstalled = true
    for signalNumber in fatalSignals {
      var old = sigaction()
      sigaction(signalNumber, nil, &old)
      // A signal ignored by the parent (nohup, a shell's background job) stays ignored.
      if let handler = old.__sigaction_handler.sa_handler,
        unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
      {
        continue
      }
      signal(signalNumber, restoreAndReraise)
    }
    // A cache entry truncated under its mapping is not fatal: that SIGBUS is handled first.
    MappingGuard.reinstall()
    atexit { TerminalRestorer.restoreNow() }
  }

  private static func captureStandardError() {
    guard isatty(STDERR_FILENO) == 1, stderrLogFD < 0 else { return }
    var template = Array("/tmp/tchart-stderr-XXXXXX".utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard fd >= 0 else { return }
    template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    let saved = dup(STDERR_FILENO)
    guard saved >= 0, dup2(fd, STDERR_FILENO) >= 0 else {
      close(fd)
      if saved >= 0 { close(saved) }
      return
    }
    stderrLogFD = fd
    savedStderrFD = saved
  }

  /// Puts the real standard error back and copies the captured text to it. Async-signal-safe.
  private static func releaseStandardError() {
    guard stderrLogFD >= 0, savedStderrFD >= 0 else { return }
    _ = dup2(savedStderrFD, STDERR_FILENO)
    _ = lseek(stderrLogFD, 0, SEEK_SET)
    var chunk: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (
      0, 0, 0, 0, 0, 0, 0, 0
    )
    withUnsafeMutableBytes(of: &chunk) { buffer in
      while true {
        let count = read(stderrLogFD, buffer.baseAddress, buffer.count)
        if count <= 0 { break }
        _ = write(STDERR_FILENO, buffer.baseAddress, count)
      }
    }
    close(stderrLogFD)
    close(savedStderrFD)
    stderrLogFD = -1
    savedStderrFD = -1
  }
}

/// The handler of every fatal signal: restore, then die of the same signal the default way.
private func restoreAndReraise(_ signalNumber: Int32) {
  TerminalRestorer.restoreNow()
  TerminalRestorer.onFatalSignal?()
  signal(signalNumber, SIG_DFL)
  raise(signalNumber)
}
