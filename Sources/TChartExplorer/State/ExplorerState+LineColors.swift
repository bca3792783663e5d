import TChartData

/// The colours the user chose for lines (issue 14): ``ExplorerState/lineColors`` overrides a
/// line's own colour by line id, in every chart set that has a line of that id (a file's chart
/// sets name the same column alike, and the session saves colours by id). Everything that draws
/// a line's colour (graph, legend, tooltip, mini-map, fills, pie, axes, picker, statistics,
/// export) gets it through ``ExplorerState/lineColor(_:)``, mostly by drawing
/// ``ExplorerState/coloredChartSet`` or ``ExplorerState/drawnChartSet``.
extension ExplorerState {
  /// The colour line `series` is drawn in: the chosen one, else the file's.
  /// While the colour inspector is open, its line is drawn in the colour it shows (a preview).
  public func lineColor(_ series: Series) -> RGBColor {
    if let inspector = colorInspector, chartSet.lines.indices.contains(inspector.line),
      chartSet.lines[inspector.line].id == series.id
    {
      return inspector.color
    }
    return lineColors[series.id] ?? series.color
  }

  /// `chart` with every line in the colour it is drawn in (``lineColor(_:)``); `chart` itself
  /// when no colour was chosen. O(lines): the values are shared, not copied.
  public func colored(_ chart: ChartSet) -> ChartSet {
    guard !lineColors.isEmpty || colorInspector != nil else { return chart }
    var shown = chart
    for index in shown.lines.indices {
      shown.lines[index].color = lineColor(chart.lines[index])
    }
    return shown
  }

  /// The chart set on screen in the colours it is drawn in.
  public var coloredChartSet: ChartSet { colored(chartSet) }

  /// Line `line` of the chart set on screen gets `color` (`nil`: its own colour again).
  mutating func setColor(_ color: RGBColor?, ofLine line: Int) {
    guard chartSet.lines.indices.contains(line) else { return }
    let series = chartSet.lines[line]
    lineColors[series.id] = color == series.color ? nil : color
  }
}
