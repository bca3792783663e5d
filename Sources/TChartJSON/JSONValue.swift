import TChartData

/// A parsed JSON value: the small tree the contest loader validates.
///
/// Objects keep their members in file order; lookups return the first member with a key.
/// Arrays pack their trailing numbers (see ``JSONArray``).
package enum JSONValue: Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array(JSONArray)
  case object([JSONMember])

  /// The value of the first member named `key`, when this is an object holding one.
  package subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// An array of these elements.
  static func array(_ elements: [JSONValue]) -> JSONValue { .array(JSONArray(elements)) }

  /// A few words naming the value, for messages: `"abc"`, `null`, `true`, `an array`.
  package var summary: String {
    switch self {
    case .null: "null"
    case .bool(let flag): flag ? "true" : "false"
    case .number(let value): PlainNumber.text(value)
    case .string(let text):
      text.count > 24 ? "\"" + text.prefix(23) + "…\"" : "\"" + text + "\""
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// One `"key": value` pair of a JSON object.
package struct JSONMember: Equatable {
  package var key: String
  package var value: JSONValue
}
