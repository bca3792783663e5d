import TChartData

/// A table whose columns are periods (World Bank, OECD and Eurostat downloads:
/// `Country Name,Country Code,…,1960,1961,…`; charts by week: `artist,track,wk1,…,wk76`), turned
/// into the long table it stands for: one row per cell, its row's text columns, the period and
/// the value, so that each row becomes a line named by the text columns that tell rows apart
/// (`FRA · NY.GDP.PCAP.CD`) and `--where` and `--series` work on them.
///
/// - The header is the first of the first ``headerSearch`` lines whose cells are mostly
///   (and at least ``minimumPeriods``, or two beside one other column: `country,1999,2000`)
///   periods of one kind: years (`1960`, `1960 [YR1960]`),
///   dates, months or quarters (`2019-01`, `2019Q1`), weeks (`wk1`, `week 1`, `W01`), or
///   days of the month (`d1`…`d31` beside a year and a month column, as tidyr's `weather`).
///   Lines above it (a download's `Data Source`, `Last Updated Date`) are left out.
/// - The lines are named by the other columns, less those holding one value (left out of the
///   long table) and those that only repeat another (`Country Name` beside `Country Code`: the
///   shorter names the lines, the other stays for `--where`).
/// - Inputs over ``largestInput`` are not turned (the long table is built in memory).
package enum PeriodColumns {
  /// The lines looked at for the header.
  static let headerSearch = 12
  /// The fewest period columns that make a table of periods.
  static let minimumPeriods = 3
  /// The largest input turned, in bytes.
  static let largestInput = 64 << 20

  /// The long table, and how to read it.
  package struct Pivot: Equatable {
    /// The long table as CSV bytes.
    package var csv: [UInt8]
    /// Its x column: `year`, `date` or `week`.
    package var xColumn: String
    /// How its x is read: `%Y` for years (dates shown as years), else `nil`.
    package var datePattern: String?
    /// Its series columns, which name the lines.
    package var series: [String]
    /// The note that says so.
    package var note: String
    /// Where each row of ``csv`` (after its header) comes from: the input's line and the
    /// period's field (0-based).
    package var origins: [(line: Int, field: Int)] = []
    /// The input's field of each of ``csv``'s columns before x (0-based).
    package var keyFields: [Int] = []

    /// `error` located in the input rather than in ``csv``: the line its row came from, and
    /// the column of the cell.
    package func located(_ error: LoadError) -> LoadError {
      let parts = error.location.split(separator: ":").compactMap { Int($0) }
      guard parts.count == 2, parts[0] >= 2, parts[0] - 2 < origins.count else { return error }
      let origin = origins[parts[0] - 2]
      let field = parts[1] - 1 < keyFields.count ? keyFields[parts[1] - 1] : origin.field
      var located = error
      located.location = "\(origin.line):\(field + 1)"
      return located
    }

    package static func == (a: Pivot, b: Pivot) -> Bool {
      a.csv == b.csv && a.xColumn == b.xColumn && a.datePattern == b.datePattern
        && a.series == b.series && a.note == b.note && a.keyFields == b.keyFields
        && a.origins.elementsEqual(b.origins) { $0 == $1 }
    }
  }

  /// What a period header stands for.
  enum Kind: Equatable {
    case year, date, week
    /// `JAN`…`DEC` beside a year column (`YEAR,JAN,…,DEC`, as NOAA's tables are): one
    /// monthly line.
    case month
    /// `d1`…`d31` beside a year and a month column (`id,year,month,element,d1,…,d31`): the
    /// days of each row's month, those past its end left out.
    case day
  }

  /// The long table of `bytes` when its columns are periods, else `nil` (also when `xColumn`,
  /// `--x`, names one of its columns: the table is then read as it is).
  package static func pivot(_ bytes: UnsafeBufferPointer<UInt8>, xColumn: String? = nil)
    -> Pivot?
  {
    guard bytes.count <= largestInput, let base = bytes.baseAddress else { return nil }
    let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? base + 3 : base
    let end = base + bytes.count
    guard let delimiter = delimiter(start, end) else { return nil }
    var records = Records(p: start, end: end, delimiter: delimiter)
    var found: (names: [String], periods: [(field: Int, text: String)], kind: Kind)?
    var rowsRead: [(line: Int, cells: [String])] = []
    // The header is the first record of three named cells or more that the next one matches
    // in width: lines above it (a download's `Data Source`, `Last Updated Date`, blank lines,
    // a spreadsheet's title) are a preamble.
    var previous: [String]?
    // A line of one named cell is a title; the last one above a block names it (`SCRIPTS`,
    // `GOVT COST $`, as spreadsheets stack tables).
    var title = ""
    var blankBefore = false
    func titleOf(_ record: [String]) -> String? {
      let named = record.filter { !$0.isEmpty }
      return named.count == 1 ? named[0] : nil
    }
    for _ in 0...headerSearch {
      let line = records.line
      guard let record = records.next() else { return nil }
      // Blank lines (a spreadsheet's are all delimiters) are passed over; a title (one named
      // cell) is never the header, nor a line of fewer than three named cells a blank line
      // parts from the next (a download's `"Last Updated Date","2024-06-28",`).
      guard record.contains(where: { !$0.isEmpty }) else {
        blankBefore = previous != nil
        continue
      }
      title = titleOf(record) ?? title
      if let candidate = previous, candidate.count >= 3, record.count == candidate.count,
        case let named = candidate.count(where: { !$0.isEmpty }),
        named > 1 && (named >= 3 || !blankBefore)
      {
        guard let header = header(candidate) else { return nil }
        found = (candidate, header.periods, header.kind)
        rowsRead = [(line, record)]
        break
      }
      previous = record
      blankBefore = false
    }
    guard let (tableHeader, periods, kind) = found, !tableHeader.contains(where: { $0 == xColumn })
    else {
      return nil
    }
    let periodFields = Set(periods.map(\.field))
    var read = rowsRead
    var titles = [title]
    while true {
      let line = records.line
      guard let record = records.next() else { break }
      if let named = titleOf(record),
        !periods.contains(where: { $0.field < record.count && !record[$0.field].isEmpty })
      {
        title = named
        continue
      }
      // Blank lines, the header repeated (a spreadsheet's next block) and rows with no value
      // in any period (a block's title: `GOVT COST $`) are passed over.
      guard record.contains(where: { !$0.isEmpty }), record != tableHeader,
        periods.contains(where: { $0.field < record.count && !record[$0.field].isEmpty })
      else { continue }
      read.append((line, record))
      titles.append(title)
    }
    guard !read.isEmpty else { return nil }
    var rowLines = read.map(\.line)
    var rows = read.map(\.cells)
    // Blocks under different titles: the title is a column of its own, naming the lines.
    if Set(titles).count > 1 {
      rows = zip(rows, titles).map { row, title in
        row + Array(repeating: "", count: max(0, tableHeader.count - row.count)) + [title]
      }
    }
    let header =
      Set(titles).count > 1
      ? tableHeader + [unique("block", among: tableHeader)] : tableHeader
    func cell(_ row: [String], _ field: Int) -> String { field < row.count ? row[field] : "" }
    // Months need the year each row is of.
    let yearField = header.indices.first { field in
      CSVXColumn.yearWords.contains(header[field].lowercased())
        && rows.allSatisfy { Int(cell($0, field)).map { (1000...2999).contains($0) } ?? false }
    }
    if kind == .month && yearField == nil { return nil }
    let monthField = header.indices.first { field in
      CSVSplitTime.Part.month.names.contains(header[field].lowercased())
        && rows.allSatisfy { month(cell($0, field)) != nil }
    }
    if kind == .day && (yearField == nil || monthField == nil) { return nil }
    let keyFields = header.indices.filter {
      !periodFields.contains($0) && $0 != yearField && (kind != .day || $0 != monthField)
    }
    // Lines are named by text: numbers beside the periods (a yearly total) name nothing.
    let textFields = keyFields.filter { field in
      rows.contains { !cell($0, field).isEmpty && Double(cell($0, field)) == nil }
    }
    // A row missing a name (a block's total: `,,Total Scripts,…`) names no line; the names
    // are chosen again without such rows.
    var naming = namingFields(textFields, rows: rows, cell: cell)
    let namedRows = rows.indices.filter { index in
      (naming.isEmpty ? Array(textFields.prefix(1)) : naming).allSatisfy {
        !cell(rows[index], $0).isEmpty
      }
    }
    let unnamed = (
      count: rows.count - namedRows.count,
      line: rowLines.indices.first { !namedRows.contains($0) }.map { rowLines[$0] } ?? 0
    )
    guard !namedRows.isEmpty else { return nil }
    if unnamed.count > 0 {
      rows = namedRows.map { rows[$0] }
      rowLines = namedRows.map { rowLines[$0] }
      naming = namingFields(textFields, rows: rows, cell: cell)
    }
    // Columns holding one value (an indicator's name in a download of one) say nothing.
    let keys = keyFields.filter { field in
      let first = cell(rows[0], field)
      return rows.contains { cell($0, field) != first }
    }
    // An unnamed column of row names (pandas' index) is named as the loader names it.
    let names = header.enumerated().map {
      $0.element.isEmpty ? "column \($0.offset + 1)" : $0.element
    }
    let keyNames = keys.map { names[$0] }
    let xName = unique(
      kind == .year ? "year" : kind == .week ? "week" : "date", among: keyNames)
    let valueName = unique("value", among: keyNames + [xName])
    var csv: [UInt8] = []
    csv.reserveCapacity(bytes.count * 2)
    append(keyNames + [xName, valueName], to: &csv)
    let seriesFields = naming.isEmpty ? Array(textFields.prefix(1)) : naming
    var origins: [(line: Int, field: Int)] = []
    for (row, line) in zip(rows, rowLines) {
      let keyCells = keys.map { cell(row, $0) }
      let year = yearField.map { cell(row, $0) } ?? ""
      for period in periods {
        var x = kind == .month ? year + "-" + period.text : period.text
        if kind == .day, let monthField, let month = month(cell(row, monthField)),
          let year = Int(year), let day = Int(period.text)
        {
          guard day <= daysIn(month: month, year: year) else { continue }
          x = "\(year)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
        }
        append(keyCells + [x, cell(row, period.field)], to: &csv)
        origins.append((line, period.field))
      }
    }
    guard !origins.isEmpty else { return nil }
    let series = seriesFields.map { names[$0] }
    let first = header[periods[0].field]
    let last = header[periods[periods.count - 1].field]
    let lines =
      kind == .day
      ? "days of the month in \(yearField.map { names[$0] } ?? ""), "
        + "\(monthField.map { names[$0] } ?? ""): " + (series.isEmpty ? "one line" : "a line")
      : kind == .month
        ? "one line over the months of \(yearField.map { names[$0] } ?? "")"
        : rows.count == 1 ? "1 row is a line" : "each of \(rows.count) rows is a line"
    let named =
      series.isEmpty
      ? ""
      : kind == .day
        ? " per \(series.joined(separator: " · "))"
        : " named by \(series.joined(separator: ", "))"
    let passed =
      unnamed.count == 0
      ? ""
      : "; \(unnamed.count) row\(unnamed.count == 1 ? "" : "s") missing a name passed over "
        + "(\(unnamed.count == 1 ? "at" : "first at") line \(unnamed.line))"
    let note =
      "columns \(first)…\(last) are periods: \(lines)\(named), x the \(xName)s\(passed) "
      + "(--no-pivot reads the table as it is)"
    return Pivot(
      csv: csv, xColumn: xName, datePattern: kind == .year ? "%Y" : nil, series: series,
      note: note, origins: origins, keyFields: keys)
  }

  /// The periods of a header `record`, with their kind, when most of its named cells are
  /// periods of one kind (and at least ``minimumPeriods``).
  static func header(_ record: [String]) -> (periods: [(field: Int, text: String)], kind: Kind)? {
    let named = record.filter { !$0.isEmpty }.count
    var byKind: [Kind: [(field: Int, text: String)]] = [:]
    for (field, name) in record.enumerated() {
      guard let (kind, text) = period(name) else { continue }
      byKind[kind, default: []].append((field, text))
    }
    guard let (kind, periods) = byKind.max(by: { $0.value.count < $1.value.count }),
      periods.count >= minimumPeriods || (periods.count == 2 && named == 3),
      periods.count * 2 >= named
    else { return nil }
    return (periods, kind)
  }

  /// What a header `name` stands for as a period, and the text its cells' x is written as:
  /// `1960` and `1960 [YR1960]` years, dates as ``DateText`` reads them, `wk1`, `week 1`,
  /// `W01` weeks (their number).
  static func period(_ name: String) -> (Kind, String)? {
    var text = Substring(name)
    // World Bank DataBank: `1960 [YR1960]`.
    if let bracket = text.firstIndex(of: " "), text.hasSuffix("]") { text = text[..<bracket] }
    if text.count == 4, let year = Int(text), (1000...2999).contains(year) {
      return (.year, String(text))
    }
    if text.allSatisfy(\.isLetter), let month = CSVSplitTime.monthNumber(String(text)) {
      return (.month, month < 10 ? "0\(month)" : "\(month)")
    }
    let lower = text.lowercased()
    for prefix in ["day_", "day ", "day", "d"] where lower.hasPrefix(prefix) {
      if let day = Int(lower.dropFirst(prefix.count)), (1...31).contains(day) {
        return (.day, String(day))
      }
    }
    for prefix in ["week_", "week ", "week", "wk_", "wk", "w"] where lower.hasPrefix(prefix) {
      let digits = lower.dropFirst(prefix.count)
      if !digits.isEmpty, digits.count <= 3, let week = Int(digits), week >= 0 {
        return (.week, String(week))
      }
    }
    guard text.contains(where: \.isNumber), CSVColumnRoles.isDate(String(text)) else { return nil }
    return (.date, String(text))
  }

  /// The month `text` stands for: `1`…`12`, `01`, or a month's name.
  static func month(_ text: String) -> Int? {
    if let number = Int(text) { return (1...12).contains(number) ? number : nil }
    return CSVSplitTime.monthNumber(text)
  }

  /// The days in `month` of `year` (Gregorian).
  static func daysIn(month: Int, year: Int) -> Int {
    let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    return month == 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].contains(month) ? 30 : 31
  }

  /// The key columns that name the lines: those holding more than one value, less each that
  /// only repeats another (the same rows share its values): the shorter values kept.
  static func namingFields(
    _ keys: [Int], rows: [[String]], cell: ([String], Int) -> String
  ) -> [Int] {
    let varying = keys.filter { field in
      let first = cell(rows[0], field)
      return rows.contains { cell($0, field) != first }
    }
    var kept: [Int] = []
    for field in varying.sorted(by: {
      averageLength($0, rows, cell) < averageLength($1, rows, cell)
    })
    where !kept.contains(where: { samePartition($0, field, rows, cell) }) {
      kept.append(field)
    }
    return varying.filter(kept.contains)
  }

  /// The mean length of column `field`'s cells.
  private static func averageLength(
    _ field: Int, _ rows: [[String]], _ cell: ([String], Int) -> String
  ) -> Double {
    Double(rows.reduce(0) { $0 + cell($1, field).count }) / Double(rows.count)
  }

  /// Whether columns `a` and `b` split the rows alike (each value of one goes with one of the
  /// other).
  private static func samePartition(
    _ a: Int, _ b: Int, _ rows: [[String]], _ cell: ([String], Int) -> String
  ) -> Bool {
    var forward: [String: String] = [:]
    var backward: [String: String] = [:]
    for row in rows {
      let (x, y) = (cell(row, a), cell(row, b))
      if let seen = forward[x], seen != y { return false }
      if let seen = backward[y], seen != x { return false }
      forward[x] = y
      backward[y] = x
    }
    return true
  }

  /// `name`, or `name` with `_` added until no column has it.
  private static func unique(_ name: String, among names: [String]) -> String {
    var name = name
    while names.contains(name) { name += "_" }
    return name
  }
}
