/// Two lines against each other over a window: how many samples land on each dot of a grid
/// (`columns × rows` dots, x from ``xRange`` left to right, y from ``yRange`` bottom to top).
/// Exact at any N: every sample whose two values are numbers is counted on its dot, in one
/// pass over the window (about 1 ns a sample in a release build).
public struct XYDensity: Sendable, Equatable {
  /// The grid's size in dots.
  public var columns: Int
  public var rows: Int
  /// The values the grid spans.
  public var xRange: ClosedRange<Double>
  public var yRange: ClosedRange<Double>
  /// `counts[row * columns + column]`, row 0 at the top.
  public var counts: [UInt32]
  /// The samples counted (both values numbers).
  public var samples: Int

  /// The window the counts are of.
  public var window: Range<Int>

  /// Counts samples `window` of `x` against `y` on a grid of `columns × rows` dots over
  /// `xRange` × `yRange`.
  public init(
    x: UnsafeBufferPointer<Double>, y: UnsafeBufferPointer<Double>, window: Range<Int>,
    columns: Int, rows: Int, xRange: ClosedRange<Double>, yRange: ClosedRange<Double>
  ) {
    self.columns = Swift.max(1, columns)
    self.rows = Swift.max(1, rows)
    self.xRange = xRange
    self.yRange = yRange
    let range = window.clamped(to: 0..<Swift.min(x.count, y.count))
    self.window = range
    counts = []
    samples = 0
    let (grid, counted) = count(x: x, y: y, range)
    counts = grid
    samples = Int(counted)
  }

  /// The same grid over `window` instead: the samples that left the window taken off, those
  /// that came in added (a pan or a zoom by a little counts a little), or counted afresh when
  /// that is cheaper.
  public func moved(
    to window: Range<Int>, x: UnsafeBufferPointer<Double>, y: UnsafeBufferPointer<Double>
  ) -> XYDensity {
    let new = window.clamped(to: 0..<Swift.min(x.count, y.count))
    let old = self.window
    let overlap = old.clamped(to: new)
    let changed = old.count + new.count - 2 * overlap.count
    guard !overlap.isEmpty, changed < new.count else {
      return XYDensity(
        x: x, y: y, window: new, columns: columns, rows: rows, xRange: xRange, yRange: yRange)
    }
    var moved = self
    moved.window = new
    for (part, added) in [
      (old.lowerBound..<overlap.lowerBound, false), (overlap.upperBound..<old.upperBound, false),
      (new.lowerBound..<overlap.lowerBound, true), (overlap.upperBound..<new.upperBound, true),
    ] where !part.isEmpty {
      let (grid, counted) = count(x: x, y: y, part)
      for cell in grid.indices where grid[cell] > 0 {
        moved.counts[cell] =
          added ? moved.counts[cell] &+ grid[cell] : moved.counts[cell] &- grid[cell]
      }
      moved.samples += added ? Int(counted) : -Int(counted)
    }
    return moved
  }

  /// The counts of samples `range` on this grid, and how many were counted (both values
  /// numbers): one pass, split across the processors.
  private func count(
    x: UnsafeBufferPointer<Double>, y: UnsafeBufferPointer<Double>, _ range: Range<Int>
  ) -> (grid: [UInt32], samples: UInt32) {
    let (width, height) = (columns, rows)
    let xScale = Self.scale(width, xRange)
    let yScale = Self.scale(height, yRange)
    let (lastColumn, lastRow) = (Double(width - 1), Double(height - 1))
    let (xs, ys) = (SharedSamples(x), SharedSamples(y))
    // The dots in rows; the last cell counts the samples (one grid per thread, added up).
    let cells = width * height
    let (xOffset, yOffset) = (-xRange.lowerBound * xScale, yRange.upperBound * yScale)
    var grid = SampleChunks.counts(range, cells: cells + 1) { part, grid in
      guard let cell = grid.baseAddress else { return }
      var samples: UInt32 = 0
      for index in part {
        let (a, b) = (xs.base[index], ys.base[index])
        // NaN fails every comparison; infinities land past the clamps.
        guard a.isFinite && b.isFinite else { continue }
        var column = a * xScale + xOffset
        var row = yOffset - b * yScale
        column = column < 0 ? 0 : column > lastColumn ? lastColumn : column
        row = row < 0 ? 0 : row > lastRow ? lastRow : row
        cell[Int(row) &* width &+ Int(column)] &+= 1
        samples &+= 1
      }
      cell[cells] = samples
    }
    let samples = grid.removeLast()
    return (grid, samples)
  }

  /// The count on dot (`column`, `row`).
  public func count(column: Int, row: Int) -> UInt32 { counts[row * columns + column] }

  /// The dot a pair of values lands on (as the counts put it).
  public func dot(x: Double, y: Double) -> (column: Int, row: Int)? {
    guard x.isFinite, y.isFinite else { return nil }
    let xScale = Self.scale(columns, xRange)
    let yScale = Self.scale(rows, yRange)
    let column = Swift.min(Swift.max((x - xRange.lowerBound) * xScale, 0), Double(columns - 1))
    let row = Swift.min(Swift.max((yRange.upperBound - y) * yScale, 0), Double(rows - 1))
    return (Int(column), Int(row))
  }

  /// Dots per unit of value over `range`.
  static func scale(_ dots: Int, _ range: ClosedRange<Double>) -> Double {
    Double(dots) / Swift.max(range.upperBound - range.lowerBound, .leastNormalMagnitude)
  }
}
