import TChartRender

extension ExplorerState {
  /// Chart set `index` as the list and the cards draw it: its overview with its own view
  /// (window, hidden lines, indicator), its Y scale fitted to its own graph without
  /// animation, and no day, pie, statistics or popups. In the list and cards it shows the
  /// shared indicator when its x range holds the date (else no cursor, markers or values);
  /// otherwise only the selected chart set shows its indicator. Only the selected chart set's
  /// panel previews the colour inspector's colour. Its rectangles and Y ticks are the frame's
  /// geometry's (``PanelGeometry``).
  func panel(_ index: Int) -> ExplorerState {
    var shown = self
    shown.navigation.chartIndex = index
    shown.navigation.dayChart = nil
    shown.navigation.showsPie = false
    shown.panels.showsStatistics = false
    // A colour being previewed is the selected chart set's line's, not this one's.
    if shown.colorInspector == nil || index != navigation.chartIndex { shown.modal = nil }
    let shows =
      layouts.layoutMode == .one ? index == navigation.chartIndex : holdsSharedIndicator(index)
    shown.panels.showsIndicator = panels.showsIndicator && shows
    shown.yAxes.yRange = .still(yAxes.yRange.to)
    shown.yAxes.rightYRange = .still(yAxes.rightYRange.to)
    return shown
  }
}

extension ExplorerLegend {
  /// A panel's or card's legend: the values at the indicator only when it shows there.
  static func panelWidget(state: ExplorerState, theme: Theme, valueTexts: [String]) -> LegendLine {
    var entries = entries(state: state, valueTexts: valueTexts)
    if !state.panels.showsIndicator {
      for index in entries.indices { entries[index].info = nil }
    }
    return LegendLine(entries: entries, theme: theme)
  }
}
