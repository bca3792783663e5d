import TChartCells
import TChartData
import TChartTime

/// X axis labels on one row, each under its tick's dot column, never overlapping.
///
/// Dates (in ``zone``) adapt to the window's span (`14:00`, `Feb 12`, `Mar 2019`, `2019`); plain
/// numbers are compact. The area must have the graph's x and width so that the labels line
/// up with the graph's dots (the same ``DotMapping``). Only the first row is drawn on.
public struct XAxis: Widget, Sendable {
  public var kind: XKind
  public var xRange: ClosedRange<Double>
  /// The finest tick step allowed (the data's sample spacing, ``ChartSet/sampleSpacing(in:)``),
  /// or `nil` for no limit.
  public var minimumStep: Double?
  /// The window's time precision: minute and hour ticks show seconds from `.second` on.
  public var timePrecision: TimePrecision
  /// The zone dates are written in (its offset at each tick).
  public var zone: DisplayTimeZone
  public var theme: Theme

  public init(
    kind: XKind, xRange: ClosedRange<Double>, minimumStep: Double? = nil,
    timePrecision: TimePrecision = .day, zone: DisplayTimeZone = .utc, theme: Theme = .terminal
  ) {
    self.kind = kind
    self.zone = zone
    self.xRange = xRange
    self.minimumStep = minimumStep
    self.timePrecision = timePrecision
    self.theme = theme
  }

  /// The axis of `chart` over `xRange`, never finer than the chart's sample spacing there (so
  /// daily data gets no `12:00` ticks).
  public init(chart: ChartSet, xRange: ClosedRange<Double>, theme: Theme = .terminal) {
    let indices = chart.visibleIndices(xRange)
    self.init(
      kind: chart.xKind, xRange: xRange, minimumStep: chart.sampleSpacing(in: indices),
      timePrecision: chart.timePrecision(in: indices), zone: chart.timeZone, theme: theme)
  }

  /// The labels for an axis `width` cells wide (columns relative to the axis).
  public func labels(width: Int) -> [AxisLabel] {
    let mapping = LineGraph.mapping(
      xRange: xRange, yRange: 0...1, size: Size(width: width, height: 1))
    return XAxisLabels.layout(
      kind: kind, lower: xRange.lowerBound, upper: xRange.upperBound, width: width,
      minimumStep: minimumStep, timePrecision: timePrecision, zone: zone,
      column: { mapping.dotX($0) >> 1 })
  }

  public func render(into buffer: inout ScreenBuffer, area: Rect) {
    let row = area.firstRow
    guard buffer.clear(row, style: theme.base) else { return }
    for label in labels(width: area.width) {
      buffer.write(
        label.text, x: area.x + label.column, y: area.y, style: theme.axisLabel, clip: row)
    }
  }
}
