import TChartRender

/// The graph of any chart set in any rectangle: the list's panels and the cards draw through
/// here, into ``ExplorerLayout/init(graphIn:yAxisWidth:rightAxisWidth:)``, with the same
/// ``ExplorerScreen/drawGraph(state:theme:axes:layout:valueTexts:tooltip:into:)`` as the `one`
/// layout (lines, bars, stacks, percentages, two axes).
extension ExplorerScreen {
  /// Draws `state`'s chart set with its view into `area` (the last row is the X axis) and
  /// returns the rectangles used, so that a mini-map or slider can line up with the graph.
  @discardableResult
  static func drawGraph(
    state: ExplorerState, theme: Theme, in area: Rect, valueTexts: [String], tooltip: Bool,
    into buffer: inout ScreenBuffer
  ) -> ExplorerLayout {
    let rows = Swift.max(1, area.height - 1)
    let ticks = state.yTicks(rows: rows)
    let rightTicks = state.rightYTicks(rows: rows)
    let layout = ExplorerLayout(
      graphIn: area,
      yAxisWidth: ExplorerLayout.labelColumnWidth(
        size: area.size, ticks: ticks.values, unit: state.yUnit,
        logarithmic: state.isLogarithmic),
      rightAxisWidth: rightTicks.map {
        ExplorerLayout.rightColumnWidth(
          size: area.size, ticks: $0.values, logarithmic: state.isLogarithmic)
      } ?? 0)
    guard !layout.isTooSmall else { return layout }
    let axes = YAxes(state: state, ticks: ticks, rightTicks: rightTicks, theme: theme)
    drawGraph(
      state: state, theme: theme, axes: axes, layout: layout, valueTexts: valueTexts,
      tooltip: tooltip, into: &buffer)
    return layout
  }
}
