import TChartCells
import TChartData
import TChartRender

/// One chart set as the graph drawing takes it (issue 25): the `one` layout's graph
/// (``init(graphOf:)``, the state itself) or a panel of the list or a card
/// (``init(state:index:)``): its overview with its own view (window, hidden lines, indicator)
/// in the colours it is drawn in, its Y scale fitted to its own graph without animation,
/// whether its indicator shows, and no day, pie, statistics or popups. In the list and cards it
/// shows the shared indicator when its x range holds the date (else no cursor, markers or
/// values); otherwise only the selected chart set shows its indicator. Only the selected chart
/// set's panel previews the colour inspector's colour. Its rectangles and Y ticks are the
/// frame's geometry's (``PanelGeometry``).
struct ChartPanel {
  /// The chart set's index in the feed.
  let index: Int
  /// Whether the chart set is the selected one (its panel has the `▶`, the mini-map, the slider).
  let isSelected: Bool
  /// Whether its indicator (cursor, markers, legend values) shows.
  let showsIndicator: Bool
  /// Whether its lines preview the colour inspector's colour (the selected panel's only).
  let previewsColor: Bool
  /// Whether its legend shows its window's last values: before the first move of the
  /// explorer's indicator (``Panels/showsIndicator``), when no indicator is drawn anywhere.
  let showsLastValues: Bool
  /// The graph's, axes' and slider's state: the explorer's state narrowed to this chart set
  /// (the state itself for the `one` layout's graph). The graph drawing's parts (lines, fills,
  /// indicator, tooltip), ``YAxes`` and the slider still read a state; this is their adapter.
  let graphState: ExplorerState

  /// The `one` layout's graph: the chart set on screen (the day chart's too) as `state` draws
  /// it, its Y range animated, its indicator and colour preview the state's.
  init(graphOf state: ExplorerState) {
    index = state.navigation.chartIndex
    isSelected = true
    showsIndicator = state.panels.showsIndicator
    previewsColor = state.modal.colorInspector != nil
    showsLastValues = !state.panels.showsIndicator
    graphState = state
  }

  /// Chart set `index`'s panel of `state`.
  init(state: ExplorerState, index: Int) {
    self.index = index
    isSelected = index == state.navigation.chartIndex
    let shows =
      !state.layouts.layoutMode.showsAllChartSets
      ? isSelected
      : (state.layouts.linkedIndicator ?? state.shown.indicatorDate)
        .sampleIndex(in: state.feed.chartSets[index]) != nil
    showsIndicator = state.panels.showsIndicator && shows
    previewsColor = state.modal.colorInspector != nil && isSelected
    showsLastValues = !state.panels.showsIndicator
    var shown = state
    shown.navigation.chartIndex = index
    shown.navigation.dayChart = nil
    shown.navigation.showsPie = false
    shown.panels.showsStatistics = false
    // A colour being previewed is the selected chart set's line's, not this one's.
    if !previewsColor { shown.modal = nil }
    shown.panels.showsIndicator = showsIndicator
    // Before the first move of the indicator each legend shows its window's last values.
    if !state.panels.showsIndicator { shown.view.indicator = shown.view.windowIndices.upperBound }
    shown.yAxes.yRange = .still(state.yAxes.yRange.to)
    shown.yAxes.rightYRange = .still(state.yAxes.rightYRange.to)
    graphState = shown
  }

  /// Line `line`'s panel of the `split` layout: the chart set on screen (the day chart's too)
  /// showing that line alone on its own left axis (a two-axis chart's too), fitted without
  /// animation, with the state's window and indicator (one cursor down every panel).
  init(splitOf state: ExplorerState, line: Int) {
    index = state.navigation.chartIndex
    isSelected = true
    showsIndicator = state.panels.showsIndicator
    previewsColor = state.modal.colorInspector != nil
    showsLastValues = !state.panels.showsIndicator
    var shown = state
    shown.view.hidden = Set(state.chartSet.lines.indices).subtracting([line])
    // Alone in its panel, the line has one axis, the left one, whichever side it is on in `one`.
    shown.view.rightAxis = []
    shown.panels.showsStatistics = false
    shown.yAxes.yRange = .still(state.yAxes.yRange.to)
    shown.yAxes.rightYRange = .still(state.yAxes.rightYRange.to)
    // Its own memos: eight panels would push each other's canvases (and the mini-map's) out.
    shown.caches = state.caches.forLine(line)
    graphState = shown
  }

  /// Its view: window, hidden lines, indicator.
  var view: ChartViewState { graphState.view }

  /// Its chart set in the colours it is drawn in.
  var chart: ChartSet { graphState.coloredChartSet }

  /// Its left axis' nice scale for a graph `rows` rows high.
  func yTicks(rows: Int) -> NiceTicks { graphState.yAxesModel.yTicks(rows: rows) }

  /// Its right axis' nice scale for a graph `rows` rows high; `nil` without a right axis.
  func rightYTicks(rows: Int) -> NiceTicks? {
    graphState.yAxesModel.rightYTicks(rows: rows)
  }

  /// Every line's value text at its indicator (empty for hidden lines).
  func valueTexts() -> [String] { graphState.indicatorValues.texts() }

  /// Its legend: the values at the indicator only when it shows there, and before the first
  /// move of the indicator (the explorer's is not drawn yet) its window's last values.
  func legend(theme: Theme, valueTexts: [String]) -> LegendLine {
    var entries = ExplorerLegend.entries(state: graphState, valueTexts: valueTexts)
    if !showsIndicator && !showsLastValues {
      for index in entries.indices { entries[index].info = nil }
    }
    return LegendLine(entries: entries, theme: theme)
  }

  /// Its title line: position, name and the window's dates.
  func titleLine(theme: Theme) -> TitleLine {
    let window = graphState.shown.windowSamples
    return TitleLine(
      position: index + 1, count: graphState.feed.chartSets.count, name: graphState.titleName,
      dateRange: TitleLine.rangeText(
        of: graphState.chartSet, indices: window.lowerBound..<(window.upperBound + 1)),
      theme: theme)
  }
}
