import TChartSources

/// A PostgreSQL table's block summary is kept between opens: named by the server, database,
/// table and the flags that shape the rows (never the password); current while the table holds
/// the same row versions: the row count and the sum and largest of the rows' `xmin` (the
/// transaction that wrote each version: any insert, update or delete changes them), read in
/// one scan. Any change reads the summary again (no extension: statistics such as
/// `n_tup_upd` arrive late, and an update among appended rows would go unseen). A view has no
/// `xmin`: its summary is never taken as current.
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
    let table = quotedTable
    let rows = try? connection.rows(
      "SELECT count(*), sum(xmin::text::bigint), max(xmin::text::bigint) FROM \(table)")
    let stamp = rows?.first.map { $0.map { $0 ?? "" }.joined(separator: ",") }
    // Unreadable (a view): a stamp no later open can match.
    let exact = stamp.map { "rows=" + $0 } ?? "unreadable \(ContinuousClock.now)"
    let read = SummaryVersion(exact: exact, appending: exact)
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
