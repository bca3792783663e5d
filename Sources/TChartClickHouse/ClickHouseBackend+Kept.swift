import TChartSources

/// A ClickHouse table's block summary is kept between opens: named by the server, database,
/// table and the flags that shape the rows (never the credentials); current while the table's
/// active parts hold the same rows and block numbers (a merge keeps them, an insert does not),
/// no mutation was made or finished, and its row count and first and last rows are as they
/// were; extended when rows were only inserted past its old last x (no mutation since).
extension ClickHouseBackend: SummaryKeeping {
  public var summaryIdentity: String? {
    let parts: [String] = [
      "clickhouse", location.secure ? "https" : "http", location.place,
      "database=" + location.database, "table=" + location.table,
      "x=" + (options.xColumn ?? ""), "y=" + options.yColumns.joined(separator: ","),
      "series=" + (options.seriesColumn ?? ""), "where=" + (options.filter ?? ""),
      "x-type=\(options.xType)",
    ]
    return parts.joined(separator: "\n")
  }

  public func summaryVersion() throws(SourceError) -> SummaryVersion {
    let dialect = ClickHouseDialect()
    let table =
      "database = \(dialect.literal(location.database)) AND table = "
      + dialect.literal(location.table)
    // Where the system tables are not readable (a user without the grant), the row count and
    // the first and last rows alone stand for the version.
    // Block numbers grow with each insert and stay through merges (which rewrite parts, and
    // their modification times, without changing a row); a mutation is counted until done.
    let parts = try? connection.rows(
      "SELECT sum(rows), min(min_block_number), max(max_block_number) FROM system.parts "
        + "WHERE active AND \(table)")
    let mutations = try? connection.rows(
      "SELECT count(), countIf(is_done = 1) FROM system.mutations WHERE \(table)")
    func text(_ rows: [[String?]]?) -> String {
      rows?.first.map { $0.map { $0 ?? "" }.joined(separator: ",") } ?? "unreadable"
    }
    // No rows in parts: a view or a Distributed table, whose data the parts do not show.
    let partsText =
      (parts?.first?.first ?? nil).flatMap(Int.init) ?? 0 > 0 ? text(parts) : "unreadable"
    return SummaryVersion(
      exact: "parts=" + partsText + " mutations=" + text(mutations),
      appending: "mutations=" + text(mutations))
  }

  /// The span query's answer (the row count and the smallest and largest stored x: a scan of
  /// every row), once described; none under `--where`, which may read the clock (`now()`).
  public func describedSpan() -> String? {
    guard options.filter == nil else { return nil }
    return (try? state())?.spanText
  }

  public func adoptDescribedSpan(_ span: String) {
    adoptedSpan.withLock { $0 = span }
  }

  public func rowCount(through value: Double) throws(SourceError) -> Int {
    let state = try state()
    let queries = state.queries
    let stored = queries.storedBound(value, down: false)
    let count =
      state.schema.seriesColumn == nil
      ? "count()" : "uniqExact(\(ClickHouseQueries.xn))"
    let inner = queries.inner(values: [], range: queries.storedRange(lower: nil, upper: stored))
    let rows = try connection.rows(
      "SELECT \(count) FROM (\(inner)) WHERE \(ClickHouseQueries.xf) <= "
        + ClickHouseDialect().literal(value))
    guard let text = rows.first?.first ?? nil, let count = Int(text) else {
      throw SourceError(.invalidData, place: location.place, message: "no answer to count rows")
    }
    return count
  }
}
