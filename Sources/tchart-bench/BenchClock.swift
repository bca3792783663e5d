import Glibc

/// Monotonic time, summary statistics and the process's resident memory.
enum BenchClock {
  /// Seconds on the monotonic clock.
  static func now() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
  }

  /// Runs `body` and returns its duration in milliseconds.
  @inline(never)
  static func milliseconds(_ body: () -> Void) -> Double {
    let start = now()
    body()
    return (now() - start) * 1000
  }

  /// The `fraction` quantile (nearest rank) of `samples`; 0 for none.
  static func quantile(_ samples: [Double], _ fraction: Double) -> Double {
    guard !samples.isEmpty else { return 0 }
    let sorted = samples.sorted()
    let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
    return sorted[min(max(rank, 0), sorted.count - 1)]
  }

  static func median(_ samples: [Double]) -> Double {
    guard !samples.isEmpty else { return 0 }
    let sorted = samples.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// VmRSS from /proc/self/status, in bytes (0 when unreadable).
  static func residentBytes() -> Int {
    guard let file = fopen("/proc/self/status", "r") else { return 0 }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 512)
    while fgets(&line, Int32(line.count), file) != nil {
      let text = String(
        decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      if text.hasPrefix("VmRSS:") {
        let digits = text.dropFirst(6).filter { $0.isNumber }
        return (Int(String(digits)) ?? 0) * 1024
      }
    }
    return 0
  }
}
