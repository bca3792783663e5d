import TChartCells
import TChartData
import TChartRender
import TChartSources

extension ChartSet {
  /// The line `name` names: its id, its name, or its 1-based key.
  func line(named name: String) -> Int? {
    lines.firstIndex { $0.id == name } ?? lines.firstIndex { $0.name == name }
      ?? Int(name).flatMap { lines.indices.contains($0 - 1) ? $0 - 1 : nil }
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

extension SourceXYAsk {
  /// The grid the XY plot counts in the asked area for lines spanning the extremes given
  /// (``XYPlot/grid(area:x:y:)``): what the database is asked to count.
  public var grid: @Sendable (ClosedRange<Double>?, ClosedRange<Double>?) -> XYGrid {
    let area = Rect(x: 0, y: 0, width: width, height: height)
    return { XYPlot.grid(area: area, x: $0, y: $1) }
  }
}

extension XYPlot {
  /// The XY plot of `chart`'s (in its drawn colours) lines `across` against `up` over the
  /// window of `shown`, or why there is none: the state's graph and a list panel's or card's.
  static func of(
    _ across: String, against up: String, chart: ChartSet, shown: ShownChart,
    showsIndicator: Bool, theme: Theme, caches: RenderCaches
  ) -> Result<XYPlot, XYMissing> {
    guard let a = chart.line(named: across) else { return .failure(XYMissing(name: across)) }
    guard let b = chart.line(named: up) else { return .failure(XYMissing(name: up)) }
    let window = shown.windowSamples
    return .success(
      XYPlot(
        x: chart.lines[a], y: chart.lines[b], style: theme.lineStyle(chart.lines[b].color),
        window: window.lowerBound..<(window.upperBound + 1),
        indicator: showsIndicator ? shown.view.indicator : nil,
        indicatorTitle: shown.indicatorTitle, theme: theme, caches: caches))
  }
}

/// A line `--view xy:A,B` names that the chart set does not have.
struct XYMissing: Error, Equatable {
  var name: String

  /// `XY: no line 'cpu' (the lines: a, b, c)`.
  func message(lines: [Series]) -> String {
    "XY: no line '\(name)' (the lines: \(lines.map(\.name).joined(separator: ", ")))"
  }
}
