#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Monotonic time in seconds (`CLOCK_MONOTONIC`): what programs get as `time`.
public enum MonotonicClock {
  /// Seconds since an arbitrary fixed point; never goes back.
  public static func now() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1_000_000_000
  }
}
