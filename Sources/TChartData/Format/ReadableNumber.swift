/// Plain numbers written as people read them, for x values that are neither dates nor
/// measurements to abbreviate (years, ids, positions): every digit, never `K` or `M`, with
/// thousands separators from five integer digits on (`1990`, `2000`, `12,500`,
/// `1,000,000,000`, `20,240,101`) and the decimals the value has (`0.25`).
///
/// Values from 10^15 on are written as ``PreciseNumber`` writes them (`3e18`); labels that
/// need more than 12 decimals or reach 10^15 fall back to the axis' compact form
/// (``AxisNumberFormat``).
public enum ReadableNumber {
  /// The largest magnitude written digit by digit.
  static let digitLimit = 1e15

  /// `value` with exactly `decimals` decimals (0...12): `1990`, `12,500.5`; `–` when not
  /// finite.
  public static func text(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return "–" }
    guard abs(value) < digitLimit else {
      return PreciseNumber.text(value, resolution: ValueResolution())
    }
    let places = max(0, min(decimals, 12))
    let text = NumberFormat.grouped(value, decimals: places)
    let whole = text.prefix(while: { $0 != "." })
    // Four integer digits or fewer: no separator (`1990`, `-2000`).
    guard whole.filter(\.isNumber).count <= 4 else { return text }
    return text.filter { $0 != "," }
  }

  /// `value` with the fewest decimals (up to 12) that write it exactly: `1990`, `0.125`.
  public static func text(_ value: Double) -> String {
    text(value, decimals: decimals(value) ?? 12)
  }

  /// Labels for ticks: all with the fewest decimals that write every one exactly, so they read
  /// apart (`0.5`, `1.0`, `1.5` share one decimal); the axis' compact labels when that takes
  /// more than 12 decimals or a value reaches 10^15.
  public static func labels(_ values: [Double]) -> [String] {
    var places = 0
    for value in values {
      guard abs(value) < digitLimit, let needed = decimals(value) else {
        return AxisNumberFormat.labels(values)
      }
      places = max(places, needed)
    }
    return values.map { text($0, decimals: places) }
  }

  /// The fewest decimals (0...12) that write `value` exactly (to 10^-6 of a unit of the last
  /// place, or one part in 10^12), `nil` when more are needed; 0 for non-finite values.
  public static func decimals(_ value: Double) -> Int? {
    guard value.isFinite else { return 0 }
    var scaled = abs(value)
    for places in 0...12 {
      let rounded = scaled.rounded()
      guard rounded != 0 || value == 0 else {
        scaled *= 10
        continue
      }
      if abs(scaled - rounded) <= Swift.max(1e-6, scaled * 1e-12) { return places }
      scaled *= 10
    }
    return nil
  }
}
