import TChartData

/// Looks at a CSV body before the row loop: the first rows' cells (``sampleColumns``, from
/// which ``CSVColumnRoles`` chooses x), and in which order a column's `A/B/YYYY` dates are
/// written.
package enum CSVSniff {
  /// Rows looked at to plan the columns (``CSVColumnRoles``).
  static let sampleRows = 50

  /// The cells of each column in the first ``sampleRows`` rows, in row order; missing cells
  /// (``MissingTokens``, empty) are `nil` (``CSVColumnRoles`` reads them).
  static func sampleColumns(
    header: CSVHeader, end: UnsafePointer<UInt8>, missing: MissingTokens
  ) -> [[String?]] {
    var columns = [[String?]](repeating: [], count: header.names.count)
    var rows = 0
    forEachCell(header: header, end: end) { field, cell, _ in
      if field == 0 { rows += 1 }
      guard rows <= sampleRows else { return false }
      if field < columns.count {
        let isMissing = cell.isEmpty || missing.contains(cell.start, cell.end)
        columns[field].append(isMissing ? nil : cell.text)
      }
      return true
    }
    return columns
  }

  /// The first `rows` cells of each column as written (spaces trimmed, missing tokens kept),
  /// for the column report (``ColumnReport/firstValues``).
  static func firstCells(header: CSVHeader, end: UnsafePointer<UInt8>, rows: Int) -> [[String]] {
    var columns = [[String]](repeating: [], count: header.names.count)
    var seen = 0
    forEachCell(header: header, end: end) { field, cell, _ in
      if field == 0 { seen += 1 }
      guard seen <= rows else { return false }
      if field < columns.count { columns[field].append(cell.text) }
      return true
    }
    return columns
  }

  /// Whether the body up to `end` holds more than ``sampleRows`` rows, all that
  /// ``sampleColumns(header:end:missing:)`` looks at (a stream waits for them before its header
  /// is read, so that it chooses as a file does).
  package static func holdsSample(header: CSVHeader, end: UnsafePointer<UInt8>) -> Bool {
    var rows = 0
    forEachCell(header: header, end: end) { field, _, _ in
      if field == 0 { rows += 1 }
      return rows <= sampleRows
    }
    return rows > sampleRows
  }

  /// Whether `text` starts like `A/B/YYYY`.
  static func isSlashDate(_ text: String) -> Bool {
    slashParts(Array(text.utf8)) != nil
  }

  /// The order the `A/B/YYYY` dates of column `field` are written in: day first when some A is
  /// over 12, month first when some B is; an error naming the first cell when no value decides.
  static func slashOrder(header: CSVHeader, end: UnsafePointer<UInt8>, field: Int, file: String)
    throws(LoadError) -> DateText.SlashOrder
  {
    var order: DateText.SlashOrder?
    var first: (String, Int)?
    var allSame = true
    forEachCell(header: header, end: end) { index, cell, line in
      guard index == field else { return true }
      let bytes = UnsafeBufferPointer(start: cell.start, count: cell.end - cell.start)
      guard let (a, b) = slashParts(bytes) else { return true }
      if first == nil { first = (cell.text, line) }
      if a != b { allSame = false }
      if a > 12 { order = .dayFirst } else if b > 12 { order = .monthFirst }
      return order == nil
    }
    if let order { return order }
    guard let first, !allSame else { return .monthFirst }
    // The year as written: `%y` for `7/1/62`, `%Y` for `7/1/1962`.
    let year =
      first.0.split(separator: "/").last.map { $0.prefix(while: \.isNumber).count == 2 }
        ?? false ? "%y" : "%Y"
    throw LoadError(
      file: file, location: "\(first.1):\(field + 1)",
      message: "'\(first.0)' could be month/day or day/month; give --date-format %m/%d/\(year) "
        + "or --date-format %d/%m/\(year)")
  }

  /// `A` and `B` of `A/B/YYYY…`.
  private static func slashParts(_ bytes: some Sequence<UInt8>) -> (Int, Int)? {
    var parts: [Int] = []
    var value = 0
    var digits = 0
    for byte in bytes {
      if byte &- 0x30 < 10 {
        value = value * 10 + Int(byte &- 0x30)
        digits += 1
        guard digits <= (parts.count == 2 ? 4 : 2) else { return nil }
      } else if byte == 0x2F && parts.count < 2 && digits > 0 {
        parts.append(value)
        value = 0
        digits = 0
      } else {
        break
      }
    }
    guard parts.count == 2, digits == 4 || digits == 2 else { return nil }
    return (parts[0], parts[1])
  }

  /// Calls `body(field, cell, line)` for the cells of the body rows in order until it returns
  /// false; stops at the first malformed field (the row loop reports it).
  private static func forEachCell(
    header: CSVHeader, end: UnsafePointer<UInt8>,
    _ body: (Int, CSVField, Int) -> Bool
  ) {
    var p = header.bodyStart
    var line = header.bodyLine
    while p < end {
      if p.pointee == 0x0A || p.pointee == 0x0D {
        p = CSVLoader.skipLineBreak(p, end: end, line: &line)
        continue
      }
      var field = 0
      while true {
        guard var cell = try? CSVField.read(at: p, end: end, delimiter: header.delimiter) else {
          return
        }
        let next = cell.next
        cell.trimSpaces()
        guard body(field, cell, line) else { return }
        line += cell.newlines
        p = next
        guard p < end && p.pointee == header.delimiter else { break }
        p += 1
        field += 1
      }
    }
  }
}
