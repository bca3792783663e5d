/// What bounds the answers of an ``HTTPClient``: the bytes of one answer's body (the transfer
/// stops past them: ``HTTPClientError/tooLarge(limit:)``), and the moment by which every
/// request must have ended (a whole command's time limit: each request gets the time left,
/// never more than its own limit).
public struct HTTPLimits: Sendable, Equatable {
  /// The default bound of one answer: 256 MiB.
  public static let defaultAnswerBytes = 256 << 20

  /// The most bytes one answer's body may have.
  public var answerBytes: Int
  /// When every request must have ended by; `nil`: each request has its own limit only.
  public var deadline: ContinuousClock.Instant?

  public init(answerBytes: Int = defaultAnswerBytes, deadline: ContinuousClock.Instant? = nil) {
    self.answerBytes = answerBytes
    self.deadline = deadline
  }

  /// The time limit of a request whose own is `timeout` seconds, starting `now`: the smaller
  /// of it and the time left before ``deadline``; `nil` when the deadline has passed.
  public func timeLimit(_ timeout: Double, now: ContinuousClock.Instant = .now) -> Double? {
    guard let deadline else { return timeout }
    let left = now.duration(to: deadline)
    let seconds = Double(left.components.seconds) + Double(left.components.attoseconds) / 1e18
    guard seconds > 0 else { return nil }
    return min(timeout, seconds)
  }
}

extension HTTPLimits {
  /// `bytes` as messages write a bound: `256 MiB`, `1.5 GiB`, `4096 bytes`.
  public static func text(bytes: Int) -> String {
    for (unit, shift) in [("GiB", 30), ("MiB", 20), ("KiB", 10)] where bytes >= 1 << shift {
      let tenths = (bytes * 10 + (1 << shift) / 2) >> shift
      return tenths % 10 == 0 ? "\(tenths / 10) \(unit)" : "\(tenths / 10).\(tenths % 10) \(unit)"
    }
    return "\(bytes) bytes"
  }
}

extension HTTPLimits {
  /// What a source says of an answer past `limit` bytes (``HTTPClientError/tooLarge(limit:)``).
  public static func passedMessage(limit: Int) -> String {
    "the answer passed \(text(bytes: limit)) (--max-answer); narrow the query or raise --max-answer"
  }
}
