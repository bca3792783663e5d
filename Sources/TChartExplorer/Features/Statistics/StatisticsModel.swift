import TChartCells
import TChartData
import TChartRender
import TChartSources

/// The statistics of the window (`i`, `tchart render --stats`): per visible line, from
/// ``WindowStatistics`` (O(log N + block) per line, so O(screen) per frame), written with the
/// tooltip's number format (``PreciseNumber`` at the line's resolution) and the slider's dates.
/// A read-only value built from the chart set on screen, its view, the source's totals and how
/// its x is written (``ExplorerState/statisticsModel``).
public struct StatisticsModel {
  /// The chart set on screen, its lines in the colours they are drawn in.
  var chartSet: ChartSet
  /// Its view: the window and the indicator (the values' resolution).
  var view: ChartViewState
  /// The lines not hidden.
  var visibleLines: [Int]
  /// The window's first and last sample.
  var window: ClosedRange<Int>
  /// The window's x range.
  var windowXRange: ClosedRange<Double>
  /// The source's totals, once answered (``Panels/sourceTotals``).
  var sourceTotals: SourceTotals?
  /// Whether the chart set is a table's.
  var isTable: Bool
  /// How the slider writes an x.
  var formatter: ValueFormatter

  /// The columns, most important first (the panel wraps them into more rows when narrow):
  /// `gaps` are the samples without a value inside the line's span (its first to last value),
  /// `outside` the window's samples before it starts or after it ends.
  static let headers = [
    "first", "last", "change", "min (at)", "max (at)", "mean", "values", "gaps", "outside",
  ]

  /// The statistics of each visible line over the window; of a table (or a chart set of some
  /// of its rows, ``Panels/sourceTotals``), the sum and counts are the source's (whose gaps
  /// count the samples outside the line's span too).
  public var statistics: [(line: Int, statistics: WindowStatistics)] {
    let range = window.lowerBound..<(window.upperBound + 1)
    let totals = self.totals
    return visibleLines.map { line in
      var statistics = WindowStatistics(chartSet: chartSet, line: line, window: range)
      if let totals, line < totals.count {
        statistics.total = totals[line]
        statistics.outside = nil
      }
      return (line, statistics)
    }
  }

  /// The source's totals of the window on screen, once answered (``Panels/sourceTotals``).
  var totals: [SampleTotal]? {
    guard let sourceTotals, !sourceTotals.totals.isEmpty, sourceTotals.covers(windowXRange)
    else { return nil }
    return sourceTotals.totals
  }

  /// Whether the window's mean and counts are still asked of a table.
  var totalsArePending: Bool {
    (isTable || sourceTotals != nil) && totals == nil
  }

  /// The cells of one line's row, in the order of ``headers``.
  func cells(line: Int, _ statistics: WindowStatistics) -> [String] {
    let resolution = IndicatorValues(chartSet: chartSet, view: view).resolution(line: line)
    let dates = formatter
    func value(_ number: Double?) -> String {
      number.map { ValueText.text($0, resolution: resolution) } ?? "–"
    }
    func extreme(_ sample: WindowStatistics.Sample?) -> String {
      sample.map { value($0.value) + " " + dates.string($0.x) } ?? "–"
    }
    var change = value(statistics.change)
    if let delta = statistics.change, delta > 0 { change = "+" + change }
    if let percent = statistics.changePercent {
      change +=
        " " + (percent > 0 ? "+" : "")
        + PreciseNumber.text(
          percent, resolution: ValueResolution(step: 0.1)) + "%"
    }
    let counts =
      totalsArePending
      ? ["…", "…", "…", "…"]
      : [
        value(statistics.mean), ReadableNumber.text(Double(statistics.total.values)),
        ReadableNumber.text(Double(statistics.total.gaps)),
        statistics.outside.map { ReadableNumber.text(Double($0)) } ?? "–",
      ]
    return [
      value(statistics.first?.value), value(statistics.last?.value), change,
      extreme(statistics.min), extreme(statistics.max),
    ] + counts
  }

  /// The panel drawn at the bottom of the graph.
  func table(theme: Theme) -> StatisticsTable {
    let lines = chartSet.lines
    let rows = statistics.map { line, statistics in
      StatisticsTable.Row(
        mark: theme.lineStyle(lines[line].color), symbol: theme.marker(forLine: line),
        name: lines[line].name, cells: cells(line: line, statistics))
    }
    let title =
      TitleLine.rangeText(of: chartSet, indices: window.lowerBound..<(window.upperBound + 1))
      ?? chartSet.name
    return StatisticsTable(
      title: title, headers: Self.headers, rows: rows, border: theme.tooltipBorder,
      text: theme.tooltipText, header: theme.tooltipText.adding(.bold))
  }

  /// The statistics as plain text (`tchart render --stats`): a header row and a row per visible
  /// line, columns right-aligned and two spaces apart.
  public var text: String {
    let lines = chartSet.lines
    let rows =
      [["line"] + Self.headers]
      + statistics.map { line, statistics in
        [lines[line].name] + cells(line: line, statistics)
      }
    return Self.plainTable(rows)
  }

  /// `rows` as plain text lines: the first column left-aligned, the others right-aligned, two
  /// spaces apart; the cells' control characters (a name from a file's header) shown escaped.
  static func plainTable(_ rows: [[String]]) -> String {
    let cells = rows.map { $0.map(TerminalText.escaped) }
    let widths = (cells.first ?? []).indices.map { column in
      cells.map { DisplayWidth.of($0[column]) }.max() ?? 0
    }
    return cells.map { row in
      row.enumerated().map { column, text in
        let pad = String(repeating: " ", count: widths[column] - DisplayWidth.of(text))
        return column == 0 ? text + pad : pad + text
      }.joined(separator: "  ")
    }.joined(separator: "\n") + "\n"
  }
}

extension ExplorerState {
  /// The statistics of the window on screen.
  public var statisticsModel: StatisticsModel {
    StatisticsModel(
      chartSet: coloredChartSet, view: view, visibleLines: shown.visibleLines,
      window: shown.windowSamples,
      windowXRange: shown.windowXRange, sourceTotals: panels.sourceTotals,
      isTable: feed.table != nil,
      formatter: shown.sliderFormatter)
  }
}
