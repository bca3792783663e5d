import TChartCells
import TChartRender

/// The views that replace the graph (``GraphView``): the window's histogram and XY, drawn in the
/// graph's area with its axes' column and row; the chrome around them stays, so dragging the
/// window re-answers them.
extension ExplorerScreen {
  /// Draws the histogram or the XY plot of `state` in `area`.
  static func drawView(
    state: ExplorerState, theme: Theme, area: Rect, into buffer: inout ScreenBuffer
  ) {
    switch state.graphView {
    case .histogram:
      state.histogramModel(in: area).render(
        theme: theme, selected: state.views.selectedBin, into: &buffer, area: area)
    case .xy:
      switch state.xyPlot(theme: theme) {
      case .success(let plot):
        plot.render(into: &buffer, area: area)
        guard state.xyIsCounting else { return }
        buffer.write(
          "counting the window's pairs…", x: area.x + 1, y: area.y, style: theme.text, clip: area)
      case .failure(let missing):
        buffer.fill(area.intersection(buffer.area), with: Cell(" ", style: theme.base))
        buffer.write(
          missing.message(lines: state.chartSet.lines), x: area.x + 1, y: area.y,
          style: theme.text, clip: area)
      }
    case .lines, .points:
      return
    }
  }

  /// The histogram of line `line` alone in a split panel's `area`.
  static func drawPanelHistogram(
    state: ExplorerState, line: Int, theme: Theme, area: Rect, into buffer: inout ScreenBuffer
  ) {
    state.histogramModel(in: area, line: line).render(
      theme: theme, selected: state.views.selectedBin, into: &buffer, area: area)
  }
}
