import TChartModel
import TChartRender

extension ExplorerScreen {
  /// The frame with the pie of the window in the graph area: the title, legend, mini-map,
  /// slider, status line and help as usual; no axes, cursor or tooltip. `buffer` is the cleared
  /// screen; the pie's sums scan the window (O(window), see ``ExplorerState/pieValues``).
  static func renderPie(
    state: ExplorerState, layout: ExplorerLayout, into buffer: ScreenBuffer
  ) -> ScreenBuffer {
    var buffer = buffer
    let theme = state.renderTheme
    let chart = state.chartSet
    let window = state.windowSamples
    let xRange = chart.xValue(at: window.lowerBound)...chart.xValue(at: window.upperBound)
    TitleLine(
      position: state.chartIndex + 1, count: state.chartSets.count, name: chart.name,
      dateRange: TitleLine.rangeText(
        of: chart, indices: window.lowerBound..<(window.upperBound + 1)),
      theme: theme
    ).render(into: &buffer, area: layout.title)
    PieChart(
      values: state.pieValues,
      colors: state.visibleLines.map { theme.lineStyle(chart.lines[$0].color).foreground },
      monochrome: state.monochrome, base: theme.base
    ).render(into: &buffer, area: layout.graph)
    MiniMap(chart: chart, hidden: state.view.hidden, window: xRange, theme: theme)
      .render(into: &buffer, area: layout.miniMap)
    drawSlider(state: state, theme: theme, into: &buffer, area: layout.slider)
    ExplorerLegend.widget(state: state, theme: theme).render(into: &buffer, area: layout.legend)
    StatusLine(message: state.statusMessage, theme: theme)
      .render(into: &buffer, area: layout.status)
    if state.showsHelp {
      HelpOverlay(sections: KeyBindings.helpSections, theme: theme)
        .render(into: &buffer, area: buffer.area)
    }
    return buffer
  }
}
