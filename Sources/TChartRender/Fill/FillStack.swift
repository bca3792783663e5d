/// One series' piece of a column, in value units: from `lower` up to `upper` (`lower < upper`).
public struct FillSegment: Sendable, Hashable {
  /// The series' index in the chart set's `lines`.
  public var line: Int
  public var lower: Double
  public var upper: Double

  public init(line: Int, lower: Double, upper: Double) {
    self.line = line
    self.lower = lower
    self.upper = upper
  }
}

/// What one plot column draws: its segments bottom up, contiguous from 0, none empty.
public struct FillStack: Sendable, Hashable {
  /// The sample whose values are drawn; `nil` when the column shows each series' maximum over
  /// several samples (non-stacked bars, decimated) or nothing at all.
  public var sample: Int?
  /// The pieces, bottom up: each starts where the previous one ends, the first at 0.
  public var segments: [FillSegment]

  public init(sample: Int?, segments: [FillSegment]) {
    self.sample = sample
    self.segments = segments
  }

  /// A column that draws nothing.
  public static let empty = FillStack(sample: nil, segments: [])

  /// Where the column's fill ends (0 when it draws nothing).
  public var top: Double { segments.last?.upper ?? 0 }

  /// Series drawn in front of each other (non-stacked bars and areas): the values (gaps and
  /// values ≤ 0 draw nothing) sorted ascending, the smallest at the bottom in front, each next
  /// one from the previous value up to its own. Of equal values, the earlier series (in file
  /// order) shows.
  static func overlapping(_ values: [(line: Int, value: Double)], sample: Int?) -> FillStack {
    let drawn = values.filter { $0.value > 0 }
      .enumerated()
      .sorted { ($0.element.value, $0.offset) < ($1.element.value, $1.offset) }
      .map(\.element)
    var segments: [FillSegment] = []
    var lower = 0.0
    for entry in drawn where entry.value > lower {
      segments.append(FillSegment(line: entry.line, lower: lower, upper: entry.value))
      lower = entry.value
    }
    return FillStack(sample: segments.isEmpty ? nil : sample, segments: segments)
  }

  /// Series stacked in the given order, bottom up: a gap counts as 0 and a negative value is
  /// clamped to 0 (so a stack never goes below 0 nor shrinks); series adding nothing are left
  /// out. With `percent` each value is first divided by the column's total and multiplied by
  /// 100, so a column with any value fills 0…100 exactly (the last top is set to 100).
  static func stacked(
    _ values: [(line: Int, value: Double)], sample: Int?, percent: Bool = false
  ) -> FillStack {
    let positive = values.map { (line: $0.line, value: stackValue($0.value)) }
    let total = positive.reduce(0) { $0 + $1.value }
    guard total > 0, total.isFinite else { return .empty }
    var segments: [FillSegment] = []
    var lower = 0.0
    for entry in positive where entry.value > 0 {
      let upper = lower + (percent ? entry.value / total * 100 : entry.value)
      if upper > lower {
        segments.append(FillSegment(line: entry.line, lower: lower, upper: upper))
      }
      lower = upper
    }
    if percent, !segments.isEmpty { segments[segments.count - 1].upper = 100 }
    return FillStack(sample: sample, segments: segments)
  }

  /// A value as it counts in a stack: gaps and negative values are 0.
  static func stackValue(_ value: Double) -> Double { value > 0 ? value : 0 }
}
