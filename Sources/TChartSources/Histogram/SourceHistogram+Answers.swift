import TChartData

extension SourceHistogram {
  /// The histogram of `lines` over `lower…upper` from a database's answers, as ClickHouse and
  /// PostgreSQL count it: per line (by position), `totals` answers one row of its count, sum,
  /// smallest and largest value; then, at the unit all the lines' extremes give, `counts`
  /// answers its fine bins (bin, count). `number` reads an answer's cell.
  public static func counted(
    lower: Double, upper: Double, lines: [Int],
    totals: (Int) throws(SourceError) -> [String?],
    counts: (Int, Double) throws(SourceError) -> [[String?]],
    number: (String?) -> Double
  ) throws(SourceError) -> SourceHistogram {
    var sums: [SampleTotal] = []
    var extremes: ClosedRange<Double>?
    for position in lines.indices {
      let fields = try totals(position)
      let count = fields.count == 4 ? Int(number(fields[0])) : 0
      sums.append(SampleTotal(sum: count > 0 ? number(fields[1]) : 0, values: count, gaps: 0))
      // An empty set's min and max may be zeros, not NULL: only counted values have extremes.
      guard count > 0 else { continue }
      widen(&extremes, toHold: number(fields[2]), number(fields[3]))
    }
    let unit = extremes.map(unit(for:)) ?? 1
    var fine: [FineCounts] = []
    for position in lines.indices {
      let pairs = try counts(position, unit).compactMap { fields -> (bin: Int, count: Int)? in
        guard fields.count == 2, let bin = fields[0].flatMap({ Int($0) }) else { return nil }
        return (bin, Int(number(fields[1])))
      }
      fine.append(fineCounts(pairs, unit: unit, extremes: extremes))
    }
    return SourceHistogram(
      lower: lower, upper: upper, lines: lines, extremes: extremes, counts: fine, totals: sums)
  }
}
