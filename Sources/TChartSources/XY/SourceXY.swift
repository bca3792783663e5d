import TChartData

/// A table's two lines against each other over a window, counted by the database for the XY
/// view (``SQLSeriesBackend/xy(_:grid:)``): one query for the lines' extremes in the window
/// (the axes, as a file's pyramids give them), one `GROUP BY` of the dot cell with the IEEE
/// operations of ``XYDensity`` (``XYGrid/rule``), and the rows of the indicator's trail. A long
/// table's lines are paired at equal x (the k-th row of a series at an x with the other's k-th,
/// as a long CSV is read); a row without both values is not counted.
public struct SourceXY: Sendable, Equatable {
  /// What was asked.
  public var ask: SourceXYAsk
  /// The extremes and the density of the window's pairs.
  public var counted: XYCounted
  /// The rows with `lower ≤ x ≤ indicator`, the last ``trailRows`` of them in table order
  /// (empty without an indicator): the indicator's row last, its trail before it.
  public var trail: [SourceRow]

  public init(ask: SourceXYAsk, counted: XYCounted, trail: [SourceRow]) {
    self.ask = ask
    self.counted = counted
    self.trail = trail
  }

  /// The rows the trail reads: the indicator's and the 24 samples before it.
  public static let trailRows = 25

  /// The trail's rows as asked: the last ``trailRows`` of `rows` (any order, merged by
  /// ``SourceRowSet``).
  public static func trail(_ rows: [SourceRow]) -> [SourceRow] {
    Array(SourceRowSet(rows).rows.suffix(trailRows))
  }

  /// A database's `(cell, count)` rows (`cell = row * columns + column`) as the density of
  /// `grid`; a cell outside the grid is not counted.
  public static func density(_ cells: [(cell: Int, count: Int)], grid: XYGrid) -> XYDensity {
    var counts = [UInt32](repeating: 0, count: grid.columns * grid.rows)
    var samples = 0
    for (cell, count) in cells where counts.indices.contains(cell) {
      counts[cell] &+= UInt32(truncatingIfNeeded: count)
      samples += count
    }
    return XYDensity(grid: grid, counts: counts, samples: samples)
  }

  /// The extremes of a `MIN`/`MAX` answer, `nil` when the lines had no value (`NaN`, NULL).
  public static func extremes(_ low: Double, _ high: Double) -> ClosedRange<Double>? {
    low <= high ? low...high : nil
  }
}
