import TChartData
import TChartSources

/// The window's histogram and XY plot, counted by the server (``PostgresQueries``' views).
extension PostgresBackend {
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
    var totals: [SampleTotal] = []
    var extremes: ClosedRange<Double>?
    for select in selects {
      let fields = try connection.rows(state.queries.histogramTotals(of: select)).first ?? []
      let count = fields.count == 4 ? Int(Self.number(fields[0])) : 0
      totals.append(
        SampleTotal(sum: count > 0 ? Self.number(fields[1]) : 0, values: count, gaps: 0))
      guard count > 0 else { continue }
      SourceHistogram.widen(&extremes, toHold: Self.number(fields[2]), Self.number(fields[3]))
    }
    let unit = extremes.map(SourceHistogram.unit(for:)) ?? 1
    var counts: [FineCounts] = []
    for select in selects {
      let answer = try connection.rows(state.queries.histogramCounts(of: select, unit: unit))
      let pairs = answer.compactMap { fields -> (bin: Int, count: Int)? in
        guard fields.count == 2, let bin = fields[0].flatMap({ Int($0) }) else { return nil }
        return (bin, Int(Self.number(fields[1])))
      }
      counts.append(SourceHistogram.fineCounts(pairs, unit: unit, extremes: extremes))
    }
    return SourceHistogram(
      lower: lower, upper: upper, lines: lines, extremes: extremes, counts: counts, totals: totals)
  }

  public func xy(
    _ ask: SourceXYAsk, grid: (ClosedRange<Double>?, ClosedRange<Double>?) -> XYGrid
  ) throws(SourceError) -> SourceXY {
    let state = try state()
    let names = state.description.lineNames
    let lines = [ask.across, ask.up]
    let seriesNames = lines.map { names.indices.contains($0) ? names[$0] : "" }
    let queries = state.queries
    var extremes: [ClosedRange<Double>?] = [nil, nil]
    for fields in try connection.rows(
      queries.xyExtremes(lower: ask.lower, upper: ask.upper, lines: lines, seriesNames: seriesNames)
    ) where fields.count == 4 {
      guard let side = fields[0].flatMap({ Int($0) }), side < 2, Self.number(fields[1]) > 0 else {
        continue
      }
      extremes[side] = SourceXY.extremes(Self.number(fields[2]), Self.number(fields[3]))
    }
    let grid = grid(extremes[0], extremes[1])
    let pairs = queries.xyPairs(
      lower: ask.lower, upper: ask.upper, lines: lines, seriesNames: seriesNames)
    let cells = try connection.rows(queries.xyCells(of: pairs, grid: grid)).compactMap {
      fields -> (cell: Int, count: Int)? in
      guard fields.count == 2, let cell = fields[0].flatMap({ Int($0) }) else { return nil }
      return (cell, Int(Self.number(fields[1])))
    }
    return SourceXY(ask: ask, extremes: extremes, cells: cells, grid: grid)
  }

  public func xyTrail(_ ask: SourceXYTrail.Ask) throws(SourceError) -> SourceXYTrail {
    let state = try state()
    let names = state.description.lineNames
    let seriesNames = [ask.across, ask.up].map { names.indices.contains($0) ? names[$0] : "" }
    return SourceXYTrail(ask: ask, rows: try trailRows(ask, seriesNames: seriesNames, in: state))
  }

  /// The rows of `ask`'s trail (a long table's: its last x of any series, with the two lines'
  /// values or gaps).
  private func trailRows(_ ask: SourceXYTrail.Ask, seriesNames: [String], in state: Described)
    throws(SourceError) -> [SourceRow]
  {
    let indicator = ask.indicator
    guard ask.lower <= indicator, indicator <= ask.upper else { return [] }
    let lines = [ask.across, ask.up]
    let count = state.description.lineNames.count
    func read(_ sql: String, lines: [Int]) throws(SourceError) -> [SourceRow] {
      try connection.rows(sql).compactMap { fields in
        Self.row(fields.first ?? nil, lines: lines, lineCount: count, keys: 0, state: state)
      }
    }
    guard state.schema.seriesColumn != nil else {
      return SourceXYTrail.last(
        try read(
          state.queries.lastRows(
            lower: ask.lower, upper: indicator, lines: lines, seriesName: nil,
            count: SourceXYTrail.rowCount), lines: lines))
    }
    var rows = try read(
      state.queries.lastXs(lower: ask.lower, upper: indicator, count: SourceXYTrail.rowCount),
      lines: [])
    guard let first = rows.map(\.x).min() else { return [] }
    let series = Array(zip(lines, seriesNames).prefix(ask.across == ask.up ? 1 : 2))
    for (line, name) in series {
      rows += try read(
        state.queries.lastRows(
          lower: first, upper: indicator, lines: [line], seriesName: name,
          count: SourceXYTrail.rowCount), lines: [line])
    }
    return SourceXYTrail.last(SourceRow.deduplicated(rows))
  }
}
