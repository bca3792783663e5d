import TChartData
import TChartSources

/// Derived lines on ClickHouse 18.16, which has no window functions (and `runningDifference`
/// restarts at every block): the rows (of a series, long) are gathered into one array sorted by
/// x, each derived value is computed from the arrays and their running sums
/// (`arrayCumSum`), and the rows come back out by `arrayJoin`, then filtered to the range
/// asked. A gap (`NULL`) is NaN in the arrays and `NULL` again outside, as is an infinite value.
///
/// Only the rows of the windows asked and their margins are gathered (see
/// ``derivedReading(_:conditions:)``), not the whole table.
extension ClickHouseQueries {
  /// The inner query (see ``inner(values:range:seriesNames:windows:)``) when some value column
  /// is a derived line: every value column, plain or derived, computed over the rows of
  /// `windows` (stored x; `nil` the whole table) and their margins.
  func derivedInner(range: String, seriesNames: [String]?, windows: [StoredWindow]?) -> String {
    let inputs = derivedInputs
    var base = ["\(storedX) AS \(Self.xn)", "\(tchartX) AS \(Self.xf)", "\(x) AS __tchart_x"]
    for (index, name) in inputs.enumerated() {
      base.append("ifNull(toFloat64(\(dialect.quoteIdentifier(name))), nan) AS __tchart_in\(index)")
    }
    var conditions = ["isNotNull(\(x))"]
    if let filter = schema.filter { conditions.append("(\(filter)\n)") }
    var keys: [String] = []
    if let series = schema.seriesColumn {
      base.append("toString(\(dialect.quoteIdentifier(series))) AS \(Self.series)")
      keys = [Self.series]
      if let seriesNames {
        let names = seriesNames.map(dialect.literal).joined(separator: ", ")
        conditions.append("\(Self.series) IN (\(names))")
      }
    }
    let tupled =
      ([Self.xn, Self.xf, "__tchart_x"] + inputs.indices.map { "__tchart_in\($0)" })
      .joined(separator: ", ")
    let group = keys.isEmpty ? "" : " GROUP BY \(Self.series)"
    let reading = derivedReading(windows, conditions: conditions)
    let read = conditions + (reading.rows.map { [$0] } ?? [])
    let gather = reading.sumBefore.map { "groupArrayIf(tuple(\(tupled)), \(Self.xn) >= \($0))" }
    var gatheredColumns =
      keys + [
        "arraySort(r -> tupleElement(r, 1), \(gather ?? "groupArray(tuple(\(tupled)))")) AS rs"
      ]
    // A running sum starts from the sum of the rows before those gathered.
    let summed = reading.sumBefore == nil ? [] : cumsumInputs(inputs)
    for index in summed {
      let v = "__tchart_in\(index)"
      gatheredColumns.append(
        "sumIf(if(isNaN(\(v)), 0, \(v)), \(Self.xn) < \(reading.sumBefore ?? "0")) AS b\(index)")
    }
    let gathered =
      "SELECT \(gatheredColumns.joined(separator: ", ")) "
      + "FROM (SELECT \(base.joined(separator: ", ")) FROM \(table) "
      + "WHERE \(read.joined(separator: " AND ")))\(group)"
    // Two layers: ClickHouse 18.16 resolves no alias of the same select inside a lambda.
    var arrays =
      keys + ["rs", "arrayMap(r -> tupleElement(r, 2), rs) AS xs"] + summed.map { "b\($0)" }
    var sums = keys + ["rs", "xs"]
    for index in summed {
      sums.append(
        "arrayPopFront(arrayCumSum(arrayPushFront(arrayMap(v -> if(isNaN(v), 0, v), a\(index)), "
          + "b\(index)))) AS c\(index)")
    }
    for index in inputs.indices {
      let a = "a\(index)"
      arrays.append("arrayMap(r -> tupleElement(r, \(index + 4)), rs) AS \(a)")
      sums += [
        a,
        "arrayCumSum(arrayMap(v -> if(isNaN(v), 0, v), \(a))) AS s\(index)",
        "arrayCumSum(arrayMap(v -> if(isNaN(v), 0, 1), \(a))) AS n\(index)",
        "arrayFilter(v -> NOT isNaN(v), \(a)) AS va\(index)",
        "arrayFilter((t, v) -> NOT isNaN(v), xs, \(a)) AS vx\(index)",
      ]
    }
    var out = (1...3).map { "tupleElement(rs[i], \($0))" }
    for index in schema.valueColumns.indices {
      out.append(derivedValue(index, inputs: inputs, summed: Set(summed)) ?? "nan")
    }
    // ClickHouse 18.16 reads a column a lambda captures only when the select names it outside a
    // lambda too: the arrays are named once more, in a length that changes nothing.
    let captured =
      (["xs"] + inputs.indices.flatMap { ["a\($0)", "s\($0)", "n\($0)", "va\($0)", "vx\($0)"] }
      + summed.map { "c\($0)" })
      .map { "length(\($0))" }.joined(separator: " + ")
    let joined =
      "SELECT \((keys + ["arrayJoin(arraySlice(arrayMap(i -> tuple(\(out.joined(separator: ", "))), arrayEnumerate(rs)), 1, length(rs) + 0 * (\(captured)))) AS t"]).joined(separator: ", ")) "
      + "FROM (SELECT \(sums.joined(separator: ", ")) FROM "
      + "(SELECT \(arrays.joined(separator: ", ")) FROM (\(gathered))))"
    var columns = [
      "tupleElement(t, 1) AS \(Self.xn)", "tupleElement(t, 2) AS \(Self.xf)",
      "tupleElement(t, 3) AS \(x)",
    ]
    for index in schema.valueColumns.indices {
      let v = "tupleElement(t, \(index + 4))"
      columns.append("if(isFinite(\(v)), \(v), NULL) AS \(Self.value(index))")
    }
    columns += keys
    return "SELECT \(columns.joined(separator: ", ")) FROM (\(joined)) WHERE \(range)"
  }

  /// The columns the lines read, each once, in order of first use.
  var derivedInputs: [String] {
    var names: [String] = []
    for index in schema.valueColumns.indices {
      for name in schema.derived[index]?.inputs ?? [schema.valueColumns[index]]
      where !names.contains(name) {
        names.append(name)
      }
    }
    return names
  }

  /// Value column `index` at row `i` of the arrays (`a…` the inputs, `s…`/`n…` their running
  /// sums and counts of values, `va…`/`vx…` the values and x of the rows with a value, `xs`
  /// tchart's x, `c…` the running sums from the sum before the rows read, for the inputs
  /// `summed`), with the in-memory semantics (``DerivedLineComputer``); `nil` for a transform
  /// not computed here.
  func derivedValue(_ index: Int, inputs: [String], summed: Set<Int> = []) -> String? {
    let line = schema.derived[index]
    let names = line?.inputs ?? [schema.valueColumns[index]]
    let positions = names.compactMap { inputs.firstIndex(of: $0) }
    guard let first = positions.first else { return nil }
    let a = "a\(first)[i]"
    guard let line else { return a }
    // The previous row with a value: the (n - 1)th of the rows with a value.
    let m = "n\(first)[i]"
    let previous = "va\(first)[\(m) - 1]"
    let step = "(xs[i] - vx\(first)[\(m) - 1])"
    let none = "isNaN(\(a)) OR \(m) <= 1"
    switch line.transform {
    case .diff: return "if(\(none), nan, \(a) - \(previous))"
    case .deriv: return "if(\(none) OR \(step) <= 0, nan, (\(a) - \(previous)) / \(step))"
    case .rate:
      return "if(\(none) OR \(step) <= 0, nan, "
        + "if(\(a) >= \(previous), \(a) - \(previous), if(\(a) >= 0, \(a), nan)) / \(step))"
    case .cumsum:
      return "if(isNaN(\(a)), nan, \(summed.contains(first) ? "c" : "s")\(first)[i])"
    case .movingAverage(.samples(let count)):
      let s = "(s\(first)[i] - if(i > \(count), s\(first)[i - \(count)], 0))"
      let n = "(n\(first)[i] - if(i > \(count), n\(first)[i - \(count)], 0))"
      return "if(isNaN(\(a)), nan, \(s) / \(n))"
    case .movingAverage(.span): return nil
    case .log: return "if(\(a) > 0, log10(\(a)), nan)"
    case .ratio, .difference:
      guard positions.count == 2 else { return nil }
      let b = "a\(positions[1])[i]"
      return line.transform == .ratio ? "if(\(b) = 0, nan, \(a) / \(b))" : "\(a) - \(b)"
    }
  }
}

extension ClickHouseQueries {
  /// The inputs (by position in ``derivedInputs``) that some `cumsum` line sums.
  func cumsumInputs(_ inputs: [String]) -> [Int] {
    inputs.indices.filter { index in
      schema.derived.values.contains { $0.transform == .cumsum && $0.inputs.first == inputs[index] }
    }
  }

  /// Which rows the derived lines read for `windows` (stored x) among those meeting
  /// `conditions`: `rows`, a condition on the stored x (`nil`: every row), and, when a running
  /// sum is computed, `sumBefore`, the stored x from which rows are gathered (those before it
  /// only summed, one aggregate). Each window reaches back by the margin its lines need: to the
  /// last row with a value for `rate`, `deriv` and `diff`, N − 1 rows for `avg(N)` (per series on
  /// a long table, the earliest of them), found by a scalar subquery; with a running sum the
  /// windows are read as one, from the first window's margin.
  func derivedReading(_ windows: [StoredWindow]?, conditions: [String]) -> (
    rows: String?, sumBefore: String?
  ) {
    guard let windows, !windows.isEmpty else { return (nil, nil) }
    let summing = !cumsumInputs(derivedInputs).isEmpty
    let lowers = windows.compactMap(\.lower)
    let uppers = windows.compactMap(\.upper)
    let hull = StoredWindow(
      lower: lowers.count == windows.count ? lowers.min() : nil,
      upper: uppers.count == windows.count ? uppers.max() : nil)
    func upperTerm(_ upper: Double?) -> String? {
      upper.map { _ in storedRange(lower: nil, upper: upper) }
    }
    guard !summing else {
      return (upperTerm(hull.upper), hull.lower.map { start(from: $0, conditions: conditions) })
    }
    let parts = windows.map { window -> String in
      var terms: [String] = []
      if let lower = window.lower {
        terms.append("\(storedX) >= \(start(from: lower, conditions: conditions))")
      }
      if let term = upperTerm(window.upper) { terms.append(term) }
      return terms.isEmpty ? "1" : "(" + terms.joined(separator: " AND ") + ")"
    }
    return ("(" + parts.joined(separator: " OR ") + ")", nil)
  }

  /// The least stored x the derived lines need read for exact values from stored x `lower`
  /// on, as SQL: `lower` itself, or a scalar subquery of the rows before it.
  func start(from lower: Double, conditions: [String]) -> String {
    let literal = storedLiteral(lower)
    var bounds: [String] = []
    let long = schema.seriesColumn.map { "toString(\(dialect.quoteIdentifier($0)))" }
    let seriesColumn = long.map { ", \($0) AS \(Self.series)" } ?? ""
    let before =
      "FROM \(table) WHERE \((conditions + ["\(storedX) < \(literal)"]).joined(separator: " AND "))"
    for line in schema.derived.values {
      switch line.transform {
      case .rate, .deriv, .diff:
        let input = "ifNull(toFloat64(\(dialect.quoteIdentifier(line.inputs[0]))), nan)"
        let valid = " AND NOT isNaN(\(input))"
        bounds.append(
          long == nil
            ? "(SELECT if(count() = 0, \(literal), max(\(storedX))) \(before)\(valid))"
            : "(SELECT if(count() = 0, \(literal), min(m)) FROM (SELECT max(\(storedX)) AS m"
              + "\(seriesColumn) \(before)\(valid) GROUP BY \(Self.series)))")
      case .movingAverage(.samples(let count)) where count > 1:
        let by = long == nil ? "" : " BY \(Self.series)"
        bounds.append(
          "(SELECT if(count() = 0, \(literal), min(m)) FROM (SELECT \(storedX) AS m"
            + "\(seriesColumn) \(before) ORDER BY m DESC LIMIT \(count - 1)\(by)))")
      default: continue
      }
    }
    return bounds.reduce(literal) { "least(\($0), \($1))" }
  }
}
