import TChartCells
import TChartData
import TChartRender
import TChartSources

/// The views scoped into the explorer (``ViewsFeature``): its context read from the state, its
/// delegates applied.
extension ExplorerState {
  /// The view the graph area shows for the chart set on screen (a table's: the lines, the
  /// histogram or XY).
  public var graphView: GraphView { graphView(of: chartSet) }

  /// The view `chartSet`'s graph area shows (a table's: the lines, the histogram or XY), in
  /// any layout.
  func graphView(of chartSet: ChartSet) -> GraphView {
    guard feed.table != nil else { return views.shown(for: chartSet) }
    switch views.chosen {
    case .histogram, .xy: return views.chosen ?? .lines
    case .lines, .points, nil: return .lines
    }
  }

  /// Whether the histogram is counted by the database: the explorer's table, or `render`'s
  /// (whose chart set holds a table's rows with no feed; it sets the survey).
  var histogramIsCounted: Bool { feed.table != nil || views.tableHistogram != nil }

  /// A table's histogram survey of the window and visible lines on screen, once counted.
  var tableHistogram: SourceHistogram? {
    let shown = self.shown
    guard let histogram = views.tableHistogram,
      histogram.covers(shown.windowXRange, lines: shown.visibleLines.sorted())
    else { return nil }
    return histogram
  }

  /// Whether XY is counted by the database: the explorer's table, or `render`'s (which sets
  /// the answer).
  var xyIsCounted: Bool { feed.table != nil || views.tableXY != nil }

  /// The lines XY shows on screen (across, up): `nil` when XY is not shown or a line it names
  /// is missing.
  private var xyLines: (across: Int, up: Int)? {
    guard case .xy(let across, let up) = graphView, let a = chartSet.line(named: across),
      let b = chartSet.line(named: up)
    else { return nil }
    return (a, b)
  }

  /// What a table's XY plot on screen asks the database to count: its window, its two lines and
  /// the size of the graph area it is drawn in (the list's panel or the card of the table's one
  /// chart set, else the `one` layout's).
  public var tableXYAsk: SourceXYAsk? {
    guard let lines = xyLines else { return nil }
    var area = geometry.layout.viewArea
    if layouts.layoutMode.showsAllChartSets {
      // The panels' rectangles are a frame's geometry's.
      let frame = ExplorerGeometry(state: self, size: geometry.size, hitAreas: false)
      area = frame.panels.first { $0.index == navigation.chartIndex }?.graph.viewArea ?? area
    }
    return SourceXYAsk(
      window: shown.windowXRange, across: lines.across, up: lines.up, width: area.width,
      height: area.height)
  }

  /// What a table's XY plot on screen asks for its indicator's trail (when it is shown).
  public var tableXYTrailAsk: SourceXYTrail.Ask? {
    guard let lines = xyLines, panels.showsIndicator else { return nil }
    let shown = self.shown
    return SourceXYTrail.Ask(
      window: shown.windowXRange, across: lines.across, up: lines.up,
      indicator: chartSet.xValue(at: shown.view.indicator))
  }

  /// A table's XY counts of the window, lines and area on screen, once counted.
  var tableXY: SourceXY? {
    guard let xy = views.tableXY, xy.ask == tableXYAsk else { return nil }
    return xy
  }

  /// A table's XY indicator trail on screen, once read.
  var tableXYTrail: SourceXYTrail? {
    guard let trail = views.tableXYTrail, trail.ask == tableXYTrailAsk else { return nil }
    return trail
  }

  /// Runs ``ViewsFeature`` on `action` over the views.
  mutating func send(_ action: ViewsFeature.Action) {
    let needsBins: Bool
    switch action {
    case .moveBin: needsBins = graphView == .histogram
    default: needsBins = false
    }
    let context = ViewsFeature.Context(
      chartSet: chartSet, visibleLines: shown.visibleLines,
      bins: needsBins ? histogramModel.histogram.bins.count : 0, isTable: feed.table != nil)
    for delegate in ViewsFeature.reduce(into: &views, action, context).delegates {
      switch delegate {
      case .status(let text): notes.send(.say(text))
      }
    }
  }
}

extension ExplorerState {
  /// The histogram of the window on screen, in the graph area of the state's geometry.
  public var histogramModel: HistogramModel { histogramModel(in: geometry.layout.viewArea) }

  /// The histogram of the window on screen for a view `area` (a frame's): of `line` alone
  /// (a split panel's), else of the visible lines.
  func histogramModel(in area: Rect, line: Int? = nil) -> HistogramModel {
    let shown = self.shown
    let lines = line.map { [$0] } ?? shown.visibleLines
    guard !histogramIsCounted else {
      return HistogramModel(
        survey: tableHistogram, chart: coloredChartSet, lines: lines, area: area,
        theme: look.renderTheme)
    }
    return HistogramModel(
      chart: coloredChartSet, lines: lines, window: shown.windowSamples, area: area,
      theme: look.renderTheme, caches: line.map { caches.forLine($0) } ?? caches)
  }
}

extension ExplorerState {
  /// The XY plot of the view's two lines over the window, or why there is none (a line named
  /// that the chart set does not have).
  func xyPlot(theme: Theme) -> Result<XYPlot, XYMissing> {
    guard case .xy(let across, let up) = graphView else { return .failure(XYMissing(name: "")) }
    guard !xyIsCounted else { return tableXYPlot(across, against: up, theme: theme) }
    return XYPlot.of(
      across, against: up, chart: coloredChartSet, shown: shown,
      showsIndicator: panels.showsIndicator, theme: theme, caches: caches)
  }
}

extension ExplorerState {
  /// A table's XY plot of lines `across` against `up`: the database's counts of the window
  /// (``tableXY``; `nil` while counting: an empty grid), its two lines holding the indicator's
  /// trail alone (``tableXYTrail``), the indicator its last row.
  func tableXYPlot(_ across: String, against up: String, theme: Theme)
    -> Result<XYPlot, XYMissing>
  {
    let chart = coloredChartSet
    guard let a = chart.line(named: across) else { return .failure(XYMissing(name: across)) }
    guard let b = chart.line(named: up) else { return .failure(XYMissing(name: up)) }
    let answer = tableXY
    let trail = tableXYTrail?.rows ?? []
    func series(_ line: Int) -> Series {
      var series = chart.lines[line]
      series.values = Column(
        trail.map { $0.values.indices.contains(line) ? $0.values[line] : .nan })
      return series
    }
    var plot = XYPlot(
      x: series(a), y: series(b), style: theme.lineStyle(chart.lines[b].color),
      window: 0..<trail.count, indicator: trail.isEmpty ? nil : trail.count - 1,
      indicatorTitle: shown.indicatorTitle, theme: theme)
    plot.counted =
      answer?.counted
      ?? XYCounted(
        xExtremes: nil, yExtremes: nil,
        density: XYDensity(
          grid: XYGrid(columns: 1, rows: 1, xRange: 0...1, yRange: 0...1),
          counts: [0], samples: 0))
    return .success(plot)
  }

  /// Whether a table's XY counts of the screen are still on their way.
  var xyIsCounting: Bool { xyIsCounted && tableXY == nil }
}

extension ExplorerState {
  /// What the view's exports read, taken from the state once (``ViewsExport``).
  var viewsExport: ViewsExport {
    let drawn: ViewsExport.Drawn =
      switch graphView {
      case .lines, .points: .plain(graphView)
      case .histogram: .histogram(histogramModel.histogram)
      case .xy: .xy(try? xyPlot(theme: look.renderTheme).get())
      }
    let indices = shown.windowSamples.lowerBound..<(shown.windowSamples.upperBound + 1)
    return ViewsExport(
      drawn: drawn, viewArea: geometry.layout.viewArea, shownLines: coloredChartSet.lines,
      title: titleName, subtitle: TitleLine.rangeText(of: chartSet, indices: indices) ?? "",
      theme: look.renderTheme)
  }

  /// The `view` object of `render --format json`'s summary (``ViewsExport/json``).
  public var viewJSON: JSONText { viewsExport.json }

  /// The picture of the view in the graph area for export, or `nil` for the lines and points
  /// (``ViewsExport/picture``).
  var viewPicture: ChartPicture? { viewsExport.picture }
}
