import TChartData

/// The colours lines are drawn in (issue 14): the ones the user chose (``Look/lineColors``)
/// override a line's own colour by line id, in every chart set that has a line of that id (a
/// file's chart sets name the same column alike, and the session saves colours by id). While
/// the colour inspector is open, its line is drawn in the colour it shows (a preview).
/// Everything that draws a line's colour (graph, legend, tooltip, mini-map, fills, pie, axes,
/// picker, statistics, export) gets it here, mostly by drawing
/// ``ExplorerState/coloredChartSet`` or a ``GraphModel``'s chart.
public struct LineColoring: Sendable {
  /// The colours chosen, by line id.
  public var chosen: [String: RGBColor]
  /// The line id the colour inspector previews, and the colour it shows.
  public var preview: (id: String, color: RGBColor)?

  /// The colour line `series` is drawn in: the previewed one, else the chosen one, else the
  /// file's.
  public func color(_ series: Series) -> RGBColor {
    if let preview, preview.id == series.id { return preview.color }
    return chosen[series.id] ?? series.color
  }

  /// `chart` with every line in the colour it is drawn in (``color(_:)``); `chart` itself
  /// when no colour was chosen. O(lines): the values are shared, not copied.
  public func colored(_ chart: ChartSet) -> ChartSet {
    guard !chosen.isEmpty || preview != nil else { return chart }
    var shown = chart
    for index in shown.lines.indices {
      shown.lines[index].color = color(chart.lines[index])
    }
    return shown
  }
}

extension ExplorerState {
  /// The colours lines are drawn in now: the chosen ones and the open inspector's preview.
  public var coloring: LineColoring {
    let preview = modal.colorInspector.flatMap { inspector in
      chartSet.lines.indices.contains(inspector.line)
        ? (id: chartSet.lines[inspector.line].id, color: inspector.color) : nil
    }
    return LineColoring(chosen: look.lineColors, preview: preview)
  }

  /// The chart set on screen in the colours it is drawn in.
  public var coloredChartSet: ChartSet { coloring.colored(chartSet) }
}
