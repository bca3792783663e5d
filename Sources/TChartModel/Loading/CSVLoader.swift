/// Loads a CSV or TSV table into one chart set, scanning bytes without per-row allocation.
///
/// - The first line is the header; the delimiter is the one of `,`, tab, `;` that occurs most
///   in it (ties in that order). Fields may be quoted per RFC 4180.
/// - The x column is the one named by `--x`, else the first column whose first value is a date
///   in text form (``CSVSniff``), else the first column. x holds dates (``DateText``,
///   ``DatePattern``) or numbers, read as ``XType`` and ``CSVXColumn`` say.
/// - Missing cells (``MissingTokens``) are gaps (`.nan`). A column whose first value is a number
///   is numeric and must hold only numbers; one whose first value is text is a text column,
///   skipped with a note (and counted for the long-layout hint); a column with no value is
///   dropped.
/// - Wide layout: every numeric column is a line, in file order (only `--y` with that flag).
///   Long layout (`--series`): see ``CSVLongLayout``.
/// - Rows whose x is out of order are sorted by x (stably, with a note); repeated x values stay
///   in file order. `--strict` refuses x that is not strictly increasing instead.
/// - With the `;` delimiter a decimal comma is accepted (`2,5`), as European spreadsheets write.
/// - Blank lines are skipped; line breaks may be LF, CRLF or CR.
/// - Input that is not text is refused (``TextCheck``): a NUL byte (located by character
///   column), a line over 1 MiB, a header that is not UTF-8.
/// Errors are located `LINE:COLUMN`, the column being the 1-based field number.
enum CSVLoader {
  /// What a column turned out to hold. Kinds from ``xDate`` on never take the fast number path.
  enum ColumnKind: UInt8 {
    case unknown, numeric, text, xNumber, xUndecided, xDate, label
  }

  /// `releasesPages`: `bytes` is a file mapping whose pages may be dropped once parsed, every
  /// `releaseStep` bytes. Notes about how the file was read are appended to `notes`.
  static func load(
    _ bytes: UnsafeBufferPointer<UInt8>, file: String, name: String, options: LoadOptions,
    notes: inout [LoadNote], releasesPages: Bool = false, releaseStep: Int = 1 << 23
  ) throws(LoadError) -> ChartSet {
    try TextCheck.header(bytes, file: file)
    var header = try CSVHeader.read(bytes, file: file, xColumn: options.xColumn)
    let end = bytes.baseAddress! + bytes.count
    let series = try header.index(of: options.seriesColumn, for: "--series", file: file)
    if let yColumn = options.yColumn {
      _ = try header.index(of: yColumn, for: "--y", file: file)
    }
    var reading = CSVXColumn.Reading(type: options.xType, pattern: options.datePattern)
    let firstCells = CSVSniff.firstCells(header: header, end: end, missing: options.missing)
    if options.xColumn == nil {
      let looksForDates = options.xType == .auto || options.xType == .date
      let dates = looksForDates ? CSVSniff.firstDateColumn(firstCells, except: series) : nil
      let fallback = series == 0 && header.names.count > 1 ? 1 : 0
      header.xIndex = dates ?? fallback
      if header.xIndex != 0 && series == nil {
        notes.append(
          LoadNote(
            file: file,
            message: "x is column '\(header.names[header.xIndex])', the first holding dates"))
      }
    }
    if header.xIndex == series {
      throw LoadError(.usage, file: file, location: "", message: "--series and x are one column")
    }
    if reading.pattern == nil, reading.type == .auto || reading.type == .date,
      let first = firstCells[header.xIndex], CSVSniff.isSlashDate(first)
    {
      reading.order = try CSVSniff.slashOrder(
        header: header, end: end, field: header.xIndex, file: file)
    }
    var capacity = CSVTable.estimateRows(from: header.bodyStart, end: end)
    while true {
      var table = CSVTable(header: header, end: end, file: file)
      table.options = options
      table.reading = reading
      table.seriesIndex = series
      if let series { table.kinds[series] = .label }
      table.kinds[header.xIndex] = reading.initialKind
      table.releasesPagesFrom = releasesPages ? bytes.baseAddress! : nil
      table.releaseStep = releaseStep
      let arrays = try CSVColumns.withArrays(count: header.names.count, capacity: capacity) {
        columns throws(LoadError) in
        try table.readRows(into: columns, capacity: capacity)
      }
      if var arrays { return try table.chartSet(name: name, columns: &arrays, notes: &notes) }
      capacity = CSVTable.maximumRows(from: header.bodyStart, end: end)
    }
  }

  /// Steps over one line break (LF, CRLF or CR) at `p`, counting it.
  @inline(__always)
  static func skipLineBreak(
    _ p: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>, line: inout Int
  ) -> UnsafePointer<UInt8> {
    guard p < end else { return p }
    if p.pointee == 0x0D {
      line += 1
      return p + 1 < end && (p + 1).pointee == 0x0A ? p + 2 : p + 1
    }
    if p.pointee == 0x0A {
      line += 1
      return p + 1
    }
    return p
  }
}

/// The row loop's state: the header, the columns filled so far and the kind of each column.
struct CSVTable {
  let header: CSVHeader
  let end: UnsafePointer<UInt8>
  let file: String
  var kinds: [CSVLoader.ColumnKind]
  var rows = 0
  var options = LoadOptions()
  var reading = CSVXColumn.Reading(type: .auto, pattern: nil)
  /// The `--series` column, when the table is long.
  var seriesIndex: Int?
  /// Series labels and text columns' values.
  var texts = CSVTextCells()
  /// Some x was not greater than the one before (rows to sort, or repeats).
  var outOfOrder = false
  /// When the input is a file mapping: the start of the pages not yet dropped.
  var releasesPagesFrom: UnsafePointer<UInt8>?
  /// How many parsed bytes to let pile up before dropping their pages.
  var releaseStep = 1 << 23

  init(header: CSVHeader, end: UnsafePointer<UInt8>, file: String) {
    self.header = header
    self.end = end
    self.file = file
    kinds = Array(repeating: .unknown, count: header.names.count)
  }

  /// Rows expected: the body size over the mean length of the first lines, plus 10 %.
  static func estimateRows(from start: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>) -> Int {
    let sample = min(end - start, 1 << 16)
    var breaks = 0
    for offset in 0..<sample where start[offset] == 0x0A { breaks += 1 }
    if sample == end - start { return breaks + 1 }
    let perRow = Double(sample) / Double(max(breaks, 1))
    return Int(Double(end - start) / perRow * 1.1) + 64
  }

  /// An upper bound on the rows: every row ends with a line break, except perhaps the last.
  static func maximumRows(from start: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>) -> Int {
    var breaks = 1
    var p = start
    while p < end {
      if p.pointee == 0x0A || p.pointee == 0x0D { breaks += 1 }
      p += 1
    }
    return breaks
  }

  /// Reads every data row into `columns` (one buffer per field, `capacity` rows each); returns
  /// the number of rows, or `nil` when there are more than `capacity`.
  mutating func readRows(
    into columns: UnsafeMutablePointer<UnsafeMutablePointer<Double>>, capacity: Int
  ) throws(LoadError) -> Int? {
    let delimiter = header.delimiter
    let fieldCount = header.names.count
    let last = fieldCount - 1
    let xIndex = header.xIndex
    var p = header.bodyStart
    var line = header.bodyLine
    var previousX = -Double.infinity
    var kinds = self.kinds
    var texts = self.texts
    var outOfOrder = self.outOfOrder
    let strictOrder = options.strict && seriesIndex == nil
    defer {
      self.kinds = kinds
      self.texts = texts
      self.outOfOrder = outOfOrder
    }
    while p < end {
      let byte = p.pointee
      if byte == 0x0A || byte == 0x0D {
        p = CSVLoader.skipLineBreak(p, end: end, line: &line)
        continue
      }
      if rows == capacity { return nil }
      let rowLine = line
      let rowStart = p
      for field in 0..<fieldCount {
        let value: Double
        let kind = kinds[field]
        if kind.rawValue < CSVLoader.ColumnKind.xDate.rawValue,
          let (number, stop) = FastFloat.scanCommon(p, end),
          stop == end || stop.pointee == delimiter || stop.pointee == 0x0A
            || stop.pointee == 0x0D
        {
          value = number
          p = stop
          if kind == .unknown { kinds[field] = .numeric }
          if kind == .xUndecided { kinds[field] = .xNumber }
        } else {
          let cell: CSVField
          do {
            cell = try CSVField.read(at: p, end: end, delimiter: delimiter)
          } catch {
            throw CSVHeader.fieldProblem(error, line: line, column: field + 1, file: file)
          }
          if let nul = TextCheck.firstNUL(from: p, to: cell.next) {
            throw TextCheck.nulError(at: nul, from: rowStart, line: rowLine, file: file)
          }
          if cell.next - rowStart > TextCheck.maximumLine && line + cell.newlines == rowLine {
            throw TextCheck.longLineError(line: rowLine, file: file)
          }
          value = try slowValue(cell, field: field, kinds: &kinds, texts: &texts, line: line)
          line += cell.newlines
          p = cell.next
        }
        if field == xIndex {
          if !(value > previousX) {
            if strictOrder {
              throw notIncreasing(
                line: rowLine, field: field, value: value, previous: previousX,
                isDate: kinds[field] == .xDate)
            }
            outOfOrder = true
          }
          previousX = value
        }
        columns[field][rows] = value
        if field < last {
          guard p < end && p.pointee == delimiter else {
            throw fieldCountError(line: rowLine, found: field + 1)
          }
          p += 1
        } else if p < end && p.pointee == delimiter {
          throw fieldCountError(line: rowLine, found: countFields(from: p, line: line) + fieldCount)
        }
      }
      if p - rowStart > TextCheck.maximumLine && line == rowLine {
        throw TextCheck.longLineError(line: rowLine, file: file)
      }
      p = CSVLoader.skipLineBreak(p, end: end, line: &line)
      rows += 1
      if let released = releasesPagesFrom, p - released >= releaseStep {
        FileBytes.releasePages(from: released, upTo: p)
        releasesPagesFrom = p
      }
    }
    return rows
  }
}
