import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process group of the `--every` command's run in progress, for the exit paths that cannot
/// wait for the sampler's thread: `exit()` (an `atexit` handler) and fatal signals (the
/// terminal's restorer calls ``terminateNow()`` before the process dies). Everything here is
/// async-signal-safe: atomics, `kill`, `waitpid`, `nanosleep`.
public enum ChildProcessGroup {
  /// The leader (and group id) of the run in progress; 0 when none runs.
  private static let leader = Atomic<Int32>(0)
  /// Set once the process is ending: no run may start after it.
  private static let closing = Atomic<Bool>(false)
  private static let exitHandlerInstalled = Atomic<Bool>(false)
  /// How long a group has after SIGTERM before SIGKILL.
  public static let grace = 0.3

  /// Records the run `pid` just started; `false` when the process is ending (the caller stops
  /// the run at once).
  static func started(_ pid: Int32) -> Bool {
    if !exitHandlerInstalled.exchange(true, ordering: .relaxed) {
      atexit { ChildProcessGroup.terminateNow() }
    }
    leader.store(pid, ordering: .sequentiallyConsistent)
    return !closing.load(ordering: .sequentiallyConsistent)
  }

  /// The run `pid` ended (reaped).
  static func ended(_ pid: Int32) {
    _ = leader.compareExchange(expected: pid, desired: 0, ordering: .sequentiallyConsistent)
  }

  /// Stops the run in progress, if any, and any later one: SIGTERM to its group, up to
  /// ``grace`` for the leader to exit, then SIGKILL to what is left of the group.
  public static func terminateNow() {
    closing.store(true, ordering: .sequentiallyConsistent)
    let pid = leader.exchange(0, ordering: .sequentiallyConsistent)
    guard pid > 0 else { return }
    stop(group: pid)
  }

  /// SIGTERM to the group `pid` leads, up to ``grace`` for `pid` to exit (it is reaped here if
  /// nobody else reaps it), then SIGKILL to the group. Async-signal-safe.
  static func stop(group pid: Int32) {
    _ = kill(-pid, SIGTERM)
    var pause = timespec(tv_sec: 0, tv_nsec: 10_000_000)
    for _ in 0..<Int(grace * 100) {
      var status: Int32 = 0
      let reaped = waitpid(pid, &status, WNOHANG)
      if reaped == pid || (reaped < 0 && errno == ECHILD) { break }
      _ = nanosleep(&pause, nil)
    }
    _ = kill(-pid, SIGKILL)
  }
}
