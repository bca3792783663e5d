import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Counts the bytes a load has parsed and calls the caller's progress callback, at most every
/// ``interval`` seconds, always on the loading thread.
///
/// Parsing threads only add to an atomic counter (``advance(by:)``); the loading thread calls
/// ``report()``, which reads the clock and the counter and decides whether to call back.
/// `@unchecked Sendable`: the counter is atomic, and everything else (the callback, the time of
/// the last report) is touched by the loading thread alone.
package final class LoadProgressMeter: @unchecked Sendable {
  /// The least time between two calls of the callback.
  static let interval = 0.05

  private let parsed = Atomic<Int>(0)
  private let totalBytes: Int?
  private let started: Double
  private var lastReport: Double
  private let callback: (LoadProgress) -> Void

  package init(totalBytes: Int?, callback: @escaping (LoadProgress) -> Void) {
    self.totalBytes = totalBytes
    self.callback = callback
    started = Self.now()
    lastReport = started
  }

  /// Counts `bytes` more parsed; any thread.
  package func advance(by bytes: Int) {
    parsed.add(bytes, ordering: .relaxed)
  }

  /// Calls back when ``interval`` has passed since the last call; the loading thread only.
  package func report() {
    let now = Self.now()
    guard now - lastReport >= Self.interval else { return }
    lastReport = now
    callback(
      LoadProgress(
        bytesParsed: parsed.load(ordering: .relaxed), totalBytes: totalBytes,
        seconds: now - started))
  }

  private static func now() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
  }
}
