import TChartData
import TChartProgram
import TChartRender
import TChartSlider
import TChartSources

/// Everything a frame of the explorer needs; every change goes through ``reduce(into:action:)``.
///
/// The stored properties come in four groups, declared here: the data, the per-chart view, the
/// interaction in progress, and the presentation. What is derived from them lives beside the
/// code that needs it: the window's lines and samples (`ExplorerState+Window`), the Y range
/// (`ExplorerState+YRange`), the rectangles and mappings (`ExplorerState+Layout`), texts and
/// colours (`ExplorerState+Text`); the changes are in the reducer's files.
///
/// Invariants kept by the reducer (checked by the property tests): the current window lies
/// inside the span with its minimum width, the indicator sits on a sample inside the window, at
/// least one line of the current chart set is visible.
public struct ExplorerState: Sendable, Equatable {
  // MARK: Data

  /// The loaded chart sets (never empty). A stream's one chart set grows in place
  /// (``ExplorerAction/streamRows(_:)``); others never change.
  public internal(set) var chartSets: [ChartSet]
  /// The stream being read, when the data is one (`nil` for files).
  public internal(set) var stream: LiveStream?
  /// The database table shown, when the data is one (`nil` otherwise): its answers and the
  /// query in flight (see `TableQueries`, `Reducer/TableReducer.swift`).
  public internal(set) var table: TableQueries?

  // MARK: Per-chart view

  /// The 0-based index of the chart set on screen.
  public var chartIndex: Int
  /// Per chart set: window, hidden lines, indicator (the overview's, while a day is shown).
  public var views: [ChartViewState]
  /// The day chart shown instead of the overview, if one is open.
  public var dayChart: DayChart?
  /// Whether the graph area shows a pie of the window (percentage charts).
  public var showsPie = false
  /// One chart set, the list or the cards (`v`); in the last two ``chartIndex`` is the
  /// selected one.
  public var layoutMode: LayoutMode = .one
  /// The list's first panel shown, as last scrolled (see ``ChartListLayout``).
  public var listFirstVisible = 0
  /// The cards' first card row shown, as last scrolled (see ``ChartCardsLayout``).
  public var cardsFirstRow = 0
  /// In the list and cards: the indicator's date, shared by every chart set whose x range
  /// holds it (`nil` in `one`; see `LinkedIndicatorReducer`).
  public var linkedIndicator: LinkedIndicator?
  /// Line colours the user chose, by line id: they apply to every chart set with a line of
  /// that id (see `ExplorerState+LineColors`).
  public var lineColors: [String: RGBColor] = [:]

  // MARK: Interaction

  /// Which part receives the arrow keys.
  public var focus: Focus = .graph
  /// The slider handle the keys move (what the mouse holds is in ``drag``): the lower one at
  /// first, as in `tchart pick`.
  public var activeHandle: RangeSelection.Handle = .lower
  /// The mouse gesture in progress.
  public var drag: Drag?
  /// The popup or overlay open, if any: it takes every key and gesture (see ``Modal``).
  public var modal: Modal?
  /// The loader's notes and the stream's messages, newest last (`m` shows them).
  public var messages = MessageLog()
  /// Undo and redo of what is seen (see `ExplorerState+History`).
  public var history = ViewHistory()
  /// The saved view of a file still loading, shown when its chart sets arrive.
  public var sessionToRestore: SessionToRestore?
  /// Set when the user quits.
  public var quitRequested = false
  /// Set when the data turned out bad after the explorer opened: how the process ends.
  public var failure: ProgramExit?

  // MARK: Presentation

  public var theme: ThemeChoice = .terminal
  /// `NO_COLOR`: attributes only.
  public var monochrome = false
  /// How line colours are sent: 24-bit where the terminal announces truecolor.
  public var colorDepth: ColorDepth = .indexed256
  /// `--glyphs`: braille, quadrant blocks or ASCII only (``GlyphSet``).
  public var glyphs: GlyphSet = .braille
  /// The renderer's memos for this state's frames (canvases, fill samplings, log-scaled
  /// charts): one set per explorer, shared by its copies, never part of `==`; the store
  /// forgets them before rows grow the chart set in place.
  public let caches = RenderCaches()
  /// Whether the indicator's cursor and tooltip are drawn. The interactive ``Explorer`` always
  /// shows them; `tchart render` options without an indicator start without, and moving the
  /// indicator (keys, a press in the graph) shows it.
  public var showsIndicator = true
  /// The Y range shown, possibly moving.
  public var yRange: YRangeAnimation
  /// The right Y axis' range, possibly moving (two-axis charts; see `ExplorerState+YAxes`).
  public var rightYRange: YRangeAnimation
  /// How the Y axis is scaled (`y`, `--y-scale`; see `ExplorerState+YScale`).
  public var yScaleMode: YScaleMode = .window
  /// Whether the statistics of the window are shown under the graph (`i`).
  public var showsStatistics = false
  /// The source's counts and sums of a window, when the chart set holds only some of the
  /// source's rows (a table): the statistics' mean and counts come from them (`tchart render
  /// --stats` sets them; the explorer asks for them with ``ExplorerEffect/totals(lower:upper:)``).
  public var sourceTotals: SourceTotals?
  /// `false` with `--no-animation`: the Y range jumps.
  public var animates = true
  /// The clock: the time of the last tick or input, in seconds.
  public var now: Double = 0
  /// A short message on the status line, cleared by the next key.
  public var status: String?
  /// The terminal size from the last resize.
  public var screenSize: Size
  /// `false` for `tchart render`: a printed frame has no title button, hints or status row.
  public var isInteractive = true
  /// Whether a non-interactive frame still has the slider row (`render --slider`).
  public var showsSliderRow = false

  /// The rows around the graph this state's frames have.
  public var chrome: ExplorerChrome {
    isInteractive ? .interactive : ExplorerChrome(slider: showsSliderRow, status: false)
  }

  /// A state showing the first chart set's whole span on a screen of `screenSize`.
  public init(chartSets: [ChartSet], screenSize: Size = Size(width: 80, height: 24)) {
    let sets = chartSets.isEmpty ? [Self.emptyChartSet] : chartSets
    self.chartSets = sets
    self.chartIndex = 0
    self.screenSize = screenSize
    self.views = sets.map(ChartViewState.whole)
    self.yRange = .still(ValueRange(lower: 0, upper: 1))
    self.rightYRange = yRange
    self.yRange = .still(targetYRange)
    self.rightYRange = .still(targetRightYRange ?? ValueRange(lower: 0, upper: 1))
  }

  /// Shown when no chart set was given (the loaders never do that).
  static let emptyChartSet = ChartSet(
    name: "No data", x: [0, 1],
    lines: [Series(id: "y0", name: "y0", color: RGBColor.defaultPalette[0], values: [0, 0])])

  /// The chart set on screen: the day chart while one is shown, else the current overview.
  public var chartSet: ChartSet { dayChart?.chart ?? chartSets[chartIndex] }

  /// The view of the chart set on screen.
  public var view: ChartViewState {
    get { dayChart?.view ?? views[chartIndex] }
    set {
      if var dayChart {
        dayChart.view = newValue
        self.dayChart = dayChart
      } else {
        views[chartIndex] = newValue
      }
    }
  }
}
