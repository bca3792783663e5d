import TChartModel

/// Value labels of the tooltip and legend: thousands separators, decimals only when needed.
enum ValueText {
  /// `1234567` → `1,234,567`; `12.5` → `12.5`; `0.125` → `0.125`.
  static func grouped(_ value: Double) -> String {
    guard value.isFinite else { return "–" }
    if value == value.rounded() || abs(value) >= 1000 {
      return NumberFormat.grouped(value)
    }
    let magnitude = abs(value)
    let decimals = magnitude >= 100 ? 1 : magnitude >= 1 ? 2 : 3
    var text = NumberFormat.grouped(value, decimals: decimals)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }
}
