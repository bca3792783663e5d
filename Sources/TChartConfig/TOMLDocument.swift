/// The top-level keys of a TOML document as the config needs them: each key with a string,
/// boolean or integer value, or the name of another type (a table, a float…); or the
/// document's syntax error.
public enum TOMLDocument: Sendable, Equatable {
  /// A top-level value.
  public enum Value: Sendable, Equatable {
    case string(String)
    case boolean(Bool)
    case integer(Int)
    /// Any other type, by its name in messages (`a table`, `a float`).
    case other(String)
  }

  case keys([(name: String, value: Value)])
  case syntaxError(line: Int, column: Int, message: String)

  public static func == (lhs: TOMLDocument, rhs: TOMLDocument) -> Bool {
    switch (lhs, rhs) {
    case (.keys(let a), .keys(let b)):
      a.count == b.count && zip(a, b).allSatisfy { $0.name == $1.name && $0.value == $1.value }
    case (.syntaxError(let a, let b, let c), .syntaxError(let d, let e, let f)):
      a == d && b == e && c == f
    default: false
    }
  }

  /// Reads the reader's line encoding (`TChartTOML.TOMLLines`): `TYPE<tab>KEY<tab>VALUE` per
  /// key, or `error<tab>LINE<tab>COLUMN<tab>MESSAGE`.
  public init(lines text: String) {
    var keys: [(name: String, value: Value)] = []
    for line in text.split(separator: "\n") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map {
        Self.unescaped($0)
      }
      if fields.first == "error", fields.count == 4 {
        self = .syntaxError(
          line: Int(fields[1]) ?? 1, column: Int(fields[2]) ?? 1, message: fields[3])
        return
      }
      guard fields.count == 3 else { continue }
      let value: Value
      switch fields[0] {
      case "string": value = .string(fields[2])
      case "boolean": value = .boolean(fields[2] == "true")
      case "integer": value = Int(fields[2]).map(Value.integer) ?? .other("an integer")
      case "array": value = .other("an array")
      default: value = .other("a " + fields[0])
      }
      keys.append((fields[1], value))
    }
    self = .keys(keys)
  }

  static func unescaped(_ text: Substring) -> String {
    var result = ""
    var escaping = false
    for scalar in text.unicodeScalars {
      if escaping {
        switch scalar {
        case "t": result += "\t"
        case "n": result += "\n"
        case "r": result += "\r"
        default: result.unicodeScalars.append(scalar)
        }
        escaping = false
      } else if scalar == "\\" {
        escaping = true
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
