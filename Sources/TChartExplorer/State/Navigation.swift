/// Which chart is on screen and how each is viewed: the chart set, the views, the day chart,
/// the pie.
public struct Navigation: Sendable, Equatable {
  /// The 0-based index of the chart set on screen.
  public var chartIndex = 0
  /// Per chart set: window, hidden lines, indicator (the overview's, while a day is shown).
  public var views: [ChartViewState] = []
  /// The day chart shown instead of the overview, if one is open.
  public var dayChart: DayChart?
  /// Whether the graph area shows a pie of the window (percentage charts).
  public var showsPie = false
}
