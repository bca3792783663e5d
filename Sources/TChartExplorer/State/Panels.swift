import TChartSources

/// What is drawn beside the graph: the statistics, the source's totals, the indicator.
public struct Panels: Sendable, Equatable {
  /// Whether the statistics of the window are shown under the graph (`i`).
  public var showsStatistics = false
  /// The source's counts and sums of a window, when the chart set holds only some of the
  /// source's rows (a table): the statistics' mean and counts come from them (`tchart render
  /// --stats` sets them; the explorer asks for them with ``ExplorerEffect/totals(lower:upper:)``).
  public var sourceTotals: SourceTotals?
  /// Whether the indicator's cursor, markers and tooltip are drawn ("armed"). A state built
  /// from options without an indicator (a fresh open in the explorer, a file, a stream or a
  /// table; `tchart render` without `--indicator`) starts without, so the tooltip does not
  /// cover the newest data: the indicator then stays on the window's last sample and the
  /// legend shows its values. The first move of the indicator (its keys, `Home`/`End`, a
  /// press or drag in the graph, go-to) shows it for the rest of the run; following a
  /// stream, panning or zooming does not. A restored session starts without (the indicator is
  /// not saved). Not part of the undo history.
  public var showsIndicator = true
}
