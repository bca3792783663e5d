#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Number labels for axes: compact (`950`, `1.2K`, `3.4M`, `1.25B`), with just enough
/// significant digits that neighbouring ticks never read the same.
public enum AxisNumberFormat {
  /// Compact labels for `values`: 3 significant digits, or more (up to 15) until every label
  /// differs from the others and shows its value exactly (ticks `1,234,000` and `1,235,000`
  /// read `1.234M` and `1.235M`, not `1.23M` and `1.24M`).
  public static func labels(_ values: [Double]) -> [String] {
    for significant in 3...15 {
      guard values.allSatisfy({ isExact($0, significant: significant) }) || significant == 15
      else { continue }
      let labels = values.map { compact($0, significant: significant) }
      if Set(labels).count == labels.count || significant == 15 { return labels }
    }
    return []
  }

  /// Whether `value` keeps its value (to one part in 10^9) with `significant` digits.
  static func isExact(_ value: Double, significant: Int) -> Bool {
    let magnitude = abs(value)
    guard value.isFinite, magnitude > 0 else { return true }
    let exponent = Int(log10(magnitude).rounded(.down))
    let scale = pow(10, Double(significant - 1 - exponent))
    let rounded = (magnitude * scale).rounded() / scale
    return abs(rounded - magnitude) <= magnitude * 1e-9
  }

  /// `value` in compact form with at most `significant` significant digits (at least the
  /// integer digits of the scaled value): `compact(1234, significant: 3)` → `1.23K`. Below 1
  /// the exponent form is used when it is at least three characters shorter (`0.0000015` →
  /// `1.5e-6`) or when the digits would read `0` for a value that is not zero.
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
    let digits = NumberFormat.trimmed(value, significant: significant)
    guard magnitude > 0, magnitude < 1 else { return digits }
    let exponent = PreciseNumber.exponentOf(magnitude)
    let scientific = PreciseNumber.exponential(value, exponent: exponent, digits: significant)
    let readsZero = !digits.contains(where: { ("1"..."9").contains($0) })
    return readsZero || scientific.count + 3 <= digits.count ? scientific : digits
  }
}
