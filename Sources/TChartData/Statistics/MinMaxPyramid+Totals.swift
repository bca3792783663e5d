extension MinMaxPyramid {
  /// The sum of the non-gap values in `range` (clamped to the series), with the counts of
  /// values and gaps; O(1) plus at most two partial blocks (see ``BlockSums``).
  public func total(in range: Range<Int>) -> SampleTotal {
    let total = values.withUnsafeBufferPointer { sums.total(in: range, of: $0) }
    return SampleTotal(sum: total.sum, values: total.values, gaps: total.gaps)
  }

  /// The last index in `range` holding a value (not a gap), or `nil`. Blocks that hold no
  /// value are stepped over whole, so a long run of gaps costs one check per block.
  public func lastValue(in range: Range<Int>) -> Int? {
    let lower = Swift.max(0, range.lowerBound)
    var upper = Swift.min(count, range.upperBound)
    while upper > lower {
      let block = (upper - 1) >> Self.blockShift
      let blockStart = Swift.max(lower, block << Self.blockShift)
      if nodeHasValue(level: 0, index: block),
        let index = (blockStart..<upper).last(where: { !values[$0].isNaN })
      {
        return index
      }
      upper = blockStart
    }
    return nil
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
