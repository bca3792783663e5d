import TChartData

/// Where the dot columns of a window start in the samples, found once per frame and shared by
/// every line of a chart (they share `x`): the part of M4 that depends on x only.
///
/// Samples of the drawn range (`visible` plus one neighbour on either side, as the
/// full-resolution drawer) left of the canvas are represented by the last of them (`before`),
/// those right of it by the first (`after`): segments between two samples off the same side
/// draw no dot. Column boundaries come from ``DotMapping/dotX(_:)`` (monotone in x) by a search
/// that tries the previous column's width first: O(dot columns × log) in all.
public struct DotColumnPlan: Sendable {
  /// The x column the plan was made from.
  public let x: Column<Double>
  /// The number of samples of the lines it is for.
  public let count: Int
  /// The visible range it was made for.
  public let visible: Range<Int>
  /// The last sample left of the canvas, with its dot column.
  public let before: (index: Int, column: Int)?
  /// The first sample right of the canvas, with its dot column.
  public let after: (index: Int, column: Int)?
  /// The dot column of each run of samples on the canvas, left to right.
  public let columns: [Int]
  /// Where each column's samples start; one more entry for the end of the last.
  public let starts: [Int]

  public init(
    x: Column<Double>, count: Int, visible: Range<Int>, mapping: DotMapping, canvasDotWidth: Int
  ) {
    self.x = x
    self.count = count
    self.visible = visible
    let first = max(0, visible.lowerBound - 1)
    let last = min(count - 1, x.count - 1, visible.upperBound)
    guard !visible.isEmpty, first <= last else {
      (before, after, columns, starts) = (nil, nil, [], [])
      return
    }
    var columns: [Int] = []
    var starts: [Int] = []
    var before: (index: Int, column: Int)?
    var after: (index: Int, column: Int)?
    x.withUnsafeBufferPointer { xs in
      let column = { (index: Int) in mapping.dotX(xs[index]) }
      let inside = Self.partitionPoint(first, last + 1) { column($0) >= 0 }
      let insideEnd = Self.partitionPoint(inside, last + 1) { column($0) > canvasDotWidth - 1 }
      if inside > first { before = (inside - 1, column(inside - 1)) }
      if insideEnd <= last { after = (insideEnd, column(insideEnd)) }
      var start = inside
      var guess = 1
      while start < insideEnd {
        let dotColumn = column(start)
        let end = Self.boundary(after: start, guess: guess, limit: insideEnd) {
          column($0) > dotColumn
        }
        columns.append(dotColumn)
        starts.append(start)
        guess = end - start
        start = end
      }
      starts.append(insideEnd)
    }
    self.before = before
    self.after = after
    self.columns = columns
    self.starts = starts
  }

  /// Whether nothing is drawn.
  public var isEmpty: Bool { before == nil && after == nil && columns.isEmpty }

  /// The first index in `lower..<upper` where the monotone `isPast` holds, or `upper`.
  @inline(__always)
  static func partitionPoint(_ lower: Int, _ upper: Int, _ isPast: (Int) -> Bool) -> Int {
    var low = lower
    var high = upper
    while low < high {
      let middle = low + (high - low) / 2
      if isPast(middle) { high = middle } else { low = middle + 1 }
    }
    return low
  }

  /// The first index in `start + 1 ..< limit` where the monotone `isPast` holds, or `limit`:
  /// probes `start + guess` first, then gallops (1, 2, 4, … steps) towards the answer, so a good
  /// guess (the previous column's width) costs two probes and a bad one O(log distance).
  @inline(__always)
  static func boundary(after start: Int, guess: Int, limit: Int, _ isPast: (Int) -> Bool) -> Int {
    let probe = min(limit, start + max(1, guess))
    if probe < limit, !isPast(probe) {
      var low = probe + 1
      var step = 1
      while true {
        let next = min(limit, probe + step)
        if next == limit || isPast(next) { return partitionPoint(low, next, isPast) }
        low = next + 1
        step *= 2
      }
    }
    var high = probe
    var step = 1
    while true {
      let next = probe - step
      if next <= start { return partitionPoint(start + 1, high, isPast) }
      if !isPast(next) { return partitionPoint(next + 1, high, isPast) }
      high = next
      step *= 2
    }
  }
}
