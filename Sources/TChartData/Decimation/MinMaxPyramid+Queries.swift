/// The extremes of a range of samples, gaps (`.nan`) ignored.
public struct ValueExtremes: Sendable, Equatable {
  /// The smallest non-gap value; `+inf` when the range holds none.
  public var min: Double
  /// The largest non-gap value; `-inf` when the range holds none.
  public var max: Double
  /// Whether the range contains a gap.
  public var hasGap: Bool

  @inlinable
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
  @inlinable @inline(__always)
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

  /// Like ``extremes(in:)``, but a partial block at either end of `range` is not scanned when
  /// `isCovered(block, found)` says the extremes of its whole block (`block`) cannot change what
  /// matters in the extremes found so far (`found`: the whole blocks inside `range` and its
  /// first and last samples). Gaps are always reported exactly: a block with a gap is scanned.
  /// With a test such as "maps to dot rows already covered" most partial blocks are skipped.
  @inlinable
  public func extremes(
    in range: Range<Int>, skippingBlocks isCovered: (ValueExtremes, ValueExtremes) -> Bool
  ) -> ValueExtremes {
    let lower = Swift.max(0, range.lowerBound)
    let upper = Swift.min(count, range.upperBound)
    guard lower < upper else { return .empty }
    var result = ValueExtremes.empty
    var left = (lower + Self.blockSize - 1) >> Self.blockShift
    var right = upper >> Self.blockShift
    if left >= right {
      scan(lower..<upper, into: &result)
      return result
    }
    let headEnd = left << Self.blockShift
    let tailStart = right << Self.blockShift
    var level = 0
    while left < right {
      if left & 1 == 1 {
        result.merge(node(level: level, index: left))
        left += 1
      }
      if right & 1 == 1 {
        right -= 1
        result.merge(node(level: level, index: right))
      }
      left >>= 1
      right >>= 1
      level += 1
    }
    if lower < headEnd {
      scan(lower..<(lower + 1), into: &result)
    }
    if tailStart < upper {
      scan((upper - 1)..<upper, into: &result)
    }
    if lower < headEnd {
      let block = node(level: 0, index: lower >> Self.blockShift)
      if block.hasGap || !isCovered(block, result) { scan(lower..<headEnd, into: &result) }
    }
    if tailStart < upper {
      let block = node(level: 0, index: tailStart >> Self.blockShift)
      if block.hasGap || !isCovered(block, result) { scan(tailStart..<upper, into: &result) }
    }
    return result
  }

  /// The extremes and gap bit of one node.
  @inlinable @inline(__always)
  public func node(level: Int, index: Int) -> ValueExtremes {
    ValueExtremes(
      min: levels[level].bounds[2 * index], max: levels[level].bounds[2 * index + 1],
      hasGap: hasAnyGap && Self.bit(levels[level].gapBits, index))
  }

  /// The first index in `range` holding a gap (`.nan`), or `nil`; O(log N + block).
  public func firstGap(in range: Range<Int>) -> Int? {
    firstIndex(in: range, element: { $0.isNaN }, node: nodeHasGap)
  }

  /// The first index in `range` holding a value (not a gap), or `nil`; O(log N + block).
  public func firstValue(in range: Range<Int>) -> Int? {
    firstIndex(in: range, element: { !$0.isNaN }, node: nodeHasValue)
  }

  @inlinable @inline(__always)
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

  /// The fewest pyramid nodes that cover the whole blocks `blocks`, left to right, as
  /// (level, index): O(log N) of them.
  static func cover(blocks: Range<Int>) -> [(level: Int, index: Int)] {
    var left = blocks.lowerBound
    var right = blocks.upperBound
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
    return leftNodes + rightNodes.reversed()
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
    let left = (lower + Self.blockSize - 1) >> Self.blockShift
    let right = upper >> Self.blockShift
    if left >= right {
      return (lower..<upper).first { element(values[$0]) }
    }
    if let hit = (lower..<(left << Self.blockShift)).first(where: { element(values[$0]) }) {
      return hit
    }
    for candidate in Self.cover(blocks: left..<right) where node(candidate.level, candidate.index) {
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
