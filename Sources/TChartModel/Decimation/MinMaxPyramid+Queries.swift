/// The extremes of a range of samples, gaps (`.nan`) ignored.
public struct ValueExtremes: Sendable, Equatable {
  /// The smallest non-gap value; `+inf` when the range holds none.
  public var min: Double
  /// The largest non-gap value; `-inf` when the range holds none.
  public var max: Double
  /// Whether the range contains a gap.
  public var hasGap: Bool

  public init(min: Double, max: Double, hasGap: Bool) {
    self.min = min
    self.max = max
    self.hasGap = hasGap
  }

  /// Nothing seen yet: the identity of ``merge(_:)``.
  public static let empty = ValueExtremes(min: .infinity, max: -.infinity, hasGap: false)

  /// Whether the range holds no value at all (empty or only gaps).
  public var hasNoValue: Bool { !(min <= max) }

  /// Widens to include `other`.
  @inline(__always)
  public mutating func merge(_ other: ValueExtremes) {
    if other.min < min { min = other.min }
    if other.max > max { max = other.max }
    hasGap = hasGap || other.hasGap
  }
}

extension MinMaxPyramid {
  /// The min and max of the non-gap samples in `range` (clamped to the series) and whether it
  /// contains a gap, in O(log N + block).
  public func extremes(in range: Range<Int>) -> ValueExtremes {
    extremes(in: range) { _, _ in false }
  }

  /// Like ``extremes(in:)``, but parts of `range` are not looked at when
  /// `isCovered(bound, found)` says that `bound` (the extremes of a node or block holding them)
  /// cannot change what matters in the extremes found so far (`found`). Gaps are always reported
  /// exactly: a bound with a gap is never skipped. With a test such as "maps to dot rows
  /// already covered", most small nodes and partial blocks at the ends are skipped.
  ///
  /// The range splits into a partial block, nodes of rising then falling level, and a partial
  /// block. The first and last samples and the highest node of each side come first; then each
  /// side is walked down: before a node is read, its parent (which also holds every smaller
  /// node and the partial block of that side) is tried as a bound for all of them.
  public func extremes(
    in range: Range<Int>, skippingBlocks isCovered: (ValueExtremes, ValueExtremes) -> Bool
  ) -> ValueExtremes {
    let lower = Swift.max(0, range.lowerBound)
    let upper = Swift.min(count, range.upperBound)
    guard lower < upper else { return .empty }
    var found = ValueExtremes.empty
    var left = (lower + Self.blockSize - 1) >> Self.blockShift
    var right = upper >> Self.blockShift
    if left >= right {
      scan(lower..<upper, into: &found)
      return found
    }
    let headEnd = left << Self.blockShift
    let tailStart = right << Self.blockShift
    scan(lower..<(lower + 1), into: &found)
    scan((upper - 1)..<upper, into: &found)
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: 128) { nodes in
      // nodes[level]: the left node at `level`, nodes[64 + level]: the right one.
      var leftLevels: UInt64 = 0
      var rightLevels: UInt64 = 0
      var level = 0
      while left < right {
        if left & 1 == 1 {
          nodes[level] = left
          leftLevels |= 1 << UInt64(level)
          left += 1
        }
        if right & 1 == 1 {
          right -= 1
          nodes[64 + level] = right
          rightLevels |= 1 << UInt64(level)
        }
        left >>= 1
        right >>= 1
        level += 1
      }
      if leftLevels != 0 {
        let top = 63 - leftLevels.leadingZeroBitCount
        found.merge(node(level: top, index: nodes[top]))
      }
      if rightLevels != 0 {
        let top = 63 - rightLevels.leadingZeroBitCount
        found.merge(node(level: top, index: nodes[64 + top]))
      }
      walkDown(
        levels: leftLevels, nodes: nodes, partial: lower..<headEnd, found: &found, isCovered)
      walkDown(
        levels: rightLevels, nodes: UnsafeMutableBufferPointer(rebasing: nodes[64...]),
        partial: tailStart..<upper, found: &found, isCovered)
      return found
    }
  }

  /// One side of ``extremes(in:skippingBlocks:)`` below its highest node (already merged):
  /// `levels` has a bit per level with a node there (`nodes[level]`), `partial` is the side's
  /// partial block.
  @inline(__always)
  func walkDown(
    levels: UInt64, nodes: UnsafeMutableBufferPointer<Int>, partial: Range<Int>,
    found: inout ValueExtremes, _ isCovered: (ValueExtremes, ValueExtremes) -> Bool
  ) {
    var remaining = levels
    if remaining != 0 { remaining &= ~(1 << UInt64(63 - remaining.leadingZeroBitCount)) }
    while remaining != 0 {
      let level = 63 - remaining.leadingZeroBitCount
      remaining &= ~(1 << UInt64(level))
      let parent = node(level: level + 1, index: nodes[level] >> 1)
      if !parent.hasGap && isCovered(parent, found) { return }
      found.merge(node(level: level, index: nodes[level]))
    }
    guard !partial.isEmpty else { return }
    let block = node(level: 0, index: partial.lowerBound >> Self.blockShift)
    if block.hasGap || !isCovered(block, found) { scan(partial, into: &found) }
  }

  /// The extremes and gap bit of one node.
  @inline(__always)
  public func node(level: Int, index: Int) -> ValueExtremes {
    let node = levelStarts[level] + index
    return ValueExtremes(
      min: bounds[2 * node], max: bounds[2 * node + 1],
      hasGap: hasAnyGap && Self.bit(gapBits, node))
  }

  /// The first index in `range` holding a gap (`.nan`), or `nil`; O(log N + block).
  public func firstGap(in range: Range<Int>) -> Int? {
    firstIndex(in: range, element: { $0.isNaN }, node: nodeHasGap)
  }

  /// The first index in `range` holding a value (not a gap), or `nil`; O(log N + block).
  public func firstValue(in range: Range<Int>) -> Int? {
    firstIndex(in: range, element: { !$0.isNaN }, node: nodeHasValue)
  }

  @inline(__always)
  func scan(_ range: Range<Int>, into result: inout ValueExtremes) {
    var low = result.min
    var high = result.max
    var gap = false
    values.withUnsafeBufferPointer { samples in
      for index in range {
        let value = samples[index]
        low = value < low ? value : low
        high = value > high ? value : high
        gap = gap || value != value
      }
    }
    result.min = low
    result.max = high
    result.hasGap = result.hasGap || gap
  }

  /// The first index in `range` whose sample satisfies `element`; `node(level, index)` tells
  /// whether a node holds such a sample. Nodes are visited left to right, then the hit is
  /// followed down to its block.
  func firstIndex(
    in range: Range<Int>, element: (Double) -> Bool, node: (_ level: Int, _ index: Int) -> Bool
  ) -> Int? {
    let lower = Swift.max(0, range.lowerBound)
    let upper = Swift.min(count, range.upperBound)
    guard lower < upper else { return nil }
    var left = (lower + Self.blockSize - 1) >> Self.blockShift
    var right = upper >> Self.blockShift
    if left >= right {
      return (lower..<upper).first { element(values[$0]) }
    }
    if let hit = (lower..<(left << Self.blockShift)).first(where: { element(values[$0]) }) {
      return hit
    }
    var leftNodes: [(level: Int, index: Int)] = []
    var rightNodes: [(level: Int, index: Int)] = []
    var level = 0
    while left < right {
      if left & 1 == 1 {
        leftNodes.append((level, left))
        left += 1
      }
      if right & 1 == 1 {
        right -= 1
        rightNodes.append((level, right))
      }
      left >>= 1
      right >>= 1
      level += 1
    }
    for candidate in leftNodes + rightNodes.reversed() where node(candidate.level, candidate.index)
    {
      var level = candidate.level
      var index = candidate.index
      while level > 0 {
        level -= 1
        index *= 2
        if !node(level, index) { index += 1 }
      }
      let start = index << Self.blockShift
      let end = Swift.min(count, start + Self.blockSize)
      return (start..<end).first { element(values[$0]) }
    }
    let tailStart = (upper >> Self.blockShift) << Self.blockShift
    return (tailStart..<upper).first { element(values[$0]) }
  }
}
