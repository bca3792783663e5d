/// The dots an XY plot counts its samples on: `columns × rows` dots over `xRange` × `yRange`
/// (``XYDensity``), and the IEEE operations that put a pair of values on its dot, which a
/// database's `GROUP BY` repeats to count the same grid.
public struct XYGrid: Sendable, Equatable {
  public var columns: Int
  public var rows: Int
  public var xRange: ClosedRange<Double>
  public var yRange: ClosedRange<Double>

  public init(columns: Int, rows: Int, xRange: ClosedRange<Double>, yRange: ClosedRange<Double>) {
    self.columns = Swift.max(1, columns)
    self.rows = Swift.max(1, rows)
    self.xRange = xRange
    self.yRange = yRange
  }

  /// A pair's dot as ``XYDensity`` counts it: `column = a * xScale + xOffset` and
  /// `row = yOffset - b * yScale`, each clamped to `0…last` and truncated; the cell is
  /// `row * columns + column`.
  public var rule: (xScale: Double, xOffset: Double, yScale: Double, yOffset: Double) {
    let across = XYAxis(dots: columns, range: xRange, downward: false)
    let up = XYAxis(dots: rows, range: yRange, downward: true)
    return (across.scale, across.offset, up.scale, up.offset)
  }
}

extension XYDensity {
  /// The density of `grid` counted elsewhere (a database's `GROUP BY` of the dot cell):
  /// `counts[row * columns + column]`, `samples` pairs in all (`window`: the samples they are of).
  public init(grid: XYGrid, counts: [UInt32], samples: Int, window: Range<Int> = 0..<0) {
    columns = grid.columns
    rows = grid.rows
    xRange = grid.xRange
    yRange = grid.yRange
    self.counts = counts
    self.samples = samples
    self.window = window
  }

  /// The grid the counts are on.
  public var grid: XYGrid {
    XYGrid(columns: columns, rows: rows, xRange: xRange, yRange: yRange)
  }
}
