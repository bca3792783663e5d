import TChartData
import TChartSources

/// The SQL texts a table's queries are built from: its columns, the x expression (text read as
/// numbers or dates, milliseconds as seconds), the x kind, the filter and the value columns.
extension SQLiteSeriesBackend {
  /// `"name"` for messages.
  static func quoted(_ name: String) -> String { "'\(name)'" }

  /// The columns of `table` (none when there is no such table).
  static func columns(
    of table: String, in connection: SQLiteConnection, dialect: some SQLDialect
  ) throws(SourceError) -> [String] {
    var names: [String] = []
    try connection.query("SELECT name FROM pragma_table_info(\(dialect.literal(table)))") {
      names.append($0.text(0))
    }
    return names
  }

  /// `x IS NOT NULL AND (filter)` (and not blank, for an x read from text).
  static func filterText(
    _ options: SQLiteTableOptions, _ dialect: some SQLDialect,
    _ reading: SQLiteTextColumn.Reading = .stored
  ) -> String {
    let x = dialect.quoteIdentifier(options.x)
    return reading.present(x) + (options.filter.map { " AND (\($0))" } ?? "")
  }

  /// The SQL of value column `index` of `--y`: numbers as text read as numbers where the
  /// column may hold text.
  func valueExpression(_ index: Int) -> String {
    if derived[index] != nil { return dialect.quoteIdentifier(Self.derivedColumn(index)) }
    let column = dialect.quoteIdentifier(options.y[index])
    return textValues.contains(index) ? SQLiteTextColumn.number(column) : column
  }

  /// The x expression: text read as numbers or dates; Unix milliseconds become seconds.
  var xExpression: String {
    Self.xExpression(options, dialect, xReading)
  }

  /// ``xExpression`` before the backend exists.
  static func xExpression(
    _ options: SQLiteTableOptions, _ dialect: some SQLDialect, _ reading: SQLiteTextColumn.Reading
  ) -> String {
    let x = reading.expression(dialect.quoteIdentifier(options.x))
    return options.xType == .unixMilliseconds ? "(\(x) / 1000.0)" : x
  }

  /// The x kind: a time axis for Unix seconds or milliseconds, or (auto) a column declared as
  /// a date or time holding numbers; plain numbers otherwise.
  var xKind: XKind {
    switch options.xType {
    case .unixSeconds, .unixMilliseconds, .date: return .time
    case .number: return xReading.isDates ? .time : .number
    case .auto:
      if xReading.isDates { return .time }
      var declared = ""
      try? connection.query(
        "SELECT type FROM pragma_table_info(\(dialect.literal(options.table)))"
          + " WHERE lower(name) = lower(\(dialect.literal(options.x)))"
      ) { declared = $0.text(0).uppercased() }
      return declared.contains("TIME") || declared.contains("DATE") ? .time : .number
    }
  }
}
