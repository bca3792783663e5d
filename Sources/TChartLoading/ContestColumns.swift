import TChartCSV
import TChartData

/// The column report (``ColumnReport``) of a contest chart: its x column (Unix milliseconds)
/// and one column per line, as the chart's `columns` write them.
enum ContestColumns {
  /// The report of `set`, read from a contest chart.
  static func report(_ set: ChartSet) -> [ColumnReport] {
    func first(_ values: Column<Double>, scale: Double = 1) -> [String] {
      (0..<min(ColumnReport.firstValueCount, values.count)).map {
        PlainNumber.text(values[$0] * scale)
      }
    }
    let x = ColumnReport(
      name: "x", index: 0, reading: .time("Unix milliseconds"), role: .x,
      reason: "the column of type x", firstValues: first(set.x, scale: 1000))
    return [x]
      + set.lines.enumerated().map { index, line in
        ColumnReport(
          name: line.id, index: index + 1, reading: .number, role: .line(index),
          reason: "a column of type line", firstValues: first(line.values))
      }
  }
}
