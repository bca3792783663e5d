/// The slow path of the CSV row loop: quoted, spaced, empty, date and text cells, and errors.
extension CSVTable {
  /// The value of a cell the fast number path did not take; updates the column's kind.
  func slowValue(
    _ cell: CSVField, field: Int, kinds: inout [CSVLoader.ColumnKind], line: Int
  ) throws(LoadError) -> Double {
    var cell = cell
    cell.trimSpaces()
    if cell.isEmpty {
      guard field != header.xIndex else {
        throw LoadError(file: file, location: "\(line):\(field + 1)", message: "missing x value")
      }
      return .nan
    }
    let number = cell.escaped ? nil : parseNumber(cell)
    if let number, !number.isFinite, kinds[field] != .text {
      throw outOfRange(line: line, field: field)
    }
    switch kinds[field] {
    case .unknown:
      kinds[field] = number == nil ? .text : .numeric
      return number ?? .nan
    case .text:
      return .nan
    case .numeric, .xNumber:
      guard let number else { throw notANumber(cell, line: line, field: field, what: "a number") }
      return number
    case .xDate:
      guard !cell.escaped, let date = DateText.parse(cell.start, cell.end) else {
        throw notANumber(cell, line: line, field: field, what: "a date")
      }
      return date
    case .xUndecided:
      if let number {
        kinds[field] = .xNumber
        return number
      }
      guard !cell.escaped, let date = DateText.parse(cell.start, cell.end) else {
        throw notANumber(cell, line: line, field: field, what: "a date or number")
      }
      kinds[field] = .xDate
      return date
    }
  }

  /// A number, also with a decimal comma (`2,5`) when the delimiter is `;`.
  private func parseNumber(_ cell: CSVField) -> Double? {
    if let number = FastFloat.parse(cell.start, cell.end) { return number }
    guard header.delimiter == 0x3B else { return nil }
    let bytes = UnsafeBufferPointer(start: cell.start, count: cell.end - cell.start)
    guard bytes.count < 64, bytes.lazy.filter({ $0 == 0x2C }).count == 1, !bytes.contains(0x2E)
    else { return nil }
    let dotted = bytes.map { $0 == 0x2C ? 0x2E : $0 }
    return dotted.withUnsafeBufferPointer { FastFloat.parse($0) }
  }

  /// How many fields follow the delimiter at `p` on this row (for the field-count error).
  func countFields(from p: UnsafePointer<UInt8>, line: Int) -> Int {
    var p = p
    var count = 0
    while p < end && p.pointee == header.delimiter {
      count += 1
      guard let cell = try? CSVField.read(at: p + 1, end: end, delimiter: header.delimiter) else {
        break
      }
      p = cell.next
    }
    return count
  }

  func notANumber(_ cell: CSVField, line: Int, field: Int, what: String) -> LoadError {
    LoadError(
      file: file, location: "\(line):\(field + 1)",
      message: "\(cell.quotedForMessage) is not \(what)")
  }

  func outOfRange(line: Int, field: Int) -> LoadError {
    LoadError(
      file: file, location: "\(line):\(field + 1)", message: "number is too large (not finite)")
  }

  func notIncreasing(line: Int, field: Int, value: Double, previous: Double, isDate: Bool)
    -> LoadError
  {
    func shown(_ value: Double) -> String {
      isDate ? ISODate.text(seconds: value) : JSONValue.plain(value)
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

  /// The finished chart set: x scaled to seconds when it holds Unix time, numeric columns as
  /// lines in file order.
  /// The x column is taken out of `columns`, so that scaling it needs no copy.
  func chartSet(name: String, columns: inout [[Double]]) throws(LoadError) -> ChartSet {
    guard rows > 0 else {
      throw LoadError(file: file, location: "", message: "no data rows after the header")
    }
    var x: [Double] = []
    swap(&x, &columns[header.xIndex])
    var xKind = XKind.time
    if kinds[header.xIndex] != .xDate {
      let magnitude = abs(x[0])
      if magnitude >= 1e11 && magnitude < 1e14 {
        x.withUnsafeMutableBufferPointer { values in
          for index in values.indices { values[index] /= 1000 }
        }
      } else if !(magnitude >= 1e9 && magnitude < 1e11) {
        xKind = .number
      }
    }
    var lines: [Series] = []
    for field in header.names.indices where kinds[field] == .numeric {
      let id = header.names[field]
      let color = RGBColor.defaultPalette[lines.count % RGBColor.defaultPalette.count]
      lines.append(
        Series(id: id, name: id, color: color, values: columns[field]))
    }
    guard !lines.isEmpty else {
      throw LoadError(file: file, location: "", message: "no numeric data columns")
    }
    return ChartSet(name: name, x: x, xKind: xKind, lines: lines)
  }
}

/// Formats Unix seconds as `2019-03-08T14:05:30Z` (UTC), for messages.
enum ISODate {
  static func text(seconds: Double) -> String {
    guard let time = CivilTime(seconds: seconds) else { return JSONValue.plain(seconds) }
    func two(_ value: Int) -> String { String(value).leftPadded(to: 2) }
    return "\(time.year)-\(two(time.month))-\(two(time.day))T\(two(time.hour)):"
      + "\(two(time.minute)):\(two(time.second))Z"
  }
}
