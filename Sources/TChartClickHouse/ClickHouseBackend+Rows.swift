import TChartData
import TChartSources

/// The rows of a ClickHouse table around a point (the window's edges, the first and last rows,
/// the tooltip's nearest sample) and the reading of answer rows into ``SourceRow``s.
extension ClickHouseBackend {
  // MARK: rows around a point

  public func rows(in ranges: [ClosedRange<Double>], lines: [Int], limit: Int)
    throws(SourceError) -> RangeRows
  {
    guard !ranges.isEmpty, limit > 0 else { return RangeRows(rows: [], isCut: !ranges.isEmpty) }
    let state = try state()
    let names = state.description.lineNames
    let long = state.schema.seriesColumn != nil
    // 18.16 sorts every row it reads for ORDER BY: read only as far as the table's mean
    // density puts twice the limit, so a wide window is not read whole for its first rows.
    let (read, readThrough) = Self.ranges(ranges, holding: 2 * limit, in: state.description)
    let answer = try connection.rows(
      state.queries.rows(
        in: read, lines: lines, seriesNames: long ? lines.map { names[$0] } : [],
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
        fields.first ?? nil, lines: valueLines, lineCount: names.count, state: state)
      {
        rows.append(row)
      }
    }
    // Rows of a long table come one per series and x: past the limit, the last x read may miss
    // some series, so the reading is whole only before it.
    let cutX = answer.count > limit ? rows.last?.x : readThrough
    return RangeRows(merging: SourceRow.deduplicated(rows), cutAt: cutX, limit: limit)
  }

  /// The first of `ranges` that hold about `count` rows at `description`'s mean density, the
  /// last one shortened; and where they stop when that is before the end of `ranges`.
  static func ranges(
    _ ranges: [ClosedRange<Double>], holding count: Int, in description: SourceDescription
  ) -> (ranges: [ClosedRange<Double>], readThrough: Double?) {
    guard let first = description.first?.x, let last = description.last?.x, last > first else {
      return (ranges, nil)
    }
    let density = Double(description.rowCount) / (last - first)
    var chosen: [ClosedRange<Double>] = []
    var rows = 0.0
    for range in ranges {
      let here = (range.upperBound - range.lowerBound) * density
      if rows + here > Double(count) {
        let upper = range.lowerBound + (Double(count) - rows) / density
        chosen.append(range.lowerBound...Swift.max(range.lowerBound, upper))
        return (chosen, Swift.max(range.lowerBound, upper))
      }
      chosen.append(range)
      rows += here
    }
    return (chosen, nil)
  }

  public func totals(lower: Double, upper: Double) throws(SourceError) -> [SampleTotal] {
    let state = try state()
    let names = state.description.lineNames
    let answer = try connection.rows(
      state.queries.totals(lower: lower, upper: upper, seriesNames: names))
    func number(_ field: String??) -> Double { TabSeparated.double(field ?? nil) }
    guard state.schema.seriesColumn != nil else {
      guard let fields = answer.first, fields.count == 1 + 2 * names.count else {
        return names.map { _ in SampleTotal(sum: 0, values: 0, gaps: 0) }
      }
      let count = Int(number(fields[0]))
      return names.indices.map { index in
        let values = Int(number(fields[1 + 2 * index]))
        return SampleTotal(sum: number(fields[2 + 2 * index]), values: values, gaps: count - values)
      }
    }
    // Long: a series' gaps are the window's x where it has no value.
    var byName: [String: (values: Int, sum: Double, xs: Int)] = [:]
    for fields in answer where fields.count == 4 {
      guard let name = fields[0] else { continue }
      byName[name] = (Int(number(fields[1])), number(fields[2]), Int(number(fields[3])))
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

  /// The nearest row on one side of `bound` (see ``ClickHouseQueries/neighbour``), searched in
  /// stored-x ranges growing sixteenfold from the bound, so the table's index keeps each query
  /// small; `nil` when there is none.
  func neighbour(
    before: Bool, bound: Double, inclusive: Bool, lines: [Int], in state: Described
  ) throws(SourceError) -> SourceRow? {
    let queries = state.queries
    let span = state.storedSpan
    let names = state.description.lineNames
    let seriesNames = state.schema.seriesColumn == nil ? [] : lines.map { names[$0] }
    let stored = queries.storedBound(bound, down: before)
    if before && queries.storedBound(bound, down: false) < span.lowerBound { return nil }
    if !before && queries.storedBound(bound, down: true) > span.upperBound { return nil }
    var width = Swift.max((span.upperBound - span.lowerBound) / 1024, 1)
    while true {
      let lower = before ? stored - width : queries.storedBound(bound, down: true)
      let upper = before ? queries.storedBound(bound, down: false) : stored + width
      let sql = queries.neighbour(
        before: before, bound: bound, inclusive: inclusive, lines: lines,
        seriesNames: seriesNames, storedLower: lower, storedUpper: upper)
      if let fields = try connection.rows(sql).first, fields.count == 2,
        Int(fields[0] ?? "") ?? 0 > 0
      {
        let valueLines = state.schema.seriesColumn == nil ? lines : []
        return Self.row(
          fields[1], lines: valueLines, lineCount: names.count, state: state)
      }
      if (before && lower <= span.lowerBound) || (!before && upper >= span.upperBound) {
        return nil
      }
      width *= 16
    }
  }

  /// The row at stored x `stored`, with the values of `lines`.
  func row(atStored stored: Double, lines: [Int], in state: Described)
    throws(SourceError) -> SourceRow?
  {
    let x = Self.tchartX(stored, form: state.schema.xForm)
    guard
      let row = try neighbour(before: true, bound: x, inclusive: true, lines: lines, in: state)
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
    let xs = Array(Set(rows.map { Self.stored($0, form: state.schema.xForm) })).sorted()
    let answer = try connection.rows(
      state.queries.values(at: xs, seriesNames: lines.map { names[$0] }))
    var byOrder: [Int64: SourceRow] = [:]
    for row in rows {
      var blank = row
      blank.values = [Double](repeating: .nan, count: names.count)
      byOrder[row.order] = blank
    }
    for fields in answer where fields.count == 3 {
      let stored = TabSeparated.double(fields[0])
      guard let name = fields[1], let line = names.firstIndex(of: name) else { continue }
      let order = SourceRow.order(ofStored: stored, integer: state.schema.integerX)
      guard var row = byOrder[order] else { continue }
      if row.values[line].isNaN { row.values[line] = TabSeparated.double(fields[2]) }
      byOrder[order] = row
    }
    return (byOrder.values.sorted(by: SourceRow.precedes), answer.count)
  }

  // MARK: rows from answers

  /// A row from a `tuple(xn, v…)` field carrying the values of `lines`.
  static func row(_ field: String?, lines: [Int], lineCount: Int, state: Described)
    -> SourceRow?
  {
    guard let field else { return nil }
    let parts = field.dropFirst().dropLast().split(separator: ",", omittingEmptySubsequences: false)
    guard let first = parts.first, let stored = Double(first) else { return nil }
    var values = [Double](repeating: .nan, count: lineCount)
    for (position, line) in lines.enumerated() where position + 1 < parts.count {
      if line < lineCount { values[line] = Double(parts[position + 1]) ?? .nan }
    }
    return SourceRow(
      order: SourceRow.order(ofStored: stored, integer: state.schema.integerX),
      x: tchartX(stored, form: state.schema.xForm), values: values)
  }

  /// tchart's x of a stored x: the operations ``ClickHouseQueries/tchartX`` does in SQL.
  static func tchartX(_ stored: Double, form: ClickHouseSchema.XForm) -> Double {
    form == .milliseconds ? stored / 1000 : stored
  }

  /// The stored x of a row (its ``SourceRow/order`` for integer x).
  static func stored(_ row: SourceRow, form: ClickHouseSchema.XForm) -> Double {
    form == .float ? row.x : Double(row.order)
  }
}
