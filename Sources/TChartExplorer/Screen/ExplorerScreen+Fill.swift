import TChartCells
import TChartData
import TChartRender

/// Bars and areas on the explorer's screen: the graph, and the indicator as a highlighted
/// column with a tooltip of every segment.
extension ExplorerScreen {
  /// The filled graph of the window, the indicator's columns highlighted when it shows.
  static func fillGraph(_ graph: GraphModel, mode: FillMode, yTop: Double, theme: Theme)
    -> FillGraph
  {
    FillGraph(
      chart: graph.chartSet, visibleLines: graph.shown.visibleLines,
      window: graph.shown.windowSamples,
      yTop: yTop, mode: mode,
      colors: graph.chart.lines.map { theme.fillColors($0.color) },
      highlighted: graph.showsIndicator ? graph.view.indicator : nil,
      monochrome: graph.monochrome, background: theme.base.background, caches: graph.caches)
  }

  /// The tooltip beside the indicator's bar: each visible series' value (with its share on a
  /// percentage chart) and, for stacks, the `All` total, kept last when rows are cut (after
  /// `+N more`); on the status line when the graph is too narrow and `mayTakeStatusLine`.
  static func drawFillIndicator(
    _ graph: GraphModel, mode: FillMode, theme: Theme, mayTakeStatusLine: Bool,
    into buffer: inout ScreenBuffer, layout: ExplorerLayout
  ) {
    let area = layout.graph
    let columns = FillColumns(window: graph.shown.windowSamples, width: area.width)
      .columns(ofSample: graph.view.indicator)
    guard !columns.isEmpty else { return }
    let anchor = area.x + (columns.lowerBound + columns.upperBound - 1) / 2
    var rows = fillTooltipRows(graph, mode: mode, theme: theme)
    let total = mode.isStacked && graph.shown.visibleLines.count > 1 ? rows.popLast() : nil
    let titles = graph.shown.indicatorTitles
    let tooltip = Tooltip(
      title: titles[0], shorterTitles: Array(titles.dropFirst()), rows: rows, total: total,
      anchor: anchor, theme: theme)
    drawTooltip(tooltip, mayTakeStatusLine: mayTakeStatusLine, layout: layout, into: &buffer)
  }

  /// The tooltip's rows at the indicator's sample.
  static func fillTooltipRows(_ graph: GraphModel, mode: FillMode, theme: Theme)
    -> [Tooltip.Row]
  {
    let index = graph.view.indicator
    let chart = graph.chart
    let values = graph.shown.visibleLines.map { line in
      let series = chart.lines[line]
      return series.values.indices.contains(index) ? series.values[index] : .nan
    }
    let total = values.filter(\.isFinite).reduce(0, +)
    var totalResolution = ValueResolution()
    let indicatorValues = graph.indicatorValues
    var rows = zip(graph.shown.visibleLines, values).map { line, value in
      let series = chart.lines[line]
      let resolution = indicatorValues.resolution(line: line)
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
