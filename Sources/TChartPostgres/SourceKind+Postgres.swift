import TChartSources

extension SourceKind {
  /// A PostgreSQL table (`postgres://[USER@]HOST[:PORT]/DATABASE --table T`, `postgresql://`):
  /// libpq reads the URL and its environment (`PGPASSWORD`, `~/.pgpass`, `PGSSLMODE`…); every
  /// table summarised.
  public static let postgres = SourceKind(
    name: "PostgreSQL", recognition: "`postgres://`, `postgresql://` with `--table T`",
    schemes: PostgresLocation.schemes, options: ["--table"],
    capabilities: [.derivedInSQL, .keptSummaries, .sessions, .remote],
    opens: { request throws(SourceError) in
      let location = try PostgresLocation.parse(request.argument)
      guard let table = request.table else {
        throw SourceError(
          .usage, place: location.place, message: "name the table with --table T (or SCHEMA.T)")
      }
      let backend = PostgresBackend(
        location: location,
        options: PostgresTableOptions(
          table: table, xColumn: request.xColumn, yColumns: request.yColumns ?? [],
          seriesColumn: request.seriesColumn, filter: request.filterSQL(PostgresDialect()),
          xType: request.xType),
        timeout: request.timeout)
      return request.summarized(backend)
    })
}
