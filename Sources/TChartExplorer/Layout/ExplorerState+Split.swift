import TChartCells

/// The `split` layout's state: whether the chart set on screen splits, why not, and the
/// panels' scrolling.
extension ExplorerState {
  /// Whether the frame draws the chart set on screen split into a panel per visible line: the
  /// `split` layout, a kind that splits, and at least one visible line.
  public var drawsSplit: Bool {
    layouts.layoutMode == .split && splitRefusal == nil && !shown.visibleLines.isEmpty
      && !feed.isWaitingForData
  }

  /// Why the chart set on screen stays one panel in the `split` layout (`nil` when it splits):
  /// the pie, stacked and percentage kinds show one whole, not lines.
  public var splitRefusal: String? {
    if navigation.showsPie { return "The pie stays one panel" }
    switch yAxesModel.fillMode {
    case .stackedBars, .stackedAreas: return "Stacked charts stay one panel"
    case .percentage: return "Percentage charts stay one panel"
    case .bars, .areas, nil: return nil
    }
  }

  /// The split's status-line hint: its keys while panels are off screen, where `v` goes (or
  /// why the chart set does not split) and what `Enter` does.
  var splitHint: String {
    let next = "v \(layouts.layoutMode.next(chartSetCount: feed.chartSets.count).rawValue)"
    if let refusal = splitRefusal { return refusal + " · " + next }
    let rows = layouts.splitRows(
      size: terminal.size, chrome: chrome, count: shown.visibleLines.count)
    let scrolls = rows.panels.count < rows.count
    let keys = scrolls ? ExplorerKeyBinding.hint(KeyBindings.splitRows) + " · " : ""
    return keys + next
      + (TitleAction.hint(chart: chartSet, navigation: navigation).map { " · " + $0 } ?? "")
  }
}
