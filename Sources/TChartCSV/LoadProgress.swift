/// How far a load has come: bytes parsed, the total when it is known (a file; not a pipe)
/// and the time since the load began. Reported through the `progress` callback of
/// ``ChartLoader/load(path:options:progress:)``.
public struct LoadProgress: Sendable, Equatable {
  /// Bytes of the input parsed so far.
  public var bytesParsed: Int
  /// The input's size, when known before the end (a regular file).
  public var totalBytes: Int?
  /// Seconds since the load began.
  public var seconds: Double

  public init(bytesParsed: Int, totalBytes: Int?, seconds: Double) {
    self.bytesParsed = bytesParsed
    self.totalBytes = totalBytes
    self.seconds = seconds
  }

  /// The part parsed, 0…1, when the total is known.
  public var fraction: Double? {
    guard let totalBytes else { return nil }
    return totalBytes > 0 ? min(1, Double(bytesParsed) / Double(totalBytes)) : 1
  }

  /// `loading 42% · 610 MB/s`, or the megabytes read when the total is not known (a pipe):
  /// `loading 120 MB · 610 MB/s`. What `render` shows on standard error and the explorer in
  /// its title.
  public var summary: String {
    let rate = "\(Int(megabytesPerSecond.rounded())) MB/s"
    if let fraction {
      return "loading \(Int((fraction * 100).rounded(.down)))% · \(rate)"
    }
    return "loading \(bytesParsed / 1_000_000) MB · \(rate)"
  }

  /// The parse rate so far, in megabytes (10^6 bytes) per second.
  public var megabytesPerSecond: Double {
    seconds > 0 ? Double(bytesParsed) / 1e6 / seconds : 0
  }
}
