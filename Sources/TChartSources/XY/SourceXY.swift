import TChartData

/// A table's two lines against each other over a window, counted by the database for the XY
/// view (``SQLSeriesBackend/xy(_:grid:)``): one query for the lines' extremes in the window
/// (the axes, as a file's pyramids give them), one `GROUP BY` of the dot cell with the IEEE
/// operations of ``XYDensity`` (``XYGrid/rule``). A long table's lines are paired at equal x (a
/// series' row at an x with the other's); a row without both values is not counted.
public struct SourceXY: Sendable, Equatable {
  /// What was asked.
  public var ask: SourceXYAsk
  /// The extremes and the density of the window's pairs.
  public var counted: XYCounted

  public init(ask: SourceXYAsk, counted: XYCounted) {
    self.ask = ask
    self.counted = counted
  }

  /// The answer to `ask` from the lines' `extremes` (across, up) and a database's `(cell,
  /// count)` rows on `grid` (``density(_:grid:)``).
  public init(
    ask: SourceXYAsk, extremes: [ClosedRange<Double>?], cells: [(cell: Int, count: Int)],
    grid: XYGrid
  ) {
    self.init(
      ask: ask,
      counted: XYCounted(
        xExtremes: extremes[0], yExtremes: extremes[1],
        density: Self.density(cells, grid: grid)))
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
