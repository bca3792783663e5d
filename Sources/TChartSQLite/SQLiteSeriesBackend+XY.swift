import TChartData
import TChartSources

extension SQLiteSeriesBackend {
  public func xy(
    _ ask: SourceXYAsk, grid: (ClosedRange<Double>?, ClosedRange<Double>?) -> XYGrid
  ) throws(SourceError) -> SourceXY {
    let lines = [ask.across, ask.up]
    let window =
      "\(xExpression) >= \(dialect.literal(ask.lower)) AND \(xExpression) <= "
      + "\(dialect.literal(ask.upper))"
    let table = try source(over: [ask.window], lines: lines)
    // Each line's rows in the window (a long table's: its series' rows; `numbered`, each
    // numbered within its x in table order).
    func select(_ line: Int, numbered: Bool = false) -> String {
      let (value, filter) = lineRows(line, in: ask.window)
      let number =
        numbered ? ", ROW_NUMBER() OVER (PARTITION BY \(xExpression) ORDER BY _rowid_) AS k" : ""
      return "SELECT \(xExpression) AS x, \(value) AS v\(number) FROM \(table) WHERE \(filter)"
    }
    func isNumber(_ value: String) -> String { "typeof(\(value)) IN ('integer', 'real')" }
    var extremes: [ClosedRange<Double>?] = [nil, nil]
    try connection.query(
      "SELECT * FROM "
        + lines.map { "(SELECT MIN(v), MAX(v) FROM (\(select($0))) WHERE \(isNumber("v")))" }
        .joined(separator: ", ")
    ) { row in
      extremes = [
        SourceXY.extremes(row.double(0), row.double(1)),
        SourceXY.extremes(row.double(2), row.double(3)),
      ]
    }
    let grid = grid(extremes[0], extremes[1])
    // A wide table pairs a row's two values; a long one the k-th rows of its series at an x.
    let pairs =
      options.series == nil
      ? "SELECT \(valueExpression(ask.across)) AS a, \(valueExpression(ask.up)) AS b "
        + "FROM \(table) WHERE \(Self.filterText(options, dialect, xReading)) AND \(window)"
      : "SELECT p.v AS a, q.v AS b FROM (\(select(ask.across, numbered: true))) AS p "
        + "JOIN (\(select(ask.up, numbered: true))) AS q ON p.x = q.x AND p.k = q.k"
    let finite = ["a", "b"].map {
      "\(isNumber($0)) AND abs(\($0)) <= 1.7976931348623157e308"
    }.joined(separator: " AND ")
    var cells: [(cell: Int, count: Int)] = []
    try connection.query(
      "SELECT \(dialect.xyCell(a: "a", b: "b", grid: grid)) AS c, COUNT(*) FROM (\(pairs)) "
        + "WHERE \(finite) GROUP BY c"
    ) { cells.append((Int($0.int64(0)), Int($0.int64(1)))) }
    return SourceXY(ask: ask, extremes: extremes, cells: cells, grid: grid)
  }

  public func xyTrail(_ ask: SourceXYTrail.Ask) throws(SourceError) -> SourceXYTrail {
    SourceXYTrail(ask: ask, rows: try trailRows(ask))
  }

  /// The rows of `ask`'s trail (a long table's: its last x of any series, with the two lines'
  /// values or gaps).
  private func trailRows(_ ask: SourceXYTrail.Ask) throws(SourceError) -> [SourceRow] {
    let indicator = ask.indicator
    guard ask.lower <= indicator, indicator <= ask.upper else { return [] }
    let table = try source(over: [ask.lower...indicator], lines: [ask.across, ask.up])
    let lines = [ask.across, ask.up]
    var condition =
      "\(xExpression) >= \(dialect.literal(ask.lower)) AND \(xExpression) <= "
      + "\(dialect.literal(indicator))"
    guard options.series != nil else {
      var rows: [SourceRow] = []
      try fetch(
        self.rows(lines: lines, where: condition, from: table)
          + " ORDER BY x DESC, r DESC LIMIT \(SourceXYTrail.rowCount)",
        lines: lines, into: &rows)
      return SourceXYTrail.last(rows)
    }
    var rows: [SourceRow] = []
    try connection.query(
      "SELECT DISTINCT \(xExpression) AS x FROM \(dialect.quoteIdentifier(options.table)) "
        + "WHERE \(Self.filterText(options, dialect, xReading)) AND \(condition) "
        + "ORDER BY x DESC LIMIT \(SourceXYTrail.rowCount)"
    ) { row in
      rows.append(
        SourceRow(
          order: 0, x: row.double(0),
          values: [Double](repeating: .nan, count: lineNames.count)))
    }
    guard let first = rows.last?.x else { return [] }
    condition =
      "\(xExpression) >= \(dialect.literal(first)) AND \(xExpression) <= "
      + "\(dialect.literal(indicator))"
    for line in Set(lines) {
      try fetch(
        self.rows(lines: [line], where: condition, from: table), lines: [line], into: &rows)
    }
    return SourceXYTrail.last(rows)
  }
}
