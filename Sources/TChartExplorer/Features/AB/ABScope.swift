import TChartCells
import TChartData

/// The A/B feature scoped into the explorer (``ABFeature``): its context read from the state,
/// its delegates applied.
extension ExplorerState {
  /// The A/B cursors' numbers on the chart set on screen.
  public var abModel: ABModel {
    ABModel(
      chartSet: coloredChartSet, view: view, visibleLines: shown.visibleLines,
      windowXRange: shown.windowXRange, formatter: shown.sliderFormatter, isTable: feed.table != nil
    )
  }

  /// Runs ``ABFeature`` on `action` over the cursors of the chart set on screen.
  mutating func send(_ action: ABFeature.Action) {
    let model = abModel
    // The hit test builds the geometry only when asked (the right button's press and drag),
    // from the state as it was before the action.
    let state = self
    let context = ABFeature.Context(
      indicator: view.indicator, spanText: model.spanText, sampleText: model.sampleText,
      takesPress: !layouts.layoutMode.showsAllChartSets && !navigation.showsPie,
      hit: { point in
        let geometry = state.geometry
        return (
          onGraph: geometry.layout.graph.contains(point) || geometry.split != nil,
          sample: model.sample(atColumn: point.x, geometry)
        )
      })
    for delegate in ABFeature.reduce(into: &view.ab, action, context).delegates {
      switch delegate {
      case .showIndicator: panels.showsIndicator = true
      case .status(let text): notes.send(.say(text))
      case .grabPointer: pointer.drag = .abCursors
      }
    }
  }
}
