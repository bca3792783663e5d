import TChartCSV

/// What the root reducer sends the data feed (``ExplorerState/send(_:)-feed``): a stream's
/// or a table's answer, the feeds' answer to a change of what is seen, or a table's frame to
/// settle.
enum FeedAction {
  /// A stream reader's event (``DataFeed/reduce(_:)``).
  case stream(StreamAction)
  /// A table source's answer (``DataFeed/reduce(_:_:)``).
  case table(TableAction)
  /// After each action, with the view as it was before: a table opens again with the columns
  /// on screen, asks for the frame's rows (``settleTable``), for the row nearest to a press
  /// and for the window's totals; after a user's action (`byUser`) a stream or a live table
  /// pauses or resumes following.
  case viewChanged(from: ChartViewState, byUser: Bool)
  /// Brings a table's chart set up to the frame's requests: rebuilt from the cache when every
  /// request is answered (a few rounds: new rows can change the Y labels' width, hence the
  /// graph's), else a query effect for the missing ones (once per distinct set), drawn
  /// meanwhile from the overview when there is one. A state built outside the reducer (a
  /// table's first frame, a restored session's window) leaves that query to
  /// ``DataFeed/pendingQuery``.
  case settleTable
  /// The user pointed at an x on a table's graph: the row nearest it is asked for after the
  /// action (``DataFeed/askNearest(lines:)``), the indicator moving onto it when it comes.
  case pointed(NearestRowQuery)
  /// The file is wanted read with these columns (the sheet's `Enter`; `Esc` while reading
  /// again wants the columns on screen).
  case wantColumns(ColumnChoice)
  /// The file's wanted columns changed (the sheet's `Enter`, undo): it is read again, or the
  /// read in flight stops (``DataFeed/askReread()``).
  case reread
}

extension StreamAction {
  /// Whether the Y range jumps to what this event shows: data arriving moves it at once (an
  /// animation would redraw at 60 Hz while the stream flows).
  var jumpsY: Bool {
    switch self {
    case .rows, .loaded, .restarted: true
    default: false
    }
  }
}

/// The data feed scoped into the explorer (``DataFeed``): its reduce with the table's context,
/// then its ``FeedDelegate``s applied in order.
extension ExplorerState {
  /// Runs the feed on `action`; returns the queries it asks for.
  @discardableResult
  mutating func send(_ action: FeedAction) -> [ExplorerEffect] {
    switch action {
    case .stream(let event):
      if let delegates = feed.reduceReread(
        event, windowX: shown.windowXRange,
        indicatorX: chartSet.count > 0 ? chartSet.x[view.indicator] : nil)
      {
        apply(delegates)
        return []
      }
      if case .rows(let batch) = event { notes.log(skipped: batch, source: feed.streamName) }
      apply(feed.reduce(event))
      return []
    case .table(let outcome):
      apply(feed.reduce(outcome, tableContext))
      return []
    case .viewChanged(let before, let byUser):
      var effects: [ExplorerEffect] = []
      if feed.table != nil {
        effects = feed.askReopen(around: shown.windowXRange) + send(.settleTable)
        effects += feed.askNearest(lines: chartSet.lines.count)
        if panels.showsStatistics && chartSet.count > 0 && statisticsModel.totals == nil {
          effects += feed.askTotals(of: shown.windowXRange)
        }
        if graphView == .histogram && chartSet.count > 0 && tableHistogram == nil {
          effects += feed.askHistogram(of: shown.windowXRange, lines: shown.visibleLines.sorted())
        }
        if chartSet.count > 0, tableXY == nil, let ask = tableXYAsk {
          effects += feed.askXY(ask)
        }
        if chartSet.count > 0, tableXYTrail == nil, let ask = tableXYTrailAsk {
          effects += feed.askXYTrail(ask)
        }
      }
      if byUser {
        feed.viewMoved(
          from: before, to: view, last: chartSet.lastIndex, showsDay: navigation.dayChart != nil)
      }
      return effects
    case .pointed(let query):
      feed.table?.nearest = query
      return []
    case .wantColumns(let choice):
      feed.reading?.wanted = choice
      return []
    case .reread:
      return feed.askReread()
    case .settleTable:
      for _ in 0..<4 {
        guard let queries = feed.table, queries.reopening == nil else { return [] }
        let requests = TableQueries.frameRequests(
          of: chartSet, window: shown.windowXRange, layout: keptGeometry.layout,
          lineCount: queries.source.description.lineNames.count)
        switch feed.settle(requests, tableContext) {
        case .again(let delegates):
          apply(delegates)
        case .settled(let delegates, let effects):
          apply(delegates)
          return effects
        }
      }
      return []
    }
  }

  /// What the table feed reads of this state.
  var tableContext: TableContext {
    TableContext(
      view: view, chartIndex: navigation.chartIndex, windowSamples: shown.windowSamples,
      windowXRange: shown.windowXRange, now: terminal.now)
  }
}
