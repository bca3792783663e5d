import TChartData

/// The views scoped into the explorer (``ViewsFeature``): its context read from the state, its
/// delegates applied.
extension ExplorerState {
  /// The view the graph area shows for the chart set on screen (a table's: the lines).
  public var graphView: GraphView { graphView(of: chartSet) }

  /// The view `chartSet`'s graph area shows (a table's: the lines), in any layout.
  func graphView(of chartSet: ChartSet) -> GraphView {
    feed.table == nil ? views.shown(for: chartSet) : .lines
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
