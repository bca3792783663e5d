/// A line decimated for drawing at a given width (M4, Jugel et al., PVLDB 2014): per pixel
/// column, the first, smallest, largest and last sample, in the order they occur, joined into
/// polylines. Drawn at that width it is the picture of every sample, from O(width × log N)
/// work: the extremes come from the min/max pyramid.
///
/// A gap (`.nan`) ends a polyline. A column holding a gap is drawn from its samples when it
/// has at most ``scanLimit`` of them; a larger one is drawn as the M4 of its runs' ends and
/// extremes only when it has no gap, and otherwise splits the line there (a break the width of
/// one column, which is what the gap looks like at that width anyway).
public enum M4Polyline {
  /// A sample on the line: its index, x and value.
  public struct Point: Sendable, Equatable {
    public var index: Int
    public var x: Double
    public var y: Double

    public init(index: Int, x: Double, y: Double) {
      self.index = index
      self.x = x
      self.y = y
    }
  }

  /// Columns holding a gap and at most this many samples are drawn sample by sample.
  public static let scanLimit = 256

  /// The polylines of `values` (with `pyramid` over them) at x `x`, over the samples `window`,
  /// for `columns` equal columns between `xRange`'s ends.
  public static func polylines(
    x: Column<Double>, pyramid: MinMaxPyramid, window: Range<Int>, xRange: ClosedRange<Double>,
    columns: Int
  ) -> [[Point]] {
    let window = window.clamped(to: 0..<Swift.min(x.count, pyramid.count))
    guard !window.isEmpty, columns > 0 else { return [] }
    let values = pyramid.values
    let span = Swift.max(xRange.upperBound - xRange.lowerBound, .leastNonzeroMagnitude)
    var lines: [[Point]] = []
    var current: [Point] = []
    func point(_ index: Int) -> Point { Point(index: index, x: x[index], y: values[index]) }
    func breakLine() {
      if !current.isEmpty { lines.append(current) }
      current = []
    }
    var start = window.lowerBound
    while start < window.upperBound {
      let column = Swift.min(
        columns - 1, Swift.max(0, Int((x[start] - xRange.lowerBound) / span * Double(columns))))
      var end = start + 1
      // The column's end: the first sample mapped to a later column (binary search on x).
      let columnEnd = xRange.lowerBound + span * Double(column + 1) / Double(columns)
      var high = window.upperBound
      while end < high {
        let middle = (end + high) / 2
        if x[middle] < columnEnd || column == columns - 1 {
          end = middle + 1
        } else {
          high = middle
        }
      }
      let samples = start..<end
      let extremes = pyramid.extremes(in: samples)
      if !extremes.hasGap {
        let picked = Set([
          samples.lowerBound, samples.upperBound - 1,
          pyramid.indexOfMin(in: samples) ?? start, pyramid.indexOfMax(in: samples) ?? start,
        ])
        current += picked.sorted().map(point)
      } else if samples.count <= scanLimit {
        for index in samples {
          if values[index].isNaN { breakLine() } else { current.append(point(index)) }
        }
      } else {
        breakLine()
      }
      start = end
    }
    breakLine()
    return lines
  }
}
