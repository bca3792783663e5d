import Dispatch
import Glibc
import Synchronization

/// A child process's private memory (`RssAnon` in `/proc/PID/status`: what it allocated, not
/// the file pages it maps), sampled every 20 ms on a thread of its own until ``stop()``: the
/// cold open's bound of issue 42 (`ru_maxrss` counts mapped file pages too).
final class PrivateMemoryWatch: Sendable {
  private let path: String
  private let running = Atomic<Bool>(true)
  private let peak = Atomic<Int>(0)
  private let done = DispatchSemaphore(value: 0)

  /// Starts sampling process `pid`.
  init(pid: pid_t) {
    path = "/proc/\(pid)/status"
    DispatchQueue.global().async { [self] in
      while running.load(ordering: .relaxed) {
        if let kilobytes = Self.rssAnon(path) {
          peak.store(Swift.max(peak.load(ordering: .relaxed), kilobytes), ordering: .relaxed)
        }
        usleep(20_000)
      }
      done.signal()
    }
  }

  /// Stops sampling (the child has exited): the largest sample, in bytes.
  func stop() -> Double {
    running.store(false, ordering: .relaxed)
    done.wait()
    return Double(peak.load(ordering: .relaxed)) * 1024
  }

  /// The `RssAnon:` line of a status file, in kB; `nil` once the process is gone.
  static func rssAnon(_ path: String) -> Int? {
    guard let file = fopen(path, "r") else { return nil }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 256)
    while fgets(&line, Int32(line.count), file) != nil {
      let text = String(cString: line)
      guard text.hasPrefix("RssAnon:") else { continue }
      return Int(text.dropFirst(8).split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "")
    }
    return nil
  }
}
