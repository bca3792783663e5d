import TChartSources

extension SQLiteSeriesBackend {
  /// The column of the select ``source`` that holds derived line `index` of `--y`.
  static func derivedColumn(_ index: Int) -> String { "__tchart_d\(index)" }

  /// The table as every query reads it: its quoted name, or, with derived lines, a select of
  /// its rows (those with an x that pass `--where`) with every column, the row id and one
  /// column per derived line, computed by window functions over the rows in x order (a long
  /// table's series each apart). A transform SQLite cannot compute, or an SQLite without window
  /// functions, is one error naming the transform.
  static func derivedSource(
    options: SQLiteTableOptions, derived: [Int: TableDerivedLine], dialect: StandardSQLDialect,
    reading: SQLiteTextColumn.Reading, mayHoldText: (String) -> Bool,
    connection: SQLiteConnection
  ) throws(SourceError) -> String {
    let table = dialect.quoteIdentifier(options.table)
    guard !derived.isEmpty else { return table }
    let x = xExpression(options, dialect, reading)
    let partition = options.series.map { "CAST(\(dialect.quoteIdentifier($0)) AS TEXT)" }
    var columns = ["_rowid_ AS _rowid_", "*"]
    for index in derived.keys.sorted() {
      guard let line = derived[index] else { continue }
      let values = line.inputs.map { name in
        let column = dialect.quoteIdentifier(name)
        return mayHoldText(name) ? SQLiteTextColumn.number(column) : column
      }
      guard
        let expression = dialect.derivedExpression(
          line, values: values, x: x, tiebreak: "_rowid_", partition: partition)
      else {
        throw SourceError(
          .unavailable, place: options.path,
          message: "\(line.name): \(line.transformName) cannot be computed in SQLite")
      }
      columns.append("\(expression) AS \(dialect.quoteIdentifier(derivedColumn(index)))")
    }
    let select =
      "(SELECT \(columns.joined(separator: ", ")) FROM \(table) WHERE "
      + "\(filterText(options, dialect, reading)))"
    // SQLite before 3.25 has no window functions, and 3.28 no RANGE frames of a width: the
    // select is tried once, so that the message names what is missing.
    do {
      try connection.query("SELECT 1 FROM \(select) LIMIT 0") { _ in }
    } catch {
      let names = derived.keys.sorted().compactMap { derived[$0]?.name }
      throw SourceError(
        .unavailable, place: options.path,
        message: "\(names.joined(separator: ", ")): this SQLite cannot compute derived lines "
          + "(\(error.message)); window functions need SQLite 3.28 or later")
    }
    return select
  }
}
