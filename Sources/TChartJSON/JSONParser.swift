import TChartCSV
import TChartData
import TChartTime

/// A byte-level JSON parser (RFC 8259) producing a ``JSONValue`` tree.
///
/// Errors are ``LoadError``s located at `LINE:COLUMN` (both 1-based; the column counts Unicode
/// scalars of the line). Nesting deeper than ``maximumDepth`` is rejected rather than risking the
/// stack. Numbers go through ``FastFloat``; a number too large for a double becomes infinity and
/// is rejected by the contest validator.
package struct JSONParser {
  /// The deepest nesting of arrays and objects accepted.
  static let maximumDepth = 256

  let bytes: UnsafeBufferPointer<UInt8>
  private let file: String
  var index = 0

  init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
    self.bytes = bytes
    self.file = file
  }

  /// Parses exactly one JSON value (surrounding whitespace allowed) from `bytes`.
  package static func parse(_ bytes: UnsafeBufferPointer<UInt8>, file: String) throws(LoadError)
    -> JSONValue
  {
    var parser = JSONParser(bytes: bytes, file: file)
    if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
    let value = try parser.value(depth: 0)
    parser.skipSpace()
    if parser.index < bytes.count {
      throw parser.failure(
        "\(parser.unexpected(parser.bytes[parser.index])) after the JSON value")
    }
    return value
  }

  mutating func value(depth: Int) throws(LoadError) -> JSONValue {
    skipSpace()
    guard index < bytes.count else { throw failure("unexpected end of input") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try object(depth: depth + 1)
    case UInt8(ascii: "["): return try array(depth: depth + 1)
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      if let word = nonFiniteWord() { throw failure(Self.nonFiniteMessage(word)) }
      return .number(try number())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case let byte:
      if let word = nonFiniteWord() { throw failure(Self.nonFiniteMessage(word)) }
      throw failure(unexpected(byte))
    }
  }

  /// `NaN`, `Infinity` or `-Infinity` at the current index: JavaScript writes them, JSON has
  /// no such numbers.
  private func nonFiniteWord() -> String? {
    for word in ["NaN", "Infinity", "-Infinity"]
    where bytes.count - index >= word.utf8.count && bytes[index...].starts(with: word.utf8) {
      return word
    }
    return nil
  }

  /// The error for a `NaN` or `Infinity` word.
  static func nonFiniteMessage(_ word: String) -> String {
    "\(word) is not a finite number (JSON has none; null marks a gap)"
  }

  private mutating func array(depth: Int) throws(LoadError) -> JSONValue {
    guard depth <= Self.maximumDepth else { throw failure("nesting too deep") }
    index += 1
    var items = JSONArray()
    skipSpace()
    if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array(items)
    }
    while true {
      skipSpace()
      if index < bytes.count, let number = try commonNumber() {
        items.append(number: number)
      } else {
        items.append(try value(depth: depth))
      }
      skipSpace()
      guard index < bytes.count else { throw failure("unexpected end of input") }
      switch bytes[index] {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "]"):
        index += 1
        return .array(items)
      case let byte: throw failure("expected ',' or ']' but found \(shown(byte))")
      }
    }
  }

  private mutating func object(depth: Int) throws(LoadError) -> JSONValue {
    guard depth <= Self.maximumDepth else { throw failure("nesting too deep") }
    index += 1
    var members: [JSONMember] = []
    skipSpace()
    if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipSpace()
      guard index < bytes.count else { throw failure("unexpected end of input") }
      guard bytes[index] == UInt8(ascii: "\"") else {
        throw failure("expected a string key but found \(shown(bytes[index]))")
      }
      let key = try string()
      skipSpace()
      guard index < bytes.count else { throw failure("unexpected end of input") }
      guard bytes[index] == UInt8(ascii: ":") else {
        throw failure("expected ':' but found \(shown(bytes[index]))")
      }
      index += 1
      members.append(JSONMember(key: key, value: try value(depth: depth)))
      skipSpace()
      guard index < bytes.count else { throw failure("unexpected end of input") }
      switch bytes[index] {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "}"):
        index += 1
        return .object(members)
      case let byte: throw failure("expected ',' or '}' but found \(shown(byte))")
      }
    }
  }

  private mutating func literal(_ word: StaticString, _ value: JSONValue) throws(LoadError)
    -> JSONValue
  {
    let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
    guard bytes.count - index >= expected.count,
      zip(expected, bytes[index...]).allSatisfy({ $0 == $1 })
    else { throw failure("invalid literal (expected \(word))") }
    index += expected.count
    return value
  }

  /// The common case of a number, `-?(0|[1-9][0-9]*)(.[0-9]+)?` followed by a delimiter, read in
  /// one pass; `nil` (and nothing consumed) for anything else, left to ``value(depth:)``.
  private mutating func commonNumber() throws(LoadError) -> Double? {
    let byte = bytes[index]
    guard byte == UInt8(ascii: "-") || isDigit(byte) else { return nil }
    let base = bytes.baseAddress!
    let start = base + index
    guard let (number, stop) = FastFloat.scanCommon(start, base + bytes.count) else { return nil }
    let digits = start.pointee == UInt8(ascii: "-") ? start + 1 : start
    let leadingZero =
      digits.pointee == UInt8(ascii: "0") && digits + 1 < stop
      && (digits + 1).pointee != UInt8(ascii: ".")
    guard isDigit(digits.pointee), !leadingZero, (stop - 1).pointee != UInt8(ascii: "."),
      stop == base + bytes.count || isNumberEnd(stop.pointee)
    else { return nil }
    index = stop - base
    return number
  }

  /// A number in strict JSON grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
  private mutating func number() throws(LoadError) -> Double {
    let start = index
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.count, isDigit(bytes[index]) else { throw failure("invalid number") }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
    } else {
      skipDigits()
    }
    if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard index < bytes.count, isDigit(bytes[index]) else { throw failure("invalid number") }
      skipDigits()
    }
    if index < bytes.count && (bytes[index] | 0x20) == UInt8(ascii: "e") {
      index += 1
      if index < bytes.count && (bytes[index] == 0x2B || bytes[index] == 0x2D) { index += 1 }
      guard index < bytes.count, isDigit(bytes[index]) else { throw failure("invalid number") }
      skipDigits()
    }
    let base = bytes.baseAddress!
    guard let value = FastFloat.parse(base + start, base + index) else {
      index = start
      throw failure("invalid number")
    }
    return value
  }

  private func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

  /// `,`, `]`, `}` or whitespace: what may follow a number.
  private func isNumberEnd(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x2C, 0x5D, 0x7D, 0x20, 0x0A, 0x0D, 0x09: true
    default: false
    }
  }

  private mutating func skipDigits() {
    while index < bytes.count && isDigit(bytes[index]) { index += 1 }
  }

  mutating func skipSpace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  /// `unexpected character 'x'`, or `unexpected byte 0x01` for other bytes.
  private func unexpected(_ byte: UInt8) -> String {
    isPrintable(byte) ? "unexpected character \(shown(byte))" : "unexpected \(shown(byte))"
  }

  /// `'x'` for a printable ASCII byte, `byte 0x01` for others.
  private func shown(_ byte: UInt8) -> String {
    if isPrintable(byte) { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
  }

  private func isPrintable(_ byte: UInt8) -> Bool { byte >= 0x21 && byte < 0x7F }

  /// An error at the current index, located as `LINE:COLUMN`; at a NUL byte, whatever was
  /// expected, the input is not text (``TextCheck/nulMessage``).
  func failure(_ message: String) -> LoadError {
    let isNUL = index < bytes.count && bytes[index] == 0
    return LoadError(
      file: file, location: TextPosition.of(offset: index, in: bytes),
      message: isNUL ? TextCheck.nulMessage : message)
  }
}
