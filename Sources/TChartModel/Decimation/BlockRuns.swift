/// For every level-0 block of a pyramid that holds a gap: the value intervals of its runs (the
/// stretches of samples between gaps, cut at the block's edges), merged where they overlap.
///
/// A run's samples, joined in order, cover exactly its min...max, so these intervals are what
/// drawing the block's samples covers vertically. Blocks with more than ``maximumIntervals``
/// merged intervals are marked to be scanned instead, which bounds the memory by 1 byte per
/// sample in the worst case (gaps everywhere) and costs nothing for series without gaps.
struct BlockRuns: Sendable {
  /// Above this many intervals a block is scanned rather than summarised.
  static let maximumIntervals = 8

  /// Per block (plus one end entry), where its intervals start in `bounds` (in intervals);
  /// empty when the series has no gap.
  let starts: [Int32]
  /// The intervals, `lower, upper` pairs.
  let bounds: [Double]
  /// One bit per block: set when the block is to be scanned.
  let scanBits: [UInt64]

  init() {
    starts = []
    bounds = []
    scanBits = []
  }

  init(values: [Double], blocks: Int, hasGap: (Int) -> Bool) {
    var starts = [Int32](repeating: 0, count: blocks + 1)
    var bounds: [Double] = []
    var scanBits = [UInt64](repeating: 0, count: (blocks + 63) / 64)
    var runs: [(lower: Double, upper: Double)] = []
    for block in 0..<blocks {
      starts[block] = Int32(bounds.count / 2)
      guard hasGap(block) else { continue }
      let start = block << MinMaxPyramid.blockShift
      let end = min(values.count, start + MinMaxPyramid.blockSize)
      runs.removeAll(keepingCapacity: true)
      MinMaxPyramid.forEachRun(values, start..<end) { runs.append(($0, $1)) }
      runs.sort { $0.lower < $1.lower }
      var merged: [(lower: Double, upper: Double)] = []
      for run in runs {
        if let last = merged.last, run.lower <= last.upper {
          merged[merged.count - 1].upper = max(last.upper, run.upper)
        } else {
          merged.append(run)
        }
      }
      if merged.count > Self.maximumIntervals {
        scanBits[block >> 6] |= 1 << UInt64(block & 63)
        continue
      }
      for interval in merged { bounds += [interval.lower, interval.upper] }
    }
    starts[blocks] = Int32(bounds.count / 2)
    self.starts = starts
    self.bounds = bounds
    self.scanBits = scanBits
  }

  /// Whether `block` must be scanned.
  func mustScan(_ block: Int) -> Bool {
    scanBits[block >> 6] & (1 << UInt64(block & 63)) != 0
  }
}

extension MinMaxPyramid {
  /// Calls `body(min, max)` for every run of non-gap samples in `range`.
  @inline(__always)
  static func forEachRun(
    _ values: [Double], _ range: Range<Int>, _ body: (Double, Double) -> Void
  ) {
    var low = Double.infinity
    var high = -Double.infinity
    for index in range {
      let value = values[index]
      if value.isNaN {
        if low <= high { body(low, high) }
        low = .infinity
        high = -.infinity
      } else {
        low = Swift.min(low, value)
        high = Swift.max(high, value)
      }
    }
    if low <= high { body(low, high) }
  }

  /// Calls `body(lower, upper)` with value intervals whose union is exactly what joining the
  /// consecutive non-gap samples of `range` (clamped to the series) covers: every pair of
  /// neighbours `i, i + 1` both in `range` and not gaps gives its min...max, and a lone sample
  /// its value. Intervals may overlap. Gap-free nodes give one interval; blocks with gaps give
  /// their stored run intervals; O(log N + blocks with gaps in `range` + partial blocks).
  public func forEachJoinedSpan(in range: Range<Int>, _ body: (Double, Double) -> Void) {
    let lower = Swift.max(0, range.lowerBound)
    let upper = Swift.min(count, range.upperBound)
    guard lower < upper else { return }
    /// The pair joining the piece starting at `start` to the sample before it.
    func join(_ start: Int) {
      guard start > lower, start < upper else { return }
      let before = values[start - 1]
      let after = values[start]
      if !before.isNaN && !after.isNaN { body(Swift.min(before, after), Swift.max(before, after)) }
    }
    func scanPiece(_ piece: Range<Int>) {
      guard !piece.isEmpty else { return }
      join(piece.lowerBound)
      Self.forEachRun(values, piece, body)
    }
    func visit(level: Int, index: Int) {
      let extremes = node(level: level, index: index)
      let start = index << (Self.blockShift + level)
      if !extremes.hasGap {
        join(start)
        body(extremes.min, extremes.max)
      } else if level == 0 {
        if blockRuns.mustScan(index) {
          scanPiece(start..<Swift.min(count, start + Self.blockSize))
          return
        }
        join(start)
        for interval in Int(blockRuns.starts[index])..<Int(blockRuns.starts[index + 1]) {
          body(blockRuns.bounds[2 * interval], blockRuns.bounds[2 * interval + 1])
        }
      } else {
        visit(level: level - 1, index: 2 * index)
        if (2 * index + 1) < levelStarts[level] - levelStarts[level - 1] {
          visit(level: level - 1, index: 2 * index + 1)
        }
      }
    }
    var left = (lower + Self.blockSize - 1) >> Self.blockShift
    var right = upper >> Self.blockShift
    if left >= right {
      scanPiece(lower..<upper)
      return
    }
    scanPiece(lower..<(left << Self.blockShift))
    scanPiece((right << Self.blockShift)..<upper)
    var level = 0
    while left < right {
      if left & 1 == 1 {
        visit(level: level, index: left)
        left += 1
      }
      if right & 1 == 1 {
        right -= 1
        visit(level: level, index: right)
      }
      left >>= 1
      right >>= 1
      level += 1
    }
  }
}
