import TChartData
import TChartSources
import TChartTime

/// What the table feed reads of the explorer, read-only: the view on screen and where its window
/// stands.
struct TableContext {
  /// The view of the chart set on screen.
  var view: ChartViewState
  /// Which chart set is on screen (a table has one).
  var chartIndex: Int
  /// ``ShownChart/windowSamples``.
  var windowSamples: ClosedRange<Int>
  /// ``ExplorerState/windowXRange``.
  var windowXRange: ClosedRange<Double>
  /// The state's clock.
  var now: Double
}

/// The table feed: the frame's requests are compared with what is on screen after every action
/// (``FeedAction/settleTable``, part of the feeds' answer to a changed view): answered ones
/// rebuild the chart set at once, missing ones become a query effect; answers come back as
/// actions, which change only the ``DataFeed`` and answer with ``FeedDelegate``s (the view kept
/// at its x values, the status line, the totals).
extension DataFeed {
  /// A table source's answer, on the feed alone; the returned delegates say the rest.
  mutating func reduce(_ action: TableAction, _ context: TableContext) -> [FeedDelegate] {
    switch action {
    case .answered(let answers, let generation):
      receive(answers, generation: generation)
      return []
    case .failed(let error, let generation):
      return fail(error, generation: generation)
    case .overview(let overview):
      return receive(overview, context)
    case .nearest(let row, let x):
      return receive(nearest: row, x: x, context)
    case .totals(let totals):
      return [.sourceTotals(totals)]
    case .histogram(.success(let histogram)):
      return [.sourceHistogram(histogram)]
    case .histogram(.failure(let error)):
      return [.status(error.message)]
    case .xy(.success(let xy)):
      return [.sourceXY(xy)]
    case .xy(.failure(let error)):
      return [.status(error.message)]
    case .xyTrail(.success(let trail)):
      return [.sourceXYTrail(trail)]
    case .xyTrail(.failure(let error)):
      return [.status(error.message)]
    case .reopened(let reopening):
      return receive(reopening, context)
    case .reopenFailed(let error, let columns):
      return reopenFailed(error, columns: columns, context)
    case .clock(let now):
      return followSpan(to: now, context)
    }
  }

  /// `.table(.answered)`: the answers are cached (a stale one too: it is real data, and the
  /// cache is bounded); ``FeedAction/settleTable`` then rebuilds the chart set if the
  /// frame's requests are all answered now.
  private mutating func receive(_ answers: [SeriesWindowAnswer], generation: Int) {
    guard var queries = table else { return }
    for answer in answers { queries.source.cache.insert(answer) }
    if generation == queries.generation { queries.pending = [] }
    table = queries
  }

  /// `.table(.failed)`: a status message (the query's one line); the failed requests are not
  /// asked again until the view moves on. A stale failure is ignored.
  private mutating func fail(_ error: SourceError, generation: Int) -> [FeedDelegate] {
    guard var queries = table, generation == queries.generation else { return [] }
    queries.failed = queries.pending
    queries.pending = []
    table = queries
    return [.status(error.message)]
  }

  /// `.table(.overview)`: the summary's rows are kept; a frame waiting for its answer is drawn
  /// from them at once.
  private mutating func receive(_ overview: TableOverview, _ context: TableContext)
    -> [FeedDelegate]
  {
    guard table != nil else { return [] }
    table?.overview = overview
    guard let queries = table, queries.isWaiting else { return [] }
    return showOverview(for: queries.pending, context)
  }

  /// `.table(.nearest)`: the row joins the rows on screen (a real row inside its dot column:
  /// the frame's dots stay) and the indicator goes to it, unless the pointer or the indicator
  /// moved on since, or the row lies outside the window.
  private mutating func receive(nearest row: SourceRow?, x: Double, _ context: TableContext)
    -> [FeedDelegate]
  {
    guard var queries = table, let nearest = queries.nearest, nearest.pointerX == x else {
      return []
    }
    queries.nearest = nil
    table = queries
    guard let row,
      chartSets[context.chartIndex].xValue(at: context.view.indicator)
        == nearest.indicatorX,
      context.windowXRange.contains(row.x)
    else { return [] }
    var rows = queries.rows
    rows.merge([row])
    if !queries.isInterim { table?.answered.merge([row]) }
    return show(rows, context) + [.indicatorNear(x: row.x)]
  }

  /// The nearest-row query of the last press in the graph, once, for a chart set of `lines`
  /// lines (after a window's query of the same action: the runner answers in order).
  mutating func askNearest(lines: Int) -> [ExplorerEffect] {
    guard table?.reopening == nil else { return [] }
    guard let nearest = table?.nearest, !nearest.isAsked else { return [] }
    table?.nearest?.isAsked = true
    return [.nearest(x: nearest.pointerX, lines: Array(0..<lines))]
  }

  /// Asks for the counts and sums of `window` (the statistics panel is open on a table without
  /// this window's totals), once per window: the rows on screen are a few per dot column, so
  /// their mean and counts are not the table's.
  mutating func askTotals(of window: ClosedRange<Double>) -> [ExplorerEffect] {
    guard let queries = table, queries.reopening == nil, queries.totalsAsked != window else {
      return []
    }
    table?.totalsAsked = window
    return [.totals(lower: window.lowerBound, upper: window.upperBound)]
  }

  /// Asks for the histogram survey of `lines` over `window` (the histogram view on a table
  /// without it), once per window and lines: a failed one is not asked again until they change.
  mutating func askHistogram(of window: ClosedRange<Double>, lines: [Int]) -> [ExplorerEffect] {
    let asked = TableHistogramAsk(window: window, lines: lines)
    guard let queries = table, queries.reopening == nil, queries.histogramAsked != asked else {
      return []
    }
    table?.histogramAsked = asked
    return [.histogram(lower: window.lowerBound, upper: window.upperBound, lines: lines)]
  }

  /// Asks for the XY counts of `ask` (the XY view on a table without them), once per ask: a
  /// failed one is not asked again until the window, lines or area change.
  mutating func askXY(_ ask: SourceXYAsk) -> [ExplorerEffect] {
    guard let queries = table, queries.reopening == nil, queries.xyAsked != ask else { return [] }
    table?.xyAsked = ask
    return [.xy(ask)]
  }

  /// Asks for the XY indicator's trail of `ask`, once per ask (as ``askXY(_:)``).
  mutating func askXYTrail(_ ask: SourceXYTrail.Ask) -> [ExplorerEffect] {
    guard let queries = table, queries.reopening == nil, queries.xyTrailAsked != ask else {
      return []
    }
    table?.xyTrailAsked = ask
    return [.xyTrail(ask)]
  }

  /// One round of settling the frame's `requests`: ``TableSettling/again(_:)`` when the answers
  /// rebuilt the chart set (the frame's requests may have changed with it), else the query of
  /// the missing ones (once per distinct set, drawn meanwhile from the overview) or nothing.
  mutating func settle(_ requests: [SeriesWindowRequest], _ context: TableContext)
    -> TableSettling
  {
    guard var queries = table, queries.reopening == nil else { return .settled([], []) }
    if requests == queries.shown && !queries.isInterim {
      if !queries.pending.isEmpty && queries.pending.allSatisfy({ !requests.contains($0) }) {
        // The view came back to what is shown: the query in flight is stale.
        queries.pending = []
        queries.generation += 1
        table = queries
      }
      return .settled([], [])
    }
    let missing = queries.source.missing(requests)
    if missing.isEmpty { return .again(showAnswers(to: requests, context)) }
    if missing == queries.pending || missing == queries.failed { return .settled([], []) }
    queries.failed = []
    queries.generation += 1
    queries.pending = missing
    queries.askedAt = context.now
    table = queries
    return .settled(
      showOverview(for: requests, context), [.query(missing, generation: queries.generation)])
  }

  /// Replaces the chart set by the merge of the anchors, the answers to `requests` and the
  /// rows the view stands on (its window's ends and the indicator), keeping the view at the
  /// same x values.
  private mutating func showAnswers(
    to requests: [SeriesWindowRequest], _ context: TableContext
  ) -> [FeedDelegate] {
    guard var queries = table else { return [] }
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
    table = queries
    let delegates = show(rows, context)
    if let shown = table?.rows { table?.answered = shown }
    return delegates
  }

  /// While `requests` wait for their answers: the last answered rows plus the overview's rows
  /// for each request's window (see ``TableOverview/rows(for:)``), so the frame of a key is
  /// drawn at once and the answer only refines it. Past what the summary has read so far, a
  /// gap row keeps the line from crossing the unread part. Nothing without an overview (the
  /// last frame stays).
  private mutating func showOverview(
    for requests: [SeriesWindowRequest], _ context: TableContext
  ) -> [FeedDelegate] {
    guard var queries = table, let overview = queries.overview else { return [] }
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
    table = queries
    return show(rows, context)
  }

  /// Puts the chart set of `rows` plus the rows the view stands on (its window's ends and the
  /// indicator) on screen; the view stays at the same x values (``FeedDelegate/keepView``).
  mutating func show(_ rows: SourceRowSet, _ context: TableContext) -> [FeedDelegate] {
    guard var queries = table else { return [] }
    var rows = rows
    let old = chartSets[context.chartIndex]
    let window = context.view.window
    let indicator = context.view.indicator
    let lowerX = old.positions.xValue(at: window.lower)
    let upperX = old.positions.xValue(at: window.upper)
    let indicatorX = old.xValue(at: indicator)
    let kept = [context.windowSamples.lowerBound, context.windowSamples.upperBound, indicator]
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
    chartSets[context.chartIndex] = chart
    queries.rows = rows
    table = queries
    return [.keepView(lowerX: lowerX, upperX: upperX, indicatorX: indicatorX, jumpY: true)]
  }
}

/// One round of ``DataFeed/settle(_:_:)``.
enum TableSettling {
  /// The chart set was rebuilt from answers: settle again.
  case again([FeedDelegate])
  /// Settled for this frame: what to apply and the query to ask for, if any.
  case settled([FeedDelegate], [ExplorerEffect])
}

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
    send(.settleTable)
    // `--shift` on a table: its rows are the window's only, so no copies (said once).
    if let refusal = shiftModel.refusal { notes.send(.say(refusal)) }
  }
}

extension DataFeed {
  /// The query of the requests the table waits for. A state built outside
  /// ``reduce(into:action:)`` (a table's first frame, a restored session's window) returns no
  /// effect: ``Explorer`` asks for this one when it starts.
  public var pendingQuery: ExplorerEffect? {
    guard let table, !table.pending.isEmpty else { return nil }
    return .query(table.pending, generation: table.generation)
  }
}
