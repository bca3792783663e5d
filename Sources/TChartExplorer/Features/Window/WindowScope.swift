import TChartData

/// The window feature scoped into the explorer (``WindowFeature``): its context read from the
/// state, its delegates applied.
extension ExplorerState {
  /// Runs ``WindowFeature`` on `action` over the view of the chart set on screen.
  mutating func send(_ action: WindowFeature.Action) {
    let context = WindowFeature.Context(
      lastIndex: chartSet.lastIndex, linksIndicators: layouts.layoutMode.showsAllChartSets,
      follows: feed.stream?.hasData == true || feed.table?.follow != nil,
      showsIndicator: panels.showsIndicator)
    var window = view
    let step = WindowFeature.reduce(into: &window, action, context)
    // A view left as it was keeps the geometry built for it.
    if window != view { view = window }
    for delegate in step.delegates {
      switch delegate {
      case .showIndicator: panels.showsIndicator = true
      case .status(let text): notes.send(.say(text))
      case .moveSharedIndicator(let samples):
        var linked = layouts.linkedIndicator ?? shown.indicatorDate
        linked.step(by: samples, in: chartSet)
        share(linked)
      case .shareIndicator: share(shown.indicatorDate)
      case .resumeFollowing: apply(feed.resumeFollowing(on: chartSet))
      }
    }
  }
}
