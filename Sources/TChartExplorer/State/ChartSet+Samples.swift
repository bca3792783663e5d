import TChartModel

/// Sample lookups the explorer needs on a chart set: the window lives in sample-index space.
extension ChartSet {
  /// The index of the last sample (0 for an empty or one-sample set).
  var lastIndex: Int { Swift.max(0, count - 1) }

  /// The x value of sample `index`, clamped into the column (0 when empty).
  func xValue(at index: Int) -> Double {
    guard !x.isEmpty else { return 0 }
    return x[Swift.min(Swift.max(0, index), x.count - 1)]
  }

  /// The fractional sample index of the value `value` (clamped to the column).
  func fractionalIndex(ofX value: Double) -> Double {
    guard x.count > 1, value.isFinite else { return 0 }
    if value <= x[0] { return 0 }
    if value >= x[x.count - 1] { return Double(x.count - 1) }
    var low = 0
    var high = x.count - 1
    while high - low > 1 {
      let middle = (low + high) / 2
      if x[middle] <= value { low = middle } else { high = middle }
    }
    let gap = x[high] - x[low]
    return Double(low) + (gap > 0 ? (value - x[low]) / gap : 0)
  }

  /// The index of the sample nearest to `value`, restricted to `range` of indices.
  func nearestIndex(toX value: Double, in range: ClosedRange<Int>) -> Int {
    let position = fractionalIndex(ofX: value)
    let low = Int(position.rounded(.down))
    let candidate: Int
    if low + 1 < count, value - xValue(at: low) > xValue(at: low + 1) - value {
      candidate = low + 1
    } else {
      candidate = low
    }
    return Swift.min(Swift.max(candidate, range.lowerBound), range.upperBound)
  }

  /// The lowest and highest finite values of the given lines over `range` of indices: from
  /// each line's min/max pyramid (O(log N)); a line whose extremes there are infinite is
  /// scanned instead, to skip its infinities.
  func extent(lines indices: [Int], in range: ClosedRange<Int>) -> ValueRange? {
    var low = Double.infinity
    var high = -Double.infinity
    for line in indices where line >= 0 && line < lines.count {
      let values = lines[line].values
      let first = Swift.max(0, range.lowerBound)
      let last = Swift.min(values.count - 1, range.upperBound)
      guard first <= last else { continue }
      let extremes = lines[line].pyramid.extremes(in: first..<(last + 1))
      if extremes.hasNoValue { continue }
      if extremes.min.isFinite && extremes.max.isFinite {
        low = Swift.min(low, extremes.min)
        high = Swift.max(high, extremes.max)
        continue
      }
      for index in first...last {
        let value = values[index]
        guard value.isFinite else { continue }
        if value < low { low = value }
        if value > high { high = value }
      }
    }
    return low <= high ? ValueRange(lower: low, upper: high) : nil
  }
}
