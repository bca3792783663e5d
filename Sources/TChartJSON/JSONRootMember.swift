import TChartCSV
import TChartData

/// One member of a root JSON object, read to decide its shape: an array of objects (records,
/// skipped over: only where it starts and how many elements it has), or any other value, parsed.
struct JSONRootMember {
  var key: String
  /// The value, when it is not an array of objects.
  var value: JSONValue?
  /// Where the array of objects starts (its `[`).
  var recordsStart: Int?
  /// The elements of that array.
  var recordCount = 0

  /// The members of the object at the parser's index (a `{`), leaving the index after it.
  static func scan(_ parser: inout JSONParser) throws(LoadError) -> [JSONRootMember] {
    var members: [JSONRootMember] = []
    parser.index += 1
    skipSpace(&parser)
    if byte(parser) == UInt8(ascii: "}") {
      parser.index += 1
      return members
    }
    while true {
      skipSpace(&parser)
      guard byte(parser) == UInt8(ascii: "\"") else { throw parser.failure("expected a key") }
      var member = JSONRootMember(key: try parser.string())
      skipSpace(&parser)
      guard byte(parser) == UInt8(ascii: ":") else { throw parser.failure("expected ':'") }
      parser.index += 1
      skipSpace(&parser)
      if byte(parser) == UInt8(ascii: "["), startsObject(parser, after: parser.index + 1) {
        member.recordsStart = parser.index
        member.recordCount = try skipArray(&parser)
      } else {
        member.value = try parser.value(depth: 1)
      }
      members.append(member)
      skipSpace(&parser)
      switch byte(parser) {
      case UInt8(ascii: ","): parser.index += 1
      case UInt8(ascii: "}"):
        parser.index += 1
        return members
      default: throw parser.failure("expected ',' or '}'")
      }
    }
  }

  /// Whether the first byte after blanks from `index` is `{`.
  private static func startsObject(_ parser: JSONParser, after index: Int) -> Bool {
    var index = index
    while index < parser.bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(parser.bytes[index]) {
      index += 1
    }
    return index < parser.bytes.count && parser.bytes[index] == UInt8(ascii: "{")
  }

  /// Steps over the array at the index by its brackets and strings (its records are read
  /// properly later); returns its element count.
  private static func skipArray(_ parser: inout JSONParser) throws(LoadError) -> Int {
    let bytes = parser.bytes
    var index = parser.index
    var depth = 0
    var elements = 1
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\""):
        index += 1
        while index < bytes.count && bytes[index] != UInt8(ascii: "\"") {
          index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
      case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
      case UInt8(ascii: "]"), UInt8(ascii: "}"):
        depth -= 1
        if depth == 0 {
          parser.index = index + 1
          return elements
        }
      case UInt8(ascii: ","): if depth == 1 { elements += 1 }
      default: break
      }
      index += 1
    }
    parser.index = bytes.count
    throw parser.failure("unexpected end of input")
  }

  private static func byte(_ parser: JSONParser) -> UInt8 {
    parser.index < parser.bytes.count ? parser.bytes[parser.index] : 0
  }

  private static func skipSpace(_ parser: inout JSONParser) {
    while parser.index < parser.bytes.count,
      [0x20, 0x0A, 0x0D, 0x09].contains(parser.bytes[parser.index])
    {
      parser.index += 1
    }
  }
}
