extension MinMaxPyramid {
  /// The sum of the non-gap values in `range` (clamped to the series), with the counts of
  /// values and gaps; O(1) plus at most two partial blocks (see ``BlockSums``).
  public func total(in range: Range<Int>) -> SampleTotal {
    let total = values.withUnsafeBufferPointer { sums.total(in: range, of: $0) }
    return SampleTotal(sum: total.sum, values: total.values, gaps: total.gaps)
  }

  /// The last index in `range` holding a value (not a gap), or `nil`; O(log N + block): the
  /// pyramid's nodes without a value are stepped over whole, so a line that ends long before
  /// the series (its span, in ``WindowStatistics``) costs no more than one that does not.
  public func lastValue(in range: Range<Int>) -> Int? {
    let lower = Swift.max(0, range.lowerBound)
    let upper = Swift.min(count, range.upperBound)
    guard lower < upper else { return nil }
    let hasValue = { (index: Int) in !values[index].isNaN }
    let left = (lower + Self.blockSize - 1) >> Self.blockShift
    let right = upper >> Self.blockShift
    guard left < right else { return (lower..<upper).last(where: hasValue) }
    if let hit = ((right << Self.blockShift)..<upper).last(where: hasValue) { return hit }
    // The whole blocks in between as the pyramid's fewest nodes, right to left.
    for candidate in Self.cover(blocks: left..<right).reversed()
    where nodeHasValue(level: candidate.level, index: candidate.index) {
      var level = candidate.level
      var index = candidate.index
      while level > 0 {
        level -= 1
        index = 2 * index + 1
        if !nodeHasValue(level: level, index: index) { index -= 1 }
      }
      let start = index << Self.blockShift
      return (start..<Swift.min(count, start + Self.blockSize)).last(where: hasValue)
    }
    return (lower..<(left << Self.blockShift)).last(where: hasValue)
  }
}

/// What the samples of a range add up to: the sum of the values and how many values and gaps
/// there are.
public struct SampleTotal: Sendable, Equatable {
  /// The sum of the non-gap values (0 when there is none).
  public var sum: Double
  /// The number of samples holding a value.
  public var values: Int
  /// The number of gaps.
  public var gaps: Int

  public init(sum: Double, values: Int, gaps: Int) {
    self.sum = sum
    self.values = values
    self.gaps = gaps
  }

  /// The mean of the values; `nil` when there is none.
  public var mean: Double? { values > 0 ? sum / Double(values) : nil }
}
