import TChartData
import TChartSources

extension ClickHouseBackend {
  public func histogram(lower: Double, upper: Double, lines: [Int]) throws(SourceError)
    -> SourceHistogram
  {
    let state = try state()
    let names = state.description.lineNames
    let selects = lines.map { line in
      state.queries.histogramValues(
        lower: lower, upper: upper, line: line,
        seriesName: names.indices.contains(line) ? names[line] : "")
    }
    return try SourceHistogram.counted(
      lower: lower, upper: upper, lines: lines,
      totals: { position throws(SourceError) in
        try connection.rows(state.queries.histogramTotals(of: selects[position])).first ?? []
      },
      counts: { position, unit throws(SourceError) in
        try connection.rows(state.queries.histogramCounts(of: selects[position], unit: unit))
      },
      number: TabSeparated.double)
  }
}
