/// An increasing x column read as a scale between sample indices and x values, interpolated
/// between samples: the one place tchart searches an x column (binary search, O(log N)).
///
/// Holding the column costs nothing (arrays share their storage), and equality of two scales
/// over the same column is immediate.
public struct SamplePositions: Sendable, Equatable {
  /// The x values, increasing.
  public let x: Column<Double>

  public init(_ x: Column<Double>) { self.x = x }

  public init(_ x: [Double]) { self.x = Column(x) }

  /// The x value at fractional sample index `position`, interpolated, clamped to the column
  /// (0 when empty).
  public func xValue(at position: Double) -> Double {
    guard let first = x.first else { return 0 }
    guard x.count > 1, position.isFinite, position > 0 else { return first }
    if position >= Double(x.count - 1) { return x[x.count - 1] }
    let low = Int(position.rounded(.down))
    return x[low] + (x[low + 1] - x[low]) * (position - Double(low))
  }

  /// The fractional sample index of the x value `value`, interpolated between the samples
  /// around it and clamped to the column (0 for a non-finite value or fewer than two samples).
  public func index(ofX value: Double) -> Double {
    guard x.count > 1, value.isFinite else { return 0 }
    if value <= x[0] { return 0 }
    if value >= x[x.count - 1] { return Double(x.count - 1) }
    let high = firstIndex(above: value)
    let low = high - 1
    let gap = x[high] - x[low]
    // Between a non-finite x (a damaged column) and its neighbour the fraction is not a
    // number: the position stays a sample index, never NaN or infinite.
    let fraction = gap > 0 ? (value - x[low]) / gap : 0
    return Double(low) + (fraction.isFinite ? Swift.min(Swift.max(fraction, 0), 1) : 0)
  }

  /// The first index whose x is ≥ `value` (`count` when none).
  public func firstIndex(notBelow value: Double) -> Int { firstIndex { $0 < value } }

  /// The first index whose x is > `value` (`count` when none).
  public func firstIndex(above value: Double) -> Int { firstIndex { $0 <= value } }

  /// The first index whose x is not `isBefore` (the x values that are come first, `x` being
  /// increasing); `count` when none.
  private func firstIndex(after isBefore: (Double) -> Bool) -> Int {
    var low = 0
    var high = x.count
    while low < high {
      let middle = (low + high) / 2
      if isBefore(x[middle]) { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
