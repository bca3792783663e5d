import TChartSources

/// The SQL text of every query ``ClickHouseBackend`` sends, built from a ``ClickHouseSchema``
/// through ``ClickHouseDialect`` (identifiers quoted, literals escaped, doubles exact): pure, so
/// tests read it without a server.
///
/// Every query reads the table through one inner query that names what tchart needs:
/// `__tchart_xn` (x as stored: an `Int64`, or a `Float64` for float columns), `__tchart_xf`
/// (tchart's x: Unix seconds or the number, computed with the IEEE operations the CSV loader
/// uses) and `__tchart_v0…` (the values as `Float64`), filtered by `--where` and by a range of
/// the stored x that the table's primary key can use.
struct ClickHouseQueries: Sendable {
  let schema: ClickHouseSchema
  let dialect = ClickHouseDialect()

  static let xn = "__tchart_xn"
  static let xf = "__tchart_xf"
  static let series = "__tchart_s"
  static let row = "__tchart_r"
  static let bucket = "__tchart_k"
  static func value(_ index: Int) -> String { "__tchart_v\(index)" }
  static func ok(_ index: Int) -> String { "__tchart_ok\(index)" }

  /// `` `database`.`table` ``.
  var table: String {
    dialect.quoteIdentifier(schema.database) + "." + dialect.quoteIdentifier(schema.table)
  }

  var x: String { dialect.quoteIdentifier(schema.xColumn) }

  /// The stored x as `Int64` or `Float64`.
  var storedX: String {
    switch schema.xForm {
    case .dateTime, .milliseconds, .integer: "toInt64(\(x))"
    case .date: "(toInt64(toUInt16(\(x))) * 86400)"
    case .float: "toFloat64(\(x))"
    }
  }

  /// tchart's x from the stored x (`__tchart_xn`).
  var tchartX: String {
    switch schema.xForm {
    case .milliseconds: "(toFloat64(\(Self.xn)) / 1000)"
    case .float: Self.xn
    case .dateTime, .date, .integer: "toFloat64(\(Self.xn))"
    }
  }

  /// The stored x of tchart's `x`, rounded outwards (`down` for a lower bound).
  func storedBound(_ value: Double, down: Bool) -> Double {
    switch schema.xForm {
    case .float: return value
    case .milliseconds:
      let scaled = value * 1000
      return down ? scaled.rounded(.down) - 1 : scaled.rounded(.up) + 1
    case .dateTime, .date, .integer:
      return down ? value.rounded(.down) : value.rounded(.up)
    }
  }

  /// A condition on the stored column for `lower ≤ xn ≤ upper` that an index can use; `nil`
  /// for no bound on that side.
  func storedRange(lower: Double?, upper: Double?) -> String {
    var parts: [String] = []
    func bound(_ value: Double) -> String {
      switch schema.xForm {
      case .float: return dialect.literal(value)
      case .dateTime:
        let clamped = Swift.min(Swift.max(value, 0), 4_294_967_295)
        return "toDateTime(\(Int64(clamped)))"
      case .milliseconds, .integer:
        let clamped = Swift.min(Swift.max(value, -9e18), 9e18)
        return "\(Int64(clamped))"
      case .date: return ""
      }
    }
    if schema.xForm == .date { return "1" }
    if let lower, lower.isFinite { parts.append("\(x) >= \(bound(lower))") }
    if let upper, upper.isFinite { parts.append("\(x) <= \(bound(upper))") }
    return parts.isEmpty ? "1" : parts.joined(separator: " AND ")
  }

  /// The inner query: `__tchart_xn`, `__tchart_xf`, the values of `valueIndices` (wide: line
  /// indices; long: `[0]`, the value column) and, long, `__tchart_s`; rows with an x, passing
  /// `--where` and `range`. `windows` are the stored x ranges `range` reads (`nil`: the whole
  /// table), which derived lines read with their margins (see
  /// ``derivedInner(range:seriesNames:windows:)``).
  func inner(
    values valueIndices: [Int], range: String, seriesNames: [String]? = nil,
    windows: [StoredWindow]? = nil
  ) -> String {
    if !schema.derived.isEmpty {
      return derivedInner(range: range, seriesNames: seriesNames, windows: windows)
    }
    var columns = ["\(storedX) AS \(Self.xn)"]
    for index in valueIndices {
      let column = dialect.quoteIdentifier(schema.valueColumns[index])
      columns.append("toFloat64(\(column)) AS \(Self.value(index))")
    }
    var conditions = ["isNotNull(\(x))", range]
    if let filter = schema.filter { conditions.append("(\(filter)\n)") }
    if let series = schema.seriesColumn {
      columns.append("toString(\(dialect.quoteIdentifier(series))) AS \(Self.series)")
      if let seriesNames {
        let names = seriesNames.map(dialect.literal).joined(separator: ", ")
        conditions.append("\(Self.series) IN (\(names))")
      }
    }
    let selected = columns.joined(separator: ", ")
    let filtered = conditions.joined(separator: " AND ")
    return "SELECT \(selected), \(tchartX) AS \(Self.xf) FROM \(table) WHERE \(filtered)"
  }

  /// The value indices a row tuple carries: wide, the lines asked for; long, the value column.
  func valueIndices(lines: [Int]) -> [Int] { schema.seriesColumn == nil ? lines : [0] }

  /// `tuple(xn, v…)`.
  func rowTuple(_ indices: [Int]) -> String {
    "tuple(\(([Self.xn] + indices.map(Self.value)).joined(separator: ", ")))"
  }

  /// The count of rows with an x and the smallest and largest stored x.
  func span() -> String {
    let count = schema.seriesColumn == nil ? "count()" : "uniqExact(\(Self.xn))"
    return
      "SELECT \(count), min(\(Self.xn)), max(\(Self.xn)) FROM (\(inner(values: [], range: "1")))"
  }

  /// Long layout: the distinct series, in order of first appearance (by x, then name).
  func seriesNames() -> String {
    "SELECT \(Self.series) FROM (\(inner(values: [], range: "1"))) GROUP BY \(Self.series) "
      + "ORDER BY min(\(Self.xn)), \(Self.series)"
  }

  /// The M4 query of `request`: per dot column (and series, long), the count, the first and
  /// last rows, and per line the count of real values, a row of its smallest and of its largest
  /// value, the count of gaps and the first and last gap's rows. Rows are `tuple(xn, v…)`.
  ///
  /// Among rows tied for a column's extreme any one is taken: they draw the same dots (every
  /// row of a column lies on its vertical span), and a scalar key makes the query about twice
  /// as fast as the tuple key `(v, xn)` that picked the earliest (ClickHouse 18.16, 10^8 rows).
  /// With `within`, only the rows whose stored x lies in one of those ranges (rounded outwards)
  /// count: a few rows more at the ranges' ends are rows of the window all the same, so the
  /// extremes stay exact (see ``SQLSeriesBackend/m4(_:within:)``).
  func m4(
    _ request: SeriesWindowRequest, seriesNames: [String],
    within ranges: [ClosedRange<Double>]? = nil
  ) -> String {
    let rule = request.rule
    let indices = valueIndices(lines: request.lines)
    let stored = StoredWindow(
      lower: storedBound(rule.lower, down: true), upper: storedBound(rule.upper, down: false))
    let range = storedRange(lower: stored.lower, upper: stored.upper)
    let inner =
      ranges.map { self.inner(values: indices, within: $0, range: range, seriesNames: seriesNames) }
      ?? self.inner(values: indices, range: range, seriesNames: seriesNames, windows: [stored])
    let bucket = dialect.dotColumnExpression(x: Self.xf, rule: rule)
    var middle = [Self.xn, "\(rowTuple(indices)) AS \(Self.row)", "\(bucket) AS \(Self.bucket)"]
    for index in indices {
      middle.append(Self.value(index))
      middle.append("ifNull(isFinite(\(Self.value(index))), 0) AS \(Self.ok(index))")
    }
    var keys = [Self.bucket]
    if schema.seriesColumn != nil {
      middle.append(Self.series)
      keys.append(Self.series)
    }
    let r = Self.row
    let xn = Self.xn
    var aggregates = keys + ["count()", "argMin(\(r), \(xn))", "argMax(\(r), \(xn))"]
    for index in indices {
      let ok = Self.ok(index)
      let v = Self.value(index)
      aggregates += [
        "countIf(\(ok))", "argMinIf(\(r), \(v), \(ok))", "argMaxIf(\(r), \(v), \(ok))",
        "countIf(NOT \(ok))",
        "argMinIf(\(r), \(xn), NOT \(ok))", "argMaxIf(\(r), \(xn), NOT \(ok))",
      ]
    }
    let window =
      "\(Self.xf) >= \(dialect.literal(rule.lower)) AND \(Self.xf) <= \(dialect.literal(rule.upper))"
    return
      "SELECT \(aggregates.joined(separator: ", ")) FROM (SELECT \(middle.joined(separator: ", ")) "
      + "FROM (\(inner)) WHERE \(window)) GROUP BY \(keys.joined(separator: ", "))"
  }

  /// The inner query restricted to the stored x of `ranges` (rounded outwards) and `range`:
  /// one `UNION ALL` branch per 16 ranges. ClickHouse tests every OR term on every row it
  /// reads, so one WHERE of n ranges costs O(rows × n) (400 ranges: 11 s on 10^8 rows);
  /// branches of 16, each pruned by the primary key, cost 0.24 s together.
  func inner(
    values indices: [Int], within ranges: [ClosedRange<Double>], range: String,
    seriesNames: [String]
  ) -> String {
    let windows = ranges.map {
      StoredWindow(
        lower: storedBound($0.lowerBound, down: true),
        upper: storedBound($0.upperBound, down: false))
    }
    let stored = windows.map { "(" + storedRange(lower: $0.lower, upper: $0.upper) + ")" }
    let branches = stride(from: 0, to: stored.count, by: 16).map { start in
      let chunk = start..<Swift.min(stored.count, start + 16)
      return inner(
        values: indices,
        range: range + " AND (" + stored[chunk].joined(separator: " OR ") + ")",
        seriesNames: seriesNames, windows: Array(windows[chunk]))
    }
    return branches.isEmpty
      ? inner(values: indices, range: "0", seriesNames: seriesNames)
      : branches.joined(separator: " UNION ALL ")
  }

  /// Every row whose x lies in one of `ranges`, in x order, the first `limit`: `tuple(xn, v…)`
  /// (long: and the series). One branch per 16 ranges, as in ``m4(_:seriesNames:within:)``,
  /// each testing only its own ranges' exact bounds.
  func rows(
    in ranges: [ClosedRange<Double>], lines: [Int], seriesNames: [String], limit: Int
  ) -> String {
    let indices = valueIndices(lines: lines)
    let series = schema.seriesColumn == nil ? "" : ", \(Self.series)"
    let branches = stride(from: 0, to: ranges.count, by: 16).map { start in
      let chunk = Array(ranges[start..<Swift.min(ranges.count, start + 16)])
      let inner = inner(values: indices, within: chunk, range: "1", seriesNames: seriesNames)
      let exact = chunk.map {
        "(\(Self.xf) >= \(dialect.literal($0.lowerBound)) AND \(Self.xf) <= "
          + "\(dialect.literal($0.upperBound)))"
      }.joined(separator: " OR ")
      return "SELECT \(rowTuple(indices)) AS \(Self.row), \(Self.xn)\(series) FROM (\(inner)) "
        + "WHERE \(exact)"
    }
    return "SELECT \(Self.row)\(series) FROM (\(branches.joined(separator: " UNION ALL "))) "
      + "ORDER BY \(Self.xn)\(series) LIMIT \(Swift.max(0, limit))"
  }

  /// The totals of the window `lower…upper`: wide, the count of rows and per value column the
  /// count of real values and their sum; long, per series (`GROUP BY`) the count and the sum of
  /// its real values, each row also carrying the window's count of distinct x.
  func totals(lower: Double, upper: Double, seriesNames: [String]) -> String {
    let long = schema.seriesColumn != nil
    let indices = long ? [0] : Array(schema.valueColumns.indices)
    let stored = StoredWindow(
      lower: storedBound(lower, down: true), upper: storedBound(upper, down: false))
    let range = storedRange(lower: stored.lower, upper: stored.upper)
    let inner = inner(
      values: indices, range: range, seriesNames: long ? seriesNames : nil, windows: [stored])
    let window =
      "\(Self.xf) >= \(dialect.literal(lower)) AND \(Self.xf) <= \(dialect.literal(upper))"
    var columns: [String] = []
    for index in indices {
      let ok = "ifNull(isFinite(\(Self.value(index))), 0)"
      columns += ["countIf(\(ok))", "sumIf(\(Self.value(index)), \(ok))"]
    }
    guard long else {
      return "SELECT count(), \(columns.joined(separator: ", ")) FROM (\(inner)) WHERE \(window)"
    }
    let filtered = "SELECT * FROM (\(inner)) WHERE \(window)"
    return "SELECT \(Self.series), \(columns.joined(separator: ", ")), "
      + "(SELECT uniqExact(\(Self.xn)) FROM (\(filtered))) FROM (\(filtered)) "
      + "GROUP BY \(Self.series)"
  }

  /// The row nearest the bound on one side within stored x `lower…upper`: `before`, the last
  /// row with x < `bound` (≤ when `inclusive`); else the first with x > `bound` (≥). Answers
  /// the count of candidates and the row (`tuple(xn, v…)`; long: `xn` alone).
  func neighbour(
    before: Bool, bound: Double, inclusive: Bool, lines: [Int], seriesNames: [String],
    storedLower: Double?, storedUpper: Double?
  ) -> String {
    let indices = schema.seriesColumn == nil ? lines : []
    let inner = inner(
      values: indices, range: storedRange(lower: storedLower, upper: storedUpper),
      seriesNames: seriesNames, windows: [StoredWindow(lower: storedLower, upper: storedUpper)])
    let comparison = (before ? "<" : ">") + (inclusive ? "=" : "")
    let pick = before ? "argMax" : "argMin"
    return "SELECT count(), \(pick)(\(rowTuple(indices)), \(Self.xn)) FROM (\(inner)) "
      + "WHERE \(Self.xf) \(comparison) \(dialect.literal(bound))"
  }

  /// Long layout: the values of `seriesNames` at the stored x `xs` (each row: xn, series,
  /// value).
  func values(at xs: [Double], seriesNames: [String]) -> String {
    let lower = xs.min() ?? 0
    let upper = xs.max() ?? 0
    let inner = inner(
      values: [0], range: storedRange(lower: lower, upper: upper), seriesNames: seriesNames,
      windows: [StoredWindow(lower: lower, upper: upper)])
    let list = xs.map(storedLiteral).joined(separator: ", ")
    return "SELECT \(Self.xn), \(Self.series), \(Self.value(0)) FROM (\(inner)) "
      + "WHERE \(Self.xn) IN (\(list))"
  }

  /// A stored x as a literal of its type.
  func storedLiteral(_ value: Double) -> String {
    schema.integerX ? "\(Int64(value))" : dialect.literal(value)
  }
}

/// A range of the stored x a query reads (a bound `nil` is none).
struct StoredWindow: Sendable, Equatable {
  var lower: Double?
  var upper: Double?
}
