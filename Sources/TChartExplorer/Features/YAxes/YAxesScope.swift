import TChartData

/// The Y axes feature scoped into the explorer (``YAxesFeature``): its model and context read
/// from the state, its delegates applied.
extension ExplorerState {
  /// What the Y axes of the chart set on screen show now (``YAxesModel``), from the chart set,
  /// its view, ``yAxes``, the clock and the screen. Build it once where several values are read.
  public var yAxesModel: YAxesModel {
    YAxesModel(
      shown: shown, axes: yAxes, shift: shiftModel, now: terminal.now, screenSize: terminal.size,
      chrome: chrome, caches: caches)
  }

  /// Runs ``YAxesFeature`` on `action` over ``yAxes``.
  public mutating func send(_ action: YAxesFeature.Action) {
    let chart = navigation.chartIndex
    let context = YAxesFeature.Context(
      model: yAxesModel, chartSets: feed.chartSets, animates: look.animates,
      mayHint: notes.hintsScaleClash && look.isInteractive
        && !notes.scaleClashHinted.contains(chart) && layouts.layoutMode == .one
        && navigation.dayChart == nil && !navigation.showsPie && modal == nil
        && notes.status == nil && feed.stream?.statusText == nil
        && feed.table?.isWaiting != true && !feed.isWaitingForData)
    for delegate in YAxesFeature.reduce(into: &yAxes, action, context).delegates {
      switch delegate {
      case .status(let text): notes.send(.say(text))
      case .log(let text): notes.log(text, source: feed.streamName)
      case .rightAxis(let lines): view.rightAxis = lines
      case .rightAxisOf(let index, let lines): navigation.views[index].rightAxis = lines
      case .scaleChanged:
        // The user found the modes: the scale-clash hint is not said for this chart set.
        notes.scaleClashHinted.insert(chart)
        notes.send(.say(yAxesModel.modeNote))
      case .hinted(let hint):
        // Said once, kept in `m` like every note.
        notes.send(.say(hint))
        notes.log(hint, source: "hint")
        notes.scaleClashHinted.insert(chart)
      }
    }
  }
}
