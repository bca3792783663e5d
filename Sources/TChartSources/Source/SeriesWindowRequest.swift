import TChartData

/// What a frame asks a series source for: the M4 rows of the x window `rule.lower ...
/// rule.upper` at `rule.dotWidth` dot columns, for the lines `lines` (indices into the source's
/// ``SourceDescription/lineNames``).
///
/// The answer holds, for each requested line and each dot column of ``DotColumnRule``, the rows
/// of its first, last, smallest and largest value (among tied rows SQLite takes the earliest and
/// ClickHouse any one: they draw the same dots), plus the last row before the window and the
/// first row after it (the renderer draws the segments that leave the window). A request is a
/// cache key: equal requests draw equal frames.
public struct SeriesWindowRequest: Sendable, Hashable {
  /// The window and the column rule: rows with `lower ≤ x ≤ upper`, bucketed by it.
  public var rule: DotColumnRule
  /// The lines asked for, increasing.
  public var lines: [Int]

  public init(rule: DotColumnRule, lines: [Int]) {
    self.rule = rule
    self.lines = lines
  }

  /// The request for `lines` over `lower ... upper` at `dotWidth` dots.
  public init(lower: Double, upper: Double, dotWidth: Int, lines: [Int]) {
    self.init(rule: DotColumnRule(lower: lower, upper: upper, dotWidth: dotWidth), lines: lines)
  }

  /// The most rows an answer may hold: four per dot column and line, plus the two neighbours.
  public var rowBound: Int { 4 * max(1, rule.dotWidth) * max(1, lines.count) + 2 }

  /// The most rows read for the dot columns where a line has a gap (see ``GapColumns``):
  /// sixteen times ``rowBound``.
  public var gapRowBudget: Int { 16 * rowBound }
}
