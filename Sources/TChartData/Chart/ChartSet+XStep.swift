/// Numeric x written at its step where its values are fractions that never end in decimal (an
/// R `ts` of 7 steps a unit: `1.142857142857` is `1.14`; months as decimal years:
/// `1954.916666667` is `1954.92`).
extension ChartSet {
  /// Numeric x `values` written for people (``ReadableNumber/labels(_:)``), except that values
  /// of whole sevenths, twelfths… (``fractionDecimals(_:)``) take the decimals their step
  /// needs.
  public func xLabels(_ values: [Double]) -> [String] {
    guard let decimals = Self.fractionDecimals(values) else {
      return ReadableNumber.labels(values)
    }
    return values.map { ReadableNumber.text($0, decimals: decimals) }
  }

  /// The decimals that write `values` at their step when one of them is `m/k` (k in 3…400)
  /// and needs more than six decimals written out: two for sevenths (`1.14`), three for 1/365;
  /// `nil` when every value ends within six decimals (then they are written exactly). Each
  /// value alone decides, so every source of the same x writes it alike.
  public static func fractionDecimals(_ values: [Double]) -> Int? {
    var most: Int?
    for value in values where value.isFinite && abs(value) < 1e12 {
      guard (ReadableNumber.decimals(value) ?? .max) > 6,
        let parts = (3...400).first(where: { parts in
          let scaled = value * Double(parts)
          return abs(scaled - scaled.rounded()) < 1e-6 * Swift.max(1, abs(scaled) * 1e-9)
        })
      else { continue }
      var decimals = 0
      var unit = 1.0
      while unit > 1 / Double(parts) / 5 {
        unit /= 10
        decimals += 1
      }
      most = Swift.max(most ?? 0, decimals)
    }
    return most
  }
}
