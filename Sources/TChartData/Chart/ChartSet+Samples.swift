/// Sample lookups on a chart set's x column: the explorer's window lives in sample-index space,
/// the screen in x space, and these are the one way between them (through
/// ``SamplePositions``, O(log N)).
extension ChartSet {
  /// The index of the last sample (0 for an empty or one-sample set).
  public var lastIndex: Int { Swift.max(0, count - 1) }

  /// The x value of sample `index`, clamped into the column (0 when empty).
  public func xValue(at index: Int) -> Double {
    guard !x.isEmpty else { return 0 }
    return x[Swift.min(Swift.max(0, index), x.count - 1)]
  }

  /// The sample positions of the x column: index ↔ x, interpolated.
  public var positions: SamplePositions { SamplePositions(x) }

  /// The fractional sample index of the x value `value` (see ``SamplePositions/index(ofX:)``).
  public func fractionalIndex(ofX value: Double) -> Double { positions.index(ofX: value) }

  /// The index of the sample nearest to the x value `value`, restricted to `range` of indices.
  public func nearestIndex(toX value: Double, in range: ClosedRange<Int>) -> Int {
    let position = fractionalIndex(ofX: value)
    let low = position.isFinite ? Int(position.rounded(.down)) : 0
    let candidate: Int
    if low + 1 < count, value - xValue(at: low) > xValue(at: low + 1) - value {
      candidate = low + 1
    } else {
      candidate = low
    }
    return Swift.min(Swift.max(candidate, range.lowerBound), range.upperBound)
  }

  /// The whole x span, `x.first ... x.last`; `nil` for a chart with no samples.
  public var xSpan: ClosedRange<Double>? {
    guard let first = x.first, let last = x.last, first <= last else { return nil }
    return first...last
  }

  /// The indices of the samples whose x lies in `window`.
  public func visibleIndices(_ window: ClosedRange<Double>) -> Range<Int> {
    let start = positions.firstIndex(notBelow: window.lowerBound)
    let end = positions.firstIndex(above: window.upperBound)
    return start..<max(start, end)
  }

  /// The data's sample spacing among `indices` (widened by one sample on each side): the
  /// smallest positive gap between consecutive x values over at most 33 evenly spread pairs,
  /// so O(1) for any window: an estimate that is exact for regular data (and for data with
  /// occasional longer gaps). `nil` with fewer than two samples. The X axis never picks a tick
  /// step finer than this.
  public func sampleSpacing(in indices: Range<Int>) -> Double? {
    let low = max(0, indices.lowerBound - 1)
    let high = min(x.count - 1, indices.upperBound)
    guard high > low else { return nil }
    let pairs = high - low
    let probes = min(pairs, 33)
    var smallest = Double.infinity
    for probe in 0..<probes {
      let index = low + (probes == 1 ? 0 : probe * (pairs - 1) / (probes - 1))
      let gap = x[index + 1] - x[index]
      if gap > 0 && gap < smallest { smallest = gap }
    }
    return smallest.isFinite ? smallest : nil
  }
}
