import TChartModel

/// A whole chart frame in one rectangle: title, Y axis and graph, X axis, legend and an
/// optional status line. Used by `tchart render` and tests; the explorer composes the same
/// widgets with its own layout.
///
/// The Y scale fits the visible lines in the window (``YScale/fit(_:lines:window:rows:)``)
/// unless `yRange` is given; the legend's info labels show the values at `infoIndex` (the
/// last visible sample by default).
public struct ChartFrame: Widget, Sendable {
  public var chart: ChartSet
  /// 1-based position of this chart set in the file, and the number of chart sets.
  public var position: Int
  public var count: Int
  public var hidden: Set<Int>
  public var focused: Int?
  /// The visible x window, in data units.
  public var window: ClosedRange<Double>
  /// The y range to draw with (the animated one); `nil` for the fitted scale.
  public var yRange: ClosedRange<Double>?
  /// The sample whose values the legend shows; `nil` for the last visible sample.
  public var infoIndex: Int?
  /// The status line's message; `nil` for no status line at all.
  public var status: String?
  public var theme: Theme

  public init(
    chart: ChartSet, position: Int = 1, count: Int = 1, hidden: Set<Int> = [],
    focused: Int? = nil, window: ClosedRange<Double>? = nil, yRange: ClosedRange<Double>? = nil,
    infoIndex: Int? = nil, status: String? = nil, theme: Theme = .terminal
  ) {
    self.chart = chart
    self.position = position
    self.count = count
    self.hidden = hidden
    self.focused = focused
    self.window = window ?? chart.xSpan ?? 0...1
    self.yRange = yRange
    self.infoIndex = infoIndex
    self.status = status
    self.theme = theme
  }

  /// Where each part goes; empty rectangles for parts that do not fit.
  public struct Layout: Sendable, Equatable {
    public var title = Rect.zero
    public var yAxis = Rect.zero
    public var graph = Rect.zero
    public var xAxis = Rect.zero
    public var legend = Rect.zero
    public var status = Rect.zero
  }

  /// The lines drawn: every line not hidden.
  public var visibleLines: [Int] { chart.lines.indices.filter { !hidden.contains($0) } }

  /// The fitted Y scale for a graph `rows` rows high.
  public func scale(rows: Int) -> NiceTicks {
    YScale.fit(chart, lines: visibleLines, window: window, rows: rows)
  }

  /// The rectangles for `area`. With too few rows the status line goes first, then the legend,
  /// the X axis and the title, so the graph keeps at least one row.
  public func layout(in area: Rect) -> Layout { layoutAndScale(in: area).layout }

  /// The rectangles and the fitted Y scale of the graph (computed once per frame).
  func layoutAndScale(in area: Rect) -> (layout: Layout, scale: NiceTicks) {
    var result = Layout()
    var wanted = (title: true, xAxis: true, legend: true, status: status != nil)
    func fixedRows() -> Int {
      [wanted.title, wanted.xAxis, wanted.legend, wanted.status].filter { $0 }.count
    }
    if area.height - fixedRows() < 1 { wanted.status = false }
    if area.height - fixedRows() < 1 { wanted.legend = false }
    if area.height - fixedRows() < 1 { wanted.xAxis = false }
    if area.height - fixedRows() < 1 { wanted.title = false }
    var rest = area
    if wanted.title { (result.title, rest) = rest.splitTop(1) }
    if wanted.status { (rest, result.status) = rest.splitBottom(1) }
    if wanted.legend { (rest, result.legend) = rest.splitBottom(1) }
    if wanted.xAxis { (rest, result.xAxis) = rest.splitBottom(1) }
    let ticks = scale(rows: rest.height)
    let axisWidth = min(YAxis.width(for: ticks.values), rest.width / 3)
    (result.yAxis, result.graph) = rest.splitLeft(axisWidth)
    if wanted.xAxis {
      result.xAxis = Rect(
        x: result.graph.x, y: result.xAxis.y, width: result.graph.width, height: 1)
    }
    return (result, ticks)
  }

  public func render(into buffer: inout ScreenBuffer, area: Rect) {
    guard buffer.clear(area, style: theme.base) else { return }
    let (parts, ticks) = layoutAndScale(in: area)
    let range = yRange ?? ticks.range
    let indices = chart.visibleIndices(window)
    TitleLine(
      position: position, count: count, name: chart.name, dateRange: dateRange(indices),
      theme: theme
    ).render(into: &buffer, area: parts.title)
    YAxis(ticks: ticks.values, yRange: range, theme: theme).render(into: &buffer, area: parts.yAxis)
    LineGraph(
      chart: chart, hidden: hidden, focused: focused, xRange: window, yRange: range,
      gridTicks: ticks.values, theme: theme
    ).render(into: &buffer, area: parts.graph)
    XAxis(chart: chart, xRange: window, theme: theme)
      .render(into: &buffer, area: parts.xAxis)
    LegendLine(entries: legendEntries(indices), theme: theme).render(
      into: &buffer, area: parts.legend)
    if let status {
      StatusLine(message: status.isEmpty ? nil : status, theme: theme)
        .render(into: &buffer, area: parts.status)
    }
  }

  /// The title's range text for the samples `indices` (see ``TitleLine/rangeText(of:indices:)``).
  public func dateRange(_ indices: Range<Int>) -> String? {
    TitleLine.rangeText(of: chart, indices: indices)
  }

  /// One legend entry per line; visible lines show their value at the info sample.
  public func legendEntries(_ indices: Range<Int>) -> [LegendEntry] {
    let sample = infoIndex ?? indices.last
    return chart.lines.enumerated().map { index, line in
      let isHidden = hidden.contains(index)
      var info: String?
      if !isHidden, let sample, line.values.indices.contains(sample), !line.values[sample].isNaN {
        info = NumberFormat.grouped(line.values[sample])
      }
      return LegendEntry(
        key: "\(index + 1)", name: line.name, info: info, color: line.color, hidden: isHidden)
    }
  }
}
