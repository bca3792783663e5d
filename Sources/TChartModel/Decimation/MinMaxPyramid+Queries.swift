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
    scan(lower..<(left << Self.blockShift), into: &result)
    scan((right << Self.blockShift)..<upper, into: &result)
    var level = 0
    while left < right {
      if left & 1 == 1 {
        take(level: level, index: left, into: &result)
        left += 1
      }
      if right & 1 == 1 {
        right -= 1
        take(level: level, index: right, into: &result)
      }
      left >>= 1
      right >>= 1
      level += 1
    }
    return result
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
        if value < low { low = value }
        if value > high { high = value }
        gap = gap || value.isNaN
      }
    }
    result.min = low
    result.max = high
    result.hasGap = result.hasGap || gap
  }

  @inline(__always)
  func take(level: Int, index: Int, into result: inout ValueExtremes) {
    let node = levelStarts[level] + index
    result.merge(
      ValueExtremes(min: minima[node], max: maxima[node], hasGap: Self.bit(gapBits, node)))
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
