import TChartCells
import TChartRender

extension ExplorerScreen {
  /// A list panel's or card's graph (``ChartPanel/drawing(state:area:theme:)``): its category
  /// bars, histogram or XY plot over the graph with its axes' column and row, else its lines
  /// (or points) with their axes; no tooltip (the histogram's selected bin only in the selected
  /// panel, as `←`/`→` choose it there).
  static func drawPanelGraph(
    _ shown: ChartPanel, panel: PanelGeometry, state: ExplorerState, theme: Theme,
    valueTexts: [String], into buffer: inout ScreenBuffer
  ) {
    let area = panel.graph.viewArea
    switch shown.drawing(state: state, area: area, theme: theme) {
    case .bars(let bars):
      bars.render(into: &buffer, area: area)
    case .histogram(let model):
      model.render(
        theme: theme, selected: shown.isSelected ? state.views.selectedBin : nil, into: &buffer,
        area: area)
    case .xy(let plot):
      plot.render(into: &buffer, area: area)
      if state.xyIsCounting {
        buffer.write(
          "counting the window's pairs…", x: area.x + 1, y: area.y, style: theme.text, clip: area)
      }
    case .lines(let points):
      let axes = YAxes(
        panel: shown, ticks: panel.ticks, rightTicks: panel.rightTicks, theme: theme)
      drawGraph(
        shown, theme: theme, axes: axes, layout: panel.graph, valueTexts: valueTexts,
        tooltip: false, points: points, into: &buffer)
    }
  }
}
