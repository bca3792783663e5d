import Synchronization
import TChartCSV
import TChartData
import TChartSources

/// A table of an SQLite file as a chart set's series: the ``SQLSeriesBackend`` of `tchart
/// FILE.sqlite --table T --x COL --y COL[,COL…]`.
///
/// M4 runs inside SQLite's scan of the window (``SQLiteM4Scan``: one pass, the renderer's own
/// ``DotColumnRule``), then only the chosen rows are read back by row id: at most 4 per dot
/// column and line, plus the rows just outside the window. Wide rows carry every line's value,
/// so merged answers have no holes; a long table (`--series`) is scanned once per line, its
/// rows keyed by x. Identifiers are quoted and literals escaped by ``StandardSQLDialect``;
/// `--where` is the user's own SQL on their own read-only file.
public final class SQLiteSeriesBackend: SQLSeriesBackend {
  public let options: SQLiteTableOptions
  /// The spelling of the SQL built here.
  public let dialect = StandardSQLDialect()
  let connection: SQLiteConnection
  /// The lines: the value columns, or the long table's series values.
  public let lineNames: [String]
  /// How x is read: as stored, or through SQLite's conversions when it holds text.
  let xReading: SQLiteTextColumn.Reading
  /// Whether x is date text read in `--input-tz` (``SQLiteTableOptions/inputZone``): those
  /// written without an offset.
  public var readsInputZone: Bool { xReading == .zonedDates }
  /// The `--y` columns (by position) whose declared type lets them hold numbers as text.
  let textValues: Set<Int>
  /// The `--y` items that are derived lines (by position), computed in SQL.
  let derived: [Int: TableDerivedLine]
  /// The columns (lowercased) whose declared type lets them hold numbers as text.
  let textColumns: Set<String>
  /// The whole x span, from ``describe()``.
  let spanBox = Mutex<ClosedRange<Double>?>(nil)
  /// The row count of the last ``describe()``, and one kept from an earlier open with the file
  /// unchanged since (``adoptDescribedSpan(_:)``), which the next ``describe()`` takes instead
  /// of counting the rows.
  let counted = Mutex<(last: Int?, adopted: Int?)>((nil, nil))
  /// The running sums' checkpoints, by value and series (see ``prefixCheckpoints(of:series:)``).
  let checkpoints = Mutex<[String: [PrefixCheckpoint]]>([:])

  /// Whether derived lines read only a window and its margins (see ``source(over:lines:)``);
  /// `false` computes them over the whole table for every query, as `tchart-bench` compares.
  public let windowsDerived: Bool

  /// Opens the file read-only and checks the table and columns (65 naming the missing one).
  public init(_ options: SQLiteTableOptions, windowsDerived: Bool = true) throws(SourceError) {
    var options = options
    self.windowsDerived = windowsDerived
    connection = try SQLiteConnection(path: options.path, timeout: options.timeout)
    let columns = try Self.columns(of: options.table, in: connection, dialect: dialect)
    guard !columns.isEmpty else {
      throw SourceError(
        .invalidData, place: options.path, message: "no table \(Self.quoted(options.table))")
    }
    var derived: [Int: TableDerivedLine] = [:]
    for (index, item) in options.y.enumerated() {
      derived[index] = try TableDerivedLine.parse(item, place: options.path)
    }
    self.derived = derived
    let inputs = options.y.indices.flatMap { derived[$0]?.inputs ?? [options.y[$0]] }
    let wanted = [options.x] + inputs + (options.series.map { [$0] } ?? [])
    for name in wanted where !columns.contains(where: { $0.lowercased() == name.lowercased() }) {
      throw SourceError(
        .invalidData, place: options.path,
        message: "no column \(Self.quoted(name)) in table \(Self.quoted(options.table))")
    }
    let declared = try SQLiteTextColumn.declaredTypes(
      of: dialect.literal(options.table), in: connection)
    textColumns = Set(
      declared.filter { SQLiteTextColumn.mayHoldText(declared: $0.value) }.keys.map {
        $0.lowercased()
      })
    func mayHoldText(_ name: String) -> Bool {
      SQLiteTextColumn.mayHoldText(declared: declared[name.lowercased()] ?? "")
    }
    textValues = Set(options.y.indices.filter { derived[$0] == nil && mayHoldText(options.y[$0]) })
    let reading =
      mayHoldText(options.x)
      ? try SQLiteTextColumn.reading(
        x: dialect.quoteIdentifier(options.x), name: options.x,
        table: dialect.quoteIdentifier(options.table), tableName: options.table,
        filter: options.filter ?? "", place: options.path, in: connection) : .stored
    if reading == .dates, let zone = options.inputZone, connection.addInputZone(zone) {
      xReading = .zonedDates
    } else {
      xReading = reading
    }
    if options.xType == .auto && reading == .stored {
      options.xType = try Self.numberTime(options, in: connection, dialect: dialect)
    }
    self.options = options
    if let series = options.series {
      guard options.y.count == 1 else {
        throw SourceError(
          .usage, place: options.path, message: "--series needs exactly one --y value column")
      }
      var names: [String] = []
      let column = dialect.quoteIdentifier(series)
      try connection.query(
        "SELECT CAST(\(column) AS TEXT) FROM \(dialect.quoteIdentifier(options.table))"
          + " WHERE \(Self.filterText(options, dialect, xReading)) GROUP BY \(column)"
          + " ORDER BY MIN(_rowid_)"
      ) { names.append($0.text(0)) }
      lineNames = names
    } else {
      lineNames = options.y
    }
    try checkDerived()
  }

  /// What numbers in x stand for when `--x-type` is `auto`: Unix seconds or milliseconds by
  /// name and size as in a CSV (``CSVXColumn/timeForm(of:name:type:)``, from the first 16
  /// rows), else `auto` (numbers, or a column declared as a date or time).
  static func numberTime(
    _ options: SQLiteTableOptions, in connection: SQLiteConnection, dialect: some SQLDialect
  ) throws(SourceError) -> XType {
    var first: [Double] = []
    let x = dialect.quoteIdentifier(options.x)
    try connection.query(
      "SELECT \(x) FROM \(dialect.quoteIdentifier(options.table)) WHERE \(x) IS NOT NULL"
        + " LIMIT 16"
    ) { first.append($0.double(0)) }
    switch CSVXColumn.timeForm(of: first, name: options.x, type: .auto) {
    case .unixSeconds: return .unixSeconds
    case .unixMilliseconds: return .unixMilliseconds
    case .date, .compactDate, .shortDate, nil: return .auto
    }
  }

  /// Whether column `name`'s declared type lets it hold numbers as text.
  func mayHoldText(_ name: String) -> Bool { textColumns.contains(name.lowercased()) }

  /// Whether any of `lines` is a derived line (the long table's one value column is).
  func hasDerived(_ lines: [Int]) -> Bool {
    options.series != nil ? derived[0] != nil : lines.contains { derived[$0] != nil }
  }

  /// `SELECT r, x, v0, v1, … FROM table WHERE …` for `lines` (all lines of a wide table; one
  /// series of a long one), with `extra` added to the filter; `table` is the table as read
  /// (see ``source(over:lines:)``).
  func rows(lines: [Int], where extra: String, from table: String) -> String {
    var filter = Self.filterText(options, dialect, xReading) + " AND " + extra
    let values: [String]
    if let series = options.series {
      let line = lines.first ?? 0
      filter += " AND CAST(\(dialect.quoteIdentifier(series)) AS TEXT) = "
      filter += dialect.literal(lineNames.indices.contains(line) ? lineNames[line] : "")
      values = [valueExpression(0)]
    } else {
      values = lines.map(valueExpression)
    }
    let columns =
      (["_rowid_ AS r", "\(xExpression) AS x"]
      + values.enumerated().map {
        "\($1) AS v\($0)"
      }).joined(separator: ", ")
    return "SELECT \(columns) FROM \(table) WHERE \(filter)"
  }

  /// Reads rows `r, x, v…` into ``SourceRow``s with a value for each line of the source.
  func fetch(_ sql: String, lines: [Int], into rows: inout [SourceRow]) throws(SourceError) {
    let width = lineNames.count
    let keyedByX = options.series != nil
    var fetched: [SourceRow] = []
    try connection.query(sql) { row in
      // An x SQLite cannot read as a number (a blob) is no row: never a NaN on the x axis.
      guard !row.double(1).isNaN else { return }
      var values = [Double](repeating: .nan, count: width)
      for (column, line) in lines.enumerated() where line < width {
        values[line] = row.double(Int32(column + 2))
      }
      fetched.append(
        SourceRow(order: keyedByX ? 0 : row.int64(0), x: row.double(1), values: values))
    }
    rows += fetched
  }

  /// The row of `lines` (one series of a long table, or the wide table's lines) first in x
  /// order (the last when `last`) of those meeting `condition`; with derived lines, its x is
  /// found first and the derived values computed for that x alone.
  func edgeRow(lines: [Int], where condition: String, last: Bool, into found: inout [SourceRow])
    throws(SourceError)
  {
    let order = last ? " ORDER BY x DESC, r DESC LIMIT 1" : " ORDER BY x, r LIMIT 1"
    var table = dialect.quoteIdentifier(options.table)
    if hasDerived(lines) {
      let name = options.series == nil ? nil : lines.first.map { lineNames[$0] }
      var edge: Double?
      try connection.query(
        "SELECT \(xExpression) AS x FROM \(table) WHERE \(baseFilter(series: name)) AND "
          + "\(condition) ORDER BY x\(last ? " DESC" : "") LIMIT 1"
      ) { edge = $0.double(0) }
      guard let edge, !edge.isNaN else { return }
      table = try source(over: [edge...edge], lines: lines)
    }
    try fetch(rows(lines: lines, where: condition, from: table) + order, lines: lines, into: &found)
  }

  public func describe() throws(SourceError) -> SourceDescription {
    var count = 0
    let table = dialect.quoteIdentifier(options.table)
    let adopted = counted.withLock { held in
      defer { held.adopted = nil }
      return held.adopted
    }
    if let adopted {
      count = adopted
    } else {
      try connection.query(
        "SELECT COUNT(*) FROM \(table) WHERE \(Self.filterText(options, dialect, xReading))"
      ) { count = Int($0.int64(0)) }
    }
    counted.withLock { $0.last = count }
    var first: [SourceRow] = []
    var last: [SourceRow] = []
    for line in lineNames.indices where options.series != nil || line == 0 {
      let lines = options.series != nil ? [line] : Array(lineNames.indices)
      try edgeRow(lines: lines, where: "1", last: false, into: &first)
      try edgeRow(lines: lines, where: "1", last: true, into: &last)
    }
    let firstRow = SourceRowSet(first).rows.first
    let lastRow = SourceRowSet(last).rows.last
    if let firstRow, let lastRow, firstRow.x <= lastRow.x {
      spanBox.withLock { $0 = firstRow.x...lastRow.x }
    }
    return SourceDescription(
      name: options.table, lineNames: lineNames, xKind: xKind, rowCount: count,
      first: firstRow, last: lastRow)
  }

  /// Whether SQLite reads a range of x through an index (an index on the x column, or x the
  /// table's integer primary key), by its query plan: then a ``SummarizedSeriesBackend`` in
  /// front pays, since the blocks it asks for are index ranges; without one every query scans.
  public func searchesByX() throws(SourceError) -> Bool {
    var searches = false
    let plain = derived.isEmpty ? [0] : []
    let window = "\(xExpression) >= 0 AND \(xExpression) <= 1"
    try connection.query(
      "EXPLAIN QUERY PLAN "
        + rows(lines: plain, where: window, from: dialect.quoteIdentifier(options.table))
    ) { row in
      if row.text(3).hasPrefix("SEARCH") { searches = true }
    }
    return searches
  }

  public func m4(_ request: SeriesWindowRequest, within ranges: [ClosedRange<Double>]?)
    throws(SourceError) -> SeriesWindowAnswer
  {
    let rule = request.rule
    let lower = dialect.literal(rule.lower)
    let upper = dialect.literal(rule.upper)
    var fetched: [SourceRow] = []
    var picks = 0
    let groups: [[Int]] = options.series != nil ? request.lines.map { [$0] } : [request.lines]
    for lines in groups where !lines.isEmpty {
      // The whole span is read by a plain scan (no index detour); a window by its x range.
      let whole = (span.map { rule.lower <= $0.lowerBound && rule.upper >= $0.upperBound }) ?? false
      let x = (whole ? "+" : "") + xExpression
      var condition = "\(x) >= \(lower) AND \(x) <= \(upper)"
      if let ranges {
        // The ranges lie inside the window: OR-ed alone, each is one range of the x index
        // (AND-ed with the window, SQLite scans the window and tests every term on every row).
        let parts = ranges.map {
          "(\(xExpression) >= \(dialect.literal($0.lowerBound)) AND \(xExpression) <= "
            + "\(dialect.literal($0.upperBound)))"
        }
        condition = parts.isEmpty ? "0" : parts.joined(separator: " OR ")
      }
      let scan = SQLiteM4Scan(rule: rule, lineCount: lines.count)
      if windowsDerived, hasDerived(lines) {
        // Derived lines read the window's rows and their margins, derived as they are read.
        fetched += try derivedM4(
          lines: lines, window: rule.lower...rule.upper, ranges: ranges, whole: whole, scan: scan)
        picks += scan.picked.count
        try edgeRow(
          lines: lines, where: "\(xExpression) < \(lower)", last: true, into: &fetched)
        try edgeRow(
          lines: lines, where: "\(xExpression) > \(upper)", last: false, into: &fetched)
        continue
      }
      // Derived lines computed by SQL over the whole table (`windowsDerived` false).
      let table = try source(over: nil, lines: lines)
      let window = rows(lines: lines, where: condition, from: table)
      let values = lines.indices.map { "v\($0)" }.joined(separator: ", ")
      try connection.query(
        "SELECT COUNT(tchart_m4(r, x, \(values))) FROM (\(window))", scan: scan)
      let (orders, count) = scan.picked
      picks += count
      // Derived lines are computed once for all the picks (each fetch computes its window).
      let chunkSize = hasDerived(lines) ? Swift.max(1, orders.count) : 500
      for chunk in stride(from: 0, to: orders.count, by: chunkSize) {
        let list = orders[chunk..<min(orders.count, chunk + chunkSize)].map(String.init)
        try fetch(
          rows(lines: lines, where: "_rowid_ IN (\(list.joined(separator: ",")))", from: table),
          lines: lines, into: &fetched)
      }
      try edgeRow(
        lines: lines, where: "\(xExpression) < \(lower)", last: true, into: &fetched)
      try edgeRow(
        lines: lines, where: "\(xExpression) > \(upper)", last: false, into: &fetched)
    }
    return SeriesWindowAnswer(
      request: request, rows: SourceRowSet(fetched).rows,
      rowsFetched: max(picks, fetched.count))
  }

  /// The first and last x, once described.
  var span: ClosedRange<Double>? {
    spanBox.withLock { $0 }
  }

  public func rowsAround(x value: Double, lines: [Int]) throws(SourceError) -> [SourceRow] {
    let literal = dialect.literal(value)
    let groups: [[Int]] = options.series != nil ? lines.map { [$0] } : [lines]
    var below: [SourceRow] = []
    var above: [SourceRow] = []
    for lines in groups where !lines.isEmpty {
      try edgeRow(
        lines: lines, where: "\(xExpression) <= \(literal)", last: true, into: &below)
      try edgeRow(lines: lines, where: "\(xExpression) > \(literal)", last: false, into: &above)
    }
    return [SourceRowSet(below).rows.last, SourceRowSet(above).rows.first].compactMap { $0 }
  }

  public func rows(in ranges: [ClosedRange<Double>], lines: [Int], limit: Int)
    throws(SourceError) -> RangeRows
  {
    guard !ranges.isEmpty, limit > 0 else { return RangeRows(rows: [], isCut: !ranges.isEmpty) }
    // OR-ed alone, each range is one range of the x index (see `m4(_:within:)`).
    let condition = ranges.map {
      "(\(xExpression) >= \(dialect.literal($0.lowerBound)) AND \(xExpression) <= "
        + "\(dialect.literal($0.upperBound)))"
    }.joined(separator: " OR ")
    let groups: [[Int]] = options.series != nil ? lines.map { [$0] } : [lines]
    var fetched: [SourceRow] = []
    // A long table's series are read one by one: the reading is whole only up to the x where
    // the first series that hit the limit stopped.
    var cutX: Double?
    for lines in groups where !lines.isEmpty {
      var group: [SourceRow] = []
      let table = try source(over: ranges, lines: lines)
      try fetch(
        rows(lines: lines, where: "(\(condition))", from: table)
          + " ORDER BY x, r LIMIT \(limit + 1)",
        lines: lines, into: &group)
      if group.count > limit, let last = group.last { cutX = min(cutX ?? last.x, last.x) }
      fetched += group
    }
    return RangeRows(merging: fetched, cutAt: cutX, limit: limit)
  }

  public func totals(lower: Double, upper: Double) throws(SourceError) -> [SampleTotal] {
    let window =
      "\(xExpression) >= \(dialect.literal(lower)) AND \(xExpression) <= \(dialect.literal(upper))"
    let table = try source(over: [lower...upper], lines: Array(lineNames.indices))
    let plain = dialect.quoteIdentifier(options.table)
    let filter = Self.filterText(options, dialect, xReading) + " AND " + window
    func isNumber(_ column: String) -> String { "typeof(\(column)) IN ('integer', 'real')" }
    guard let series = options.series else {
      let columns = options.y.indices.map(valueExpression).map { column in
        "SUM(\(isNumber(column))), TOTAL(CASE WHEN \(isNumber(column)) THEN \(column) END)"
      }
      var totals: [SampleTotal] = []
      try connection.query(
        "SELECT COUNT(*), \(columns.joined(separator: ", ")) FROM \(table) WHERE \(filter)"
      ) { row in
        let count = Int(row.int64(0))
        totals = options.y.indices.map { index in
          let values = Int(row.int64(Int32(1 + 2 * index)))
          return SampleTotal(
            sum: row.double(Int32(2 + 2 * index)), values: values, gaps: count - values)
        }
      }
      return totals
    }
    // Long: a series' gaps are the window's x where it has no value.
    let value = valueExpression(0)
    let name = "CAST(\(dialect.quoteIdentifier(series)) AS TEXT)"
    var xs = 0
    try connection.query("SELECT COUNT(DISTINCT \(xExpression)) FROM \(plain) WHERE \(filter)") {
      xs = Int($0.int64(0))
    }
    var byName: [String: (Int, Double)] = [:]
    try connection.query(
      "SELECT \(name), SUM(\(isNumber(value))), TOTAL(CASE WHEN \(isNumber(value)) THEN \(value) END)"
        + " FROM \(table) WHERE \(filter) GROUP BY \(name)"
    ) { byName[$0.text(0)] = (Int($0.int64(1)), $0.double(2)) }
    return lineNames.map { line in
      let (values, sum) = byName[line] ?? (0, 0)
      return SampleTotal(sum: sum, values: values, gaps: Swift.max(0, xs - values))
    }
  }

  public func cancel() { connection.interrupt() }
}
