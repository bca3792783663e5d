import Synchronization
import TChartCSV
import TChartData
import TChartSources

/// A PostgreSQL table as a chart set's series (``SQLSeriesBackend``), through libpq: one M4
/// query per frame request (`GROUP BY` the dot column, the rows picked as the smallest and
/// largest arrays led by x or by a value), computed in SQL with the renderer's own
/// ``DotColumnRule``, so the rows it answers draw exactly the frame of the whole table.
/// Synchronous: the explorer calls it on a background thread, `tchart render` directly.
public final class PostgresBackend: SQLSeriesBackend {
  /// The connection every query goes through.
  public let connection: PostgresConnection
  let options: PostgresTableOptions
  struct Described: Sendable {
    var schema: PostgresSchema
    var queries: PostgresQueries
    var description: SourceDescription
    /// The span query's answer (count, smallest and largest stored x), tab-separated.
    var spanText: String = ""
  }
  private let described = Mutex<Described?>(nil)
  /// The span query's answer kept from an earlier open, the table unchanged since.
  let adoptedSpan = Mutex<String?>(nil)
  /// The table's version stamp, read once by this open (``summaryVersion()``).
  let version = Mutex<SummaryVersion?>(nil)

  /// The table `options` names in the database at `location`; each query's time limit is
  /// `timeout` seconds.
  public init(location: PostgresLocation, options: PostgresTableOptions, timeout: Double = 10) {
    connection = PostgresConnection(location: location, timeout: timeout)
    self.options = options
  }

  var location: PostgresLocation { connection.location }
  var place: String { location.place + " " + options.table }

  public func cancel() { connection.cancel() }

  /// `"schema"."name"` (or `"name"`), as queries name the table.
  var quotedTable: String {
    let dialect = PostgresDialect()
    let (schemaName, name) = options.qualifiedName
    return (schemaName.map { dialect.quoteIdentifier($0) + "." } ?? "")
      + dialect.quoteIdentifier(name)
  }

  // MARK: describe

  public func describe() throws(SourceError) -> SourceDescription {
    if let held = described.withLock({ $0 }) { return held.description }
    let dialect = PostgresDialect()
    let name = options.qualifiedName.name
    let table = quotedTable
    let columns = try connection.rows(
      "SELECT a.attname, format_type(a.atttypid, a.atttypmod) FROM pg_attribute a WHERE "
        + "a.attrelid = to_regclass(\(dialect.literal(table))) AND a.attnum > 0 AND NOT "
        + "a.attisdropped ORDER BY a.attnum"
    ).compactMap { row -> (String, String)? in
      guard row.count == 2, let name = row[0], let type = row[1] else { return nil }
      return (name, type)
    }
    guard !columns.isEmpty else {
      throw SourceError(
        .invalidData, place: location.place,
        message: "no table \(options.table) (or it has no columns); name one with --table")
    }
    var schema = try resolve(columns, table: table)
    // Tables ('r') and partitioned tables ('p') have ctid and xmin; views and the rest not.
    let kind =
      try connection.rows(
        "SELECT relkind FROM pg_class WHERE oid = to_regclass(\(dialect.literal(table)))"
      ).first?.first ?? nil
    schema.isView = kind != "r"
    var queries = PostgresQueries(schema: schema)
    let adopted = adoptedSpan.withLock { $0 }.map {
      $0.split(separator: "\t", omittingEmptySubsequences: false).map { String?(String($0)) }
    }
    var answered = adopted
    if answered == nil { answered = try connection.rows(queries.span()).first }
    guard let span = answered, span.count == 3 else {
      throw SourceError(.invalidData, place: place, message: "no answer to count rows")
    }
    let count = Int(span[0] ?? "") ?? 0
    let low = Self.number(span[1])
    let high = Self.number(span[2])
    if schema.xForm == .integer && count > 0 {
      let name = schema.xColumn
      let milliseconds = IntegerX.isMilliseconds(
        low: low, high: high, name: name, type: options.xType)
      schema.xForm = milliseconds ? .milliseconds : .integer
      schema.xKind =
        milliseconds || IntegerX.isUnixSeconds(low: low, name: name, type: options.xType)
        ? .time : .number
      queries = PostgresQueries(schema: schema)
    }
    var lineNames = schema.valueColumns
    if schema.seriesColumn != nil {
      lineNames = try connection.rows(queries.seriesNames()).map { $0.first.flatMap { $0 } ?? "" }
    }
    var description = SourceDescription(
      name: name, lineNames: lineNames, xKind: schema.xKind, rowCount: count, first: nil,
      last: nil)
    let state = Described(
      schema: schema, queries: queries, description: description,
      spanText: span.map { $0 ?? "" }.joined(separator: "\t"))
    if count > 0 {
      let all = Array(lineNames.indices)
      let form = schema.xForm
      description.first = try row(atX: Self.tchartX(low, form: form), lines: all, in: state)
      description.last = try row(atX: Self.tchartX(high, form: form), lines: all, in: state)
    }
    var done = state
    done.description = description
    described.withLock { $0 = done }
    return description
  }

  /// The schema for the table's `columns` (name, type) and the options.
  func resolve(_ columns: [(String, String)], table: String) throws(SourceError) -> PostgresSchema {
    func type(of name: String) throws(SourceError) -> String {
      guard let type = columns.first(where: { $0.0 == name })?.1 else {
        let names = TerminalText.escaped(columns.map(\.0).joined(separator: ", "))
        throw SourceError(
          .invalidData, place: place,
          message: "no column \(name) (columns: \(TerminalText.cut(names, to: 200)))")
      }
      return type
    }
    let xColumn =
      options.xColumn ?? columns.first(where: { PostgresTypes.isTime($0.1) })?.0
      ?? columns.first?.0 ?? ""
    let xType = try type(of: xColumn)
    let form: PostgresSchema.XForm
    if xType.hasPrefix("timestamp") {
      form = .timestamp(zoned: xType.hasSuffix("with time zone"))
    } else if xType == "date" {
      form = .date
    } else if PostgresTypes.isInteger(xType) {
      form = .integer
    } else if PostgresTypes.isNumeric(xType) {
      form = .float
    } else {
      throw SourceError(
        .invalidData, place: place,
        message: "the x column \(xColumn) is \(xType): tchart reads timestamps, dates or numbers")
    }
    if let series = options.seriesColumn { _ = try type(of: series) }
    var values = options.yColumns
    var derived: [Int: TableDerivedLine] = [:]
    for (index, name) in values.enumerated() {
      derived[index] = try TableDerivedLine.parse(name, place: place)
    }
    let inputs = values.indices.flatMap { derived[$0]?.inputs ?? [values[$0]] }
    for name in inputs {
      let valueType = try type(of: name)
      guard PostgresTypes.isNumeric(valueType) else {
        throw SourceError(
          .invalidData, place: place, message: "the column \(name) is \(valueType), not numbers")
      }
    }
    if values.isEmpty {
      values = columns.filter {
        $0.0 != xColumn && $0.0 != options.seriesColumn && PostgresTypes.isNumeric($0.1)
      }.map(\.0)
      if options.seriesColumn != nil && values.count > 1 {
        throw SourceError(
          .usage, place: place,
          message:
            "--series needs --y: the value column is one of \(values.joined(separator: ", "))")
      }
      guard !values.isEmpty else {
        throw SourceError(.invalidData, place: place, message: "no numeric column to draw")
      }
    }
    if options.seriesColumn != nil && values.count != 1 {
      throw SourceError(.usage, place: place, message: "--series takes one --y column")
    }
    let kind: XKind =
      switch form {
      case .timestamp, .date, .milliseconds: .time
      case .integer, .float:
        options.xType == .unixSeconds || options.xType == .unixMilliseconds ? .time : .number
      }
    return PostgresSchema(
      table: table, xColumn: xColumn, xForm: form, xKind: kind, valueColumns: values,
      seriesColumn: options.seriesColumn, filter: options.filter, derived: derived)
  }

  func state() throws(SourceError) -> Described {
    _ = try describe()
    guard let state = described.withLock({ $0 }) else {
      throw SourceError(.invalidData, place: place, message: "the table is not described")
    }
    return state
  }

  // MARK: M4

  public func m4(_ request: SeriesWindowRequest, within ranges: [ClosedRange<Double>]?)
    throws(SourceError) -> SeriesWindowAnswer
  {
    let state = try state()
    let names = state.description.lineNames
    let long = state.schema.seriesColumn != nil
    let seriesNames = long ? request.lines.map { names[$0] } : []
    let width = long ? 1 : request.lines.count
    var rows: [SourceRow] = []
    try connection.forEachRow(
      state.queries.m4(request, seriesNames: seriesNames, within: ranges)
    ) { fields in
      var valueLines = request.lines
      var offset = 1
      if long {
        guard fields.count >= 2, let name = fields[1], let line = names.firstIndex(of: name)
        else { return }
        valueLines = [line]
        offset = 2
      }
      guard fields.count == offset + 3 + 6 * width else { return }
      func take(_ field: String?, keys: Int) {
        if let row = Self.row(
          field, lines: valueLines, lineCount: names.count, keys: keys, state: state)
        {
          rows.append(row)
        }
      }
      take(fields[offset + 1], keys: 0)
      take(fields[offset + 2], keys: 0)
      for position in 0..<width {
        let base = offset + 3 + 6 * position
        if Int(fields[base] ?? "") ?? 0 > 0 {
          take(fields[base + 1], keys: 1)
          take(fields[base + 2], keys: 2)
        }
        if Int(fields[base + 3] ?? "") ?? 0 > 0 {
          take(fields[base + 4], keys: 0)
          take(fields[base + 5], keys: 0)
        }
      }
    }
    var fetched = rows.count
    let rule = request.rule
    for before in [true, false] {
      let bound = before ? rule.lower : rule.upper
      if let row = try neighbour(
        before: before, bound: bound, inclusive: false, lines: request.lines, in: state)
      {
        rows.append(row)
        fetched += 1
      }
    }
    if long {
      let (filled, read) = try fillLongValues(rows, lines: request.lines, in: state)
      rows = filled
      fetched += read
    }
    return SeriesWindowAnswer(
      request: request, rows: SourceRow.deduplicated(rows), rowsFetched: fetched)
  }
}
