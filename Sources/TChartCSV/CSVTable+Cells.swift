import TChartData
import TChartTime

/// The slow path of the CSV row loop: quoted, spaced, empty, date and text cells, and errors.
extension CSVTable {
  /// The value of a cell the fast number path did not take; updates the column's kind.
  func slowValue(
    _ cell: CSVField, field: Int, kinds: inout [CSVLoader.ColumnKind],
    texts: inout CSVTextCells, line: Int
  ) throws(LoadError) -> Double {
    var cell = cell
    cell.trimSpaces()
    if cell.isEmpty || options.missing.contains(cell.start, cell.end) {
      if field == header.xIndex {
        throw LoadError(file: file, location: "\(line):\(field + 1)", message: "missing x value")
      }
      if kinds[field] == .label && seriesFields.contains(field) {
        throw LoadError(
          file: file, location: "\(line):\(field + 1)", message: "missing series value")
      }
      return .nan
    }
    let kind = kinds[field]
    if kind == .label { return Double(texts.number(of: cell)) }
    let number = cell.escaped || kind == .xDate ? nil : parseNumber(cell)
    if let number, !number.isFinite, kind != .text {
      throw outOfRange(line: line, field: field)
    }
    switch kind {
    case .unknown:
      kinds[field] = number == nil ? .text : .numeric
      if number == nil { texts.noteText(cell, field: field) }
      return number ?? .nan
    case .text:
      if number == nil { texts.noteText(cell, field: field) }
      return .nan
    case .numeric, .xNumber:
      guard let number else { throw notANumber(cell, line: line, field: field, what: "a number") }
      return number
    case .xDate:
      guard !cell.escaped || reading.pattern != nil, let date = reading.date(cell.start, cell.end)
      else {
        throw notANumber(cell, line: line, field: field, what: reading.expected)
      }
      return date
    case .xUndecided:
      if let number {
        kinds[field] = .xNumber
        return number
      }
      guard let date = reading.date(cell.start, cell.end) else {
        throw textX(cell, line: line, field: field)
      }
      kinds[field] = .xDate
      return date
    case .label:
      return .nan
    }
  }

  /// A number, also with a decimal comma (`2,5`) when the delimiter is `;`, and with
  /// thousands separators in a quoted cell of a comma-separated file (`"232,718"`, as
  /// spreadsheets export formatted numbers).
  private func parseNumber(_ cell: CSVField) -> Double? {
    if let number = FastFloat.parse(cell.start, cell.end) { return number }
    let bytes = UnsafeBufferPointer(start: cell.start, count: cell.end - cell.start)
    if header.delimiter == 0x2C { return Self.groupedNumber(bytes) }
    guard header.delimiter == 0x3B else { return nil }
    guard bytes.count < 64, bytes.lazy.filter({ $0 == 0x2C }).count == 1, !bytes.contains(0x2E)
    else { return nil }
    let dotted = bytes.map { $0 == 0x2C ? 0x2E : $0 }
    return dotted.withUnsafeBufferPointer { FastFloat.parse($0) }
  }

  /// `1,234,567.5` without its separators (groups of three digits after the first one to
  /// three), or `nil`.
  static func groupedNumber(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
    guard bytes.count < 64, bytes.contains(0x2C) else { return nil }
    var digits: [UInt8] = []
    var run = 0
    var groups = 0
    var index = bytes.startIndex
    if index < bytes.endIndex, bytes[index] == 0x2D || bytes[index] == 0x2B {
      digits.append(bytes[index])
      index += 1
    }
    while index < bytes.endIndex, bytes[index] != 0x2E {
      let byte = bytes[index]
      if byte == 0x2C {
        guard run >= 1, groups == 0 ? run <= 3 : run == 3 else { return nil }
        groups += 1
        run = 0
      } else {
        guard byte &- 0x30 < 10 else { return nil }
        digits.append(byte)
        run += 1
      }
      index += 1
    }
    guard groups > 0, run == 3 else { return nil }
    digits.append(contentsOf: bytes[index...])
    return digits.withUnsafeBufferPointer { FastFloat.parse($0) }
  }

  /// How many fields follow the delimiter at `p` on this row (for the field-count error), and
  /// whether counting them reached ``end`` (in a stream, more fields may follow).
  func countFields(from p: UnsafePointer<UInt8>) -> (count: Int, reachesEnd: Bool) {
    var p = p
    var count = 0
    while p < end && p.pointee == header.delimiter {
      count += 1
      do {
        p = try CSVField.read(at: p + 1, end: end, delimiter: header.delimiter).next
      } catch {
        return (count, error == .unterminatedQuote)
      }
    }
    return (count, p == end)
  }

  func notANumber(_ cell: CSVField, line: Int, field: Int, what: String) -> LoadError {
    LoadError(
      file: file, location: "\(line):\(field + 1)",
      message: "\(cell.quotedForMessage) is not \(what)")
  }

  /// The error for an x column whose first value is text: a table without a time or number
  /// column to draw against (`state,population`) says which column was taken and what to do.
  func textX(_ cell: CSVField, line: Int, field: Int) -> LoadError {
    guard options.xColumn == nil else {
      return notANumber(cell, line: line, field: field, what: "a date or number")
    }
    return LoadError(
      file: file, location: "\(line):\(field + 1)",
      message: "\(cell.quotedForMessage) is not a date or number: x is column "
        + "'\(header.names[field])' (no time column found); name x with --x COLUMN")
  }

  func outOfRange(line: Int, field: Int) -> LoadError {
    LoadError(
      file: file, location: "\(line):\(field + 1)", message: "number is too large (not finite)")
  }

  func notIncreasing(line: Int, field: Int, value: Double, previous: Double, isDate: Bool)
    -> LoadError
  {
    func shown(_ value: Double) -> String {
      isDate ? ISODate.text(seconds: value) : PlainNumber.text(value)
    }
    return LoadError(
      file: file, location: "\(line):\(field + 1)",
      message: "x is not increasing: \(shown(value)) follows \(shown(previous))")
  }

  func fieldCountError(line: Int, found: Int) -> LoadError {
    let expected = header.names.count
    let column = found < expected ? found + 1 : expected + 1
    return LoadError(
      file: file, location: "\(line):\(column)",
      message: "expected \(expected) fields, found \(found)")
  }
}

/// Formats Unix seconds as `2019-03-08T14:05:30Z` (UTC), for messages.
enum ISODate {
  static func text(seconds: Double) -> String {
    guard let time = CivilTime(seconds: seconds) else { return PlainNumber.text(seconds) }
    func two(_ value: Int) -> String { String(value).leftPadded(to: 2) }
    return "\(time.year)-\(two(time.month))-\(two(time.day))T\(two(time.hour)):"
      + "\(two(time.minute)):\(two(time.second))Z"
  }
}
