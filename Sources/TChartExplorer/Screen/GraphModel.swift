import TChartCells
import TChartData
import TChartRender

/// One graph as a frame draws it: a chart set (the day chart's too) and its view, with the
/// models the graph drawing reads built once: the window and its mappings (``ShownChart``),
/// the Y axes (``YAxesModel``), the period shift's copies (``ShiftModel``), the events, the
/// line colours, and whether the indicator shows. The `one` layout's graph is the state's
/// (``ExplorerState/graphModel``); a list panel, a card or a split panel is built from its own
/// chart set, view and Y ranges (``ChartPanel``), never from a copy of the state.
struct GraphModel {
  /// What every graph of a frame shares: the explorer-wide inputs of the models.
  struct Context {
    /// The chosen period shift (``ExplorerState/shift``).
    var shift: PeriodShift?
    /// Whether the chart sets are a table's (a table draws no shifted copies).
    var isTable: Bool
    /// Whether the pie stands in for the graph (it draws no copies either).
    var showsPie: Bool
    /// The events of `--events`.
    var events: EventMarks
    /// The colours lines are drawn in.
    var coloring: LineColoring
    /// Whether the theme is monochrome (the bars' patterns).
    var monochrome: Bool
    /// The clock (the Y ranges' animations), the screen and the rows around the graph.
    var now: Double
    var screenSize: Size
    var chrome: ExplorerChrome
    /// The renderer's memos.
    var caches: RenderCaches
  }

  /// The chart set and its view: visible lines, window, mappings.
  let shown: ShownChart
  /// The chart set in the colours it is drawn in.
  let chart: ChartSet
  /// Its Y axes.
  let axes: YAxesModel
  /// Its lines' copies one period earlier.
  let shift: ShiftModel
  /// The events as it shows them.
  let events: ChartEvents
  /// The colours its lines are drawn in.
  let coloring: LineColoring
  /// Whether its indicator (cursor, markers, values, the highlighted bar) shows.
  let showsIndicator: Bool
  /// Whether the theme is monochrome.
  let monochrome: Bool
  /// The renderer's memos for its canvases and fills.
  let caches: RenderCaches

  /// The graph of `chartSet` seen through `view` with the Y ranges of `yAxes`, in `context`.
  init(
    chartSet: ChartSet, view: ChartViewState, yAxes: YAxesState, showsIndicator: Bool,
    context: Context
  ) {
    shown = ShownChart(chartSet: chartSet, view: view)
    chart = context.coloring.colored(chartSet)
    shift = ShiftModel(
      shift: context.shift, shown: shown, isTable: context.isTable, showsPie: context.showsPie)
    axes = YAxesModel(
      shown: shown, axes: yAxes, shift: shift, now: context.now, screenSize: context.screenSize,
      chrome: context.chrome, caches: context.caches)
    events = ChartEvents(events: context.events, chartSet: chartSet, indicator: view.indicator)
    coloring = context.coloring
    self.showsIndicator = showsIndicator
    monochrome = context.monochrome
    caches = context.caches
  }

  /// The chart set (in its own colours).
  var chartSet: ChartSet { shown.chartSet }

  /// Its view: window, hidden lines, indicator, A/B cursors.
  var view: ChartViewState { shown.view }

  /// The lines' values at the indicator.
  var indicatorValues: IndicatorValues { shown.indicatorValues }

  /// The sample indices of the A/B cursors; `nil` without A.
  var abSamples: (a: Int, b: Int)? { ABModel.samples(of: view, in: chartSet) }

  /// The title's name: the chart set's, a feed's state (`feedText`: `stdin · paused`), the Y
  /// mode and the shift compared with.
  func titleName(feedText: String?) -> String {
    let mode =
      (axes.effectiveYScaleMode.titleText.map { " · " + $0 } ?? "")
      + (shift.drawn.map { " · vs " + $0.suffix } ?? "")
    return chartSet.name + (feedText.map { " · " + $0 } ?? "") + mode
  }
}

extension ExplorerState {
  /// What every graph of this state's frame shares.
  var graphContext: GraphModel.Context {
    GraphModel.Context(
      shift: shift, isTable: feed.table != nil, showsPie: navigation.showsPie, events: events,
      coloring: coloring, monochrome: look.monochrome, now: terminal.now,
      screenSize: terminal.size, chrome: chrome, caches: caches)
  }

  /// The graph of the chart set on screen, its Y ranges animated (the `one` layout's).
  var graphModel: GraphModel {
    GraphModel(
      chartSet: chartSet, view: view, yAxes: yAxes, showsIndicator: panels.showsIndicator,
      context: graphContext)
  }
}
