import TChartData
import TChartSources

/// The views scoped into the explorer (``ViewsFeature``): its context read from the state, its
/// delegates applied.
extension ExplorerState {
  /// The view the graph area shows for the chart set on screen (a table's: the lines or the
  /// histogram).
  public var graphView: GraphView { graphView(of: chartSet) }

  /// The view `chartSet`'s graph area shows (a table's: the lines or the histogram), in any
  /// layout.
  func graphView(of chartSet: ChartSet) -> GraphView {
    guard feed.table != nil else { return views.shown(for: chartSet) }
    return views.chosen == .histogram ? .histogram : .lines
  }

  /// Whether the histogram is counted by the database: the explorer's table, or `render`'s
  /// (whose chart set holds a table's rows with no feed; it sets the survey).
  var histogramIsCounted: Bool { feed.table != nil || views.tableHistogram != nil }

  /// A table's histogram survey of the window and visible lines on screen, once counted.
  var tableHistogram: SourceHistogram? {
    let shown = self.shown
    guard let histogram = views.tableHistogram,
      histogram.covers(shown.windowXRange, lines: shown.visibleLines.sorted())
    else { return nil }
    return histogram
  }

  /// Runs ``ViewsFeature`` on `action` over the views.
  mutating func send(_ action: ViewsFeature.Action) {
    let needsBins: Bool
    switch action {
    case .moveBin: needsBins = graphView == .histogram
    default: needsBins = false
    }
    let context = ViewsFeature.Context(
      chartSet: chartSet, visibleLines: shown.visibleLines,
      bins: needsBins ? histogramModel.histogram.bins.count : 0, isTable: feed.table != nil)
    for delegate in ViewsFeature.reduce(into: &views, action, context).delegates {
      switch delegate {
      case .status(let text): notes.send(.say(text))
      }
    }
  }
}
