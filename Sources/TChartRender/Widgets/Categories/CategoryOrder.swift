/// The order category bars are drawn in (`--sort`).
public enum CategoryOrder: String, Sendable, Equatable, CaseIterable {
  /// Largest first (by the first line drawn), gaps last; ties in file order.
  case value
  /// By name, ignoring case; ties in file order.
  case name
  /// In file order.
  case none

  /// The categories' positions in this order: `names` the categories, `values` the first
  /// line's values (one per category).
  public func positions(names: [String], values: [Double]) -> [Int] {
    let indices = Array(names.indices)
    switch self {
    case .none:
      return indices
    case .name:
      let keys = names.map { $0.lowercased() }
      return indices.sorted { keys[$0] != keys[$1] ? keys[$0] < keys[$1] : $0 < $1 }
    case .value:
      func value(_ index: Int) -> Double { index < values.count ? values[index] : .nan }
      return indices.sorted { a, b in
        let (x, y) = (value(a), value(b))
        if x.isNaN || y.isNaN { return !x.isNaN && y.isNaN || x.isNaN == y.isNaN && a < b }
        return x != y ? x > y : a < b
      }
    }
  }
}
