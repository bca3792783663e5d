/// The views scoped into the explorer (``ViewsFeature``): its context read from the state, its
/// delegates applied.
extension ExplorerState {
  /// The view the graph area shows for the chart set on screen.
  public var graphView: GraphView { views.shown(for: chartSet) }

  /// Runs ``ViewsFeature`` on `action` over the views.
  mutating func send(_ action: ViewsFeature.Action) {
    let needsBins: Bool
    switch action {
    case .moveBin: needsBins = graphView == .histogram
    default: needsBins = false
    }
    let context = ViewsFeature.Context(
      chartSet: chartSet, visibleLines: shown.visibleLines,
      bins: needsBins ? histogramModel.histogram.bins.count : 0)
    for delegate in ViewsFeature.reduce(into: &views, action, context).delegates {
      switch delegate {
      case .status(let text): notes.send(.say(text))
      }
    }
  }
}
