import TChartCells
import TChartData
import TChartRender

/// One chart set as the graph drawing takes it (issue 25): the `one` layout's graph
/// (``init(graphOf:)``) or a panel of the list or a card (``init(state:index:)``): its overview
/// with its own view (window, hidden lines, indicator) in the colours it is drawn in, its Y
/// scale fitted to its own graph without animation, whether its indicator shows, and no day,
/// pie, statistics or popups. In the list and cards it shows the shared indicator when its x
/// range holds the date (else no cursor, markers or values); otherwise only the selected chart
/// set shows its indicator. Only the selected chart set's panel previews the colour
/// inspector's colour. Its rectangles and Y ticks are the frame's geometry's
/// (``PanelGeometry``); what it draws is its ``GraphModel``, built from its own chart set and
/// view.
struct ChartPanel {
  /// The chart set's index in the feed.
  let index: Int
  /// Whether the chart set is the selected one (its panel has the `▶`, the mini-map, the slider).
  let isSelected: Bool
  /// Whether its legend shows its window's last values: before the first move of the
  /// explorer's indicator (``Panels/showsIndicator``), when no indicator is drawn anywhere.
  let showsLastValues: Bool
  /// How many chart sets there are, and the feed's state for the title (`stdin · paused`).
  let chartSetCount: Int
  let feedText: String?
  /// What its graph, axes, legend and slider draw.
  let graph: GraphModel
  /// What its graph area shows (``ExplorerState/graphView(of:)``): the `one` layout's view of
  /// its chart set.
  let graphView: GraphView

  /// The `one` layout's graph: the chart set on screen (the day chart's too) as `state` draws
  /// it, its Y range animated, its indicator and colour preview the state's.
  init(graphOf state: ExplorerState) {
    index = state.navigation.chartIndex
    isSelected = true
    showsLastValues = !state.panels.showsIndicator
    chartSetCount = state.feed.chartSets.count
    feedText = state.feed.titleText
    graph = state.graphModel
    graphView = state.graphView
  }

  /// Chart set `index`'s panel of `state`.
  init(state: ExplorerState, index: Int) {
    self.index = index
    isSelected = index == state.navigation.chartIndex
    let chartSet = state.feed.chartSets[index]
    let shows =
      !state.layouts.layoutMode.showsAllChartSets
      ? isSelected
      : (state.layouts.linkedIndicator ?? state.shown.indicatorDate)
        .sampleIndex(in: chartSet) != nil
    showsLastValues = !state.panels.showsIndicator
    chartSetCount = state.feed.chartSets.count
    feedText = state.feed.titleText
    var view = state.navigation.views[index]
    // Before the first move of the indicator each legend shows its window's last values.
    if !state.panels.showsIndicator { view.indicator = view.windowIndices.upperBound }
    var context = state.graphContext
    context.showsPie = false
    // Its own memos: the panels' canvases, histograms and XY densities would push each
    // other's out.
    context.caches = state.caches.forChartSet(index)
    // A colour being previewed is the selected chart set's line's, not this one's.
    if !(state.modal.colorInspector != nil && isSelected) {
      context.coloring.preview = nil
    }
    graph = GraphModel(
      chartSet: chartSet, view: view, yAxes: state.yAxes.still,
      showsIndicator: state.panels.showsIndicator && shows, context: context)
    graphView = state.graphView(of: chartSet)
  }

  /// Line `line`'s panel of the `split` layout: the chart set on screen (the day chart's too)
  /// showing that line alone on its own left axis (a two-axis chart's too), fitted without
  /// animation, with the state's window and indicator (one cursor down every panel).
  init(splitOf state: ExplorerState, line: Int) {
    index = state.navigation.chartIndex
    isSelected = true
    showsLastValues = !state.panels.showsIndicator
    chartSetCount = state.feed.chartSets.count
    feedText = state.feed.titleText
    var view = state.view
    view.hidden = Set(state.chartSet.lines.indices).subtracting([line])
    // Alone in its panel, the line has one axis, the left one, whichever side it is on in `one`.
    view.rightAxis = []
    var context = state.graphContext
    // Its own memos: eight panels would push each other's canvases (and the mini-map's) out.
    context.caches = state.caches.forLine(line)
    graph = GraphModel(
      chartSet: state.chartSet, view: view, yAxes: state.yAxes.still,
      showsIndicator: state.panels.showsIndicator, context: context)
    graphView = state.graphView
  }

  /// Its view: window, hidden lines, indicator.
  var view: ChartViewState { graph.view }

  /// Its chart set in the colours it is drawn in.
  var chart: ChartSet { graph.chart }

  /// Whether its indicator (cursor, markers, legend values) shows.
  var showsIndicator: Bool { graph.showsIndicator }

  /// Its left axis' nice scale for a graph `rows` rows high.
  func yTicks(rows: Int, twoLabels: Bool = false) -> NiceTicks {
    graph.axes.yTicks(rows: rows, twoLabels: twoLabels)
  }

  /// Its right axis' nice scale for a graph `rows` rows high; `nil` without a right axis.
  func rightYTicks(rows: Int) -> NiceTicks? { graph.axes.rightYTicks(rows: rows) }

  /// Every line's value text at its indicator (empty for hidden lines).
  func valueTexts() -> [String] { graph.indicatorValues.texts() }

  /// Its legend: the values at the indicator only when it shows there, and before the first
  /// move of the indicator (the explorer's is not drawn yet) its window's last values.
  func legend(theme: Theme, valueTexts: [String]) -> LegendLine {
    var entries = ExplorerLegend.entries(
      graph: graph, theme: theme, marksRightAxis: true, valueTexts: valueTexts)
    if !showsIndicator && !showsLastValues {
      for index in entries.indices { entries[index].info = nil }
    }
    return LegendLine(entries: entries, theme: theme)
  }

  /// Its title line: position, name and the window's dates.
  func titleLine(theme: Theme) -> TitleLine {
    let window = graph.shown.windowSamples
    return TitleLine(
      position: index + 1, count: chartSetCount,
      name: graph.titleName(feedText: feedText) + (viewNote.map { " · " + $0 } ?? ""),
      dateRange: graph.chartSet.categoriesText
        ?? TitleLine.rangeText(
          of: graph.chartSet, indices: window.lowerBound..<(window.upperBound + 1)),
      theme: theme)
  }
}
