import ArgumentParser
import TChartCache
import TChartConfig
import TChartData
import TChartSources

#if canImport(Glibc)
  import Glibc
#endif

extension DataSourceOptions {
  /// The table the flags name, opened (an SQLite file read-only) and described; `nil` for a
  /// file. `deadline`: when every query of the server must have ended by (`render`'s whole
  /// `--timeout`). A source error is printed as its one line and ends the process with its
  /// exit code.
  /// `answersFirst`: a block summary none kept is read after the first frame is answered
  /// (``SourceRequest/readsSummaryAfterFirstAnswer``).
  func openTable(
    settings: Settings, deadline: ContinuousClock.Instant? = nil, answersFirst: Bool = false
  ) throws -> (any SQLSeriesBackend, SourceDescription)? {
    guard
      let backend = try tableBackend(
        settings: settings, deadline: deadline, answersFirst: answersFirst)
    else { return nil }
    return try accept { () throws(SourceError) in (backend, try backend.describe()) }
  }

  /// The table the flags name, not yet described (a server not yet asked anything); `nil`
  /// for a file. Wide windows of a large table come from a block summary read once (see
  /// SummarizedSeriesBackend) where its kind keeps summaries; the cut blocks are then cheap
  /// to read through the x index (ClickHouse's primary key; for SQLite, only where x has an
  /// index).
  func tableBackend(
    settings: Settings, deadline: ContinuousClock.Instant? = nil, answersFirst: Bool = false
  ) throws -> (any SQLSeriesBackend)? {
    // The cache's bound is kept here at every open (a file's too), but a source's that keeps
    // no summaries.
    let keepsSummaries = kind?.capabilities.contains(.keptSummaries) ?? true
    let summaryStore = keepsSummaries ? self.summaryStore(settings: settings) : nil
    guard let file, let kind else { return nil }
    if keepsSummaries { noteUnsafeCache(settings: settings) }
    var request = sourceRequest(
      file, answerBytes: answerBytes(settings: settings), deadline: deadline,
      summaryStore: summaryStore)
    request.readsSummaryAfterFirstAnswer = answersFirst
    return try accept { () throws(SourceError) in try kind.opens(request) }
  }

  /// The kind of source the flags name (``SourceKinds``); `nil` for a file, standard input or
  /// the sample.
  var kind: SourceKind? { SourceKinds.kind(for: sourceRequest(file ?? "")) }

  /// Whether the flags name a server's source, whose description may take a while.
  var isRemoteSource: Bool {
    file != nil && kind?.capabilities.contains(.remote) == true
  }

  /// The flags as a source kind reads them, for `argument`: the one place a backend's
  /// values come from (passwords and tokens from the environment).
  func sourceRequest(
    _ argument: String, answerBytes: Int? = nil, deadline: ContinuousClock.Instant? = nil,
    summaryStore: (any SummaryStore)? = nil
  ) -> SourceRequest {
    let y = yColumn.map { text in
      seriesColumn == nil ? DerivedLineParser.split(text).filter { !$0.isEmpty } : [text]
    }
    return SourceRequest(
      argument: argument, table: table, xColumn: xColumn, yColumns: y,
      seriesColumn: seriesColumn, filter: (try? rowFilter()) ?? nil, xType: xType,
      timeout: timeout, inputZone: inputZone, user: user, caCertificate: caCertificate,
      answerBytes: answerBytes, deadline: deadline, queries: prometheus.queries,
      since: (try? prometheus.sinceSeconds()) ?? 3600, summaryStore: summaryStore,
      environment: { name in getenv(name).map { String(cString: $0) } },
      clock: { Self.unixNow() })
  }

  /// The bound of one server answer: `--max-answer`, or the config file's `max-answer`
  /// (`nil`: the default, 256 MiB).
  func answerBytes(settings: Settings) -> Int? {
    settings.resolved(.maxAnswer, flag: maxAnswer).flatMap { CacheSize.bytes($0.argument) }
  }

  /// The current time in Unix seconds.
  static func unixNow() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
  }

  /// What `--input-tz` given for a table says when it does not apply (`nil` when it does, or
  /// is not given): an SQLite x that is not date text, or a server's times, which are instants.
  func inputZoneNote(for backend: any SQLSeriesBackend) -> String? {
    guard inputTimeZone != nil, let file, let kind else { return nil }
    return kind.inputZoneNote(backend, sourceRequest(file))
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
  /// What names a table's session: the database (an SQLite file's real path, or a server's
  /// URL, which never holds a password), the table and the columns drawn.
  var tableSessionKey: String {
    var database = file ?? ""
    if !isRemoteSource, let resolved = realpath(database, nil) {
      database = String(cString: resolved)
      free(resolved)
    }
    let parts: [String?] = [
      database, table.map { "table=" + $0 }, xColumn.map { "x=" + $0 },
      yColumn.map { "y=" + $0 }, seriesColumn.map { "series=" + $0 }, filter.map { "where=" + $0 },
    ]
    return parts.compactMap { $0 }.joined(separator: " ")
  }
}
