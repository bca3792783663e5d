import TChartData
import TChartSources

/// The rows of a PostgreSQL table around a point (the window's edges, the first and last rows,
/// the tooltip's nearest sample), in ranges, their totals, and the reading of answer rows (a
/// `float8[]` as text, `{1600000000,1.5,NULL}`) into ``SourceRow``s.
extension PostgresBackend {
  public func rows(in ranges: [ClosedRange<Double>], lines: [Int], limit: Int)
    throws(SourceError) -> RangeRows
  {
    guard !ranges.isEmpty, limit > 0 else { return RangeRows(rows: [], isCut: !ranges.isEmpty) }
    let state = try state()
    let names = state.description.lineNames
    let long = state.schema.seriesColumn != nil
    let answer = try connection.rows(
      state.queries.rows(
        in: ranges, lines: lines, seriesNames: long ? lines.map { names[$0] } : [],
        limit: limit + 1))
    var rows: [SourceRow] = []
    for fields in answer {
      var valueLines = lines
      if long {
        guard fields.count == 2, let name = fields[1], let line = names.firstIndex(of: name)
        else { continue }
        valueLines = [line]
      }
      if let row = Self.row(
        fields.first ?? nil, lines: valueLines, lineCount: names.count, keys: 0, state: state)
      {
        rows.append(row)
      }
    }
    // A long table's rows come one per series and x: past the limit, the last x read may miss
    // some series, so the reading is whole only before it.
    let cutX = answer.count > limit ? rows.last?.x : nil
    return RangeRows(merging: SourceRow.deduplicated(rows), cutAt: cutX, limit: limit)
  }

  public func totals(lower: Double, upper: Double) throws(SourceError) -> [SampleTotal] {
    let state = try state()
    let names = state.description.lineNames
    let answer = try connection.rows(
      state.queries.totals(lower: lower, upper: upper, seriesNames: names))
    guard state.schema.seriesColumn != nil else {
      guard let fields = answer.first, fields.count == 1 + 2 * names.count else {
        return names.map { _ in SampleTotal(sum: 0, values: 0, gaps: 0) }
      }
      let count = Int(Self.number(fields[0]))
      return names.indices.map { index in
        let values = Int(Self.number(fields[1 + 2 * index]))
        let sum = values > 0 ? Self.number(fields[2 + 2 * index]) : 0
        return SampleTotal(sum: sum, values: values, gaps: count - values)
      }
    }
    // Long: a series' gaps are the window's x where it has no value.
    var byName: [String: (values: Int, sum: Double, xs: Int)] = [:]
    for fields in answer where fields.count == 4 {
      guard let name = fields[0] else { continue }
      let values = Int(Self.number(fields[1]))
      byName[name] = (values, values > 0 ? Self.number(fields[2]) : 0, Int(Self.number(fields[3])))
    }
    let xs = byName.values.map(\.xs).max() ?? 0
    return names.map { name in
      let (values, sum, _) = byName[name] ?? (0, 0, 0)
      return SampleTotal(sum: sum, values: values, gaps: Swift.max(0, xs - values))
    }
  }

  public func rowsAround(x value: Double, lines: [Int]) throws(SourceError) -> [SourceRow] {
    let state = try state()
    var rows: [SourceRow] = []
    if let low = try neighbour(before: true, bound: value, inclusive: true, lines: lines, in: state)
    {
      rows.append(low)
    }
    if let high = try neighbour(
      before: false, bound: value, inclusive: false, lines: lines, in: state)
    {
      rows.append(high)
    }
    if state.schema.seriesColumn != nil {
      rows = try fillLongValues(rows, lines: lines, in: state).rows
    }
    return rows
  }

  /// The nearest row on one side of `bound` (see ``PostgresQueries/neighbour``); `nil` when
  /// there is none.
  func neighbour(
    before: Bool, bound: Double, inclusive: Bool, lines: [Int], in state: Described
  ) throws(SourceError) -> SourceRow? {
    let names = state.description.lineNames
    let long = state.schema.seriesColumn != nil
    let derived = !long && lines.contains { state.schema.derived[$0] != nil }
    let sql = state.queries.neighbour(
      before: before, bound: bound, inclusive: inclusive, lines: derived ? [] : lines,
      seriesNames: long ? lines.map { names[$0] } : [])
    guard let fields = try connection.rows(sql).first, fields.count == 1,
      let found = Self.row(
        fields[0], lines: long || derived ? [] : lines, lineCount: names.count, keys: 0,
        state: state)
    else { return nil }
    guard derived else { return found }
    // The derived values at that x: its margin alone is read.
    let valued = try connection.rows(state.queries.row(at: found.x, last: before, lines: lines))
    return valued.first.flatMap { fields in
      Self.row(fields.first ?? nil, lines: lines, lineCount: names.count, keys: 0, state: state)
    } ?? found
  }

  /// The row at tchart's x `x` (the last at or before it), with the values of `lines`.
  func row(atX x: Double, lines: [Int], in state: Described) throws(SourceError) -> SourceRow? {
    guard let row = try neighbour(before: true, bound: x, inclusive: true, lines: lines, in: state)
    else { return nil }
    if state.schema.seriesColumn == nil { return row }
    return try fillLongValues([row], lines: lines, in: state).rows.first
  }

  /// Long layout: `rows` with the values of every series of `lines` at their x (a second
  /// query: a row found for one series carries the others' values too, or a gap where a series
  /// has no row at that x, as the CSV long layout has).
  func fillLongValues(_ rows: [SourceRow], lines: [Int], in state: Described)
    throws(SourceError) -> (rows: [SourceRow], read: Int)
  {
    guard !rows.isEmpty else { return (rows, 0) }
    let names = state.description.lineNames
    let form = state.schema.xForm
    let xs = Array(Set(rows.map { Self.stored($0, form: form) })).sorted()
    let answer = try connection.rows(
      state.queries.values(at: xs, seriesNames: lines.map { names[$0] }))
    var byOrder: [Int64: SourceRow] = [:]
    for row in rows {
      var blank = row
      blank.values = [Double](repeating: .nan, count: names.count)
      byOrder[row.order] = blank
    }
    for fields in answer where fields.count == 3 {
      let stored = Self.number(fields[0])
      guard let name = fields[1], let line = names.firstIndex(of: name) else { continue }
      let order = SourceRow.order(ofStored: stored, integer: state.schema.integerX)
      guard var row = byOrder[order] else { continue }
      if row.values[line].isNaN { row.values[line] = Self.number(fields[2]) }
      byOrder[order] = row
    }
    return (byOrder.values.sorted(by: SourceRow.precedes), answer.count)
  }

  // MARK: rows from answers

  /// A number cell (`NaN` for NULL or text that is not a number).
  static func number(_ field: String?) -> Double {
    field.flatMap { Double($0) } ?? .nan
  }

  /// A row from a `float8[]` cell carrying the values of `lines`: `{xn, v…}` after `keys`
  /// leading keys (a row picked by its value: `{v, xn, v…}` or `{v, -xn, xn, v…}`).
  static func row(
    _ field: String?, lines: [Int], lineCount: Int, keys: Int, state: Described
  ) -> SourceRow? {
    guard let field, field.hasPrefix("{"), field.hasSuffix("}") else { return nil }
    var parts = field.dropFirst().dropLast().split(separator: ",", omittingEmptySubsequences: false)
    parts.removeFirst(Swift.min(keys, parts.count))
    guard let first = parts.first, let stored = Double(first) else { return nil }
    var values = [Double](repeating: .nan, count: lineCount)
    for (position, line) in lines.enumerated() where position + 1 < parts.count {
      if line < lineCount { values[line] = Double(parts[position + 1]) ?? .nan }
    }
    return SourceRow(
      order: SourceRow.order(ofStored: stored, integer: state.schema.integerX),
      x: tchartX(stored, form: state.schema.xForm), values: values)
  }

  /// tchart's x of a stored x: the operations ``PostgresQueries/tchartXColumn`` does in SQL.
  static func tchartX(_ stored: Double, form: PostgresSchema.XForm) -> Double {
    form == .milliseconds ? stored / 1000 : stored
  }

  /// The stored x of a row (its ``SourceRow/order`` for integer x).
  static func stored(_ row: SourceRow, form: PostgresSchema.XForm) -> Double {
    switch form {
    case .date, .milliseconds, .integer: Double(row.order)
    case .timestamp, .float: row.x
    }
  }
}
