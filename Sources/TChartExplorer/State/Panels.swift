import TChartSources

/// What is drawn beside the graph: the statistics, the source's totals, the indicator.
public struct Panels: Sendable, Equatable {
  /// Whether the statistics of the window are shown under the graph (`i`).
  public var showsStatistics = false
  /// The source's counts and sums of a window, when the chart set holds only some of the
  /// source's rows (a table): the statistics' mean and counts come from them (`tchart render
  /// --stats` sets them; the explorer asks for them with ``ExplorerEffect/totals(lower:upper:)``).
  public var sourceTotals: SourceTotals?
  /// Whether the indicator's cursor and tooltip are drawn. The interactive explorer always
  /// shows them; `tchart render` options without an indicator start without, and moving the
  /// indicator (keys, a press in the graph) shows it.
  public var showsIndicator = true
}
