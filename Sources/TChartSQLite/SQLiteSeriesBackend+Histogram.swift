import TChartData
import TChartSources

extension SQLiteSeriesBackend {
  public func histogram(lower: Double, upper: Double, lines: [Int]) throws(SourceError)
    -> SourceHistogram
  {
    let table = try source(over: [lower...upper], lines: lines)
    // Each line's finite numbers in the window (a long table's: its series' rows).
    let selects = lines.map { line in
      let (value, filter) = lineRows(line, in: lower...upper)
      let finite =
        "typeof(\(value)) IN ('integer', 'real') AND abs(\(value)) <= 1.7976931348623157e308"
      return "SELECT \(value) AS v FROM \(table) WHERE \(filter) AND \(finite)"
    }
    var totals: [SampleTotal] = []
    var extremes: ClosedRange<Double>?
    for select in selects {
      try connection.query("SELECT MIN(v), MAX(v), COUNT(*), TOTAL(v) FROM (\(select))") { row in
        totals.append(SampleTotal(sum: row.double(3), values: Int(row.int64(2)), gaps: 0))
        let (low, high) = (row.double(0), row.double(1))
        guard !low.isNaN, !high.isNaN else { return }
        SourceHistogram.widen(&extremes, toHold: low, high)
      }
    }
    let unit = extremes.map(SourceHistogram.unit(for:)) ?? 1
    var counts: [FineCounts] = []
    for select in selects {
      // floor(v / unit) in IEEE doubles, as `HistogramBins.fineIndex` computes it.
      let scaled = "(v / \(dialect.literal(unit)))"
      let floor = "(CAST(q AS INTEGER) - (q < CAST(q AS INTEGER)))"
      var pairs: [(bin: Int, count: Int)] = []
      try connection.query(
        "SELECT \(floor) AS b, COUNT(*) FROM (SELECT \(scaled) AS q FROM (\(select))) GROUP BY b"
      ) { pairs.append((Int($0.int64(0)), Int($0.int64(1)))) }
      counts.append(SourceHistogram.fineCounts(pairs, unit: unit, extremes: extremes))
    }
    return SourceHistogram(
      lower: lower, upper: upper, lines: lines, extremes: extremes, counts: counts, totals: totals)
  }
}
