import TChartCells
import TChartData
import TChartRender

/// What the Y axes show, derived from narrow inputs: the chart set on screen, its view (window,
/// hidden lines, right-axis choice), ``YAxesState``, the clock and the screen the graph sits
/// on. Read-only: the renderer, the geometry, the exports and the feature's reducer read the
/// target ranges, ticks and scales from it (``ExplorerState/yAxesModel`` builds one; a frame
/// builds it once and reads it where it already holds it).
public struct YAxesModel {
  /// The chart set on screen.
  public let chartSet: ChartSet
  /// Its view: the window, the hidden lines, the right-axis choice.
  let view: ChartViewState
  /// The visible lines (``ShownChart/visibleLines``).
  public let visibleLines: [Int]
  /// The window's first and last sample (``ShownChart/windowSamples``).
  let windowSamples: ClosedRange<Int>
  /// The feature's state: the animated ranges and the Y mode.
  public let axes: YAxesState
  /// The clock, for the animations.
  let now: Double
  /// The screen and the rows around the graph, for the graph's size.
  let screenSize: Size
  let chrome: ExplorerChrome
  /// The extents of the left and right axis' lines' dimmed copies over the window, which the
  /// Y range takes in (`--shift`; `nil` without copies drawn).
  var copyExtents: (left: ValueRange?, right: ValueRange?) = (nil, nil)
  /// The renderer's memos (log-scaled charts, fill samplings).
  let caches: RenderCaches
  /// How the chart set is filled, `nil` for lines (see `YAxesModel+Fill`): read by most values,
  /// worked out once.
  public let fillMode: FillMode?

  /// The model of `chartSet` seen through `view`, its visible lines and window samples given,
  /// with `axes` at time `now` on a screen of `screenSize` with `chrome` around the graph.
  init(
    chartSet: ChartSet, view: ChartViewState, visibleLines: [Int],
    windowSamples: ClosedRange<Int>, axes: YAxesState, now: Double, screenSize: Size,
    chrome: ExplorerChrome, caches: RenderCaches
  ) {
    self.chartSet = chartSet
    self.view = view
    self.visibleLines = visibleLines
    self.windowSamples = windowSamples
    self.axes = axes
    self.now = now
    self.screenSize = screenSize
    self.chrome = chrome
    self.caches = caches
    fillMode = FillMode(chartSet: chartSet)
  }

  /// The model of `shown`'s chart set and view with `axes`, taking in the extents of `shift`'s
  /// copies when they are drawn.
  init(
    shown: ShownChart, axes: YAxesState, shift: ShiftModel, now: Double, screenSize: Size,
    chrome: ExplorerChrome, caches: RenderCaches
  ) {
    self.init(
      chartSet: shown.chartSet, view: shown.view, visibleLines: shown.visibleLines,
      windowSamples: shown.windowSamples, axes: axes, now: now, screenSize: screenSize,
      chrome: chrome, caches: caches)
    if shift.drawn != nil {
      copyExtents = (
        shift.copyExtent(lines: leftAxisLines), shift.copyExtent(lines: rightAxisLines)
      )
    }
  }

  /// The graph's height on this screen (10 rows when the screen is too small to draw).
  var graphRows: Int {
    let graph = ExplorerGeometry.graphArea(size: screenSize, chrome: chrome)
    return graph.isEmpty ? 10 : graph.height
  }

  /// The extent of the visible lines over the visible window, or what the Y-scale mode asks
  /// for instead (see `YAxesModel+Scale`; `0…1` when there is no value); for bars and areas,
  /// from 0 to what is drawn (see ``fillExtent(_:)``); with two Y axes, the left axis' lines
  /// only (see `YAxesModel+TwoAxes`).
  public var visibleExtent: ValueRange {
    if let fillMode { return fillExtent(fillMode) }
    return linearExtent(lines: leftAxisLines, copies: copyExtents.left)
      ?? ValueRange(lower: 0, upper: 1)
  }

  /// The nice Y scale of ``visibleExtent`` for a graph `rows` rows high: from the lowest visible
  /// value to the next nice tick above the highest; on a logarithmic axis, the decades of the
  /// left axis' lines, in exponents (see `YAxesModel+Scale`). `twoLabels`: a scale labelling
  /// two values at least (``NiceTicks/forAxis(low:high:rows:twoLabels:)``).
  public func yTicks(rows: Int, twoLabels: Bool = false) -> NiceTicks {
    if isLogarithmic { return logTicks(lines: leftAxisLines, rows: rows) }
    let extent = visibleExtent
    return NiceTicks.forAxis(
      low: extent.lower, high: extent.upper, rows: rows, twoLabels: twoLabels)
  }

  /// Where the graph's Y range is heading: the nice range of the visible extent for the graph
  /// on this screen.
  public var targetYRange: ValueRange {
    let ticks = yTicks(rows: graphRows)
    return ValueRange(lower: ticks.lower, upper: ticks.upper)
  }

  /// The Y range drawn now.
  public var currentYRange: ValueRange { axes.yRange.value(at: now) }

  /// Whether the Y range is still moving.
  public var isAnimating: Bool {
    axes.yRange.isRunning(at: now) || axes.rightYRange.isRunning(at: now)
  }

  /// The Y scale the graph draws with in `rows` rows: the ticks of the visible extent and,
  /// while the Y range animates, the range it has reached (else the ticks' own range, so a
  /// frame of another height is still fitted).
  public func yScale(rows: Int) -> (ticks: [Double], range: ClosedRange<Double>) {
    yScale(ticks: yTicks(rows: rows))
  }

  /// ``yScale(rows:)`` for ticks already worked out with ``yTicks(rows:)``.
  public func yScale(ticks: NiceTicks) -> (ticks: [Double], range: ClosedRange<Double>) {
    guard isAnimating else { return (ticks.values, ticks.range) }
    let range = axes.yRange.value(at: now)
    return (ticks.values, range.lower...Swift.max(range.upper, range.lower))
  }
}
