import TChartCells
import TChartRender

/// What a list panel's or card's graph area draws: what the `one` layout draws for its chart
/// set (issue 41). Category bars for categories; else its view (``graphView``): the window's
/// histogram, XY, or the lines (as points for `p`). XY needs both its lines: a chart set
/// without one keeps its lines and its title says so (``viewNote``). The models are the `one`
/// layout's, fed from the panel's own memos (``RenderCaches/forChartSet(_:)``: its XY density,
/// its bars' order) and the state's histogram indexes (built once per line).
extension ChartPanel {
  /// A panel's graph drawing.
  enum Drawing {
    /// The lines with their axes (the samples as points when `points`).
    case lines(points: Bool)
    case histogram(HistogramModel)
    case xy(XYPlot)
    case bars(CategoryBars)
  }

  /// What its graph draws in `area` (its graph with the axes' column and row), in `state`'s
  /// order of bars; only the selected panel's bars scroll.
  func drawing(state: ExplorerState, area: Rect, theme: Theme) -> Drawing {
    if let bars = CategoryBars(
      chart: graph.chart, lines: graph.shown.visibleLines, order: state.layouts.categoryOrder,
      firstShown: isSelected ? state.layouts.categoriesFirstShown : 0, theme: theme,
      caches: graph.caches)
    {
      return .bars(bars)
    }
    switch graphView {
    case .lines: return .lines(points: false)
    case .points: return .lines(points: true)
    case .histogram:
      // A table's (its only chart set) is counted by the database.
      if state.histogramIsCounted { return .histogram(state.histogramModel(in: area)) }
      // The lines' histogram indexes are the state's: one per line, whichever layout bins it.
      return .histogram(
        HistogramModel(
          shown: graph.shown, chart: graph.chart, area: area, theme: theme, caches: state.caches))
    case .xy(let across, let up):
      // A table's (its only chart set) is counted by the database.
      let plot =
        state.xyIsCounted
        ? state.tableXYPlot(across, against: up, theme: theme)
        : XYPlot.of(
          across, against: up, chart: graph.chart, shown: graph.shown,
          showsIndicator: showsIndicator, theme: theme, caches: graph.caches)
      guard case .success(let plot) = plot else {
        return .lines(points: graph.chartSet.flags.contains(.unordered))
      }
      return .xy(plot)
    }
  }

  /// What its title adds when its graph cannot show the view chosen: XY without one of its
  /// lines keeps the lines (`lines (XY: no line 'cos')`); `nil` otherwise.
  var viewNote: String? {
    guard case .xy(let across, let up) = graphView else { return nil }
    let missing = [across, up].first { graph.chartSet.line(named: $0) == nil }
    return missing.map { "lines (XY: no line '\($0)')" }
  }
}
