import TChartData

/// The day chart shown in place of the overview (`Enter` on a chart set with day files).
///
/// The overview's own view stays in ``Navigation/views`` at ``Navigation/chartIndex``,
/// untouched while a day is shown, so going back to it gives back exactly its window, hidden lines and
/// indicator.
public struct DayChart: Sendable, Equatable {
  /// The day chart (a few days around the chosen one).
  public var chart: ChartSet
  /// The day chart's window, hidden lines and indicator.
  public var view: ChartViewState

  public init(chart: ChartSet, view: ChartViewState) {
    self.chart = chart
    self.view = view
  }

  /// Seconds in a day on the clock.
  static let daySeconds = 86_400.0

  /// The day chart of `day` for the day of `x` on the clock of its ``ChartSet/timeZone``: the
  /// window on the samples from that day's midnight to the next (23 or 25 hours apart across a
  /// daylight saving change; widened to the narrowest window when narrower), the indicator on
  /// its first sample, `hidden` kept (the caller decides whether it carries over).
  static func into(
    _ day: ChartSet, x: Double, hidden: Set<Int>
  ) -> DayChart {
    let zone = day.xKind == .time ? day.timeZone : .utc
    let wallMidnight = (zone.wall(x) / daySeconds).rounded(.down) * daySeconds
    let midnight = zone.unixSeconds(wall: wallMidnight)
    let next = zone.unixSeconds(wall: wallMidnight + daySeconds)
    let inDay = day.x.indices.filter { day.x[$0] >= midnight && day.x[$0] < next }
    var window = ChartViewState.window(for: day, lower: nil, upper: nil)
    if let first = inDay.first, let last = inDay.last {
      window.setRange(lower: Double(first), upper: Double(last))
    }
    var view = ChartViewState(
      window: window, hidden: hidden, indicator: inDay.first ?? Int(window.lower.rounded()))
    view.clampIndicator()
    view.indicator = Swift.min(view.indicator, day.lastIndex)
    return DayChart(chart: day, view: view)
  }
}
