#if canImport(Glibc)
  import Glibc
#endif

/// Ctrl-Z for programs whose raw mode turns the key into a byte.
enum JobControl {
  /// Stops the process group as the terminal's Ctrl-Z would (SIGTSTP with its default action,
  /// whatever handler ncurses installed) and returns once continued (`fg`). In an orphaned
  /// process group, with no shell left to continue it, the kernel drops the signal and this
  /// returns at once.
  static func stopAsShellJob() {
    var previous = sigaction()
    var stop = sigaction()
    stop.__sigaction_handler.sa_handler = SIG_DFL
    sigemptyset(&stop.sa_mask)
    sigaction(SIGTSTP, &stop, &previous)
    kill(0, SIGTSTP)
    sigaction(SIGTSTP, &previous, nil)
  }
}
