/// One field of a CSV/TSV row, as found by the general (slow-path) field reader.
///
/// Fields follow RFC 4180: a field may be quoted with `"`, a quote inside is written `""`, and a
/// quoted field may hold delimiters and line breaks. Spaces around a field are ignored (tabs too,
/// unless the delimiter is a tab).
package struct CSVField {
  /// The content without surrounding spaces or quotes (still with `""` doubled when `escaped`).
  package var start: UnsafePointer<UInt8>
  package var end: UnsafePointer<UInt8>
  /// The content holds doubled quotes, so it must be unescaped before use as text.
  package var escaped: Bool
  /// Where the field stopped: at the delimiter, a line break or the end of the input.
  package var next: UnsafePointer<UInt8>
  /// Line breaks inside the (quoted) field.
  var newlines: Int

  /// Why a field could not be read.
  package enum Problem: Error {
    case unterminatedQuote
    case textAfterQuote
  }

  var isEmpty: Bool { start == end }

  /// Drops spaces inside the quotes too (`" 2.5 "` reads as a number).
  package mutating func trimSpaces() {
    while start < end && start.pointee == 0x20 { start += 1 }
    while end > start && (end - 1).pointee == 0x20 { end -= 1 }
  }

  /// The content as a string (quotes unescaped).
  var text: String { String(decoding: unescapedBytes, as: UTF8.self) }

  /// The content's bytes with doubled quotes made single.
  var unescapedBytes: [UInt8] {
    let bytes = UnsafeBufferPointer(start: start, count: end - start)
    guard escaped else { return Array(bytes) }
    var unescaped: [UInt8] = []
    unescaped.reserveCapacity(bytes.count)
    var previousWasQuote = false
    for byte in bytes {
      if byte == 0x22 && previousWasQuote {
        previousWasQuote = false
        continue
      }
      previousWasQuote = byte == 0x22
      unescaped.append(byte)
    }
    return unescaped
  }

  /// The content for a message: in quotes, at most 32 characters then `…`; bytes that are not
  /// UTF-8 are shown escaped (`'\xff\xfe'`).
  var quotedForMessage: String {
    let whole = MessageText.escapingInvalidUTF8(unescapedBytes)
    return "'" + (whole.count > 32 ? whole.prefix(31) + "…" : whole) + "'"
  }

  /// Reads the field starting at `p`.
  package static func read(
    at p: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>, delimiter: UInt8
  ) throws(Problem) -> CSVField {
    var p = p
    while p < end && isSpace(p.pointee, delimiter) { p += 1 }
    if p < end && p.pointee == 0x22 {
      return try quoted(at: p, end: end, delimiter: delimiter)
    }
    let start = p
    while p < end {
      let byte = p.pointee
      if byte == delimiter || byte == 0x0A || byte == 0x0D { break }
      p += 1
    }
    var contentEnd = p
    while contentEnd > start && isSpace((contentEnd - 1).pointee, delimiter) { contentEnd -= 1 }
    return CSVField(start: start, end: contentEnd, escaped: false, next: p, newlines: 0)
  }

  private static func quoted(
    at open: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>, delimiter: UInt8
  ) throws(Problem) -> CSVField {
    var p = open + 1
    var escaped = false
    var newlines = 0
    while true {
      guard p < end else { throw .unterminatedQuote }
      let byte = p.pointee
      if byte == 0x22 {
        if p + 1 < end && (p + 1).pointee == 0x22 {
          escaped = true
          p += 2
          continue
        }
        break
      }
      if byte == 0x0A { newlines += 1 }
      p += 1
    }
    let content = (open + 1, p)
    p += 1
    while p < end && isSpace(p.pointee, delimiter) { p += 1 }
    if p < end {
      let byte = p.pointee
      if byte != delimiter && byte != 0x0A && byte != 0x0D { throw .textAfterQuote }
    }
    return CSVField(
      start: content.0, end: content.1, escaped: escaped, next: p, newlines: newlines)
  }

  @inline(__always)
  package static func isSpace(_ byte: UInt8, _ delimiter: UInt8) -> Bool {
    byte == 0x20 || (byte == 0x09 && delimiter != 0x09)
  }
}
