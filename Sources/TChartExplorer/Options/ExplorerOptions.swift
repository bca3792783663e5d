import TChartCSV
import TChartCells
import TChartData
import TChartRender
import TChartTime

/// How the explorer starts, and how `tchart render` sets up a frame: the CLI parses its flags
/// into this, then builds the state with the initializer of its feed
/// (``ExplorerState/init(chartSets:options:)`` for files, `init(waitingFor:options:timeZone:)`
/// for streams, `init(table:options:timeZone:)` for tables); nothing else is set by hand.
public struct ExplorerOptions: Sendable, Equatable {
  /// The chart set, 1-based (`--chart N`).
  public var chart: Int = 1
  /// Hints: the key bar where there is room and the first screen's hint of the indicator
  /// (`hints`, `--no-hints`; off for frames and tests unless set).
  public var hints = false
  /// The file read, when the columns sheet may read it again (`nil`: not a file).
  public var reading: FileReading?
  /// The visible window as fractions of the whole x span (`--range 0.25:0.75`); whole when nil.
  public var range: (lower: Double, upper: Double)?
  /// 1-based keys of hidden lines (`--hide 2,3`).
  public var hidden: [Int] = []
  /// The lines on the right Y axis, by legend name or 1-based key (`--right Rate,3`).
  public var right: [String] = []
  public var theme: ThemeChoice = .terminal
  /// `NO_COLOR` or `--color never`: attributes only.
  public var monochrome = false
  /// How line colours are sent (`COLORTERM=truecolor`: 24-bit).
  public var colorDepth: ColorDepth = .indexed256
  /// `--glyphs`: the characters the frame may contain.
  public var glyphs: GlyphSet = .braille
  /// The indicator as a fraction of the window (0 = first sample, 1 = last), drawn with its
  /// cursor and tooltip; `nil` draws none (the legend then shows the window's last values).
  public var indicator: Double?
  /// `--no-animation`: the Y range jumps.
  public var animates = true
  /// The screen size used for the minimum window width.
  public var size = Size(width: 80, height: 24)
  /// `--pie`: the pie of the window instead of the graph.
  public var pie = false
  /// `--view`: what the graph area shows (`nil`: the chart set decides).
  public var view: GraphView?
  /// `false` for a printed frame (`tchart render`): no title button, hints or status row.
  public var interactive = true
  /// `render --slider`: a printed frame with the slider row.
  public var slider = false
  /// `--y-scale`: how the Y axis is scaled.
  public var yScale: YScaleMode = .window
  /// `--shift 1w`: each line's dimmed copy one period earlier.
  public var shift: PeriodShift?
  /// `--layout`: one chart set, the list or the cards (`--chart` is the one selected).
  public var layout: LayoutMode = .one
  /// `--sort`: the order of category bars.
  public var sort: CategoryOrder = .value
  /// The loader's notes: the first on the status line, all in the message log.
  public var notes: [LoadNote] = []
  /// `--events FILE`: the events marked on the X axis (none when empty).
  public var events = EventMarks()
  /// `tchart explore`: the status line says once per chart set when the lines' scales clash
  /// (off by default: a printed frame or a test's state says nothing unasked).
  public var hintsScaleClash = false
  /// Whether the terminal takes a copy to the clipboard (OSC 52): `Y` copies, else says so.
  public var copiesToClipboard = false
  /// The opened file's rows, read again for `r` (``RowSource``).
  public var rows: RowSource?

  /// The defaults, on a screen of `size`.
  public init(size: Size = Size(width: 80, height: 24)) { self.size = size }

  public static func == (lhs: ExplorerOptions, rhs: ExplorerOptions) -> Bool {
    lhs.chart == rhs.chart && lhs.range?.lower == rhs.range?.lower
      && lhs.range?.upper == rhs.range?.upper && lhs.hidden == rhs.hidden
      && lhs.right == rhs.right
      && lhs.theme == rhs.theme && lhs.monochrome == rhs.monochrome
      && lhs.colorDepth == rhs.colorDepth
      && lhs.glyphs == rhs.glyphs
      && lhs.indicator == rhs.indicator && lhs.animates == rhs.animates && lhs.size == rhs.size
      && lhs.pie == rhs.pie && lhs.view == rhs.view && lhs.interactive == rhs.interactive
      && lhs.slider == rhs.slider
      && lhs.yScale == rhs.yScale && lhs.layout == rhs.layout && lhs.notes == rhs.notes
      && lhs.hintsScaleClash == rhs.hintsScaleClash && lhs.events == rhs.events
      && lhs.shift == rhs.shift && lhs.copiesToClipboard == rhs.copiesToClipboard
      && lhs.rows == rhs.rows && lhs.sort == rhs.sort
  }
}

/// Why options do not fit the loaded chart sets: a usage error (exit 64). ``description`` is
/// the message without the `tchart: ` prefix.
public enum ExplorerOptionsError: Error, Sendable, Equatable, CustomStringConvertible {
  case chartOutOfRange(Int, count: Int)
  case badRange(Double, Double)
  case lineOutOfRange(Int, count: Int)
  case allLinesHidden
  case badIndicator(Double)
  case unknownRightLine(String, lines: [String])

  public var description: String {
    switch self {
    case .chartOutOfRange(let chart, let count):
      "\(ViewOption.chart) \(chart): the file has \(count) chart set\(count == 1 ? "" : "s") (1…\(count))"
    case .badRange(let lower, let upper):
      "\(ViewOption.range) \(lower):\(upper): need 0 ≤ A < B ≤ 1"
    case .lineOutOfRange(let line, let count):
      "\(ViewOption.hide) \(line): the chart set has \(count) line\(count == 1 ? "" : "s") (1…\(count))"
    case .allLinesHidden:
      "\(ViewOption.hide): at least one line must stay visible"
    case .badIndicator(let value):
      "\(ViewOption.indicator) \(value): need a fraction 0…1 of the window"
    case .unknownRightLine(let name, let lines):
      "\(ViewOption.right) \(name): no line of that name"
        + "\(EditDistance.guess(for: name, among: lines)) (the lines: \(lines.joined(separator: ", ")))"
    }
  }
}

extension ExplorerState {
  /// A state built from command-line options (validated; throws a usage error).
  public init(chartSets: [ChartSet], options: ExplorerOptions) throws(ExplorerOptionsError) {
    self.init(chartSets: chartSets, screenSize: options.screenSize)
    feed.reading = options.reading
    look.isInteractive = options.interactive
    look.showsSliderRow = options.slider
    guard options.chart >= 1, options.chart <= self.feed.chartSets.count else {
      throw .chartOutOfRange(options.chart, count: self.feed.chartSets.count)
    }
    navigation.chartIndex = options.chart - 1
    applyLook(options)
    if let range = options.range {
      guard range.lower.isFinite, range.upper.isFinite, range.lower >= 0, range.upper <= 1,
        range.lower < range.upper
      else { throw .badRange(range.lower, range.upper) }
      let chart = chartSet
      view.setWindow(fractions: range, of: chart)
    }
    let lineCount = chartSet.lines.count
    for key in options.hidden {
      guard key >= 1, key <= lineCount else { throw .lineOutOfRange(key, count: lineCount) }
      view.hidden.insert(key - 1)
    }
    if lineCount > 0 && view.hidden.count >= lineCount { throw .allLinesHidden }
    let right = YAxesFeature.rightAxes(named: options.right, in: feed.chartSets)
    for (chart, lines) in right.axes { navigation.views[chart].rightAxis = lines }
    if let unknown = right.unknown.first {
      throw .unknownRightLine(unknown, lines: chartSet.lines.map(\.name))
    }
    let window = shown.windowSamples
    if let fraction = options.indicator {
      guard fraction.isFinite, fraction >= 0, fraction <= 1 else { throw .badIndicator(fraction) }
      let x =
        chartSet.xValue(at: window.lowerBound)
        + fraction
        * (chartSet.xValue(at: window.upperBound) - chartSet.xValue(at: window.lowerBound))
      view.indicator = chartSet.nearestIndex(toX: x, in: window)
    } else {
      view.indicator = window.upperBound
      panels.showsIndicator = false
    }
    navigation.showsPie = options.pie
    views.chosen = options.view
    layouts.categoryOrder = options.sort
    let axes = yAxesModel
    yAxes.yRange = .still(axes.targetYRange)
    yAxes.rightYRange = .still(axes.targetRightYRange ?? yAxes.rightYRange.to)
    if options.layout != .one {
      send(LayoutsFeature.Action.show(options.layout))
      // A printed frame without an indicator shows none in its panels either.
      if !panels.showsIndicator && !look.isInteractive { layouts.linkedIndicator = nil }
    }
    notes.add(loaded: options.notes + [chartEvents.outsideNote].compactMap { $0 })
  }

  /// Takes the look, the Y scale, the scale-clash hint and the events of `options`, the same
  /// for every feed.
  mutating func applyLook(_ options: ExplorerOptions) {
    look.theme = options.theme
    look.monochrome = options.monochrome
    look.colorDepth = options.colorDepth
    look.glyphs = options.glyphs
    look.keyBar = KeyBar(isOn: options.hints)
    look.animates = options.animates
    yAxes.yScaleMode = options.yScale
    yAxes.rightRequest = options.right
    shift = options.shift
    notes.hintsScaleClash = options.hintsScaleClash
    events = options.events
    terminal.takesCopies = options.copiesToClipboard
    feed.rowSource = options.rows
  }
}

extension ExplorerOptions {
  /// The size the explorer lays itself out in: ``size`` less the key bar's row, if shown.
  var screenSize: Size { KeyBar(isOn: hints).screenSize(of: size) }
}
