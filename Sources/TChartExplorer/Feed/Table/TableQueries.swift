import TChartSources

/// A database table in the explorer: the source (description, cached answers, anchor rows),
/// the requests the chart set on screen was built from, and the query in flight.
///
/// The chart set on screen is the merge of the answers to the frame's requests (the graph's
/// window at its width, the whole span at the mini-map's); while a request is unanswered the
/// status line shows a spinner and keys keep working: the chart set is then the last answered
/// rows plus, for a large table, the block summary's rows of the new window (``overview``),
/// so each key draws its frame at once and the answer refines it.
public struct TableQueries: Sendable, Equatable {
  /// The table and its answers.
  public var source: TableSeriesSource
  /// The requests of the chart set on screen.
  public var shown: [SeriesWindowRequest] = []
  /// The rows of the chart set on screen, sample for sample.
  public var rows: SourceRowSet
  /// The rows of the last chart set built from answers alone (``rows`` unless ``isInterim``).
  public var answered: SourceRowSet
  /// Whether the chart set on screen holds overview rows, waiting for the answers to the
  /// frame's requests.
  public var isInterim = false
  /// A large table's block summary as read so far (see ``TableOverview``).
  public var overview: TableOverview?
  /// The nearest-row query of the last press or drag in the graph, until answered.
  public var nearest: NearestRowQuery?
  /// The window whose counts and sums were asked for last (for the statistics panel).
  public var totalsAsked: ClosedRange<Double>?
  /// The window and lines whose histogram survey was asked for last (the histogram view).
  public var histogramAsked: TableHistogramAsk?
  /// The XY counts asked for last (the XY view).
  public var xyAsked: SourceXYAsk?
  /// The XY indicator's trail asked for last.
  public var xyTrailAsked: SourceXYTrail.Ask?
  /// The requests asked for and not answered yet.
  public var pending: [SeriesWindowRequest] = []
  /// The number of the last query asked for: answers of older ones are stale.
  public var generation = 0
  /// When the pending query was asked for (the state's clock), for the spinner.
  public var askedAt: Double = 0
  /// Requests that failed: not asked again until the view moves on.
  public var failed: [SeriesWindowRequest] = []
  /// The `--y` columns the open table reads (one line each, derived lines by expression);
  /// `nil` when its lines are not its columns (a long table's series), which takes no derived
  /// lines from the picker.
  public var columns: [String]?
  /// The columns of the table open now (``columns`` but while it is opened again).
  public var openedColumns: [String] = []
  /// The columns the table is being opened again with (a derived line added or removed), until
  /// it answers; the lines on screen are already these.
  public var reopening: TableReopenRequest?
  /// A live source's span following now (Prometheus), `nil` for a table.
  public var follow: TableFollow?

  public init(source: TableSeriesSource) {
    self.source = source
    rows = source.anchors
    answered = source.anchors
  }

  /// Whether a query is in flight.
  public var isWaiting: Bool { !pending.isEmpty }

  /// The spinner's frames, one per 100 ms.
  static let spinner = Array("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")

  /// The spinner's frame at `now`, with how long the query has run.
  func spinnerText(now: Double) -> String {
    let elapsed = Swift.max(0, now - askedAt)
    let frame = Self.spinner[Int(elapsed * 10) % Self.spinner.count]
    if let overview, !overview.isComplete {
      return "\(frame) reading \(source.description.name) \(overview.partsRead)/\(overview.parts)…"
    }
    return "\(frame) querying \(source.description.name)…"
  }
}

/// A table to open again with other columns: the explorer draws no query of it meanwhile.
public struct TableReopenRequest: Sendable, Equatable {
  /// The `--y` columns asked for.
  public var columns: [String]
  /// Whether the effect was handed out.
  public var isAsked = false
}

/// Where the pointer put the indicator on a table: the indicator goes to the table's row
/// nearest to the pointer's x (as on a file, where every row is in memory) once the table
/// answers, if it has not moved since.
public struct NearestRowQuery: Sendable, Equatable {
  /// The pointer's x.
  public var pointerX: Double
  /// The x of the sample the indicator stood on when asked.
  public var indicatorX: Double
  /// Whether the effect was handed out.
  public var isAsked = false
}

extension DataFeed {
  /// Whether a table query is in flight (the status line's spinner turns).
  public var isWaitingForQuery: Bool { table?.isWaiting == true }
}
