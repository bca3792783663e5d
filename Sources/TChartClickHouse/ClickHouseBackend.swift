import Synchronization
import TChartCSV
import TChartData
import TChartHTTP
import TChartSources

/// A ClickHouse table as a chart set's series (``SQLSeriesBackend``), over the HTTP interface:
/// one M4 query per frame request (`GROUP BY` the dot column, `argMin`/`argMax` of the rows by
/// value and by x), computed in SQL with the renderer's own ``DotColumnRule``, so the rows it
/// answers draw exactly the frame of the whole table. Synchronous: the explorer calls it on a
/// background thread, `tchart render` directly.
public final class ClickHouseBackend: SQLSeriesBackend {
  /// The connection every query goes through.
  public let connection: ClickHouseConnection
  let options: ClickHouseTableOptions
  struct Described {
    var schema: ClickHouseSchema
    var queries: ClickHouseQueries
    var description: SourceDescription
    /// The smallest and largest stored x.
    var storedSpan: ClosedRange<Double>
    /// The span query's answer (count, smallest and largest stored x), tab-separated.
    var spanText: String = ""
  }
  private let described = Mutex<Described?>(nil)
  /// The span query's answer kept from an earlier open, the table unchanged since
  /// (``adoptDescribedSpan(_:)``): ``describe()`` takes it instead of counting every row.
  let adoptedSpan = Mutex<String?>(nil)

  /// A table at `location`; over HTTPS, `caCertificate` (a PEM file) is trusted instead of
  /// the system's certificates; `limits` bound each answer and all of them.
  public init(
    location: ClickHouseLocation, credentials: ClickHouseCredentials,
    options: ClickHouseTableOptions, timeout: Double = 10, caCertificate: String? = nil,
    limits: HTTPLimits = HTTPLimits()
  ) {
    connection = ClickHouseConnection(
      location: location, credentials: credentials, timeout: timeout,
      caCertificate: caCertificate, limits: limits)
    self.options = options
  }

  var location: ClickHouseLocation { connection.location }

  public func cancel() { connection.cancel() }

  // MARK: describe

  public func describe() throws(SourceError) -> SourceDescription {
    if let held = described.withLock({ $0 }) { return held.description }
    let columns = try connection.rows(
      "DESCRIBE TABLE " + ClickHouseDialect().quoteIdentifier(location.database) + "."
        + ClickHouseDialect().quoteIdentifier(location.table))
    let types = columns.compactMap { row -> (String, String)? in
      guard row.count >= 2, let name = row[0], let type = row[1] else { return nil }
      return (name, type)
    }
    var schema = try resolve(types)
    var queries = ClickHouseQueries(schema: schema)
    let adopted = adoptedSpan.withLock { $0 }.map {
      $0.split(separator: "\t", omittingEmptySubsequences: false).map { String?(String($0)) }
    }
    var answered = adopted
    if answered == nil { answered = try connection.rows(queries.span()).first }
    guard let span = answered, span.count == 3 else {
      throw SourceError(.invalidData, place: location.place, message: "no answer to count rows")
    }
    let count = Int(span[0] ?? "") ?? 0
    let low = TabSeparated.double(span[1])
    let high = TabSeparated.double(span[2])
    if schema.xForm == .integer && count > 0 {
      let name = schema.xColumn
      let milliseconds = IntegerX.isMilliseconds(
        low: low, high: high, name: name, type: options.xType)
      schema.xForm = milliseconds ? .milliseconds : .integer
      schema.xKind =
        milliseconds || IntegerX.isUnixSeconds(low: low, name: name, type: options.xType)
        ? .time : .number
      queries = ClickHouseQueries(schema: schema)
    }
    var lineNames = schema.valueColumns
    if schema.seriesColumn != nil {
      lineNames = try connection.rows(queries.seriesNames()).map { $0.first.flatMap { $0 } ?? "" }
    }
    var description = SourceDescription(
      name: location.table, lineNames: lineNames, xKind: schema.xKind, rowCount: count,
      first: nil, last: nil)
    let state = Described(
      schema: schema, queries: queries, description: description,
      storedSpan: count > 0 ? low...high : 0...0,
      spanText: span.map { $0 ?? "" }.joined(separator: "\t"))
    if count > 0 {
      let all = Array(lineNames.indices)
      description.first = try row(atStored: low, lines: all, in: state)
      description.last = try row(atStored: high, lines: all, in: state)
    }
    var done = state
    done.description = description
    described.withLock { $0 = done }
    return description
  }

  /// The schema for the table's `columns` (name, type) and the options.
  func resolve(_ columns: [(String, String)]) throws(SourceError) -> ClickHouseSchema {
    let place = location.place
    let tableName = "\(location.database).\(location.table)"
    func type(of name: String) throws(SourceError) -> String {
      guard let type = columns.first(where: { $0.0 == name })?.1 else {
        // Shown escaped, then cut: the list stays whole up to its closing parenthesis.
        let names = TerminalText.escaped(columns.map(\.0).joined(separator: ", "))
        let known = TerminalText.cut(names, to: 200)
        throw SourceError(
          .invalidData, place: place,
          message: "table \(tableName) has no column \(name) (columns: \(known))")
      }
      return type
    }
    let xColumn =
      options.xColumn ?? columns.first(where: { ClickHouseTypes.isTime($0.1) })?.0
      ?? columns.first?.0 ?? ""
    let xType = try type(of: xColumn)
    let form: ClickHouseSchema.XForm
    let base = ClickHouseTypes.base(xType)
    if base.hasPrefix("DateTime") {
      form = .dateTime
    } else if base == "Date" {
      form = .date
    } else if ClickHouseTypes.isInteger(xType) {
      form = .integer
    } else if ClickHouseTypes.isNumeric(xType) {
      form = .float
    } else {
      throw SourceError(
        .invalidData, place: place,
        message: "the x column \(xColumn) is \(xType): tchart reads DateTime, Date or numbers")
    }
    if let series = options.seriesColumn { _ = try type(of: series) }
    var values = options.yColumns
    var derived: [Int: TableDerivedLine] = [:]
    for (index, name) in values.enumerated() {
      derived[index] = try TableDerivedLine.parse(name, place: place)
    }
    try Self.checkDerived(derived, place: place)
    let inputs = values.indices.flatMap { derived[$0]?.inputs ?? [values[$0]] }
    for name in inputs {
      let valueType = try type(of: name)
      guard ClickHouseTypes.isNumeric(valueType) else {
        throw SourceError(
          .invalidData, place: place, message: "the column \(name) is \(valueType), not numbers")
      }
    }
    if values.isEmpty {
      values = columns.filter {
        $0.0 != xColumn && $0.0 != options.seriesColumn && ClickHouseTypes.isNumeric($0.1)
      }.map(\.0)
      if options.seriesColumn != nil && values.count > 1 {
        throw SourceError(
          .usage, place: place,
          message:
            "--series needs --y: the value column is one of \(values.joined(separator: ", "))")
      }
      guard !values.isEmpty else {
        throw SourceError(
          .invalidData, place: place, message: "table \(tableName) has no numeric column to draw")
      }
    }
    if options.seriesColumn != nil && values.count != 1 {
      throw SourceError(.usage, place: place, message: "--series takes one --y column")
    }
    let kind: XKind =
      switch form {
      case .dateTime, .date: .time
      case .milliseconds: .time
      case .integer, .float:
        options.xType == .unixSeconds || options.xType == .unixMilliseconds ? .time : .number
      }
    return ClickHouseSchema(
      database: location.database, table: location.table, xColumn: xColumn, xForm: form,
      xKind: kind, valueColumns: values, seriesColumn: options.seriesColumn,
      filter: options.filter, derived: derived)
  }

  func state() throws(SourceError) -> Described {
    _ = try describe()
    guard let state = described.withLock({ $0 }) else {
      throw SourceError(.invalidData, place: location.place, message: "the table is not described")
    }
    return state
  }

  // MARK: M4

  public func m4(_ request: SeriesWindowRequest, within ranges: [ClosedRange<Double>]?)
    throws(SourceError) -> SeriesWindowAnswer
  {
    let state = try state()
    let names = state.description.lineNames
    let seriesNames = state.schema.seriesColumn == nil ? [] : request.lines.map { names[$0] }
    var rows: [SourceRow] = []
    let lineCount = names.count
    let long = state.schema.seriesColumn != nil
    // Each answer row becomes source rows as it arrives: the answer is never held whole.
    try connection.forEachRow(
      state.queries.m4(request, seriesNames: seriesNames, within: ranges)
    ) { fields in
      var lines = request.lines
      var offset = 1
      if long {
        guard fields.count >= 2, let name = fields[1], let line = names.firstIndex(of: name)
        else { return }
        lines = [line]
        offset = 2
      }
      let valueLines = long ? [line(lines)] : request.lines
      guard fields.count == offset + 3 + 6 * (long ? 1 : request.lines.count) else { return }
      rows.append(
        contentsOf: [fields[offset + 1], fields[offset + 2]].compactMap {
          Self.row($0, lines: valueLines, lineCount: lineCount, state: state)
        })
      for position in 0..<(long ? 1 : request.lines.count) {
        let base = offset + 3 + 6 * position
        if Int(fields[base] ?? "") ?? 0 > 0 {
          for field in [fields[base + 1], fields[base + 2]] {
            if let row = Self.row(field, lines: valueLines, lineCount: lineCount, state: state) {
              rows.append(row)
            }
          }
        }
        if Int(fields[base + 3] ?? "") ?? 0 > 0 {
          for field in [fields[base + 4], fields[base + 5]] {
            if let row = Self.row(field, lines: valueLines, lineCount: lineCount, state: state) {
              rows.append(row)
            }
          }
        }
      }
    }
    var fetched = rows.count
    let rule = request.rule
    if let before = try neighbour(
      before: true, bound: rule.lower, inclusive: false, lines: request.lines, in: state)
    {
      rows.append(before)
      fetched += 1
    }
    if let after = try neighbour(
      before: false, bound: rule.upper, inclusive: false, lines: request.lines, in: state)
    {
      rows.append(after)
      fetched += 1
    }
    if long {
      let (filled, read) = try fillLongValues(rows, lines: request.lines, in: state)
      rows = filled
      fetched += read
    }
    return SeriesWindowAnswer(
      request: request, rows: SourceRow.deduplicated(rows), rowsFetched: fetched)
  }

  private func line(_ lines: [Int]) -> Int { lines[0] }

}
