/// Values written at the precision of their window (``ValueResolution``): thousands separators,
/// the decimals that tell neighbouring samples apart, trailing zeros dropped, and never `0` for
/// a value that is not zero.
///
/// - A value keeps at least three significant digits (`0.000123` stays `0.000123` in a window
///   whose step is `1`), and always all of its integer digits (`1,433`, never `1.43K`).
/// - With no step (no probed neighbours differ) a value shows up to ten significant digits
///   (`1,000,000.1`).
/// - Below 1 or from 10^15 on, the exponent form (`5e-7`, `-1.25e-7`, `1e20`) is used when it
///   is at least three characters shorter than the digits.
public enum PreciseNumber {
  /// `value` at `resolution`: `1,433.3`, `5e-7`, `1,000,000.1`; `–` when not finite.
  public static func text(_ value: Double, resolution: ValueResolution) -> String {
    guard value.isFinite else { return "–" }
    guard value != 0 else { return "0" }
    let magnitude = abs(value)
    let exponent = exponentOf(magnitude)
    var stepExponent = exponent - 2
    if let step = resolution.step {
      stepExponent = min(stepExponent, exponentOf(step))
    } else {
      stepExponent = exponent - 9
    }
    stepExponent = max(stepExponent, exponent - 14)
    let decimals = max(0, -stepExponent)
    let canFix = decimals <= 12 && magnitude * ValueResolution.tenPower(decimals) < 4e15
    let significant = exponent - stepExponent + 1
    guard canFix else { return exponential(value, exponent: exponent, digits: significant) }
    let digits = trimmingZeros(NumberFormat.grouped(value, decimals: decimals))
    guard magnitude < 1 else { return digits }
    let scientific = exponential(value, exponent: exponent, digits: significant)
    return scientific.count + 3 <= digits.count ? scientific : digits
  }

  /// `mantissa e exponent` with `digits` significant digits, trailing zeros dropped: `5e-7`.
  public static func exponential(_ value: Double, exponent: Int, digits: Int) -> String {
    let places = max(0, min(digits - 1, 14))
    var power = exponent
    var mantissa = value / pow10(exponent)
    var text = NumberFormat.fixed(mantissa, decimals: places)
    if text.hasPrefix("10") || text.hasPrefix("-10") {
      power += 1
      mantissa /= 10
      text = NumberFormat.fixed(mantissa, decimals: places)
    }
    return trimmingZeros(text) + "e\(power)"
  }

  /// The decimal exponent of a positive magnitude: `0.755` → -1, `1433` → 3.
  static func exponentOf(_ magnitude: Double) -> Int {
    ValueResolution.exponentOfTen(atMost: magnitude)
  }

  /// `10^exponent`.
  static func pow10(_ exponent: Int) -> Double { ValueResolution.power(exponent) }

  /// Drops trailing zeros after a decimal point, and the point when nothing is left after it.
  static func trimmingZeros(_ text: String) -> String {
    guard text.contains(".") else { return text }
    var result = text
    while result.hasSuffix("0") { result.removeLast() }
    if result.hasSuffix(".") { result.removeLast() }
    return result == "-0" ? "0" : result
  }
}
