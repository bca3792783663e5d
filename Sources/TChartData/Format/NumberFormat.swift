#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Number formatting shared by every label: thousands separators and compact forms.
public enum NumberFormat {
  /// `1234567.8` → `1,234,568` with `decimals: 0`; `1234.5` → `1,234.50` with `decimals: 2`.
  /// Negative numbers keep their sign; non-finite values print as `–`.
  public static func grouped(_ value: Double, decimals: Int = 0) -> String {
    guard value.isFinite else { return "–" }
    let places = max(0, min(decimals, 12))
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let rounded = (abs(value) * scale).rounded() / scale
    let negative = value < 0 && rounded != 0
    let integerPart = rounded.rounded(.down)
    var digits = integerPart < 1e18 ? String(Int64(integerPart)) : fixed(integerPart)
    digits = group(digits)
    if places > 0 {
      let fraction = Int64(((rounded - integerPart) * scale).rounded())
      digits += "." + String(fraction).leftPadded(to: places)
    }
    return negative ? "-" + digits : digits
  }

  /// Compact labels for axes: `950`, `1.2K`, `3.4M`, `1.25B`, keeping at most three
  /// significant digits and dropping trailing zeros
  /// (``AxisNumberFormat/compact(_:significant:)`` with 3).
  public static func compact(_ value: Double) -> String {
    AxisNumberFormat.compact(value, significant: 3)
  }

  /// A compact label (`25.3B`, `512M`, `900`) as bytes, with SI prefixes: `25.3GB`, `512MB`,
  /// `900B` (a billion is `G`).
  public static func bytes(_ compactLabel: String) -> String {
    compactLabel.hasSuffix("B") ? compactLabel.dropLast() + "GB" : compactLabel + "B"
  }

  /// `value` with at most `significant` significant digits (at least the integer digits),
  /// trailing zeros removed.
  public static func trimmed(_ value: Double, significant: Int) -> String {
    guard value.isFinite else { return "–" }
    let magnitude = abs(value)
    let integerDigits = magnitude < 1 ? 1 : Int(log10(magnitude).rounded(.down)) + 1
    var decimals = max(0, significant - integerDigits)
    if magnitude > 0 && magnitude < 1 {
      decimals = max(decimals, Int(-log10(magnitude).rounded(.down)) + significant - 1)
    }
    var text = fixed(value, decimals: min(decimals, 10))
    if text.contains(".") {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    return text == "-0" ? "0" : text
  }

  /// Inserts a comma every three digits from the right of a digit string.
  static func group(_ digits: String) -> String {
    var result = ""
    for (offset, character) in digits.reversed().enumerated() {
      if offset > 0 && offset % 3 == 0 { result.append(",") }
      result.append(character)
    }
    return String(result.reversed())
  }

  /// Fixed-point text: `fixed(3.14159, decimals: 2)` → `3.14`.
  public static func fixed(_ value: Double, decimals: Int = 0) -> String {
    guard value.isFinite else { return "–" }
    let places = max(0, min(decimals, 15))
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let negative = value < 0
    let scaled = (abs(value) * scale).rounded()
    guard scaled < 9.2e18 else { return "\(value)" }
    let whole = Int64(scaled)
    var digits = String(whole)
    if places > 0 {
      digits = digits.leftPadded(to: places + 1)
      digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -places))
    }
    return negative && whole != 0 ? "-" + digits : digits
  }
}
