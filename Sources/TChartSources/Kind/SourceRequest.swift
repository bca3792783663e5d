import TChartCSV
import TChartData
import TChartTime

/// What the command line asks of a source (``SourceKind``): the argument naming it and the
/// flags every kind may read, gathered in one place so each kind builds its backend from the
/// same values.
public struct SourceRequest: Sendable {
  /// The file or URL argument.
  public var argument: String
  /// `--table`: an SQLite file's table.
  public var table: String?
  /// `--x`.
  public var xColumn: String?
  /// `--y` as lines (derived ones included, as written); `nil` when not given.
  public var yColumns: [String]?
  /// `--series`: the long layout's column.
  public var seriesColumn: String?
  /// `--where`.
  public var filter: RowFilter?
  /// `--x-type`.
  public var xType: XType
  /// `--timeout`: one query's time limit, in seconds.
  public var timeout: Double
  /// `--input-tz` (`nil`: UTC).
  public var inputZone: DisplayTimeZone?
  /// `--user`.
  public var user: String?
  /// `--cacert`: the PEM file trusted over HTTPS.
  public var caCertificate: String?
  /// `--max-answer`: the most bytes of one answer (`nil`: the default).
  public var answerBytes: Int?
  /// When every query must have ended by (`render`'s whole `--timeout`).
  public var deadline: ContinuousClock.Instant?
  /// The queries after the argument (Prometheus' PromQL).
  public var queries: [String]
  /// How far back a live span reaches, in seconds.
  public var since: Double
  /// Where large tables' block summaries are kept (`nil`: not kept).
  public var summaryStore: (any SummaryStore)?
  /// Whether a block summary that none kept is read after the first wide window is answered
  /// (`render`, which draws one frame: a frame of the whole span reads the table once, the
  /// summary about twice); the explorer reads it first and draws it as it comes.
  public var readsSummaryAfterFirstAnswer = false
  /// An environment variable's value (passwords and tokens are read here, never from flags).
  public var environment: @Sendable (String) -> String?
  /// The current time in Unix seconds.
  public var clock: @Sendable () -> Double

  public init(
    argument: String, table: String? = nil, xColumn: String? = nil, yColumns: [String]? = nil,
    seriesColumn: String? = nil, filter: RowFilter? = nil, xType: XType = .auto,
    timeout: Double = 10, inputZone: DisplayTimeZone? = nil, user: String? = nil,
    caCertificate: String? = nil, answerBytes: Int? = nil,
    deadline: ContinuousClock.Instant? = nil, queries: [String] = [], since: Double = 3600,
    summaryStore: (any SummaryStore)? = nil,
    environment: @escaping @Sendable (String) -> String? = { _ in nil },
    clock: @escaping @Sendable () -> Double = { 0 }
  ) {
    self.argument = argument
    self.table = table
    self.xColumn = xColumn
    self.yColumns = yColumns
    self.seriesColumn = seriesColumn
    self.filter = filter
    self.xType = xType
    self.timeout = timeout
    self.inputZone = inputZone
    self.user = user
    self.caCertificate = caCertificate
    self.answerBytes = answerBytes
    self.deadline = deadline
    self.queries = queries
    self.since = since
    self.summaryStore = summaryStore
    self.environment = environment
    self.clock = clock
  }

  /// `--where` as SQL in `dialect` (names and values quoted: no SQL passes through); dates
  /// compared with x are written as Unix time when `timeX` (x stored as numbers).
  public func filterSQL(_ dialect: some SQLDialect, timeX: Bool = false) -> String? {
    let time = xColumn.map { name in
      RowFilter.TimeColumn(name: name, scale: xType == .unixMilliseconds ? 1000 : 1)
    }
    return filter.map { $0.sql(dialect, time: timeX ? time : nil) }
  }

  /// `backend` with its block summary kept in ``summaryStore`` (read once, then the cut
  /// blocks through the x index; after the first wide window is answered when
  /// ``readsSummaryAfterFirstAnswer``).
  public func summarized(_ backend: any SQLSeriesBackend) -> any SQLSeriesBackend {
    SummarizedSeriesBackend(
      base: backend, store: summaryStore,
      readsAfterFirstAnswer: readsSummaryAfterFirstAnswer)
  }
}
