import TChartModel
import TChartRender
import TChartSlider

/// Everything a frame of the explorer needs; every change goes through ``reduce(into:action:)``.
///
/// Invariants kept by the reducer (checked by the property tests): the current window lies
/// inside the span with its minimum width, the indicator sits on a sample inside the window, at
/// least one line of the current chart set is visible.
public struct ExplorerState: Sendable, Equatable {
  /// The loaded chart sets (never empty; shared, never mutated).
  public let chartSets: [ChartSet]
  /// The 0-based index of the chart set on screen.
  public var chartIndex: Int
  /// Per chart set: window, hidden lines, indicator.
  public var views: [ChartView]
  /// Which part receives the arrow keys.
  public var focus: Focus = .graph
  /// The slider handle the keys move (what the mouse holds is in ``drag``).
  public var activeHandle: RangeSelection.Handle = .upper
  public var theme: ThemeChoice = .terminal
  /// `NO_COLOR`: attributes only.
  public var monochrome = false
  /// Whether the indicator's cursor and tooltip are drawn. The interactive ``Explorer`` always
  /// shows them; `tchart render` options without an indicator start without, and moving the
  /// indicator (keys, a press in the graph) shows it.
  public var showsIndicator = true
  /// The mouse gesture in progress.
  public var drag: Drag?
  /// The Y range shown, possibly moving.
  public var yRange: YRangeAnimation
  /// `false` with `--no-animation`: the Y range jumps.
  public var animates = true
  /// The clock: the time of the last tick or input, in seconds.
  public var now: Double = 0
  /// A short message on the status line, cleared by the next key.
  public var status: String?
  /// Whether the help overlay covers the screen.
  public var showsHelp = false
  /// The terminal size from the last resize.
  public var screenSize: Size
  /// Set when the user quits.
  public var quitRequested = false

  /// A state showing the first chart set's whole span on a screen of `screenSize`.
  public init(chartSets: [ChartSet], screenSize: Size = Size(width: 80, height: 24)) {
    let sets = chartSets.isEmpty ? [Self.emptyChartSet] : chartSets
    self.chartSets = sets
    self.chartIndex = 0
    self.screenSize = screenSize
    let mapWidth = ExplorerLayout.mapWidth(forScreenWidth: screenSize.width)
    self.views = sets.map {
      ChartView.whole(
        $0, minimumSamples: ChartView.minimumSamples(sampleCount: $0.count, mapWidth: mapWidth))
    }
    self.yRange = .still(ValueRange(lower: 0, upper: 1))
    self.yRange = .still(targetYRange)
  }

  /// Shown when no chart set was given (the loaders never do that).
  static let emptyChartSet = ChartSet(
    name: "No data", x: [0, 1],
    lines: [Series(id: "y0", name: "y0", color: RGBColor.defaultPalette[0], values: [0, 0])])

  /// The chart set on screen.
  public var chartSet: ChartSet { chartSets[chartIndex] }

  /// The current chart set's view.
  public var view: ChartView {
    get { views[chartIndex] }
    set { views[chartIndex] = newValue }
  }

  /// The 0-based indices of the visible lines of the current chart set.
  public var visibleLines: [Int] {
    chartSet.lines.indices.filter { !view.hidden.contains($0) }
  }

  /// The window's first and last sample (a one-sample chart set has a window of 0…1 over its
  /// single sample: this is 0…0 there).
  public var windowSamples: ClosedRange<Int> {
    let window = view.windowIndices
    let last = chartSet.lastIndex
    return Swift.min(window.lowerBound, last)...Swift.min(window.upperBound, last)
  }

  /// The extent of the visible lines over the visible window (`0…1` when there is no value).
  public var visibleExtent: ValueRange {
    let window = windowSamples
    return chartSet.valueRange(lines: visibleLines, in: window.lowerBound..<(window.upperBound + 1))
      ?? ValueRange(lower: 0, upper: 1)
  }

  /// The nice Y scale of ``visibleExtent`` for a graph `rows` rows high: from the lowest visible
  /// value to the next nice tick above the highest.
  public func yTicks(rows: Int) -> NiceTicks {
    let extent = visibleExtent
    return NiceTicks.forAxis(low: extent.lower, high: extent.upper, rows: rows)
  }

  /// The graph's height on this state's screen (10 rows when the screen is too small to draw).
  var graphRows: Int {
    let graph = ExplorerLayout(size: screenSize).graph
    return graph.isEmpty ? 10 : graph.height
  }

  /// Where the graph's Y range is heading: the nice range of the visible extent for the graph
  /// on this state's screen.
  public var targetYRange: ValueRange {
    let ticks = yTicks(rows: graphRows)
    return ValueRange(lower: ticks.lower, upper: ticks.upper)
  }

  /// The Y range drawn now.
  public var currentYRange: ValueRange { yRange.value(at: now) }

  /// Whether the Y range is still moving.
  public var isAnimating: Bool { yRange.isRunning(at: now) }

  /// The window as fractions of the whole x span: `0 ≤ lower < upper ≤ 1`.
  public var windowFractions: (lower: Double, upper: Double) {
    let first = chartSet.xValue(at: 0)
    let span = chartSet.xValue(at: chartSet.lastIndex) - first
    guard span > 0 else { return (0, 1) }
    let window = view.windowIndices
    return (
      (chartSet.xValue(at: window.lowerBound) - first) / span,
      (chartSet.xValue(at: window.upperBound) - first) / span
    )
  }
}
