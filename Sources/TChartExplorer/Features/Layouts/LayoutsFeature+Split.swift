import TChartCells
import TChartData
import TChartRender

/// The `split` layout: when the chart set on screen splits into a panel per visible line, and
/// its status-line hint.
extension LayoutsFeature {
  /// Why `chart` stays one panel in the `split` layout with `navigation` (`nil` when it
  /// splits): the pie, stacked and percentage kinds show one whole, not lines.
  public static func splitRefusal(_ chart: ChartSet, _ navigation: Navigation) -> String? {
    if navigation.showsPie { return "The pie stays one panel" }
    switch FillMode(chartSet: chart) {
    case .stackedBars, .stackedAreas: return "Stacked charts stay one panel"
    case .percentage: return "Percentage charts stay one panel"
    case .bars, .areas, nil: return nil
    }
  }

  /// The split's status-line hint: its keys while panels are off screen (`rows`), where `v`
  /// goes (`next`), or why the chart set does not split (`refusal`), and what `Enter` does
  /// (`enterHint`).
  static func splitHint(
    refusal: String?, next: LayoutMode, rows: SplitLayout, enterHint: String?
  ) -> String {
    let next = "v \(next.rawValue)"
    if let refusal { return refusal + " · " + next }
    let scrolls = rows.panels.count < rows.count
    let keys = scrolls ? ExplorerKeyBinding.hint(KeyBindings.splitRows) + " · " : ""
    return keys + next + (enterHint.map { " · " + $0 } ?? "")
  }
}

extension ExplorerState {
  /// Whether the frame draws the chart set on screen split into a panel per visible line: the
  /// `split` layout, a kind that splits, and at least one visible line.
  public var drawsSplit: Bool {
    layouts.layoutMode == .split
      && LayoutsFeature.splitRefusal(chartSet, navigation)
        == nil
      && !shown.visibleLines.isEmpty && !feed.isWaitingForData
  }
}
