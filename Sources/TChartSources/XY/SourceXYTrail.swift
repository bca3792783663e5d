/// The indicator's sample on a table's XY plot and the samples before it, its trail
/// (``SQLSeriesBackend/xyTrail(_:)``): the rows with `lower ≤ x ≤ indicator`, the last
/// ``rowCount`` in table order (a long table's: its last x of any series, with the two lines'
/// values or gaps), as a file's samples before its indicator. Asked apart from the counts, so
/// moving the indicator reads a few rows, not the window.
public struct SourceXYTrail: Sendable, Equatable {
  /// What a trail is asked for: the window, the two lines, the indicator's x.
  public struct Ask: Sendable, Equatable {
    public var lower: Double
    public var upper: Double
    public var across: Int
    public var up: Int
    public var indicator: Double

    public init(window: ClosedRange<Double>, across: Int, up: Int, indicator: Double) {
      lower = window.lowerBound
      upper = window.upperBound
      self.across = across
      self.up = up
      self.indicator = indicator
    }
  }

  public var ask: Ask
  /// The rows, the indicator's last (empty: the indicator is outside the window).
  public var rows: [SourceRow]

  public init(ask: Ask, rows: [SourceRow]) {
    self.ask = ask
    self.rows = rows
  }

  /// The rows a trail reads: the indicator's and the 24 samples before it.
  public static let rowCount = 25

  /// The trail's rows of `rows` (any order, merged by ``SourceRowSet``): the last
  /// ``rowCount``.
  public static func last(_ rows: [SourceRow]) -> [SourceRow] {
    Array(SourceRowSet(rows).rows.suffix(rowCount))
  }
}
