import TChartData

/// The layouts scoped into the explorer (``LayoutsFeature``): their context read from the
/// state, their delegates applied; and the list's and cards' shared indicator.
extension ExplorerState {
  /// Runs ``LayoutsFeature`` on `action` over the layouts and the selected chart set.
  mutating func send(_ action: LayoutsFeature.Action) {
    var state = LayoutsFeature.State(layouts: layouts, chartIndex: navigation.chartIndex)
    let context = LayoutsFeature.Context(
      size: terminal.size, chrome: chrome, chartSetCount: feed.chartSets.count,
      splitCount: shown.visibleLines.count, categoryBars: categoryBars)
    let step = LayoutsFeature.reduce(into: &state, action, context)
    (layouts, navigation.chartIndex) = (state.layouts, state.chartIndex)
    for delegate in step.delegates {
      switch delegate {
      case .showOverviews:
        send(DayFeature.Action.leave)
        navigation.showsPie = false
        pointer.focus = .graph
      case .leaveDay: send(DayFeature.Action.leave)
      case .endDrag: pointer.drag = nil
      case .shareIndicator: share(shown.indicatorDate)
      }
    }
  }

  /// Keeps `linked` as the shared date of the list and cards and puts every chart set holding
  /// it on its nearest sample (the window panning just enough to show it); the others keep
  /// their view.
  mutating func share(_ linked: LinkedIndicator) {
    layouts.linkedIndicator = linked
    let selected = navigation.chartIndex
    defer { navigation.chartIndex = selected }
    for index in feed.chartSets.indices {
      guard let sample = linked.sampleIndex(in: feed.chartSets[index]) else { continue }
      navigation.chartIndex = index
      send(WindowFeature.Action.putIndicator(sample: sample))
    }
  }
}
