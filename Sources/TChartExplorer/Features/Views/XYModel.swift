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
