import ArgumentParser
import TChartCache
import TChartClickHouse
import TChartConfig
import TChartData
import TChartHTTP
import TChartPrometheus
import TChartSQLite
import TChartSources

#if canImport(Glibc)
  import Glibc
#endif

extension DataSourceOptions {
  /// The table the flags name, opened (an SQLite file read-only) and described; `nil` for a
  /// file. `deadline`: when every query of the server must have ended by (`render`'s whole
  /// `--timeout`). A source error is printed as its one line and ends the process with its
  /// exit code.
  func openTable(settings: Settings, deadline: ContinuousClock.Instant? = nil) throws -> (
    any SQLSeriesBackend, SourceDescription
  )? {
    guard let backend = try tableBackend(settings: settings, deadline: deadline) else {
      return nil
    }
    return try accept { () throws(SourceError) in (backend, try backend.describe()) }
  }

  /// The table the flags name, not yet described (a server not yet asked anything); `nil`
  /// for a file. Wide windows of a large table come from a block summary read once (see
  /// SummarizedSeriesBackend); the cut blocks are then cheap to read through the x index
  /// (ClickHouse's primary key; for SQLite, only where x has an index).
  func tableBackend(settings: Settings, deadline: ContinuousClock.Instant? = nil) throws
    -> (any SQLSeriesBackend)?
  {
    let limits = httpLimits(settings: settings, deadline: deadline)
    if let prometheus = try prometheusBackend(limits: limits) { return prometheus }
    let summaryStore = summaryStore(settings: settings)
    if let clickHouse = try clickHouseBackend(limits: limits) {
      noteUnsafeCache(settings: settings)
      return SummarizedSeriesBackend(base: clickHouse, store: summaryStore)
    }
    guard let options = sqliteTable else { return nil }
    noteUnsafeCache(settings: settings)
    return try accept { () throws(SourceError) -> any SQLSeriesBackend in
      let sqlite = try SQLiteSeriesBackend(options)
      return try sqlite.searchesByX()
        ? SummarizedSeriesBackend(base: sqlite, store: summaryStore) : sqlite
    }
  }

  /// Whether the flags name a server's table (ClickHouse, Prometheus), whose description may
  /// take a while.
  var isServerTable: Bool {
    guard let file else { return false }
    return ClickHouseLocation.matches(file) || PrometheusLocation.matches(file)
  }

  /// The bounds of a server's answers: `--max-answer` (or the config file's `max-answer`,
  /// default 256 MiB) each, and `deadline` for all.
  func httpLimits(settings: Settings, deadline: ContinuousClock.Instant? = nil) -> HTTPLimits {
    let bytes = settings.resolved(.maxAnswer, flag: maxAnswer).flatMap {
      CacheSize.bytes($0.argument)
    }
    return HTTPLimits(answerBytes: bytes ?? HTTPLimits.defaultAnswerBytes, deadline: deadline)
  }

  /// What `--input-tz` given for a table says when it does not apply (`nil` when it does, or
  /// is not given): an SQLite x that is not date text, or a server's times, which are instants.
  func inputZoneNote(for backend: any SQLSeriesBackend) -> String? {
    guard inputTimeZone != nil else { return nil }
    let base = (backend as? SummarizedSeriesBackend)?.base ?? backend
    guard let sqlite = base as? SQLiteSeriesBackend else {
      return "--input-tz does not apply: the server's times are instants (Unix time)"
    }
    if sqlite.readsInputZone { return nil }
    return "--input-tz does not apply: x of table '\(table ?? "")' is not date text"
  }

  /// Where a large table's block summary is kept between opens: the `tables` folder of the
  /// column cache (`$XDG_CACHE_HOME/tchart/tables`), under the cache's bound; `nil` under
  /// `--no-cache` or the config file's `cache = false`. The bound is kept here, at each open,
  /// before a new summary is saved. A cache folder another user could have written is not
  /// used (``noteUnsafeCache(settings:)`` says so).
  func summaryStore(settings: Settings) -> (any SummaryStore)? {
    guard let cache = cachedLoads(settings: settings).cache, cache.folderNote == nil else {
      return nil
    }
    cache.keepBound()
    return FolderSummaryStore(folder: cache.folder + "/" + ColumnCache.tablesFolder)
  }

  /// The note, on standard error, that a table's summary is not kept because the cache's
  /// folder could have been written by another user; nothing when it is safe or off.
  func noteUnsafeCache(settings: Settings) {
    if let note = cachedLoads(settings: settings).cache?.folderNote {
      StandardError.write(note.description)
    }
  }

  /// `work`'s value, or its error printed as one line, ending the process with its code.
  func accept<Value>(_ work: () throws(SourceError) -> Value) throws -> Value {
    do {
      return try work()
    } catch {
      StandardError.write(error.description)
      throw ExitCode(error.exitCode)
    }
  }
}

extension DataSourceOptions {
  /// The ClickHouse table of a `clickhouse://HOST[:PORT]/DATABASE/TABLE` (or
  /// `clickhouse+https://…`) argument (user from `--user`, password from `CLICKHOUSE_PASSWORD`,
  /// the CA file from `--cacert`), or `nil` for anything else.
  func clickHouseBackend(limits: HTTPLimits) throws -> ClickHouseBackend? {
    guard let file, ClickHouseLocation.matches(file) else { return nil }
    let location = try accept { () throws(SourceError) in try ClickHouseLocation.parse(file) }
    var environment: [String: String] = [:]
    if let password = getenv("CLICKHOUSE_PASSWORD") {
      environment["CLICKHOUSE_PASSWORD"] = String(cString: password)
    }
    let y = yColumn.map { text in
      seriesColumn == nil ? DerivedLineParser.split(text).filter { !$0.isEmpty } : [text]
    }
    return ClickHouseBackend(
      location: location,
      credentials: ClickHouseCredentials.from(user: user, environment: environment),
      options: ClickHouseTableOptions(
        xColumn: xColumn, yColumns: y ?? [], seriesColumn: seriesColumn,
        filter: filterSQL(ClickHouseDialect()),
        xType: xType),
      timeout: timeout, caCertificate: caCertificate, limits: limits)
  }
}

extension DataSourceOptions {
  /// What names a table's session: the database (an SQLite file's real path, or the
  /// `clickhouse://` URL, which never holds a password), the table and the columns drawn.
  var tableSessionKey: String {
    var database = file ?? ""
    if !ClickHouseLocation.matches(database), let resolved = realpath(database, nil) {
      database = String(cString: resolved)
      free(resolved)
    }
    let parts: [String?] = [
      database, sqliteTable.map { "table=" + $0.table }, xColumn.map { "x=" + $0 },
      yColumn.map { "y=" + $0 }, seriesColumn.map { "series=" + $0 }, filter.map { "where=" + $0 },
    ]
    return parts.compactMap { $0 }.joined(separator: " ")
  }
}
