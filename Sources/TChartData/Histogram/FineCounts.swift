/// A line's values over a window counted in fine bins of one ``unit`` (a power of ten): fine
/// bin `first + k` holds `counts[k]` values. What the histogram's bins, quartiles and median
/// are read from.
public struct FineCounts: Sendable, Equatable {
  /// The fine bins' width.
  public var unit: Double
  /// The first fine bin (`floor(value / unit)` of the smallest value counted).
  public var first: Int
  /// The count per fine bin.
  public var counts: [Int]

  public init(unit: Double, first: Int, counts: [Int]) {
    self.unit = unit
    self.first = first
    self.counts = counts
  }

  /// The values counted.
  public var total: Int { counts.reduce(0, +) }

  /// Counts `range` of `values` (gaps skipped) in fine bins of `unit` from `lower` to `upper`
  /// (the range's extremes): O(range).
  public static func scan(
    _ values: UnsafeBufferPointer<Double>, range: Range<Int>, unit: Double, lower: Double,
    upper: Double
  ) -> FineCounts {
    let first = HistogramBins.fineIndex(lower, unit: unit)
    let width = Swift.max(1, HistogramBins.fineIndex(upper, unit: unit) - first + 1)
    var counts = [Int](repeating: 0, count: width)
    counts.withUnsafeMutableBufferPointer { counts in
      for index in range.clamped(to: 0..<values.count) {
        let value = values[index]
        guard value.isFinite else { continue }
        let fine = HistogramBins.fineIndex(value, unit: unit) - first
        counts[Swift.min(Swift.max(fine, 0), width - 1)] += 1
      }
    }
    return FineCounts(unit: unit, first: first, counts: counts)
  }

  /// The value below which `fraction` of the values lie (0.5: the median), read from the fine
  /// bin where the running count reaches it, interpolated across that bin (as a grouped
  /// median is); `nil` with no values.
  public func quantile(_ fraction: Double) -> Double? {
    let total = self.total
    guard total > 0 else { return nil }
    let target = Swift.max(1, Int((fraction * Double(total)).rounded(.up)))
    var running = 0
    for (offset, count) in counts.enumerated() {
      running += count
      if running >= target {
        let inside = (Double(target - (running - count)) - 0.5) / Double(count)
        return (Double(first + offset) + inside) * unit
      }
    }
    return (Double(first + counts.count) - 0.5) * unit
  }

  /// The counts of `bins` (counted in this ``unit``: see ``HistogramBins/counted(inUnit:)``).
  public func binned(_ bins: HistogramBins) -> [Int] {
    var result = [Int](repeating: 0, count: bins.count)
    for (offset, count) in counts.enumerated() where count > 0 {
      result[bins.index(ofFine: first + offset)] += count
    }
    return result
  }
}
