import TChartData

/// The answer to ``ExplorerEffect/loadDay(_:x:)``.
public enum DayAction: Sendable, Equatable {
  /// The day chart to show.
  case loaded(ChartSet)
  /// The day has no file: a status message.
  case missing(String)
  /// The day's file is bad: the error's line.
  case failed(String)
}
