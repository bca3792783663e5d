/// A number written plainly, as JSON and CSV cells show it in messages and rows.
package enum PlainNumber {
  /// `1542672000000` rather than `1.542672e+12` for whole numbers; Swift's shortest form otherwise.
  package static func text(_ value: Double) -> String {
    if value.isFinite && value == value.rounded() && abs(value) < 1e15 {
      return String(Int64(value))
    }
    return "\(value)"
  }
}
