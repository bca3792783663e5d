/// A JSON value to write, with the members of an object in the order given (so a summary reads
/// in a stable order), for `tchart render --format json`.
///
/// Numbers are written in their shortest exact form (whole numbers without `.0`); NaN and the
/// infinities, which JSON cannot hold, are written as `null`.
public indirect enum JSONText: Sendable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONText])
  case object([(String, JSONText)])

  /// A number, or `null` for `nil`.
  public static func numberOrNull(_ value: Double?) -> JSONText {
    value.map { .number($0) } ?? .null
  }

  /// A count.
  public static func int(_ value: Int) -> JSONText { .number(Double(value)) }

  /// A string, or `null` for `nil`.
  public static func stringOrNull(_ value: String?) -> JSONText {
    value.map { .string($0) } ?? .null
  }

  public static func == (lhs: JSONText, rhs: JSONText) -> Bool {
    lhs.text() == rhs.text()
  }

  /// The value as JSON text, indented by two spaces per level (empty arrays and objects as
  /// `[]` and `{}`), without a final line break.
  public func text(indent: String = "") -> String {
    switch self {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .number(let value): return Self.numberText(value)
    case .string(let value): return Self.quoted(value)
    case .array(let items):
      guard !items.isEmpty else { return "[]" }
      let inner = indent + "  "
      return "[\n"
        + items.map { inner + $0.text(indent: inner) }.joined(separator: ",\n")
        + "\n" + indent + "]"
    case .object(let members):
      guard !members.isEmpty else { return "{}" }
      let inner = indent + "  "
      return "{\n"
        + members.map { inner + Self.quoted($0.0) + ": " + $0.1.text(indent: inner) }
        .joined(separator: ",\n") + "\n" + indent + "}"
    }
  }

  /// `value` as a JSON number: whole numbers below 2^53 without a fraction, others in Swift's
  /// shortest round-tripping form (`0.1`, `1e-05`, `1.5e+20`), NaN and infinities as `null`.
  public static func numberText(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
      return value == 0 ? "0" : String(Int64(value))
    }
    return String(value)
  }

  /// The escapes JSON names; other control characters are written as `\u00XX`.
  static let escapes: [Unicode.Scalar: String] = [
    "\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t",
  ]

  /// `text` as a JSON string: quotes, backslashes and control characters escaped.
  public static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      if let escape = escapes[scalar] {
        result += escape
      } else if scalar.value < 0x20 || scalar.value == 0x7F {
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
