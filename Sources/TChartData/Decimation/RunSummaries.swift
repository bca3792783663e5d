/// For every pyramid node that holds a gap: the value intervals its samples cover when joined
/// in order (each run of samples between gaps covers its min...max; the runs are cut at the
/// node's edges), merged where they overlap.
///
/// A node's intervals come from its children's (a gap-free child gives its min...max) plus the
/// pair joining the two children, so they are built level by level in O(N / block), and after
/// an append only the recomputed suffix of each level is summarised again. A node with more
/// than ``maximumIntervals`` merged intervals (or a child in that state) has none and is looked
/// into instead, which bounds the memory (about 1 byte per sample in the worst case, nothing
/// for series without gaps).
package struct RunSummaries: Sendable, Equatable {
  /// Above this many intervals a node is looked into rather than summarised.
  static let maximumIntervals = 8

  /// The summaries of one pyramid level.
  package struct Level: Sendable, Equatable {
    /// Per node (plus one end entry), where its intervals start in `bounds` (in intervals).
    package internal(set) var starts: Column<Int32> = [0]
    /// The intervals, `lower, upper` pairs.
    package internal(set) var bounds: Column<Double> = []
    /// One bit per node: set when the node has too many intervals to keep.
    package internal(set) var complexBits: Column<UInt64> = []

    /// An empty level, or one that exists already (a cached chart set's).
    package init(
      starts: Column<Int32> = [0], bounds: Column<Double> = [], complexBits: Column<UInt64> = []
    ) {
      self.starts = starts
      self.bounds = bounds
      self.complexBits = complexBits
    }
  }

  /// One entry per pyramid level; empty while the series has no gap.
  package private(set) var levels: [Level] = []

  init() {}

  /// Summaries that exist already (a cached chart set's).
  package init(levels: [Level]) { self.levels = levels }

  /// Working arrays reused by the updates of one append (no allocation per node or level).
  struct Scratch {
    /// The intervals of the node being summarised.
    var pieces: [(lower: Double, upper: Double)] = []
    /// The replaced summaries, to tell whether anything changed.
    var oldStarts: [Int32] = []
    var oldBounds: [Double] = []
    /// The first appended sample; when the block holding it is partial and already had a gap
    /// (`lastBlockHadGap`), its old summary is extended with the new samples alone.
    var appendedFrom = 0
    var lastBlockHadGap = false
  }

  /// Summarises again the nodes `first...` of `level` (every node when the level is new);
  /// `nodeLevels` are the pyramid's, up to date up to `level`. True when a node's summary was
  /// added or changed (then the level above needs summarising again too).
  mutating func update(
    level: Int, values: Column<Double>, levels nodeLevels: [PyramidLevel], from first: Int,
    scratch: inout Scratch
  ) -> Bool {
    if levels.count == level { levels.append(Level()) }
    let oldNodes = levels[level].starts.count - 1
    let first = Swift.min(first, oldNodes)
    let kept = Int(levels[level].starts[first])
    scratch.oldStarts.removeAll(keepingCapacity: true)
    scratch.oldStarts.append(contentsOf: levels[level].starts[first...])
    scratch.oldBounds.removeAll(keepingCapacity: true)
    scratch.oldBounds.append(contentsOf: levels[level].bounds[(2 * kept)...])
    levels[level].starts.removeLast(oldNodes + 1 - first)
    levels[level].bounds.removeLast(scratch.oldBounds.count)
    let nodes = nodeLevels[level].count
    MinMaxPyramid.resizeBits(&levels[level].complexBits, toHold: nodes)
    var changed = nodes != oldNodes
    for index in first..<nodes {
      levels[level].starts.append(Int32(levels[level].bounds.count / 2))
      scratch.pieces.removeAll(keepingCapacity: true)
      let complex =
        MinMaxPyramid.bit(nodeLevels[level].gapBits, index)
        && !collect(
          &scratch, values: values, levels: nodeLevels, level: level, index: index,
          extending: level == 0 && index == first && first < oldNodes
            && scratch.lastBlockHadGap && !isComplex(level: 0, index: index))
      changed = changed || complex != isComplex(level: level, index: index)
      MinMaxPyramid.assignBit(&levels[level].complexBits, index, complex)
    }
    levels[level].starts.append(Int32(levels[level].bounds.count / 2))
    return changed || !levels[level].starts[first...].elementsEqual(scratch.oldStarts)
      || !levels[level].bounds[(2 * kept)...].elementsEqual(scratch.oldBounds)
  }

  /// Gathers the merged intervals of node `index` of `level` (which holds a gap) into
  /// `scratch.pieces` and stores them; false when the node is complex (nothing stored). When
  /// `extending`, the block's old intervals (the first ones of `scratch.oldBounds`) stand for its
  /// samples before `scratch.appendedFrom`: the union is the same, so is the merged result.
  private mutating func collect(
    _ scratch: inout Scratch, values: Column<Double>, levels nodeLevels: [PyramidLevel], level: Int,
    index: Int, extending: Bool
  ) -> Bool {
    let shift = MinMaxPyramid.blockShift + level
    let start = index << shift
    if level == 0 {
      let end = Swift.min(values.count, start + MinMaxPyramid.blockSize)
      var from = start
      if extending {
        let old = 2 * Int(scratch.oldStarts[1] - scratch.oldStarts[0])
        for interval in stride(from: 0, to: old, by: 2) {
          scratch.pieces.append((scratch.oldBounds[interval], scratch.oldBounds[interval + 1]))
        }
        from = scratch.appendedFrom
        let pair = (values[from - 1], values[from])
        if !pair.0.isNaN && !pair.1.isNaN {
          scratch.pieces.append((Swift.min(pair.0, pair.1), Swift.max(pair.0, pair.1)))
        }
      }
      MinMaxPyramid.forEachRun(values, from..<end) { scratch.pieces.append(($0, $1)) }
      return store(&scratch.pieces, level: level)
    }
    return collectAbove(
      &scratch.pieces, values: values, levels: nodeLevels, level: level, index: index)
  }

  /// ``collect(_:values:levels:level:index:extending:)`` above level 0.
  private mutating func collectAbove(
    _ pieces: inout [(lower: Double, upper: Double)], values: Column<Double>,
    levels nodeLevels: [PyramidLevel], level: Int, index: Int
  ) -> Bool {
    let shift = MinMaxPyramid.blockShift + level
    let start = index << shift
    let below = nodeLevels[level - 1]
    for child in (2 * index)..<Swift.min(below.count, 2 * index + 2) {
      if !MinMaxPyramid.bit(below.gapBits, child) {
        pieces.append((below.bounds[2 * child], below.bounds[2 * child + 1]))
      } else if isComplex(level: level - 1, index: child) {
        return false
      } else {
        for interval in intervals(level: level - 1, index: child) {
          pieces.append(bound(level: level - 1, interval))
        }
      }
    }
    let middle = start + (1 << (shift - 1))
    if 2 * index + 1 < below.count, !values[middle - 1].isNaN, !values[middle].isNaN {
      let pair = (values[middle - 1], values[middle])
      pieces.append((Swift.min(pair.0, pair.1), Swift.max(pair.0, pair.1)))
    }
    return store(&pieces, level: level)
  }

  /// Merges `pieces` and appends them to `level`'s intervals; false (nothing stored) when there
  /// are too many.
  private mutating func store(_ pieces: inout [(lower: Double, upper: Double)], level: Int) -> Bool
  {
    pieces.sort { $0.lower < $1.lower }
    // Merged in place: `pieces[..<merged]` are the merged intervals so far.
    var merged = 0
    for piece in pieces {
      if merged > 0, piece.lower <= pieces[merged - 1].upper {
        pieces[merged - 1].upper = Swift.max(pieces[merged - 1].upper, piece.upper)
      } else {
        pieces[merged] = piece
        merged += 1
      }
    }
    if merged > Self.maximumIntervals { return false }
    for interval in pieces[..<merged] {
      levels[level].bounds.append(interval.lower)
      levels[level].bounds.append(interval.upper)
    }
    return true
  }

  /// Whether node `index` of `level` has too many intervals to keep.
  func isComplex(level: Int, index: Int) -> Bool {
    MinMaxPyramid.bit(levels[level].complexBits, index)
  }

  /// The intervals of node `index` of `level` (indices for ``bound(level:_:)``).
  func intervals(level: Int, index: Int) -> Range<Int> {
    Int(levels[level].starts[index])..<Int(levels[level].starts[index + 1])
  }

  /// Interval `interval` of `level`.
  func bound(level: Int, _ interval: Int) -> (lower: Double, upper: Double) {
    (levels[level].bounds[2 * interval], levels[level].bounds[2 * interval + 1])
  }
}

extension MinMaxPyramid {
  /// Calls `body(min, max)` for every run of non-gap samples in `range`.
  @inline(__always)
  static func forEachRun(
    _ values: Column<Double>, _ range: Range<Int>, _ body: (Double, Double) -> Void
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
      if !extremes.hasGap {
        join(start)
        body(extremes.min, extremes.max)
      } else if !runSummaries.isComplex(level: level, index: index) {
        join(start)
        for interval in runSummaries.intervals(level: level, index: index) {
          let bound = runSummaries.bound(level: level, interval)
          body(bound.lower, bound.upper)
        }
      } else if level == 0 {
        scanPiece(start..<Swift.min(count, start + Self.blockSize))
      } else {
        visit(level: level - 1, index: 2 * index)
        if (2 * index + 1) < levels[level - 1].count {
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
