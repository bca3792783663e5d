/// Whole percentages that add up to exactly 100, for the labels of a pie.
public enum PercentRounding {
  /// The largest-remainder (Hamilton) method: every value gets the floor of its exact share
  /// of the total (in percent), then the points still missing from 100 go one each to the
  /// values with the largest remainders; equal remainders (to 1e-9 of a percent) go to the
  /// earlier value.
  ///
  /// - Negative, NaN and infinite values count as 0 (and get 0).
  /// - When no value is positive (including an empty list) every result is 0.
  /// - Otherwise the results add up to 100 and each is the floor or the ceiling of the
  ///   value's exact share.
  public static func largestRemainder(_ values: [Double]) -> [Int] {
    // Scaled by the largest value first, so huge values cannot overflow the total.
    let largest = values.map(clean).max() ?? 0
    let cleaned = values.map { largest > 0 ? clean($0) / largest : 0 }
    let total = cleaned.reduce(0, +)
    guard total > 0, total.isFinite else { return Array(repeating: 0, count: values.count) }
    let exact = cleaned.map { $0 / total * 100 }
    var result = exact.map { Int($0.rounded(.down)) }
    let missing = 100 - result.reduce(0, +)
    // Remainders are compared to 1e-9 of a percent, so that shares equal on paper (4:1:1)
    // tie despite floating-point noise; ties keep the values' order. Only positive values
    // can take a point.
    let remainders = exact.map { (($0 - $0.rounded(.down)) * 1e9).rounded() }
    let candidates = exact.indices.filter { cleaned[$0] > 0 }.sorted { lhs, rhs in
      remainders[lhs] != remainders[rhs] ? remainders[lhs] > remainders[rhs] : lhs < rhs
    }
    guard !candidates.isEmpty, missing > 0 else { return result }
    for step in 0..<missing { result[candidates[step % candidates.count]] += 1 }
    return result
  }

  /// A value as it counts towards the total: negative, NaN and infinite values count as 0.
  static func clean(_ value: Double) -> Double {
    value.isFinite && value > 0 ? value : 0
  }
}
