import TChartSources

/// A PostgreSQL table's block summary is kept between opens: named by the server, database,
/// table and the flags that shape the rows (never the password); current while the table holds
/// the same rows: its row count and the newest row version (the largest `xmin`, which every
/// insert and update raises) as they were, and no update or delete counted since.
extension PostgresBackend: SummaryKeeping {
  public var summaryIdentity: String? {
    let parts: [String] = [
      "postgres", location.place, "user=" + (location.user ?? ""), "table=" + options.table,
      "x=" + (options.xColumn ?? ""), "y=" + options.yColumns.joined(separator: ","),
      "series=" + (options.seriesColumn ?? ""), "where=" + (options.filter ?? ""),
      "x-type=\(options.xType)",
    ]
    return parts.joined(separator: "\n")
  }

  public func summaryVersion() throws(SourceError) -> SummaryVersion {
    // Read once per open (a scan of the table): the summary asks before it describes, then again
    // as it decides.
    if let held = version.withLock({ $0 }) { return held }
    let dialect = PostgresDialect()
    let table = quotedTable
    // One pass: the row count and the newest row version. A wrapped transaction counter
    // (after 2^32 transactions) could repeat an xmin; the count and the first and last rows
    // are checked too.
    let rows = try connection.rows(
      "SELECT count(*), max(xmin::text::bigint), "
        + "(SELECT coalesce(n_tup_upd + n_tup_del, -1) FROM pg_stat_all_tables WHERE relid = "
        + "to_regclass(\(dialect.literal(table)))) FROM \(table)")
    let fields = rows.first?.map { $0 ?? "" } ?? []
    let changes = fields.count == 3 ? fields[2] : "unreadable"
    let read = SummaryVersion(
      exact: "rows=" + fields.prefix(2).joined(separator: ",") + " changes=" + changes,
      appending: "changes=" + changes)
    version.withLock { $0 = read }
    return read
  }

  /// The span query's answer (the row count and the smallest and largest stored x), once
  /// described; none under `--where`, which may read the clock (`now()`).
  public func describedSpan() -> String? {
    guard options.filter == nil else { return nil }
    return (try? state())?.spanText
  }

  public func adoptDescribedSpan(_ span: String) {
    adoptedSpan.withLock { $0 = span }
  }

  public func rowCount(through value: Double) throws(SourceError) -> Int {
    let state = try state()
    guard
      let text = try connection.rows(state.queries.rowCount(through: value)).first?.first ?? nil,
      let count = Int(text)
    else {
      throw SourceError(.invalidData, place: place, message: "no answer to count rows")
    }
    return count
  }
}
