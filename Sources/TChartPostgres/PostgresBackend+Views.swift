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
    return try SourceHistogram.counted(
      lower: lower, upper: upper, lines: lines,
      totals: { position throws(SourceError) in
        try connection.rows(state.queries.histogramTotals(of: selects[position])).first ?? []
      },
      counts: { position, unit throws(SourceError) in
        try connection.rows(state.queries.histogramCounts(of: selects[position], unit: unit))
      },
      number: Self.number)
  }

  public func xy(
    _ ask: SourceXYAsk, grid: (ClosedRange<Double>?, ClosedRange<Double>?) -> XYGrid
  ) throws(SourceError) -> SourceXY {
    let state = try state()
    let names = state.description.lineNames
    let lines = [ask.across, ask.up]
    let seriesNames = lines.map { names.indices.contains($0) ? names[$0] : "" }
    let queries = state.queries
    let pairs = queries.xyPairs(
      lower: ask.lower, upper: ask.upper, lines: lines, seriesNames: seriesNames)
    return try SourceXY.counted(
      ask,
      extremes: try connection.rows(
        queries.xyExtremes(
          lower: ask.lower, upper: ask.upper, lines: lines, seriesNames: seriesNames)),
      grid: grid,
      cells: { grid throws(SourceError) in
        try connection.rows(queries.xyCells(of: pairs, grid: grid))
      },
      number: Self.number)
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
