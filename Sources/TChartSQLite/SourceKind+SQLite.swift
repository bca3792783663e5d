import TChartSources

extension SourceKind {
  /// An SQLite file's table (`FILE --table T --x C --y C[,C…]`), read-only; a large one
  /// summarised where x has an index.
  public static let sqlite = SourceKind(
    name: "SQLite", recognition: "`FILE --table T`", options: ["--table"],
    capabilities: [.derivedInSQL, .keptSummaries, .sessions],
    recognises: { $0.table != nil },
    opens: { request throws(SourceError) in
      guard let table = request.table, let x = request.xColumn, let y = request.yColumns else {
        throw SourceError(.usage, place: request.argument, message: "no table to open")
      }
      let sqlite = try SQLiteSeriesBackend(
        SQLiteTableOptions(
          path: request.argument, table: table, x: x, y: y, series: request.seriesColumn,
          filter: request.filterSQL(StandardSQLDialect(), timeX: true),
          xType: request.xType, timeout: request.timeout, inputZone: request.inputZone))
      return try sqlite.searchesByX() ? request.summarized(sqlite) : sqlite
    },
    inputZoneNote: { backend, request in
      let base = (backend as? SummarizedSeriesBackend)?.base ?? backend
      guard let sqlite = base as? SQLiteSeriesBackend, !sqlite.readsInputZone else { return nil }
      return "--input-tz does not apply: x of table '\(request.table ?? "")' is not date text"
    })
}
