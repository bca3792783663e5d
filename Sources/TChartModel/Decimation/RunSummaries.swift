/// For every pyramid node that holds a gap: the value intervals its samples cover when joined
/// in order (each run of samples between gaps covers its min...max; the runs are cut at the
/// node's edges), merged where they overlap.
///
/// A node's intervals come from its children's (a gap-free child gives its min...max) plus the
/// pair joining the two children, so they are built level by level in O(N / block). A node
/// with more than ``maximumIntervals`` merged intervals (or a child in that state) has none and
/// is looked into instead, which bounds the memory (about 1 byte per sample in the worst case,
/// nothing for series without gaps).
struct RunSummaries: Sendable {
  /// Above this many intervals a node is looked into rather than summarised.
  static let maximumIntervals = 8

  /// Per node (plus one end entry), where its intervals start in `bounds` (in intervals);
  /// empty when the series has no gap.
  let starts: [Int32]
  /// The intervals, `lower, upper` pairs.
  let bounds: [Double]
  /// One bit per node: set when the node has too many intervals to keep.
  let complexBits: [UInt64]

  init() {
    starts = []
    bounds = []
    complexBits = []
  }

  /// Summarises every node with a gap; `nodeBounds`, `gapBits` and `levelStarts` are the
  /// pyramid's.
  init(values: [Double], nodeBounds: [Double], gapBits: [UInt64], levelStarts: [Int]) {
    let total = levelStarts.last ?? 0
    var starts = [Int32](repeating: 0, count: total + 1)
    var bounds: [Double] = []
    var complexBits = [UInt64](repeating: 0, count: (total + 63) / 64)
    var pieces: [(lower: Double, upper: Double)] = []
    for level in 0..<(levelStarts.count - 1) {
      let shift = MinMaxPyramid.blockShift + level
      for index in 0..<(levelStarts[level + 1] - levelStarts[level]) {
        let node = levelStarts[level] + index
        starts[node] = Int32(bounds.count / 2)
        guard MinMaxPyramid.bit(gapBits, node) else { continue }
        pieces.removeAll(keepingCapacity: true)
        let start = index << shift
        if level == 0 {
          let end = min(values.count, start + MinMaxPyramid.blockSize)
          MinMaxPyramid.forEachRun(values, start..<end) { pieces.append(($0, $1)) }
        } else {
          var complex = false
          let below = levelStarts[level - 1]
          let children = levelStarts[level] - below
          for child in [2 * index, 2 * index + 1] where child < children {
            let childNode = below + child
            if !MinMaxPyramid.bit(gapBits, childNode) {
              pieces.append((nodeBounds[2 * childNode], nodeBounds[2 * childNode + 1]))
            } else if MinMaxPyramid.bit(complexBits, childNode) {
              complex = true
            } else {
              for interval in Int(starts[childNode])..<Int(starts[childNode + 1]) {
                pieces.append((bounds[2 * interval], bounds[2 * interval + 1]))
              }
            }
          }
          let middle = start + (1 << (shift - 1))
          if 2 * index + 1 < children, !values[middle - 1].isNaN, !values[middle].isNaN {
            let pair = (values[middle - 1], values[middle])
            pieces.append((min(pair.0, pair.1), max(pair.0, pair.1)))
          }
          if complex {
            MinMaxPyramid.setBit(&complexBits, node)
            continue
          }
        }
        pieces.sort { $0.lower < $1.lower }
        var merged: [(lower: Double, upper: Double)] = []
        for piece in pieces {
          if let last = merged.last, piece.lower <= last.upper {
            merged[merged.count - 1].upper = max(last.upper, piece.upper)
          } else {
            merged.append(piece)
          }
        }
        if merged.count > Self.maximumIntervals {
          MinMaxPyramid.setBit(&complexBits, node)
          continue
        }
        for interval in merged { bounds += [interval.lower, interval.upper] }
      }
    }
    starts[total] = Int32(bounds.count / 2)
    self.starts = starts
    self.bounds = bounds
    self.complexBits = complexBits
  }

  /// Whether `node` (a flat node index) has too many intervals to keep.
  func isComplex(_ node: Int) -> Bool {
    MinMaxPyramid.bit(complexBits, node)
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
  /// its value. Intervals may overlap. Gap-free nodes give one interval, nodes with gaps their
  /// run summary; only nodes with too many runs are looked into: O(log N + partial blocks) for
  /// series with few gaps or gaps everywhere, O(blocks) at worst.
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
      let flat = levelStarts[level] + index
      if !extremes.hasGap {
        join(start)
        body(extremes.min, extremes.max)
      } else if !runSummaries.isComplex(flat) {
        join(start)
        for interval in Int(runSummaries.starts[flat])..<Int(runSummaries.starts[flat + 1]) {
          body(runSummaries.bounds[2 * interval], runSummaries.bounds[2 * interval + 1])
        }
      } else if level == 0 {
        scanPiece(start..<Swift.min(count, start + Self.blockSize))
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
