import TChartData
import TChartSources

/// Derived lines on ClickHouse 18.16, which has no window functions (and `runningDifference`
/// restarts at every block): the rows (of a series, long) are gathered into one array sorted by
/// x, each derived value is computed from the arrays and their running sums
/// (`arrayCumSum`), and the rows come back out by `arrayJoin`, then filtered to the range
/// asked. A gap (`NULL`) is NaN in the arrays and `NULL` again outside, as is an infinite value.
extension ClickHouseQueries {
  /// The inner query (see ``inner(values:range:seriesNames:)``) when some value column is a
  /// derived line: every value column, plain or derived, computed over the whole table.
  func derivedInner(range: String, seriesNames: [String]?) -> String {
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
    let gathered =
      "SELECT \((keys + ["arraySort(r -> tupleElement(r, 1), groupArray(tuple(\(tupled)))) AS rs"]).joined(separator: ", ")) "
      + "FROM (SELECT \(base.joined(separator: ", ")) FROM \(table) "
      + "WHERE \(conditions.joined(separator: " AND ")))\(group)"
    // Two layers: ClickHouse 18.16 resolves no alias of the same select inside a lambda.
    var arrays = keys + ["rs", "arrayMap(r -> tupleElement(r, 2), rs) AS xs"]
    var sums = keys + ["rs", "xs"]
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
      out.append(derivedValue(index, inputs: inputs) ?? "nan")
    }
    // ClickHouse 18.16 reads a column a lambda captures only when the select names it outside a
    // lambda too: the arrays are named once more, in a length that changes nothing.
    let captured =
      (["xs"] + inputs.indices.flatMap { ["a\($0)", "s\($0)", "n\($0)", "va\($0)", "vx\($0)"] })
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
  /// tchart's x), with the in-memory semantics (``DerivedLineComputer``); `nil` for a
  /// transform not computed here.
  func derivedValue(_ index: Int, inputs: [String]) -> String? {
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
    case .cumsum: return "if(isNaN(\(a)), nan, s\(first)[i])"
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
