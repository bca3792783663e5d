import TChartCells
import TChartData
import TChartRender

/// Where the tooltip goes: a box in the graph, or the status line when the graph is too narrow
/// for the box (under 40 columns, or too short for two rows).
extension ExplorerScreen {
  /// Draws `tooltip` as a box in the graph when it fits there (or when there is no status line,
  /// as in `tchart render`), else on the status line when it `mayTakeStatusLine` (the line has
  /// no message of its own: ``ExplorerState/tooltipMayTakeStatusLine``).
  static func drawTooltip(
    _ tooltip: Tooltip, mayTakeStatusLine: Bool, layout: ExplorerLayout,
    into buffer: inout ScreenBuffer
  ) {
    if tooltip.fitsAsBox(in: layout.graph) || layout.status.isEmpty {
      tooltip.render(into: &buffer, area: layout.graph)
    } else if mayTakeStatusLine {
      InlineTooltip(tooltip).render(into: &buffer, area: layout.status)
    }
  }
}

extension ExplorerScreen {
  /// The tooltip's row of line `line`'s copy one `shift` earlier: `cpu −1w` with its value and
  /// the Δ to now, its mark dimmed.
  static func copyRow(_ graph: GraphModel, line: Int, shift: PeriodShift, theme: Theme)
    -> Tooltip.Row
  {
    let series = graph.chart.lines[line]
    return Tooltip.Row(
      mark: theme.lineStyle(series.color).adding(.dim), symbol: theme.marker(forLine: line),
      name: shift.copyName(of: series.name), value: graph.shift.tooltipText(line: line))
  }
}
