import TChartModel

extension ExplorerState {
  /// Chart set `index` as the list and the cards draw it: its overview with its own view
  /// (window, hidden lines, indicator), its Y scale fitted to its own graph without
  /// animation, and no day, pie, statistics or popups. Only the selected chart set shows its
  /// indicator.
  func panel(_ index: Int) -> ExplorerState {
    var shown = self
    shown.chartIndex = index
    shown.zoom = nil
    shown.showsPie = false
    shown.showsStatistics = false
    shown.linePicker = nil
    shown.goTo = nil
    shown.showsHelp = false
    shown.showsIndicator = showsIndicator && index == chartIndex
    shown.yRange = .still(yRange.to)
    shown.rightYRange = .still(rightYRange.to)
    return shown
  }
}
