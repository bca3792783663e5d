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
  /// `xRange` × `yRange`, reading the lines' `codes` (``XYCodes``) where they pay.
  public init(
    x: UnsafeBufferPointer<Double>, y: UnsafeBufferPointer<Double>, window: Range<Int>,
    columns: Int, rows: Int, xRange: ClosedRange<Double>, yRange: ClosedRange<Double>,
    codes: (x: XYCodes, y: XYCodes)? = nil
  ) {
    self.columns = Swift.max(1, columns)
    self.rows = Swift.max(1, rows)
    self.xRange = xRange
    self.yRange = yRange
    let range = window.clamped(to: 0..<Swift.min(x.count, y.count))
    self.window = range
    counts = []
    samples = 0
    let (grid, counted) = count(x: x, y: y, range, codes: codes)
    counts = grid
    samples = Int(counted)
  }

  /// The same grid over `window` instead: the samples that left the window taken off, those
  /// that came in added (a pan or a zoom by a little counts a little), or counted afresh when
  /// that is cheaper.
  public func moved(
    to window: Range<Int>, x: UnsafeBufferPointer<Double>, y: UnsafeBufferPointer<Double>,
    codes: (x: XYCodes, y: XYCodes)? = nil
  ) -> XYDensity {
    let new = window.clamped(to: 0..<Swift.min(x.count, y.count))
    let old = self.window
    let overlap = old.clamped(to: new)
    let changed = old.count + new.count - 2 * overlap.count
    guard !overlap.isEmpty, changed < new.count else {
      return XYDensity(
        x: x, y: y, window: new, columns: columns, rows: rows, xRange: xRange, yRange: yRange,
        codes: codes)
    }
    var moved = self
    moved.window = new
    for (part, added) in [
      (old.lowerBound..<overlap.lowerBound, false), (overlap.upperBound..<old.upperBound, false),
      (new.lowerBound..<overlap.lowerBound, true), (overlap.upperBound..<new.upperBound, true),
    ] where !part.isEmpty {
      let (grid, counted) = count(x: x, y: y, part, codes: codes)
      for cell in grid.indices where grid[cell] > 0 {
        moved.counts[cell] =
          added ? moved.counts[cell] &+ grid[cell] : moved.counts[cell] &- grid[cell]
      }
      moved.samples += added ? Int(counted) : -Int(counted)
    }
    return moved
  }

  /// The samples of cut codes held before they are placed by their values.
  static let batch = 1024

  /// Counts samples `part` from their codes into `grid` (its last cell: the samples counted):
  /// a code's dot from the tables, and the samples of cut codes placed by their values in
  /// batches, whose loads then overlap (one at a time, each would wait for its memory).
  private static func countCodes(
    _ part: Range<Int>, codes: (UnsafeBufferPointer<UInt16>, UnsafeBufferPointer<UInt16>),
    dots: (UnsafeBufferPointer<Int16>, UnsafeBufferPointer<Int16>),
    values: (SharedSamples, SharedSamples), axes: (XYAxis, XYAxis), width: Int,
    into grid: UnsafeMutableBufferPointer<UInt32>
  ) {
    guard let cell = grid.baseAddress, let xCodes = codes.0.baseAddress,
      let yCodes = codes.1.baseAddress, let columnOf = dots.0.baseAddress,
      let rowOf = dots.1.baseAddress
    else { return }
    let gap = Int(XYAxisDots.gap)
    // A run of samples on one dot (a series moves a little at a time) is added at once:
    // adding to one count sample after sample waits on the last addition each time.
    let samples = withUnsafeTemporaryAllocation(of: Int.self, capacity: batch) { cut in
      var runCell = 0
      var runLength: UInt32 = 0
      var samples: UInt32 = 0
      var held = 0
      var index = part.lowerBound
      let end = part.upperBound
      while index < end {
        let column = Int(columnOf[Int(xCodes[index])])
        let row = Int(rowOf[Int(yCodes[index])])
        if column | row >= 0 {
          let here = row &* width &+ column
          if here != runCell {
            cell[runCell] &+= runLength
            samples &+= runLength
            runCell = here
            runLength = 0
          }
          runLength &+= 1
        } else if column != gap && row != gap {
          cut[held] = index
          held &+= 1
          if held == batch {
            samples &+= place(cut, values: values, axes: axes, width: width, into: cell)
            held = 0
          }
        }
        index &+= 1
      }
      cell[runCell] &+= runLength
      return samples &+ runLength
        &+ place(
          UnsafeMutableBufferPointer(rebasing: cut[0..<held]), values: values, axes: axes,
          width: width, into: cell)
    }
    grid[grid.count - 1] = samples
  }

  /// Counts the samples at `indices` by their values: how many.
  private static func place(
    _ indices: UnsafeMutableBufferPointer<Int>, values: (SharedSamples, SharedSamples),
    axes: (XYAxis, XYAxis), width: Int, into cell: UnsafeMutablePointer<UInt32>
  ) -> UInt32 {
    for index in indices {
      cell[axes.1.dot(values.1.base[index]) &* width &+ axes.0.dot(values.0.base[index])] &+= 1
    }
    return UInt32(indices.count)
  }

  /// Samples landing on one cell one after another, added to it at once.
  private struct CellRun {
    var cell = -1
    var length: UInt32 = 0
    /// The samples counted so far (runs and placed samples).
    var samples: UInt32 = 0

    @inline(__always)
    mutating func add(_ here: Int, into grid: UnsafeMutablePointer<UInt32>) {
      if here == cell {
        length &+= 1
      } else {
        end(into: grid)
        cell = here
        length = 1
      }
    }

    @inline(__always)
    mutating func end(into grid: UnsafeMutablePointer<UInt32>) {
      if cell >= 0 { grid[cell] &+= length }
      samples &+= length
      cell = -1
      length = 0
    }
  }

  /// The grid's two axes: the columns left to right, the rows top to bottom.
  var axes: (x: XYAxis, y: XYAxis) {
    (
      XYAxis(dots: columns, range: xRange, downward: false),
      XYAxis(dots: rows, range: yRange, downward: true)
    )
  }

  /// The counts of samples `range` on this grid, and how many were counted (both values
  /// numbers): one pass, split across the processors, over the codes when both lines have them
  /// and they pay on both axes, else over the values.
  private func count(
    x: UnsafeBufferPointer<Double>, y: UnsafeBufferPointer<Double>, _ range: Range<Int>,
    codes: (x: XYCodes, y: XYCodes)?
  ) -> (grid: [UInt32], samples: UInt32) {
    let width = columns
    let (across, up) = axes
    let (xs, ys) = (SharedSamples(x), SharedSamples(y))
    // The dots in rows; the last cell counts the samples (one grid per thread, added up).
    let cells = width * rows
    var grid: [UInt32]
    if let codes, codes.x.count == x.count, codes.y.count == y.count,
      case let dots = (codes.x.dots(on: across), codes.y.dots(on: up)), dots.0.pays, dots.1.pays
    {
      grid = SampleChunks.counts(range, cells: cells + 1) { part, grid in
        codes.x.codes.withUnsafeBufferPointer { xCodes in
          codes.y.codes.withUnsafeBufferPointer { yCodes in
            dots.0.dots.withUnsafeBufferPointer { columnOf in
              dots.1.dots.withUnsafeBufferPointer { rowOf in
                Self.countCodes(
                  part, codes: (xCodes, yCodes), dots: (columnOf, rowOf), values: (xs, ys),
                  axes: (across, up), width: width, into: grid)
              }
            }
          }
        }
      }
    } else {
      grid = SampleChunks.counts(range, cells: cells + 1) { part, grid in
        guard let cell = grid.baseAddress else { return }
        // A run of samples on one dot (a series moves a little at a time) is added at once:
        // adding to one count sample after sample waits on the last addition each time.
        var run = CellRun()
        for index in part {
          let (a, b) = (xs.base[index], ys.base[index])
          // NaN and infinities are not counted.
          guard a.isFinite && b.isFinite else { continue }
          run.add(up.dot(b) &* width &+ across.dot(a), into: cell)
        }
        run.end(into: cell)
        cell[cells] = run.samples
      }
    }
    let samples = grid.removeLast()
    return (grid, samples)
  }

  /// The count on dot (`column`, `row`).
  public func count(column: Int, row: Int) -> UInt32 { counts[row * columns + column] }

  /// The dot a pair of values lands on (as the counts put it).
  public func dot(x: Double, y: Double) -> (column: Int, row: Int)? {
    guard x.isFinite, y.isFinite else { return nil }
    let (across, up) = axes
    return (across.dot(x), up.dot(y))
  }
}
