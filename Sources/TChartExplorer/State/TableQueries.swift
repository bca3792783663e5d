import TChartModel

/// A database table in the explorer: the source (description, cached answers, anchor rows),
/// the requests the chart set on screen was built from, and the query in flight.
///
/// The chart set on screen is the merge of the answers to the frame's requests (the graph's
/// window at its width, the whole span at the mini-map's); while a request is unanswered the
/// last frame stays, the status line shows a spinner, and keys keep working on it.
public struct TableQueries: Sendable, Equatable {
  /// The table and its answers.
  public var source: TableSeriesSource
  /// The requests of the chart set on screen.
  public var shown: [SeriesWindowRequest] = []
  /// The rows of the chart set on screen, sample for sample.
  public var rows: SourceRowSet
  /// The requests asked for and not answered yet.
  public var pending: [SeriesWindowRequest] = []
  /// The number of the last query asked for: answers of older ones are stale.
  public var generation = 0
  /// When the pending query was asked for (the state's clock), for the spinner.
  public var askedAt: Double = 0
  /// Requests that failed: not asked again until the view moves on.
  public var failed: [SeriesWindowRequest] = []

  public init(source: TableSeriesSource) {
    self.source = source
    rows = source.anchors
  }

  /// Whether a query is in flight.
  public var isWaiting: Bool { !pending.isEmpty }

  /// The spinner's frames, one per 100 ms.
  static let spinner = Array("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")

  /// The spinner's frame at `now`, with how long the query has run.
  func spinnerText(now: Double) -> String {
    let elapsed = Swift.max(0, now - askedAt)
    let frame = Self.spinner[Int(elapsed * 10) % Self.spinner.count]
    return "\(frame) querying \(source.description.name)…"
  }
}

extension ExplorerState {
  /// Whether a table query is in flight (the status line's spinner turns).
  public var isWaitingForQuery: Bool { table?.isWaiting == true }
}
