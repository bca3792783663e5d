import TChartCells
import TChartData
import TChartProgram
import TChartRender
import TChartSlider
import TChartSources

/// Everything a frame of the explorer needs; every change goes through ``reduce(into:action:)``.
///
/// The stored properties are grouped by feature, one value type each: the data feed, the
/// navigation, the layouts, the Y axes, the shift, the events, the panels, the pointer, the
/// ending and the look; the modal, the messages, the history, the caches and the terminal (the
/// clock and the size) stand alone. What is derived from them is a read-only model built from
/// narrow inputs beside the feature that needs it (``ShownChart``, ``YAxesModel``,
/// ``ABModel``…); the rectangles and mappings are ``ExplorerGeometry``'s; the changes are the
/// features' reducers (`Features/`), scoped by the root's (`Reducer/`).
///
/// Invariants kept by the reducer (checked by the property tests): the current window lies
/// inside the span with its minimum width, the indicator sits on a sample inside the window, at
/// least one line of the current chart set is visible.
public struct ExplorerState: Sendable, Equatable {
  /// The chart sets and the stream or table feeding them.
  public var feed: DataFeed {
    // A table's query bookkeeping moves no rectangle: the geometry is kept while what it reads
    // of the feed is the same (no `oldValue`: a stream's rows grow in place).
    didSet {
      if !terminal.geometry.isKept(from: feed.geometryMark) { terminal.geometry = KeptGeometry() }
    }
  }
  /// The chart set on screen, the views of all, the day chart, the pie.
  public var navigation = Navigation() {
    didSet { terminal.geometry = KeptGeometry() }
  }
  /// One chart set, the list or the cards, and their scrolling.
  public var layouts = Layouts() {
    didSet { terminal.geometry = KeptGeometry() }
  }
  /// The Y ranges and their scaling.
  public var yAxes = YAxesState() {
    // The ranges' animation moves no rectangle: the geometry reads the target ticks.
    didSet { if yAxes.yScaleMode != oldValue.yScaleMode { terminal.geometry = KeptGeometry() } }
  }
  /// The period each line's dimmed copy is shifted by (`--shift`, `w`); `nil`: no copies (see
  /// ``ShiftModel``).
  public var shift: PeriodShift? {
    didSet { terminal.geometry = KeptGeometry() }
  }
  /// The statistics, the source's totals and the indicator.
  public var panels = Panels() {
    didSet { terminal.geometry = KeptGeometry() }
  }
  /// The focus, the slider handle the keys move and the mouse gesture in progress.
  public var pointer = Pointer()
  /// The popup or overlay open, if any: it takes every key and gesture (see ``Modal``).
  public var modal: Modal? {
    didSet { terminal.geometry = KeptGeometry() }
  }
  /// The status line's message and the message log.
  public var notes = Notes()
  /// Undo and redo of what is seen (see `ViewHistory+Record`).
  public var history = ViewHistory()
  /// Set when the user quits or the data turned out bad.
  public var ending = Ending()
  /// The events of `--events FILE`: marks on the X axis, labels at the indicator, `]`/`[`.
  public var events = EventMarks() {
    didSet { terminal.geometry = KeptGeometry() }
  }
  /// What the graph area shows: the lines, points, the histogram or XY (``ViewsState``).
  public var views = ViewsState() {
    didSet { if views.chosen != oldValue.chosen { terminal.geometry = KeptGeometry() } }
  }
  /// The theme, colours, glyphs and animation, set at start.
  public var look = Look() {
    didSet { terminal.geometry = KeptGeometry() }
  }
  /// The renderer's memos for this state's frames (canvases, fill samplings, log-scaled
  /// charts): one set per explorer, shared by its copies, never part of `==`; the store
  /// forgets them before rows grow the chart set in place.
  public internal(set) var caches = RenderCaches()
  /// The clock and the terminal's size, as the terminal layer last told them, and the state's
  /// geometry on that screen once built (forgotten by the properties above when they change).
  public var terminal: TerminalState

  /// The rows around the graph this state's frames have.
  public var chrome: ExplorerChrome {
    look.isInteractive ? .interactive : ExplorerChrome(slider: look.showsSliderRow, status: false)
  }

  /// A state showing the first chart set's whole span on a screen of `screenSize`.
  public init(chartSets: [ChartSet], screenSize: Size = Size(width: 80, height: 24)) {
    let sets = chartSets.isEmpty ? [Self.emptyChartSet] : chartSets
    self.feed = DataFeed(chartSets: sets)
    self.terminal = TerminalState(size: screenSize)
    self.navigation.views = sets.map(ChartViewState.whole)
    let axes = yAxesModel
    self.yAxes.yRange = .still(axes.targetYRange)
    self.yAxes.rightYRange = .still(axes.targetRightYRange ?? ValueRange(lower: 0, upper: 1))
  }

  /// Shown when no chart set was given (the loaders never do that).
  static let emptyChartSet = ChartSet(
    name: "No data", x: [0, 1],
    lines: [Series(id: "y0", name: "y0", color: RGBColor.defaultPalette[0], values: [0, 0])])

  /// The chart set on screen: the day chart while one is shown, else the current overview.
  public var chartSet: ChartSet {
    navigation.dayChart?.chart ?? feed.chartSets[navigation.chartIndex]
  }

  /// The view of the chart set on screen.
  public var view: ChartViewState {
    get { navigation.dayChart?.view ?? navigation.views[navigation.chartIndex] }
    set {
      if navigation.dayChart != nil {
        navigation.dayChart?.view = newValue
      } else {
        navigation.views[navigation.chartIndex] = newValue
      }
    }
  }
}
