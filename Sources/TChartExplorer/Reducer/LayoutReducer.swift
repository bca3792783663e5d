import TChartModel
import TChartRender

/// The layouts' changes: switching layout, moving the selection of the list and cards (with
/// the list's scrolling), and the mouse over the list.
extension ExplorerState {
  /// Shows `mode`; the list and cards show overviews, so a day or a pie closes first.
  public mutating func showLayout(_ mode: LayoutMode) {
    if mode != .one {
      zoomOut()
      showsPie = false
      focus = .graph
    }
    layoutMode = mode
    drag = nil
    scrollListToSelection()
  }

  /// Selects chart set `index` (clamped) and scrolls the list just enough to show it.
  mutating func selectChart(_ index: Int) {
    zoomOut()
    chartIndex = Swift.min(Swift.max(index, 0), chartSets.count - 1)
    scrollListToSelection()
  }

  /// The list on this state's screen.
  var listLayout: ChartListLayout {
    ChartListLayout(
      size: screenSize, count: chartSets.count, selected: chartIndex,
      firstVisible: listFirstVisible)
  }

  /// How many chart sets `PgUp`/`PgDn` move the list's selection: the panels on screen less
  /// one, at least one.
  var listPageSize: Int { Swift.max(1, listLayout.panels.count - 1) }

  /// Keeps ``listFirstVisible`` where the layout scrolled it.
  mutating func scrollListToSelection() {
    listFirstVisible = ChartListLayout.firstVisible(
      size: screenSize, count: chartSets.count, selected: chartIndex, proposed: listFirstVisible)
  }

  /// A press in the list: on a panel's title opens it, elsewhere in a panel selects it.
  mutating func listPressed(at point: Point) {
    let layout = listLayout
    guard let panel = layout.panels.first(where: { $0.frame.contains(point) }) else { return }
    selectChart(panel.index)
    if panel.title.contains(point) { showLayout(.one) }
  }

  /// The wheel over the list moves the selection by one chart set (the list scrolls with it).
  mutating func listWheel(_ direction: WheelDirection) {
    selectChart(chartIndex + (direction == .up ? -1 : 1))
  }
}
