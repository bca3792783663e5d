import TChartData

/// How one database spells SQL text tchart builds: quoted identifiers, escaped literals and the
/// truncation the pixel-column rule needs. Column and table names come from the command line
/// and are never pasted unquoted (a column named `a"b; DROP TABLE t; --` is one identifier).
///
/// The defaults are standard SQL (SQLite): `"name"` with `"` doubled, `'text'` with `'`
/// doubled, doubles written so that they read back bit for bit and as floating point.
public protocol SQLDialect: Sendable {
  /// `name` as an identifier.
  func quoteIdentifier(_ name: String) -> String
  /// `text` as a string literal.
  func literal(_ text: String) -> String
  /// A finite `value` as a floating-point literal that reads back as the same double.
  func literal(_ value: Double) -> String
  /// `expression` (a double ≥ 0) truncated towards zero, as an integer expression.
  func truncated(_ expression: String) -> String
  /// The smaller and the larger of two expressions (standard SQL: SQLite's scalar `MIN`/`MAX`).
  func least(_ a: String, _ b: String) -> String
  func greatest(_ a: String, _ b: String) -> String
}

extension SQLDialect {
  public func quoteIdentifier(_ name: String) -> String {
    "\"" + name.replacingAll("\"", with: "\"\"") + "\""
  }

  public func literal(_ text: String) -> String {
    "'" + text.replacingAll("'", with: "''") + "'"
  }

  public func literal(_ value: Double) -> String {
    guard value.isFinite else { return "NULL" }
    // Swift's description is the shortest text that reads back as the same double.
    let text = "\(value)"
    return text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) ? text : text + ".0"
  }

  public func truncated(_ expression: String) -> String {
    "CAST(\(expression) AS INTEGER)"
  }

  public func least(_ a: String, _ b: String) -> String { "MIN(\(a), \(b))" }
  public func greatest(_ a: String, _ b: String) -> String { "MAX(\(a), \(b))" }

  /// The dot cell (`row * columns + column`) of the pair `a`, `b` (finite doubles) on `grid`, in
  /// the IEEE operations ``XYDensity`` counts with (``XYGrid/rule``): clamped, truncated.
  public func xyCell(a: String, b: String, grid: XYGrid) -> String {
    let rule = grid.rule
    func clamped(_ value: String, last: Int) -> String {
      truncated(least(greatest(value, "0.0"), literal(Double(last))))
    }
    let column = clamped(
      "\(a) * \(literal(rule.xScale)) + \(literal(rule.xOffset))", last: grid.columns - 1)
    let row = clamped(
      "\(literal(rule.yOffset)) - \(b) * \(literal(rule.yScale))", last: grid.rows - 1)
    return "\(row) * \(grid.columns) + \(column)"
  }

  /// ``DotColumnRule/column(of:)`` of the SQL expression `x`, with the same IEEE operations:
  /// `v = (x - lower) / span * scale`, `trunc(v) + (v - trunc(v) >= 0.5)`. For `x` inside the
  /// rule's window (so `v ≥ 0`); a degenerate rule is column 0.
  public func dotColumnExpression(x: String, rule: DotColumnRule) -> String {
    guard !rule.isDegenerate else { return "0" }
    let scaled =
      "((\(x) - \(literal(rule.lower))) / \(literal(rule.span)) * \(literal(rule.scale)))"
    let whole = truncated(scaled)
    return "(\(whole) + (CASE WHEN \(scaled) - \(whole) >= 0.5 THEN 1 ELSE 0 END))"
  }
}

/// The standard-SQL spelling, as SQLite reads it.
public struct StandardSQLDialect: SQLDialect {
  public init() {}
}
