import TChartData

/// How a dialect computes a ``TableDerivedLine`` as one SQL expression over a table's rows in x
/// order: standard SQL window functions (SQLite ≥ 3.28), or `nil` where the dialect cannot.
public protocol DerivedSQLDialect: SQLDialect {
  /// `line`'s value on each row of a select that reads `values` (the SQL of each input, as
  /// numbers) and `x` (tchart's x, as a number), rows ordered by `x` then `tiebreak`, and
  /// partitioned by `partition` (a long table's series, the part of a window) when given;
  /// `sumBefore` (SQL, per row) is what a running sum starts from: the sum of the rows before
  /// those read, when a select reads only a window of the table. `nil` when this dialect cannot
  /// compute the transform.
  func derivedExpression(
    _ line: TableDerivedLine, values: [String], x: String, tiebreak: String, partition: String?,
    sumBefore: String?
  ) -> String?
  /// `expression` as a floating-point number.
  func real(_ expression: String) -> String
  /// The sum of `value` over the window `frame`, 0 over no rows.
  func total(_ value: String, _ frame: String) -> String
}

extension DerivedSQLDialect {
  /// `expression` as a floating-point number: `CAST(… AS REAL)` (SQLite's double).
  public func real(_ expression: String) -> String { "CAST(\(expression) AS REAL)" }

  /// The sum of `value` over a window `frame` (`OVER (…)`), 0 over no rows: SQLite's `TOTAL`.
  public func total(_ value: String, _ frame: String) -> String { "TOTAL(\(value)) \(frame)" }

  /// Window functions with the in-memory semantics (``DerivedLineComputer``): `rate`, `deriv`
  /// and `diff` read the previous row *with a value* (the window partitioned by whether the
  /// value is NULL), a repeated x is a gap, a drop of a counter is a reset (the new value over
  /// the interval; a negative value a gap); a moving average over a span takes the rows with x
  /// in (x − span, x] up to the row itself (a `RANGE` frame, less the rows exactly at
  /// x − span and the later rows at x).
  public func windowedExpression(
    _ line: TableDerivedLine, values: [String], x: String, tiebreak: String, partition: String?,
    sumBefore: String?
  ) -> String? {
    guard let v = values.first.map(real) else { return nil }
    let by = partition.map { "PARTITION BY \($0) " } ?? ""
    let rows = "OVER (\(by)ORDER BY \(x), \(tiebreak))"
    let valid =
      "OVER (PARTITION BY \(partition.map { "\($0), " } ?? "")(\(v) IS NULL) "
      + "ORDER BY \(x), \(tiebreak))"
    let previous = "LAG(\(v)) \(valid)"
    let step = "NULLIF(\(greatest("0", "\(x) - LAG(\(x)) \(valid)")), 0)"
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
      return "(CASE WHEN \(v) IS NOT NULL THEN (\(total(v, all)) - \(total(v, edge)) - "
        + "\(total(v, later))) / NULLIF(COUNT(\(v)) \(all) - COUNT(\(v)) \(edge) - "
        + "COUNT(\(v)) \(later), 0) END)"
    case .log:
      return "(CASE WHEN \(v) > 0 THEN log10(\(v)) END)"
    case .ratio:
      guard values.count == 2 else { return nil }
      return "(\(v) / NULLIF(\(real(values[1])), 0))"
    case .difference:
      guard values.count == 2 else { return nil }
      return "(\(v) - \(real(values[1])))"
    }
  }
}

extension StandardSQLDialect: DerivedSQLDialect {
  /// ``DerivedSQLDialect/windowedExpression(_:values:x:tiebreak:partition:sumBefore:)`` (SQLite
  /// ≥ 3.28).
  public func derivedExpression(
    _ line: TableDerivedLine, values: [String], x: String, tiebreak: String, partition: String?,
    sumBefore: String?
  ) -> String? {
    windowedExpression(
      line, values: values, x: x, tiebreak: tiebreak, partition: partition, sumBefore: sumBefore)
  }
}
