import TChartData
import TChartSources

/// Derived lines on PostgreSQL, by window functions (``PostgresDialect``'s
/// `derivedExpression`): the rows of the windows asked and their margins are read, each derived
/// value computed over them in x order (per series on a long table), and the rows of `range`
/// kept. A running sum starts from the sum of the rows before those read (one aggregate).
extension PostgresQueries {
  /// Input `index` of the rows read.
  static func input(_ index: Int) -> String { "__tchart_in\(index)" }
  /// Rows of equal x in the table's physical order (`ctid`; a view has none: 0).
  static let tiebreak = "__tchart_row"

  /// The columns the lines `valueIndices` read, each once, in order of first use.
  func derivedInputs(_ valueIndices: [Int]) -> [String] {
    var names: [String] = []
    for index in valueIndices {
      for name in schema.derived[index]?.inputs ?? [schema.valueColumns[index]]
      where !names.contains(name) {
        names.append(name)
      }
    }
    return names
  }

  /// Column `name` as a `float8`, NULL where it is not a real number.
  func realValue(_ name: String) -> String {
    let value = "(\(dialect.quoteIdentifier(name)))::float8"
    return "(CASE WHEN \(Self.isReal(value)) THEN \(value) END)"
  }

  /// The inner query with derived lines among `valueIndices` (see
  /// ``inner(values:range:seriesNames:windows:)``).
  func derivedInner(
    values valueIndices: [Int], range: String, seriesNames: [String]?,
    windows: [ClosedRange<Double>]?
  ) -> String {
    let inputs = derivedInputs(valueIndices)
    var base = [
      x, "\(x) AS \(Self.raw)", "\(storedX) AS \(Self.xn)", "\(tchartXColumn) AS \(Self.xf)",
      "\(schema.isView ? "0" : "ctid") AS \(Self.tiebreak)",
    ]
    for (index, name) in inputs.enumerated() {
      base.append("\(realValue(name)) AS \(Self.input(index))")
    }
    let long = seriesExpression != nil
    if let series = seriesExpression { base.append("\(series) AS \(Self.series)") }
    let conditions = baseConditions(seriesNames: seriesNames)
    let reading = derivedReading(windows, conditions: conditions)
    var columns = ["b.\(x)", Self.raw, Self.xn, Self.xf] + (long ? [Self.series] : [])
    var joins = ""
    for index in valueIndices {
      guard let line = schema.derived[index] else {
        let position = inputs.firstIndex(of: schema.valueColumns[index]) ?? 0
        columns.append("\(Self.input(position)) AS \(Self.value(index))")
        continue
      }
      let values = line.inputs.map { Self.input(inputs.firstIndex(of: $0) ?? 0) }
      var sumBefore: String?
      if line.transform == .cumsum, let start = reading.start {
        // The sum of the rows before those read: one aggregate, per series on a long table.
        let sum = "__tchart_b\(index)"
        let summed =
          "SELECT \(long ? "\(seriesExpression ?? "") AS s, " : "")COALESCE(SUM("
          + "\(realValue(line.inputs[0]))), 0) AS total FROM \(schema.table) WHERE "
          + (conditions + ["\(tchartXColumn) < \(start)"]).joined(separator: " AND ")
          + (long ? " GROUP BY 1" : "")
        joins +=
          long
          ? " LEFT JOIN (\(summed)) AS \(sum) ON \(sum).s = b.\(Self.series)"
          : " CROSS JOIN (\(summed)) AS \(sum)"
        sumBefore = "COALESCE(\(sum).total, 0)"
      }
      let expression =
        dialect.derivedExpression(
          line, values: values, x: Self.xf, tiebreak: Self.tiebreak,
          partition: long ? "b.\(Self.series)" : nil, sumBefore: sumBefore) ?? "NULL"
      columns.append("(\(expression))::float8 AS \(Self.value(index))")
    }
    let read = conditions + (reading.rows.map { [$0] } ?? [])
    return "SELECT * FROM (SELECT \(columns.joined(separator: ", ")) FROM (SELECT "
      + "\(base.joined(separator: ", ")) FROM \(schema.table) WHERE "
      + "\(read.joined(separator: " AND "))) AS b\(joins)) AS d WHERE \(range)"
  }

  /// Which rows the derived lines read for `windows` (tchart's x) among those meeting
  /// `conditions`: `rows`, a condition (`nil`: every row), and, when a running sum is computed,
  /// `start`, tchart's x from which rows are read (those before it summed apart). Each window
  /// reaches back by the margin its lines need: to the last row with a value for `rate`,
  /// `deriv` and `diff`, N − 1 rows for `avg(N)`, the span for `avg(span)` (per series on a long
  /// table, the earliest of them); with a running sum, or more than ``marginsApart`` windows, the
  /// windows are read as one, from the first window's margin.
  func derivedReading(_ windows: [ClosedRange<Double>]?, conditions: [String]) -> (
    rows: String?, start: String?
  ) {
    guard let windows, !windows.isEmpty else { return (nil, nil) }
    let summing = schema.derived.values.contains { $0.transform == .cumsum }
    func part(_ lower: Double, _ upper: Double) -> (terms: [String], start: String?) {
      var terms: [String] = []
      var start: String?
      if lower.isFinite {
        start = self.start(from: lower, conditions: conditions)
        terms.append("\(tchartXColumn) >= \(start ?? "")")
      }
      if upper.isFinite {
        terms.append(storedRange(lower: nil, upper: upper))
        terms.append("\(tchartXColumn) <= \(dialect.literal(upper))")
      }
      return (terms, start)
    }
    // Many windows (the gap columns of a frame, the blocks a summary's columns cut): one reach
    // back from the first, each margin a scalar subquery otherwise.
    if summing || windows.count > Self.marginsApart {
      let hull = part(
        windows.map(\.lowerBound).min() ?? -.infinity,
        windows.map(\.upperBound).max() ?? .infinity)
      return (hull.terms.isEmpty ? nil : hull.terms.joined(separator: " AND "), hull.start)
    }
    let parts = windows.map { window -> String in
      let terms = part(window.lowerBound, window.upperBound).terms
      return terms.isEmpty ? "TRUE" : "(" + terms.joined(separator: " AND ") + ")"
    }
    return ("(" + parts.joined(separator: " OR ") + ")", nil)
  }

  /// The most windows whose margins are found one by one.
  static let marginsApart = 8

  /// The least x (tchart's) the derived lines need read for exact values from `lower` on, as
  /// SQL: `lower` itself, or less by what a scalar subquery of the rows before it finds.
  func start(from lower: Double, conditions: [String]) -> String {
    let literal = dialect.literal(lower)
    let before =
      "FROM \(schema.table) WHERE "
      + (conditions + [storedRange(lower: nil, upper: lower), "\(tchartXColumn) < \(literal)"])
      .joined(separator: " AND ")
    let series = seriesExpression
    var bounds: [String] = []
    for line in schema.derived.values {
      switch line.transform {
      case .rate, .deriv, .diff:
        let valued = "\(before) AND \(realValue(line.inputs[0])) IS NOT NULL"
        // Wide: the last such row, which an index on x finds by reading backwards.
        bounds.append(
          series.map {
            "(SELECT min(m) FROM (SELECT max(\(tchartXColumn)) AS m \(valued) GROUP BY \($0)) AS q)"
          } ?? "(SELECT \(tchartXColumn) \(valued) ORDER BY \(x) DESC LIMIT 1)")
      case .movingAverage(.samples(let count)) where count > 1:
        bounds.append(
          series.map {
            "(SELECT min(m) FROM (SELECT \(tchartXColumn) AS m, row_number() OVER (PARTITION BY "
              + "\($0) ORDER BY \(x) DESC, ctid DESC) AS n \(before)) AS q WHERE n < \(count))"
          }
            ?? "(SELECT min(m) FROM (SELECT \(tchartXColumn) AS m \(before) ORDER BY \(x) DESC "
            + "LIMIT \(count - 1)) AS q)")
      case .movingAverage(.span(let width)):
        bounds.append(dialect.literal(lower - width))
      default:
        continue
      }
    }
    return bounds.reduce(literal) { "LEAST(\($0), COALESCE(\($1), \(literal)))" }
  }
}
