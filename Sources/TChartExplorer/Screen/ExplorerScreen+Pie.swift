import TChartCells
import TChartRender

extension ExplorerScreen {
  /// The pie of the window in the graph area, in place of the graph, its axes, cursor and
  /// tooltip. The sums scan the window (O(window), see ``ChartSet/sums(of:in:)``).
  static func drawPie(
    state: ExplorerState, theme: Theme, area: Rect, into buffer: inout ScreenBuffer
  ) {
    let chart = state.coloredChartSet
    PieChart(
      values: state.chartSet.sums(of: state.shown.visibleLines, in: state.shown.windowSamples),
      colors: state.shown.visibleLines.map { theme.lineStyle(chart.lines[$0].color).foreground },
      monochrome: state.look.monochrome, base: theme.base
    ).render(into: &buffer, area: area)
  }
}
