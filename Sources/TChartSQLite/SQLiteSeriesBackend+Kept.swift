import TChartSources

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An SQLite table's block summary is kept between opens: named by the file's real path,
/// device and inode and the flags that shape the rows; current while the file (and its
/// write-ahead log) keeps its size and modification time and the table its row count and first
/// and last rows (and then its row count is taken from the entry instead of counted).
extension SQLiteSeriesBackend: SummaryKeeping {
  public var summaryIdentity: String? {
    guard let resolved = realpath(options.path, nil) else { return nil }
    let path = String(cString: resolved)
    free(resolved)
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    let parts: [String] = [
      "sqlite", path, "device=\(status.st_dev)", "inode=\(status.st_ino)",
      "table=" + options.table, "x=" + options.x, "y=" + options.y.joined(separator: ","),
      "series=" + (options.series ?? ""), "where=" + (options.filter ?? ""),
      "x-type=\(options.xType)",
    ]
    return parts.joined(separator: "\n")
  }

  public func summaryVersion() throws(SourceError) -> SummaryVersion {
    let stamps = [options.path, options.path + "-wal"].map { path -> String in
      var status = stat()
      guard stat(path, &status) == 0 else { return "none" }
      let time = status.st_mtim
      return "\(status.st_size)@\(time.tv_sec).\(time.tv_nsec)"
    }
    return SummaryVersion(exact: stamps.joined(separator: " "), appending: "")
  }

  /// The row count (a scan of the table or of an index), once described; none under
  /// `--where`, which may read the clock (`date('now')`).
  public func describedSpan() -> String? {
    guard options.filter == nil else { return nil }
    return counted.withLock { $0.last }.map(String.init)
  }

  public func adoptDescribedSpan(_ span: String) {
    guard let count = Int(span) else { return }
    counted.withLock { $0.adopted = count }
  }

  public func rowCount(through value: Double) throws(SourceError) -> Int {
    var count = 0
    try connection.query(
      "SELECT COUNT(*) FROM \(dialect.quoteIdentifier(options.table)) WHERE "
        + "\(Self.filterText(options, dialect, xReading)) AND \(xExpression) <= "
        + dialect.literal(value)
    ) { count = Int($0.int64(0)) }
    return count
  }
}
