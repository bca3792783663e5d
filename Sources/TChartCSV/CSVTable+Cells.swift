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

  /// The finished chart set: x resolved (``CSVXColumn``), rows sorted when x was out of order,
  /// then the wide lines or the long pivot. Columns are taken out of `columns`, so that
  /// nothing is copied in the common case.
  package mutating func chartSet(
    name: String, columns: inout [[Double]], notes: inout [LoadNote]
  ) throws(LoadError) -> ChartSet {
    guard rows > 0 else {
      throw LoadError(file: file, location: "", message: "no data rows after the header")
    }
    if roles.form != .asRead || !roles.hidden.isEmpty {
      var table = self
      try table.applyRoles(to: &columns)
      var set = try table.chartSet(name: name, columns: &columns, notes: &notes)
      notMeasures = table.notMeasures
      valueField = table.valueField
      if roles.form == .years && set.xKind == .number { set.xNumbers = .year }
      return set
    }
    guard needsSelection else {
      return try rowsChartSet(name: name, columns: &columns, notes: &notes)
    }
    var selected = self
    try selected.selectRows(&columns, notes: &notes)
    defer { (notMeasures, valueField) = (selected.notMeasures, selected.valueField) }
    return try selected.rowsChartSet(name: name, columns: &columns, notes: &notes)
  }

  /// ``chartSet(name:columns:notes:)`` of the rows kept.
  private mutating func rowsChartSet(
    name: String, columns: inout [[Double]], notes: inout [LoadNote]
  ) throws(LoadError) -> ChartSet {
    let xIndex = header.xIndex
    var xKind = XKind.time
    var style = XNumberStyle.plain
    if kinds[xIndex] != .xDate {
      (xKind, style) = CSVXColumn.resolve(
        &columns[xIndex], name: header.names[xIndex], type: options.xType)
      if options.inputZone != nil {
        notes.append(
          LoadNote(file: file, message: "--input-tz does not apply: x is numbers, not date text"))
      }
    }
    if let note = shortRows.note(file: file) { notes.append(note) }
    let textFields = header.names.indices.filter { kinds[$0] == .text }
    // A second column of dates (`time_hour` beside a split `year,month,day`) is named apart:
    // it could be x.
    let times = textFields.filter(holdsDates)
    let skipped = textFields.filter { !times.contains($0) }
    if !skipped.isEmpty {
      let list = skipped.map { header.names[$0] }.joined(separator: ", ")
      notes.append(
        LoadNote(file: file, message: "skipped text column\(skipped.count > 1 ? "s" : "") \(list)"))
    }
    if let first = times.first {
      let list = times.map { header.names[$0] }.joined(separator: ", ")
      notes.append(
        LoadNote(
          file: file,
          message:
            "\(list) also hold\(times.count > 1 ? "" : "s") times: --x \(header.names[first]) "
            + "or C reads x from it"))
    }
    var set: ChartSet
    if let seriesIndex {
      let count = seriesLabels?.count ?? texts.labels.count
      if xKind == .number,
        CSVSeriesOverlay.overlay(x: &columns[xIndex], series: columns[seriesIndex], count: count)
      {
        let column = header.names[xIndex]
        notes.append(
          LoadNote(
            file: file,
            message: "x '\(column)' counts the rows: the series overlaid by row number within each")
        )
      }
      let layout = CSVLongLayout(table: self)
      let value = try layout.valueColumn(columns, notes: &notes)
      valueField = value
      set = try layout.chartSet(name: name, columns: &columns, valueIndex: value, notes: &notes)
    } else {
      if outOfOrder { CSVRowOrder.sortIfNeeded(&columns, by: xIndex, notes: &notes, table: self) }
      try longLayoutHint(x: columns[xIndex], notes: &notes)
      hideNonMeasures(columns, notes: &notes)
      set = try wideChartSet(name: name, columns: &columns)
    }
    set.xKind = xKind
    set.xNumbers = xKind == .time ? .plain : style
    if xKind == .time { set.xPeriod = roles.period ?? CalendarPeriod.inferred(set.x) }
    return set
  }

  /// Takes the number columns that are not measures (``NonMeasure``) out of a wide table's
  /// lines, with a note listing them, unless `--y` names columns or none would be left.
  private mutating func hideNonMeasures(_ columns: [[Double]], notes: inout [LoadNote]) {
    guard options.yColumn == nil else { return }
    let named = options.columnsNamed
    var found: [(field: Int, reason: String)] = []
    var measures = 0
    for field in header.names.indices where kinds[field] == .numeric && field != header.xIndex {
      let name = header.names[field]
      if !named.contains(name), let reason = NonMeasure.reason(name: name, values: columns[field]) {
        found.append((field, reason))
      } else {
        measures += 1
      }
    }
    guard !found.isEmpty, measures > 0 else { return }
    for (field, reason) in found {
      kinds[field] = .unknown
      notMeasures[field] = reason
    }
    let list = found.map { "\(header.names[$0.field]) (\($0.reason))" }.joined(separator: ", ")
    notes.append(
      LoadNote(
        file: file, message: "not drawn, not measures: \(list); C or --y draws them"))
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

  /// Whether text column `field`'s first cells are dates (``CSVColumnRoles/isDate(_:)``).
  func holdsDates(_ field: Int) -> Bool {
    let first = field < firstCells.count ? firstCells[field] : []
    return !first.isEmpty && first.allSatisfy(CSVColumnRoles.isDate)
  }

  /// Wide layout: every numeric column a line (only `--y` when given).
  private func wideChartSet(name: String, columns: inout [[Double]]) throws(LoadError) -> ChartSet {
    var x: [Double] = []
    swap(&x, &columns[header.xIndex])
    var lines: [Series] = []
    for field in header.names.indices where kinds[field] == .numeric {
      let id = header.names[field]
      if let only = options.yColumn, only != id { continue }
      let color = RGBColor.defaultPalette[lines.count % RGBColor.defaultPalette.count]
      lines.append(Series(id: id, name: id, color: color, values: columns[field]))
    }
    guard !lines.isEmpty else {
      let message =
        options.yColumn.map { "column '\($0)' holds no numbers" } ?? "no numeric data columns"
      throw LoadError(file: file, location: "", message: message)
    }
    return ChartSet(name: name, x: x, lines: lines)
  }

  /// The error that suggests `--series` when x repeats beside a text column of few distinct
  /// values (a long table read as wide); when x only counts the rows (an index first), which
  /// also fits files that are wide (a category beside measurements), the same words as a note.
  private func longLayoutHint(x: [Double], notes: inout [LoadNote]) throws(LoadError) {
    guard x.count > 2 else { return }
    var repeats = false
    for index in 1..<x.count where outOfOrder && x[index] == x[index - 1] {
      repeats = true
      break
    }
    guard repeats || CSVSeriesOverlay.isRowIndex(x) else { return }
    let candidate = header.names.indices.first { field in
      guard kinds[field] == .text, let values = texts.distinct[field] else { return false }
      // A second date column (`date_super` beside `OPENDATE`) names no series.
      return values.count >= 2 && values.count * 2 <= rows
        && !values.prefix(3).contains(where: CSVColumnRoles.isDate)
    }
    guard let candidate else { return }
    let message =
      "looks like long layout; try --series \(ColumnChoice.quoted(header.names[candidate]))"
    guard repeats else { return notes.append(LoadNote(file: file, message: message)) }
    var error = LoadError(file: file, location: "", message: message)
    error.suggestedSeries = header.names[candidate]
    throw error
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
