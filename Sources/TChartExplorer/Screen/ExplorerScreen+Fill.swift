import TChartCells
import TChartData
import TChartRender

/// Bars and areas on the explorer's screen: the graph, and the indicator as a highlighted
/// column with a tooltip of every segment.
extension ExplorerScreen {
  /// The filled graph of the window, the indicator's columns highlighted when it shows.
  static func fillGraph(state: ExplorerState, mode: FillMode, yTop: Double, theme: Theme)
    -> FillGraph
  {
    FillGraph(
      chart: state.chartSet, visibleLines: state.shown.visibleLines,
      window: state.shown.windowSamples,
      yTop: yTop, mode: mode,
      colors: state.coloredChartSet.lines.map { theme.fillColors($0.color) },
      highlighted: state.panels.showsIndicator ? state.view.indicator : nil,
      monochrome: state.look.monochrome, background: theme.base.background, caches: state.caches)
  }

  /// The tooltip beside the indicator's bar: each visible series' value (with its share on a
  /// percentage chart) and, for stacks, the `All` total, kept last when rows are cut (after
  /// `+N more`).
  static func drawFillIndicator(
    state: ExplorerState, mode: FillMode, theme: Theme, into buffer: inout ScreenBuffer,
    layout: ExplorerLayout
  ) {
    let area = layout.graph
    let columns = FillColumns(window: state.shown.windowSamples, width: area.width)
      .columns(ofSample: state.view.indicator)
    guard !columns.isEmpty else { return }
    let anchor = area.x + (columns.lowerBound + columns.upperBound - 1) / 2
    var rows = fillTooltipRows(state: state, mode: mode, theme: theme)
    let total = mode.isStacked && state.shown.visibleLines.count > 1 ? rows.popLast() : nil
    let titles = state.shown.indicatorTitles
    let tooltip = Tooltip(
      title: titles[0], shorterTitles: Array(titles.dropFirst()), rows: rows, total: total,
      anchor: anchor, theme: theme)
    drawTooltip(tooltip, state: state, layout: layout, into: &buffer)
  }

  /// The tooltip's rows at the indicator's sample.
  static func fillTooltipRows(state: ExplorerState, mode: FillMode, theme: Theme)
    -> [Tooltip.Row]
  {
    let index = state.view.indicator
    let chart = state.coloredChartSet
    let values = state.shown.visibleLines.map { line in
      let series = chart.lines[line]
      return series.values.indices.contains(index) ? series.values[index] : .nan
    }
    let total = values.filter(\.isFinite).reduce(0, +)
    var totalResolution = ValueResolution()
    var rows = zip(state.shown.visibleLines, values).map { line, value in
      let series = chart.lines[line]
      let resolution = state.indicatorValues.resolution(line: line)
      totalResolution = totalResolution.merged(with: resolution)
      var text = ValueText.text(value, resolution: resolution)
      if mode == .percentage, total > 0, value.isFinite {
        text += " " + AxisNumberFormat.compact(value / total * 100, significant: 3) + "%"
      }
      return Tooltip.Row(
        mark: theme.lineStyle(series.color), symbol: theme.marker(forLine: line),
        name: series.name, value: text)
    }
    if mode.isStacked && values.count > 1 {
      let text = ValueText.text(total, resolution: totalResolution)
      rows.append(
        Tooltip.Row(
          mark: theme.text, symbol: theme.monochrome ? "Σ" : "●", name: "All", value: text))
    }
    return rows
  }
}
