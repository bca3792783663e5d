import TChartCSV

/// The fields of one line of a stream, found without allocating (the field list is reused).
///
/// Fields are separated by `,`, tab or `;` (RFC 4180 quotes within a line) or, when the first
/// line has none of those, by runs of spaces and tabs (`vmstat`, `awk` output). A quoted field
/// cannot hold a line break in a stream: rows are lines.
package enum StreamLine {
  /// How fields are separated.
  package enum Delimiter: Equatable {
    case byte(UInt8)
    case whitespace
  }

  /// One field: its content without surrounding spaces or quotes (doubled quotes kept when
  /// `escaped`).
  package struct Field {
    package var start: UnsafePointer<UInt8>
    package var end: UnsafePointer<UInt8>
    package var escaped: Bool

    /// The content as text (quotes unescaped; bytes that are not UTF-8 replaced).
    package var text: String {
      let bytes = UnsafeBufferPointer(start: start, count: end - start)
      let text = String(decoding: bytes, as: UTF8.self)
      return escaped ? text.replacing("\"\"", with: "\"") : text
    }
  }

  /// The delimiter of the first line `[start, end)`: the one of `,` tab `;` found most often
  /// outside quotes (as the file loader decides), else whitespace when the line has several
  /// words, else `,` (one field per line).
  package static func sniff(_ start: UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>) -> Delimiter
  {
    let delimiter = CSVHeader.detectDelimiter(from: start, end: end)
    var p = start
    var inQuotes = false
    var words = 0
    var inWord = false
    while p < end {
      let byte = p.pointee
      if byte == 0x22 { inQuotes.toggle() }
      if !inQuotes && byte == delimiter { return .byte(delimiter) }
      let space = byte == 0x20 || byte == 0x09
      if !space && !inWord { words += 1 }
      inWord = !space
      p += 1
    }
    return words > 1 ? .whitespace : .byte(0x2C)
  }

  /// Splits `[start, end)` (no line break) into `fields`; `false` when a quote is malformed.
  package static func split(
    _ start: UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>, _ delimiter: Delimiter,
    into fields: inout [Field]
  ) -> Bool {
    fields.removeAll(keepingCapacity: true)
    switch delimiter {
    case .whitespace:
      var p = start
      while true {
        while p < end && (p.pointee == 0x20 || p.pointee == 0x09) { p += 1 }
        guard p < end else { return true }
        let wordStart = p
        while p < end && p.pointee != 0x20 && p.pointee != 0x09 { p += 1 }
        fields.append(Field(start: wordStart, end: p, escaped: false))
      }
    case .byte(let byte):
      var p = start
      while true {
        while p < end && CSVField.isSpace(p.pointee, byte) { p += 1 }
        if p < end && p.pointee == 0x22 {
          guard var field = try? CSVField.read(at: p, end: end, delimiter: byte) else {
            return false
          }
          field.trimSpaces()
          fields.append(Field(start: field.start, end: field.end, escaped: field.escaped))
          p = field.next
        } else {
          let fieldStart = p
          while p < end && p.pointee != byte { p += 1 }
          var fieldEnd = p
          while fieldEnd > fieldStart && CSVField.isSpace((fieldEnd - 1).pointee, byte) {
            fieldEnd -= 1
          }
          fields.append(Field(start: fieldStart, end: fieldEnd, escaped: false))
        }
        guard p < end && p.pointee == byte else { return true }
        p += 1
      }
    }
  }

  /// The number in `field`: `.nan` for an empty or missing cell, `nil` when it is not a number.
  /// With `;` between fields a decimal comma (`2,5`) is read too.
  @inline(__always)
  package static func value(_ field: Field, missing: MissingTokens, decimalComma: Bool) -> Double? {
    let (start, end) = (field.start, field.end)
    if start == end { return .nan }
    if let (value, stop) = FastFloat.scanCommon(start, end), stop == end { return value }
    if let value = FastFloat.parse(start, end) { return value }
    if missing.contains(start, end) { return .nan }
    guard decimalComma, end - start < 64 else { return nil }
    var bytes = Array(UnsafeBufferPointer(start: start, count: end - start))
    guard let comma = bytes.firstIndex(of: 0x2C), bytes.lastIndex(of: 0x2C) == comma else {
      return nil
    }
    bytes[comma] = 0x2E
    return bytes.withUnsafeBufferPointer { FastFloat.parse($0) }
  }
}
