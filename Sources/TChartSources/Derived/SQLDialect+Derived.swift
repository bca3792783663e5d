/// How a dialect computes a ``TableDerivedLine`` as one SQL expression over a table's rows in x
/// order: standard SQL window functions (SQLite ≥ 3.28), or `nil` where the dialect cannot.
public protocol DerivedSQLDialect: SQLDialect {
  /// `line`'s value on each row of a select that reads `values` (the SQL of each input, as
  /// numbers) and `x` (tchart's x, as a number), rows ordered by `x` then `tiebreak`, and
  /// partitioned by `partition` (a long table's series) when given; `nil` when this dialect
  /// cannot compute the transform.
  func derivedExpression(
    _ line: TableDerivedLine, values: [String], x: String, tiebreak: String, partition: String?
  ) -> String?
}

extension StandardSQLDialect: DerivedSQLDialect {
  public func derivedExpression(
    _ line: TableDerivedLine, values: [String], x: String, tiebreak: String, partition: String?
  ) -> String? {
    guard let v = values.first.map({ "CAST(\($0) AS REAL)" }) else { return nil }
    let by = partition.map { "PARTITION BY \($0) " } ?? ""
    let rows = "OVER (\(by)ORDER BY \(x), \(tiebreak))"
    let previous = "LAG(\(v)) \(rows)"
    let step = "(\(x) - LAG(\(x)) \(rows))"
    switch line.transform {
    case .diff:
      return "(\(v) - \(previous))"
    case .deriv:
      return "((\(v) - \(previous)) / \(step))"
    case .rate:
      // A drop is a counter reset: the counter counted the new value since.
      return "(CASE WHEN \(previous) IS NULL THEN NULL WHEN \(v) >= \(previous) THEN \(v) - "
        + "\(previous) ELSE \(v) END / \(step))"
    case .cumsum:
      return "(CASE WHEN \(v) IS NOT NULL THEN SUM(\(v)) \(rows) END)"
    case .averageOfRows(let count):
      let frame = "ROWS BETWEEN \(count - 1) PRECEDING AND CURRENT ROW"
      return "(CASE WHEN \(v) IS NOT NULL THEN AVG(\(v)) OVER (\(by)ORDER BY \(x), \(tiebreak) "
        + "\(frame)) END)"
    case .averageOver(let width):
      let frame = "RANGE BETWEEN \(literal(width)) PRECEDING AND CURRENT ROW"
      return "(CASE WHEN \(v) IS NOT NULL THEN AVG(\(v)) OVER (\(by)ORDER BY \(x) \(frame)) END)"
    case .log:
      return "(CASE WHEN \(v) > 0 THEN ln(\(v)) END)"
    case .ratio:
      guard values.count == 2 else { return nil }
      return "(\(v) / CAST(\(values[1]) AS REAL))"
    case .difference:
      guard values.count == 2 else { return nil }
      return "(\(v) - CAST(\(values[1]) AS REAL))"
    }
  }
}
