import TChartSources

/// ClickHouse's spelling of the SQL tchart builds: identifiers in backquotes and literals in
/// single quotes, each with `\` escapes (so ``a`b; DROP TABLE t; --`` is one identifier),
/// doubles that are not whole numbers as their exact bits (`reinterpretAsFloat64(unhex(…))`,
/// so no decimal parser can round them differently from Swift), and truncation as `toInt64`.
public struct ClickHouseDialect: SQLDialect {
  public init() {}

  public func quoteIdentifier(_ name: String) -> String {
    "`" + Self.escaped(name, quote: "`") + "`"
  }

  public func literal(_ text: String) -> String {
    "'" + Self.escaped(text, quote: "'") + "'"
  }

  public func literal(_ value: Double) -> String {
    guard value.isFinite else { return "nan" }
    if value == value.rounded(), abs(value) < 9e15 {
      return "toFloat64(\(Int64(value)))"
    }
    var bits = value.bitPattern.littleEndian
    let hex = withUnsafeBytes(of: &bits) { bytes in
      bytes.map { byte in
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
      }.joined()
    }
    return "reinterpretAsFloat64(unhex('\(hex)'))"
  }

  public func least(_ a: String, _ b: String) -> String { "least(\(a), \(b))" }
  public func greatest(_ a: String, _ b: String) -> String { "greatest(\(a), \(b))" }

  public func truncated(_ expression: String) -> String {
    "toInt64(\(expression))"
  }

  /// `text` with `\` and `quote` escaped by a backslash, and control characters as escapes.
  static func escaped(_ text: String, quote: Character) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count + 2)
    for character in text {
      switch character {
      case "\\": out += "\\\\"
      case quote: out += "\\" + String(quote)
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\0": out += "\\0"
      default: out.append(character)
      }
    }
    return out
  }
}
