import TChartData

/// JSON strings: the fast path without escapes, and escapes including `\uXXXX` pairs.
extension JSONParser {
  mutating func string() throws(LoadError) -> String {
    index += 1
    let start = index
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        index += 1
        return text
      }
      if byte == UInt8(ascii: "\\") { return try escapedString(from: start) }
      if byte < 0x20 { throw failure("control character in string") }
      index += 1
    }
    throw failure("unterminated string")
  }

  /// The slow path of ``string()`` once a backslash is seen.
  private mutating func escapedString(from start: Int) throws(LoadError) -> String {
    var scalars = Array(bytes[start..<index])
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        index += 1
        return String(decoding: scalars, as: UTF8.self)
      }
      if byte < 0x20 { throw failure("control character in string") }
      guard byte == UInt8(ascii: "\\") else {
        scalars.append(byte)
        index += 1
        continue
      }
      index += 1
      guard index < bytes.count else { break }
      switch bytes[index] {
      case UInt8(ascii: "\""): scalars.append(0x22)
      case UInt8(ascii: "\\"): scalars.append(0x5C)
      case UInt8(ascii: "/"): scalars.append(0x2F)
      case UInt8(ascii: "b"): scalars.append(0x08)
      case UInt8(ascii: "f"): scalars.append(0x0C)
      case UInt8(ascii: "n"): scalars.append(0x0A)
      case UInt8(ascii: "r"): scalars.append(0x0D)
      case UInt8(ascii: "t"): scalars.append(0x09)
      case UInt8(ascii: "u"):
        scalars.append(contentsOf: Array(String(try unicodeEscape()).utf8))
        continue
      default:
        index -= 1
        throw failure("invalid escape in string")
      }
      index += 1
    }
    throw failure("unterminated string")
  }

  /// `\uXXXX` (index at the `u`), joining surrogate pairs; a lone surrogate becomes U+FFFD.
  private mutating func unicodeEscape() throws(LoadError) -> Character {
    let first = try hex4()
    if (0xD800..<0xDC00).contains(first), bytes.count - index >= 6,
      bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
    {
      index += 1
      let second = try hex4()
      if (0xDC00..<0xE000).contains(second) {
        let scalar = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
        return Character(Unicode.Scalar(scalar) ?? "\u{FFFD}")
      }
      return "\u{FFFD}"
    }
    return Character(Unicode.Scalar(first) ?? "\u{FFFD}")
  }

  /// Four hex digits after the `u` at `index`; leaves `index` after them.
  private mutating func hex4() throws(LoadError) -> UInt32 {
    var value: UInt32 = 0
    for offset in 1...4 {
      guard index + offset < bytes.count, let nibble = hexValue(bytes[index + offset]) else {
        index -= 1
        throw failure("invalid escape in string")
      }
      value = value << 4 | nibble
    }
    index += 5
    return value
  }

  private func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - 0x30)
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - 0x61 + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - 0x41 + 10)
    default: nil
    }
  }
}
