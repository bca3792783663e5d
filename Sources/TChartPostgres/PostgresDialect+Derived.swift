import TChartSources

extension PostgresDialect: DerivedSQLDialect {
  /// ``DerivedSQLDialect/windowedExpression(_:values:x:tiebreak:partition:sumBefore:)``, SQLite's
  /// window functions in PostgreSQL's spelling (``real(_:)``, ``total(_:_:)``, `GREATEST`).
  public func derivedExpression(
    _ line: TableDerivedLine, values: [String], x: String, tiebreak: String, partition: String?,
    sumBefore: String?
  ) -> String? {
    windowedExpression(
      line, values: values, x: x, tiebreak: tiebreak, partition: partition, sumBefore: sumBefore)
  }

  /// `expression` as a `float8`.
  public func real(_ expression: String) -> String { "(\(expression))::float8" }

  /// `COALESCE(SUM(value) OVER …, 0)`: PostgreSQL has no `TOTAL`.
  public func total(_ value: String, _ frame: String) -> String {
    "COALESCE(SUM(\(value)) \(frame), 0)"
  }
}
