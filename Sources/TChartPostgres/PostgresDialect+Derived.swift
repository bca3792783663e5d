import TChartSources

extension PostgresDialect: DerivedSQLDialect {
  /// Window functions with the in-memory semantics (``DerivedLineComputer``), as SQLite's
  /// (``StandardSQLDialect``) in PostgreSQL's spelling (`float8` values, `GREATEST`, a sum that
  /// is 0 over no rows): `rate`, `deriv` and `diff` read the previous row *with a value* (the
  /// window partitioned by whether the value is NULL), a repeated x is a gap, a drop of a
  /// counter is a reset (the new value over the interval; a negative value a gap); `cumsum`
  /// starts from `sumBefore`; a moving average over a span takes the rows with x in
  /// (x − span, x] up to the row itself.
  public func derivedExpression(
    _ line: TableDerivedLine, values: [String], x: String, tiebreak: String, partition: String?,
    sumBefore: String?
  ) -> String? {
    guard let v = values.first.map({ "(\($0))::float8" }) else { return nil }
    let by = partition.map { "PARTITION BY \($0) " } ?? ""
    let rows = "OVER (\(by)ORDER BY \(x), \(tiebreak))"
    let valid =
      "OVER (PARTITION BY \(partition.map { "\($0), " } ?? "")(\(v) IS NULL) "
      + "ORDER BY \(x), \(tiebreak))"
    let previous = "LAG(\(v)) \(valid)"
    let step = "NULLIF(GREATEST(0, \(x) - LAG(\(x)) \(valid)), 0)"
    func total(_ frame: String) -> String { "COALESCE(SUM(\(v)) \(frame), 0)" }
    switch line.transform {
    case .diff:
      return "(\(v) - \(previous))"
    case .deriv:
      return "((\(v) - \(previous)) / \(step))"
    case .rate:
      return "(CASE WHEN \(previous) IS NULL THEN NULL WHEN \(v) >= \(previous) THEN \(v) - "
        + "\(previous) WHEN \(v) >= 0 THEN \(v) END / \(step))"
    case .cumsum:
      let start = sumBefore.map { "\($0) + " } ?? ""
      return "(CASE WHEN \(v) IS NOT NULL THEN \(start)SUM(\(v)) \(rows) END)"
    case .movingAverage(.samples(let count)):
      let frame = "ROWS BETWEEN \(count - 1) PRECEDING AND CURRENT ROW"
      return "(CASE WHEN \(v) IS NOT NULL THEN AVG(\(v)) OVER (\(by)ORDER BY \(x), \(tiebreak) "
        + "\(frame)) END)"
    case .movingAverage(.span(let width)):
      let span = literal(width)
      let all = "OVER (\(by)ORDER BY \(x) RANGE BETWEEN \(span) PRECEDING AND CURRENT ROW)"
      let edge = "OVER (\(by)ORDER BY \(x) RANGE BETWEEN \(span) PRECEDING AND \(span) PRECEDING)"
      // A RANGE frame's current row is every row at x: those after it (a repeated x) are not
      // yet in the in-memory window.
      let later =
        "OVER (PARTITION BY \(partition.map { "\($0), " } ?? "")\(x) ORDER BY \(tiebreak) "
        + "ROWS BETWEEN 1 FOLLOWING AND UNBOUNDED FOLLOWING)"
      return "(CASE WHEN \(v) IS NOT NULL THEN (\(total(all)) - \(total(edge)) - "
        + "\(total(later))) / NULLIF(COUNT(\(v)) \(all) - COUNT(\(v)) \(edge) - "
        + "COUNT(\(v)) \(later), 0) END)"
    case .log:
      return "(CASE WHEN \(v) > 0 THEN log10(\(v)) END)"
    case .ratio:
      guard values.count == 2 else { return nil }
      return "(\(v) / NULLIF((\(values[1]))::float8, 0))"
    case .difference:
      guard values.count == 2 else { return nil }
      return "(\(v) - (\(values[1]))::float8)"
    }
  }
}
