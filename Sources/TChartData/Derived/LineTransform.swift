/// What a derived line computes from its input line(s), sample by sample at full resolution.
///
/// One-line forms read one input; ``ratio`` and ``difference`` read two (`a`, `b`).
public enum LineTransform: Sendable, Hashable {
  /// Per second of x (per x unit on a numeric axis) of a counter: a drop is a counter reset,
  /// whose rate is the new value over the interval (as Prometheus' `rate`), never negative.
  case rate
  /// The slope per second of x (per x unit), negative when the line falls.
  case deriv
  /// The change from the previous valid sample.
  case diff
  /// The running sum of the valid samples.
  case cumsum
  /// The mean of the valid samples of a trailing window (the sample itself included).
  case movingAverage(MovingWindow)
  /// The base-10 logarithm; values at or below 0 are gaps.
  case log
  /// `a / b`; a zero `b` is a gap.
  case ratio
  /// `a - b`.
  case difference

  /// How many input lines the transform reads.
  public var arity: Int {
    switch self {
    case .ratio, .difference: 2
    default: 1
    }
  }

  /// The function's name in expressions (`rate`, `avg`, …; `-` for ``difference``).
  public var keyword: String {
    switch self {
    case .rate: "rate"
    case .deriv: "deriv"
    case .diff: "diff"
    case .cumsum: "cumsum"
    case .movingAverage: "avg"
    case .log: "log"
    case .ratio: "ratio"
    case .difference: "-"
    }
  }
}

/// The trailing window of a moving average: a number of samples or a span of x.
public enum MovingWindow: Sendable, Hashable {
  /// The last `n` samples (gaps counted, not averaged), `n` ≥ 1.
  case samples(Int)
  /// The samples whose x is within `span` before the sample's x: seconds on a time axis, x
  /// units on a numeric one.
  case span(Double)

  /// The window as an expression writes it: `20`, `5m`, `1h`, `1.5d`, `90s`.
  public var text: String {
    switch self {
    case .samples(let n): return "\(n)"
    case .span(let span):
      let units: [(String, Double)] = [("w", 604_800), ("d", 86_400), ("h", 3600), ("m", 60)]
      for (suffix, scale) in units where span >= scale {
        let count = span / scale
        if count == count.rounded() { return "\(Int(count))\(suffix)" }
      }
      if span == span.rounded() && span < 1e15 { return "\(Int(span))s" }
      return "\(span)s"
    }
  }

  /// Reads `20` (samples) or a span with a unit: `500ms`, `30s`, `5m`, `1h`, `1d`, `1w`
  /// (`nil` when `text` is neither or not above zero).
  public init?(text: String) {
    let trimmed = text.trimmingCharacters(in: " ")
    if let n = Int(trimmed) {
      guard n >= 1 else { return nil }
      self = .samples(n)
      return
    }
    let units: [(String, Double)] = [
      ("ms", 0.001), ("s", 1), ("m", 60), ("h", 3600), ("d", 86_400), ("w", 604_800),
    ]
    for (suffix, scale) in units where trimmed.hasSuffix(suffix) {
      let number = trimmed.dropLast(suffix.count)
      guard number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
        let value = Double(number), value.isFinite, value > 0
      else { return nil }
      self = .span(value * scale)
      return
    }
    return nil
  }
}

extension String {
  /// Without the leading and trailing `character`s.
  fileprivate func trimmingCharacters(in character: Character) -> String {
    String(drop { $0 == character }.reversed().drop { $0 == character }.reversed())
  }
}
