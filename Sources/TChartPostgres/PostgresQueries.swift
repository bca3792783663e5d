import TChartData
import TChartSources

/// The SQL text of every query ``PostgresBackend`` sends, built from a ``PostgresSchema``
/// through ``PostgresDialect`` (identifiers quoted, literals escaped, doubles exact): pure, so
/// tests read it without a server.
///
/// Every query reads the table through one inner query naming what tchart needs: `__tchart_x`
/// (the column as stored, for the index), `__tchart_xn` (the stored x as `float8`: seconds of a
/// timestamp, days of a date as seconds, the integer), `__tchart_xf` (tchart's x, with the IEEE
/// operations the CSV loader does) and `__tchart_v0…` (the values as `float8`), filtered by
/// `--where` and by a range of the stored column that an index on it can use.
struct PostgresQueries: Sendable {
  let schema: PostgresSchema
  let dialect = PostgresDialect()

  static let raw = "__tchart_x"
  static let xn = "__tchart_xn"
  static let xf = "__tchart_xf"
  static let series = "__tchart_s"
  static let bucket = "__tchart_k"
  static func value(_ index: Int) -> String { "__tchart_v\(index)" }
  static func ok(_ index: Int) -> String { "__tchart_ok\(index)" }

  /// The x column, quoted.
  var x: String { dialect.quoteIdentifier(schema.xColumn) }

  /// The stored x as `float8`.
  var storedX: String {
    switch schema.xForm {
    case .timestamp: "EXTRACT(EPOCH FROM \(x))::float8"
    case .date: "EXTRACT(EPOCH FROM \(x)::timestamp)::float8"
    case .milliseconds, .integer, .float: "\(x)::float8"
    }
  }

  /// The stored column's value for tchart's x `value`, rounded outwards (`down` for a lower
  /// bound), as SQL of the column's type.
  func storedBound(_ value: Double, down: Bool) -> String {
    let outward = down ? (value - 1).rounded(.down) : (value + 1).rounded(.up)
    switch schema.xForm {
    case .float:
      return dialect.literal(value)
    case .integer:
      return "\(Int64(Swift.min(Swift.max(outward, -9e18), 9e18)))"
    case .milliseconds:
      let scaled = down ? (value * 1000).rounded(.down) - 1 : (value * 1000).rounded(.up) + 1
      return "\(Int64(Swift.min(Swift.max(scaled, -9e18), 9e18)))"
    case .timestamp(let zoned):
      let instant = "to_timestamp(\(Int64(Swift.min(Swift.max(outward, -2e11), 9e12))))"
      return zoned ? instant : "(\(instant) AT TIME ZONE 'UTC')"
    case .date:
      let clamped = Swift.min(Swift.max(outward, -2e11), 9e12)
      let day = "(to_timestamp(\(Int64(clamped))) AT TIME ZONE 'UTC')::date"
      return down ? "(\(day) - 1)" : "(\(day) + 1)"
    }
  }

  /// A condition on the stored column, rounded outwards, for `lower ≤ x ≤ upper` (tchart's x)
  /// that an index on it can use; `TRUE` for no bound.
  func storedRange(lower: Double?, upper: Double?) -> String {
    var parts: [String] = []
    if let lower, lower.isFinite { parts.append("\(x) >= \(storedBound(lower, down: true))") }
    if let upper, upper.isFinite { parts.append("\(x) <= \(storedBound(upper, down: false))") }
    return parts.isEmpty ? "TRUE" : parts.joined(separator: " AND ")
  }

  /// `select` (a reading of the table whose WHERE ends its text) restricted to the rows in
  /// `ranges` (increasing, disjoint, finite): a row per range (its stored bounds and its exact
  /// bounds on tchart's x) joined laterally, kept apart by `OFFSET 0`, so each range is one
  /// index range scan (an OR of many ranges, or a plain join, which the planner turns into a
  /// scan of the table per range, is tested on every row of the table), and each row is tested
  /// against its own range alone (so no row comes twice).
  func within(_ ranges: [ClosedRange<Double>], _ select: String) -> String {
    let rows = ranges.map {
      "(\(storedBound($0.lowerBound, down: true)), \(storedBound($0.upperBound, down: false)), "
        + "\(dialect.literal($0.lowerBound)), \(dialect.literal($0.upperBound)))"
    }
    return "SELECT t.* FROM (VALUES \(rows.joined(separator: ", "))) AS __tchart_r(__tchart_lo, "
      + "__tchart_hi, __tchart_xlo, __tchart_xhi) CROSS JOIN LATERAL (\(select) AND \(x) >= "
      + "__tchart_lo AND \(x) <= __tchart_hi OFFSET 0) AS t WHERE t.\(Self.xf) >= __tchart_xlo AND "
      + "t.\(Self.xf) <= __tchart_xhi"
  }

  /// tchart's x from the table's columns (what `__tchart_xf` is).
  var tchartXColumn: String {
    schema.xForm == .milliseconds ? "(\(storedX) / '1000'::float8)" : storedX
  }

  /// The conditions every reading of the table has: an x, `--where` and, long, a series (only
  /// `seriesNames` when given).
  func baseConditions(seriesNames: [String]?) -> [String] {
    // An x that is a number: not NULL, and not NaN or ±infinity (which a float column or
    // `'infinity'::timestamp` can hold; the file loader has none).
    var conditions = ["\(x) IS NOT NULL", Self.isReal(storedX)]
    if let filter = schema.filter { conditions.append("(\(filter)\n)") }
    if let series = seriesExpression {
      conditions.append("\(series) IS NOT NULL")
      if let seriesNames {
        let names = seriesNames.map(dialect.literal).joined(separator: ", ")
        conditions.append(names.isEmpty ? "FALSE" : "\(series) IN (\(names))")
      }
    }
    return conditions
  }

  /// A long table's series as text.
  var seriesExpression: String? {
    schema.seriesColumn.map { "(\(dialect.quoteIdentifier($0)))::text" }
  }

  /// The inner query: the columns named above for `valueIndices` (wide: line indices; long:
  /// `[0]`, the value column) and, long, `__tchart_s` (only `seriesNames` when given); rows
  /// with an x, passing `--where` and `range`. With derived lines among the values, they are
  /// computed over the rows of `windows` (tchart's x; `nil` the whole table) and their margins
  /// (``derivedInner(values:range:seriesNames:windows:)``).
  func inner(
    values valueIndices: [Int], range: String, seriesNames: [String]? = nil,
    windows: [ClosedRange<Double>]? = nil, within ranges: [ClosedRange<Double>]? = nil
  ) -> String {
    if valueIndices.contains(where: { schema.derived[$0] != nil }) {
      let within = ranges.map { " AND " + exactRanges($0, stored: true) } ?? ""
      return derivedInner(
        values: valueIndices, range: range + within, seriesNames: seriesNames, windows: windows)
    }
    var columns = ["\(x) AS \(Self.raw)", "\(storedX) AS \(Self.xn)"]
    for index in valueIndices {
      let column = dialect.quoteIdentifier(schema.valueColumns[index])
      columns.append("(\(column))::float8 AS \(Self.value(index))")
    }
    if let series = seriesExpression { columns.append("\(series) AS \(Self.series)") }
    let conditions = baseConditions(seriesNames: seriesNames) + [range]
    let none = ranges?.isEmpty == true ? ["FALSE"] : []
    let select =
      "SELECT \(columns.joined(separator: ", ")), \(tchartXColumn) AS \(Self.xf) "
      + "FROM \(schema.table) WHERE \((conditions + none).joined(separator: " AND "))"
    guard let ranges, !ranges.isEmpty else { return select }
    return within(ranges, select)
  }

  /// The value indices a row carries: wide, the lines asked for; long, the value column.
  func valueIndices(lines: [Int]) -> [Int] { schema.seriesColumn == nil ? lines : [0] }

  /// `ARRAY[keys…, xn, v…]`, a row as one `float8[]` (NULL for a missing value), led by the
  /// keys it is picked by.
  func rowArray(_ indices: [Int], keys: [String] = []) -> String {
    "ARRAY[\((keys + [Self.xn] + indices.map(Self.value)).joined(separator: ", "))]"
  }

  /// Whether value `index` is a real value (not NULL, NaN or infinite).
  static func isReal(_ index: Int) -> String { isReal(value(index)) }

  /// Whether the `float8` `expression` is a real value (not NULL, NaN or infinite).
  static func isReal(_ expression: String) -> String {
    "(\(expression) IS NOT NULL AND \(expression) NOT IN "
      + "('NaN'::float8, 'Infinity'::float8, '-Infinity'::float8))"
  }

  /// The count of rows (long: of distinct x) and the smallest and largest stored x.
  func span() -> String {
    let count = schema.seriesColumn == nil ? "count(*)" : "count(DISTINCT \(Self.xn))"
    return "SELECT \(count), min(\(Self.xn)), max(\(Self.xn)) FROM "
      + "(\(inner(values: [], range: "TRUE"))) AS t"
  }

  /// Long layout: the distinct series, in order of first appearance (by x, then name).
  func seriesNames() -> String {
    "SELECT \(Self.series) FROM (\(inner(values: [], range: "TRUE"))) AS t GROUP BY "
      + "\(Self.series) ORDER BY min(\(Self.xn)), \(Self.series)"
  }

  /// The M4 query of `request`: per dot column (and series, long), the count, the first and
  /// last rows, and per line the count of real values, a row of its smallest and of its largest
  /// value, the count of gaps and the first and last gap's rows; one `GROUP BY` (a hash
  /// aggregate), each row picked as the smallest or largest `float8[]` led by the key it is
  /// picked by. With `within`, only the rows in one of those ranges count.
  func m4(
    _ request: SeriesWindowRequest, seriesNames: [String],
    within ranges: [ClosedRange<Double>]? = nil
  ) -> String {
    let rule = request.rule
    let indices = valueIndices(lines: request.lines)
    let range = storedRange(lower: rule.lower, upper: rule.upper)
    let inner = inner(
      values: indices, range: range, seriesNames: seriesNames,
      windows: ranges ?? [rule.lower...rule.upper], within: ranges)
    let bucket = dialect.dotColumnExpression(x: Self.xf, rule: rule)
    var middle = ["t.*", "\(bucket) AS \(Self.bucket)"]
    for index in indices { middle.append("\(Self.isReal(index)) AS \(Self.ok(index))") }
    var keys = [Self.bucket]
    if schema.seriesColumn != nil { keys.append(Self.series) }
    let row = rowArray(indices)
    var aggregates = keys + ["count(*)", "min(\(row))", "max(\(row))"]
    for index in indices {
      let ok = Self.ok(index)
      // Ties of the extreme: the earliest row, as the file's statistics pick it.
      let smallest = rowArray(indices, keys: [Self.value(index)])
      let largest = rowArray(indices, keys: [Self.value(index), "-\(Self.xn)"])
      aggregates += [
        "count(*) FILTER (WHERE \(ok))", "min(\(smallest)) FILTER (WHERE \(ok))",
        "max(\(largest)) FILTER (WHERE \(ok))", "count(*) FILTER (WHERE NOT \(ok))",
        "min(\(row)) FILTER (WHERE NOT \(ok))", "max(\(row)) FILTER (WHERE NOT \(ok))",
      ]
    }
    var window =
      "\(Self.xf) >= \(dialect.literal(rule.lower)) AND "
      + "\(Self.xf) <= \(dialect.literal(rule.upper))"
    // Plain lines: each row is tested against its own range (see ``within(_:_:)``).
    if let ranges, indices.contains(where: { schema.derived[$0] != nil }) {
      window += " AND " + exactRanges(ranges, stored: false)
    }
    return "SELECT \(aggregates.joined(separator: ", ")) FROM (SELECT "
      + "\(middle.joined(separator: ", ")) FROM (\(inner)) AS t WHERE \(window)) AS m "
      + "GROUP BY \(keys.joined(separator: ", "))"
  }

  /// `ranges` OR-ed: on the stored column (for an index), or exactly on tchart's x.
  func exactRanges(_ ranges: [ClosedRange<Double>], stored: Bool) -> String {
    guard !ranges.isEmpty else { return "FALSE" }
    let parts = ranges.map { range in
      stored
        ? "(" + storedRange(lower: range.lowerBound, upper: range.upperBound) + ")"
        : "(\(Self.xf) >= \(dialect.literal(range.lowerBound)) AND \(Self.xf) <= "
          + "\(dialect.literal(range.upperBound)))"
    }
    return "(" + parts.joined(separator: " OR ") + ")"
  }

  /// Every row whose x lies in one of `ranges`, in x order, the first `limit`: the row array
  /// (long: and the series).
  func rows(
    in ranges: [ClosedRange<Double>], lines: [Int], seriesNames: [String], limit: Int
  ) -> String {
    let indices = valueIndices(lines: lines)
    let series = schema.seriesColumn == nil ? "" : ", \(Self.series)"
    let inner = inner(
      values: indices, range: "TRUE", seriesNames: seriesNames, windows: ranges, within: ranges)
    let derived = indices.contains { schema.derived[$0] != nil }
    let exact = derived ? exactRanges(ranges, stored: false) : "TRUE"
    return "SELECT \(rowArray(indices))\(series) FROM (\(inner)) AS t WHERE \(exact) "
      + "ORDER BY \(Self.raw)\(series) LIMIT \(Swift.max(0, limit))"
  }

  /// The totals of the window `lower…upper`: wide, the count of rows and per value column the
  /// count of real values and their sum; long, per series the count and the sum of its real
  /// values, each row also carrying the window's count of distinct x.
  func totals(lower: Double, upper: Double, seriesNames: [String]) -> String {
    let long = schema.seriesColumn != nil
    let indices = long ? [0] : Array(schema.valueColumns.indices)
    let inner = inner(
      values: indices, range: storedRange(lower: lower, upper: upper),
      seriesNames: long ? seriesNames : nil, windows: [lower...Swift.max(lower, upper)])
    let window =
      "\(Self.xf) >= \(dialect.literal(lower)) AND \(Self.xf) <= \(dialect.literal(upper))"
    var columns: [String] = []
    for index in indices {
      let ok = Self.isReal(index)
      columns += [
        "count(*) FILTER (WHERE \(ok))", "sum(\(Self.value(index))) FILTER (WHERE \(ok))",
      ]
    }
    let filtered = "SELECT * FROM (\(inner)) AS t WHERE \(window)"
    guard long else {
      return "SELECT count(*), \(columns.joined(separator: ", ")) FROM (\(filtered)) AS w"
    }
    return "SELECT \(Self.series), \(columns.joined(separator: ", ")), "
      + "(SELECT count(DISTINCT \(Self.xn)) FROM (\(filtered)) AS d) FROM (\(filtered)) AS w "
      + "GROUP BY \(Self.series)"
  }

  /// The nearest row on one side of `bound`: `before`, the last row with x < `bound` (≤ when
  /// `inclusive`); else the first with x > `bound` (≥). An index on x finds it at once.
  func neighbour(before: Bool, bound: Double, inclusive: Bool, lines: [Int], seriesNames: [String])
    -> String
  {
    let indices = schema.seriesColumn == nil ? lines : []
    let range =
      before ? storedRange(lower: nil, upper: bound) : storedRange(lower: bound, upper: nil)
    let inner = inner(values: indices, range: range, seriesNames: seriesNames)
    let comparison = (before ? "<" : ">") + (inclusive ? "=" : "")
    // Derived lines: the caller finds the row's x first (no values), then its values
    // (``row(at:last:lines:)``), so that only that x and its margin are derived.
    let order = before ? "DESC" : "ASC"
    return "SELECT \(rowArray(indices)) FROM (\(inner)) AS t WHERE \(Self.xf) \(comparison) "
      + "\(dialect.literal(bound)) ORDER BY \(Self.raw) \(order), \(Self.xn) \(order) LIMIT 1"
  }

  /// The row at tchart's x `value` (the last at it when `last`), with the values of `lines`,
  /// derived ones computed over that x and its margin.
  func row(at value: Double, last: Bool, lines: [Int]) -> String {
    let indices = schema.seriesColumn == nil ? lines : []
    let inner = inner(
      values: indices, range: storedRange(lower: value, upper: value), windows: [value...value])
    let order = last ? "DESC" : "ASC"
    return "SELECT \(rowArray(indices)) FROM (\(inner)) AS t WHERE \(Self.xf) = "
      + "\(dialect.literal(value)) ORDER BY \(Self.raw) \(order) LIMIT 1"
  }

  /// Long layout: the values of `seriesNames` at the stored x `xs` (each row: xn, series,
  /// value).
  func values(at xs: [Double], seriesNames: [String]) -> String {
    let lower = xs.min() ?? 0
    let upper = xs.max() ?? 0
    let range = storedRange(
      lower: schema.xForm == .milliseconds ? lower / 1000 : lower,
      upper: schema.xForm == .milliseconds ? upper / 1000 : upper)
    let scale = schema.xForm == .milliseconds ? 1000.0 : 1
    let inner = inner(
      values: [0], range: range, seriesNames: seriesNames,
      windows: [(lower / scale)...(upper / scale)])
    let list = xs.map(dialect.literal).joined(separator: ", ")
    return "SELECT \(Self.xn), \(Self.series), \(Self.value(0)) FROM (\(inner)) AS t "
      + "WHERE \(Self.xn) IN (\(list))"
  }

  /// The count of rows (long: distinct x) with x ≤ `value`.
  func rowCount(through value: Double) -> String {
    let count = schema.seriesColumn == nil ? "count(*)" : "count(DISTINCT \(Self.xn))"
    let inner = inner(values: [], range: storedRange(lower: nil, upper: value))
    return "SELECT \(count) FROM (\(inner)) AS t WHERE \(Self.xf) <= \(dialect.literal(value))"
  }
}
