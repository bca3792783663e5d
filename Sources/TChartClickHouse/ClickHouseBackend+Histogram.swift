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
    func number(_ field: String??) -> Double { TabSeparated.double(field ?? nil) }
    var totals: [SampleTotal] = []
    var extremes: ClosedRange<Double>?
    for select in selects {
      let fields = try connection.rows(state.queries.histogramTotals(of: select)).first ?? []
      let count = fields.count == 4 ? Int(number(fields[0])) : 0
      totals.append(SampleTotal(sum: count > 0 ? number(fields[1]) : 0, values: count, gaps: 0))
      // An empty set's min and max are zeros, not NULL: only counted values have extremes.
      guard count > 0 else { continue }
      let (low, high) = (number(fields[2]), number(fields[3]))
      SourceHistogram.widen(&extremes, toHold: low, high)
    }
    let unit = extremes.map(SourceHistogram.unit(for:)) ?? 1
    var counts: [FineCounts] = []
    for select in selects {
      let answer = try connection.rows(state.queries.histogramCounts(of: select, unit: unit))
      let pairs = answer.compactMap { fields -> (bin: Int, count: Int)? in
        guard fields.count == 2, let bin = fields[0].flatMap({ Int($0) }) else { return nil }
        return (bin, Int(number(fields[1])))
      }
      counts.append(SourceHistogram.fineCounts(pairs, unit: unit, extremes: extremes))
    }
    return SourceHistogram(
      lower: lower, upper: upper, lines: lines, extremes: extremes, counts: counts, totals: totals)
  }
}
