/// The numbers of one line between two samples A and B (the A/B cursors): the values at A and
/// at B, their change, the slope, and the extremes and mean of the samples between them (A
/// and B included).
///
/// The value "at A" is the sample A's own value, or when A is a gap the nearest value towards
/// B (likewise for B), so a gap under a cursor still measures. A may lie after B: the change is
/// always B's value minus A's. Exact and O(log N + blocks), like ``WindowStatistics``, which it
/// is made from.
public struct ABStatistics: Sendable, Equatable {
  /// The statistics of the samples between A and B.
  public var between: WindowStatistics
  /// The samples whose values count as the values at A and at B; `nil` without values.
  public var atA: WindowStatistics.Sample?
  public var atB: WindowStatistics.Sample?

  /// The numbers of line `line` of `chartSet` between samples `a` and `b` (clamped).
  public init(chartSet: ChartSet, line: Int, a: Int, b: Int) {
    let last = Swift.max(0, chartSet.count - 1)
    let a = Swift.min(Swift.max(0, a), last)
    let b = Swift.min(Swift.max(0, b), last)
    between = WindowStatistics(
      chartSet: chartSet, line: line, window: Swift.min(a, b)..<(Swift.max(a, b) + 1))
    (atA, atB) = a <= b ? (between.first, between.last) : (between.last, between.first)
  }

  /// B's value minus A's; `nil` without values.
  public var change: Double? {
    guard let atA, let atB else { return nil }
    return atB.value - atA.value
  }

  /// The change as a percentage of `|A|`; `nil` without values or when A's value is 0.
  public var changePercent: Double? {
    guard let change, let atA, atA.value != 0 else { return nil }
    return change / abs(atA.value) * 100
  }

  /// The change per unit of x (per second on a time axis) between the samples at A and B;
  /// `nil` when they are one sample.
  public var slope: Double? {
    guard let change, let atA, let atB, atB.x != atA.x else { return nil }
    return change / (atB.x - atA.x)
  }
}

/// A duration in seconds as `3d 4h`, `2h 5m`, `4m 10s`, `12s`, `250ms`: the two largest units
/// (years of 365 days), for the A/B cursors' Δt.
public enum DurationText {
  static let units: [(String, Double)] = [
    ("y", 365 * 86_400), ("d", 86_400), ("h", 3_600), ("m", 60), ("s", 1),
  ]

  /// The text of `seconds` (its magnitude; `−` in front when negative).
  public static func text(_ seconds: Double) -> String {
    guard seconds.isFinite else { return "–" }
    let sign = seconds < 0 ? "−" : ""
    let magnitude = abs(seconds)
    if magnitude < 1 {
      if magnitude == 0 { return "0s" }
      return sign + ReadableNumber.text((magnitude * 1000).rounded()) + "ms"
    }
    let rest = magnitude.rounded()
    guard let first = units.firstIndex(where: { rest >= $0.1 }) else { return sign + "0s" }
    let (name, size) = units[first]
    let count = (rest / size).rounded(.down)
    var parts = [ReadableNumber.text(count) + name]
    if first + 1 < units.count {
      let (smaller, smallerSize) = units[first + 1]
      let next = ((rest - count * size) / smallerSize).rounded(.down)
      if next >= 1 { parts.append(ReadableNumber.text(next) + smaller) }
    }
    return sign + parts.joined(separator: " ")
  }

  /// The unit a slope over `seconds` reads best in: per second under two minutes, per minute
  /// under two hours, per hour under two days, else per day.
  public static func slopeUnit(span seconds: Double) -> (name: String, seconds: Double) {
    let magnitude = abs(seconds)
    if magnitude < 120 { return ("s", 1) }
    if magnitude < 7_200 { return ("min", 60) }
    if magnitude < 172_800 { return ("h", 3_600) }
    return ("d", 86_400)
  }
}
