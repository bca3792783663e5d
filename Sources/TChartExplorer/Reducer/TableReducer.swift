import TChartData
import TChartSources
import TChartTime

/// The table source's part of the reducer: after every action the frame's requests are
/// compared with what is on screen (``ExplorerState/settleTable()``): answered ones rebuild the
/// chart set at once, missing ones become a query effect; answers come back as actions.
extension ExplorerState {
  /// A state showing `source`'s table: its first and last rows until the first answers.
  /// `columns`: the `--y` columns its lines are (a wide table: the picker's `^T` then opens
  /// it again with a derived line added), `nil` for a long table.
  public init(
    table source: TableSeriesSource, options: ExplorerOptions, timeZone: DisplayTimeZone = .utc,
    columns: [String]? = nil
  ) throws(ExplorerOptionsError) {
    var chart = source.anchors.chartSet(source.description)
    chart.timeZone = timeZone
    try self.init(chartSets: [chart], options: options)
    feed.table = TableQueries(source: source)
    feed.table?.columns = columns
    feed.table?.openedColumns = columns ?? []
    settleTable()
    // `--shift` on a table: its rows are the window's only, so no copies (said once).
    if let refusal = shiftRefusal { notes.status = refusal }
  }

  /// `.table(.answered)`: the answers are cached (a stale one too: it is real data, and the
  /// cache is bounded); the reducer's ``settleTable()`` then rebuilds the chart set if the frame's
  /// requests are all answered now.
  mutating func receive(_ answers: [SeriesWindowAnswer], generation: Int) {
    guard var queries = feed.table else { return }
    for answer in answers { queries.source.cache.insert(answer) }
    if generation == queries.generation { queries.pending = [] }
    feed.table = queries
  }

  /// `.table(.failed)`: a status message (the query's one line); the failed requests are not
  /// asked again until the view moves on. A stale failure is ignored.
  mutating func fail(_ error: SourceError, generation: Int) {
    guard var queries = feed.table, generation == queries.generation else { return }
    queries.failed = queries.pending
    queries.pending = []
    feed.table = queries
    notes.status = error.message
  }

  /// `.table(.overview)`: the summary's rows are kept; a frame waiting for its answer is drawn
  /// from them at once.
  mutating func receive(_ overview: TableOverview) {
    guard feed.table != nil else { return }
    feed.table?.overview = overview
    if let queries = feed.table, queries.isWaiting { showOverview(for: queries.pending) }
  }

  /// The nearest-row query of the last press in the graph, once (after a window's query of
  /// the same action: the runner answers in order).
  mutating func askNearest() -> ExplorerEffect? {
    guard feed.table?.reopening == nil else { return nil }
    guard let nearest = feed.table?.nearest, !nearest.isAsked else { return nil }
    feed.table?.nearest?.isAsked = true
    return .nearest(x: nearest.pointerX, lines: Array(chartSet.lines.indices))
  }

  /// Asks for the counts and sums of the window while the statistics panel is open on a table
  /// (once per window): the rows on screen are a few per dot column, so their mean and counts
  /// are not the table's.
  mutating func askTotals() -> ExplorerEffect? {
    guard panels.showsStatistics, let table = feed.table, table.reopening == nil,
      chartSet.count > 0
    else { return nil }
    let window = windowXRange
    guard windowTotals == nil, feed.table?.totalsAsked != window else { return nil }
    feed.table?.totalsAsked = window
    return .totals(lower: window.lowerBound, upper: window.upperBound)
  }

  /// The query of the requests the table waits for. A state built outside
  /// ``reduce(into:action:)`` (a table's first frame, a restored session's window) returns no
  /// effect: ``Explorer`` asks for this one when it starts.
  public var pendingQuery: ExplorerEffect? {
    guard let table = feed.table, !table.pending.isEmpty else { return nil }
    return .query(table.pending, generation: table.generation)
  }

  /// `.table(.nearest)`: the row joins the rows on screen (a real row inside its dot column:
  /// the frame's dots stay) and the indicator goes to it, unless the pointer or the indicator
  /// moved on since, or the row lies outside the window.
  mutating func receive(nearest row: SourceRow?, x: Double) {
    guard var queries = feed.table, let nearest = queries.nearest, nearest.pointerX == x else {
      return
    }
    queries.nearest = nil
    feed.table = queries
    guard let row, chartSet.xValue(at: view.indicator) == nearest.indicatorX,
      windowXRange.contains(row.x)
    else { return }
    var rows = queries.rows
    rows.merge([row])
    if !queries.isInterim { feed.table?.answered.merge([row]) }
    show(rows)
    view.indicator = chartSet.nearestIndex(toX: row.x, in: view.windowIndices)
  }

  /// Brings the chart set on screen up to the frame's requests: rebuilt from the cache when
  /// every request is answered (a few rounds: new rows can change the Y labels' width, hence
  /// the graph's), else a query effect for the missing ones (once per distinct set), drawn
  /// meanwhile from the overview when there is one. Returns that query (a state built outside
  /// the reducer leaves it to ``pendingQuery``).
  @discardableResult
  mutating func settleTable() -> ExplorerEffect? {
    for _ in 0..<4 {
      guard var queries = feed.table, queries.reopening == nil else { return nil }
      let requests = sourceRequests(lineCount: queries.source.description.lineNames.count)
      if requests == queries.shown && !queries.isInterim {
        if !queries.pending.isEmpty && queries.pending.allSatisfy({ !requests.contains($0) }) {
          // The view came back to what is shown: the query in flight is stale.
          queries.pending = []
          queries.generation += 1
          feed.table = queries
        }
        return nil
      }
      let missing = queries.source.missing(requests)
      if missing.isEmpty {
        showAnswers(to: requests)
        continue
      }
      if missing == queries.pending || missing == queries.failed { return nil }
      queries.failed = []
      queries.generation += 1
      queries.pending = missing
      queries.askedAt = now
      feed.table = queries
      showOverview(for: requests)
      return .query(missing, generation: queries.generation)
    }
    return nil
  }

  /// Replaces the chart set by the merge of the anchors, the answers to `requests` and the
  /// rows the view stands on (its window's ends and the indicator), keeping the view at the
  /// same x values.
  mutating func showAnswers(to requests: [SeriesWindowRequest]) {
    guard var queries = feed.table else { return }
    var rows = queries.source.anchors
    var answers: [SeriesWindowAnswer] = []
    for request in requests {
      if let answer = queries.source.cache.answer(for: request) {
        answers.append(answer)
        rows.merge(answer.rows)
      }
    }
    if queries.source.description.rowsPerRequest {
      rows = .perRequest(answers, extra: queries.source.anchors.rows)
    }
    queries.shown = requests
    queries.isInterim = false
    feed.table = queries
    show(rows)
    if let shown = feed.table?.rows { feed.table?.answered = shown }
  }

  /// While `requests` wait for their answers: the last answered rows plus the overview's rows
  /// for each request's window (see ``TableOverview/rows(for:)``), so the frame of a key is
  /// drawn at once and the answer only refines it. Past what the summary has read so far, a
  /// gap row keeps the line from crossing the unread part. Nothing without an overview (the
  /// last frame stays).
  mutating func showOverview(for requests: [SeriesWindowRequest]) {
    guard var queries = feed.table, let overview = queries.overview else { return }
    var rows = queries.answered
    for request in requests { rows.merge(Array(overview.rows(for: request.rule))) }
    if !overview.isComplete {
      let lineCount = queries.source.description.lineNames.count
      rows.merge([
        SourceRow(
          order: .min, x: overview.readThrough.nextUp,
          values: Array(repeating: .nan, count: lineCount))
      ])
    }
    queries.isInterim = true
    feed.table = queries
    show(rows)
  }

  /// Puts the chart set of `rows` plus the rows the view stands on (its window's ends and the
  /// indicator) on screen, keeping the view at the same x values.
  mutating func show(_ rows: SourceRowSet) {
    guard var queries = feed.table else { return }
    var rows = rows
    let old = chartSet
    let window = view.window
    let lowerX = old.positions.xValue(at: window.lower)
    let upperX = old.positions.xValue(at: window.upper)
    let indicatorX = old.xValue(at: view.indicator)
    let kept = [windowSamples.lowerBound, windowSamples.upperBound, view.indicator]
    let keptRows = kept.filter { queries.rows.rows.indices.contains($0) }.map {
      queries.rows.rows[$0]
    }
    if queries.source.description.rowsPerRequest {
      rows.mergeTakingNearest(keptRows)
    } else {
      rows.merge(keptRows)
    }
    var chart = rows.chartSet(queries.source.description)
    chart.timeZone = old.timeZone
    chart.xNumbers = old.xNumbers
    feed.chartSets[navigation.chartIndex] = chart
    view.window = ChartViewState.window(
      for: chart, lower: chart.fractionalIndex(ofX: lowerX),
      upper: chart.fractionalIndex(ofX: upperX))
    view.indicator = chart.nearestIndex(toX: indicatorX, in: 0...chart.lastIndex)
    view.clampIndicator()
    queries.rows = rows
    feed.table = queries
    retargetY(jump: true)
  }
}
