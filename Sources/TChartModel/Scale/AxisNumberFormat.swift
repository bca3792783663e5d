/// Number labels for axes: compact (`950`, `1.2K`, `3.4M`, `1.25B`), with just enough
/// significant digits that neighbouring ticks never read the same.
public enum AxisNumberFormat {
  /// Compact labels for `values`: 3 significant digits, or more (up to 8) until every label
  /// differs from the others.
  public static func labels(_ values: [Double]) -> [String] {
    for significant in 3...8 {
      let labels = values.map { compact($0, significant: significant) }
      if Set(labels).count == labels.count { return labels }
    }
    return values.map { NumberFormat.trimmed($0, significant: 12) }
  }

  /// `value` in compact form with at most `significant` significant digits (at least the
  /// integer digits of the scaled value): `compact(1234, significant: 3)` → `1.23K`.
  public static func compact(_ value: Double, significant: Int) -> String {
    guard value.isFinite else { return "–" }
    let magnitude = abs(value)
    var threshold = 1.0
    for _ in 0..<significant { threshold /= 10 }
    threshold = 1 - threshold / 2
    let units: [(Double, String)] = [(1e12, "T"), (1e9, "B"), (1e6, "M"), (1e3, "K")]
    for (scale, suffix) in units where magnitude >= scale * threshold {
      return NumberFormat.trimmed(value / scale, significant: significant) + suffix
    }
    return NumberFormat.trimmed(value, significant: significant)
  }
}
