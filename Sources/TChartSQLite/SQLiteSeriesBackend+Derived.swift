import TChartData
import TChartSources

extension SQLiteSeriesBackend {
  /// The column of the select ``source(over:lines:)`` that holds derived line `index` of `--y`.
  static func derivedColumn(_ index: Int) -> String { "__tchart_d\(index)" }

  /// Checks once, at open, that SQLite computes the derived lines (a select of the whole
  /// table, never run): a transform SQLite cannot compute, or an SQLite without window
  /// functions, is one error naming the transform.
  func checkDerived() throws(SourceError) {
    guard !derived.isEmpty else { return }
    let select = try derivedSelect(
      parts: [DerivedWindowPart(lower: nil, upper: nil)], series: nil,
      indices: derived.keys.sorted())
    // SQLite before 3.25 has no window functions, and 3.28 no RANGE frames of a width: the
    // select is tried once, so that the message names what is missing.
    do {
      try connection.query("SELECT 1 FROM \(select) LIMIT 0") { _ in }
    } catch {
      let names = derived.keys.sorted().compactMap { derived[$0]?.name }
      throw SourceError(
        .unavailable, place: options.path,
        message: "\(names.joined(separator: ", ")): this SQLite cannot compute derived lines "
          + "(\(error.message)); window functions need SQLite 3.28 or later")
    }
  }

  /// The table as a query of the rows with x in `ranges` (increasing, disjoint) reads it: its
  /// quoted name, or, with derived lines among `lines`, a select of the rows those ranges need
  /// (those with an x that pass `--where`, of the lines' series on a long table) with every
  /// column, the row id and one column per derived line, computed by window functions.
  ///
  /// Only the rows of each range and its margin are read, not the whole table: back to the
  /// last row with a value before the range for `rate`, `deriv` and `diff`, N − 1 rows back for
  /// `avg(N)`, a span back for `avg(span)`; `cumsum` starts from the sum of the rows before
  /// (one aggregate). Ranges whose margins overlap are one part; each part is its own window
  /// partition, so the values are those of the whole table's. `nil` is the whole table.
  func source(over ranges: [ClosedRange<Double>]?, lines: [Int]) throws(SourceError) -> String {
    let table = dialect.quoteIdentifier(options.table)
    let indices =
      options.series != nil
      ? (derived[0] == nil ? [] : [0]) : lines.filter { derived[$0] != nil }
    guard !indices.isEmpty else { return table }
    guard options.series != nil else {
      let parts = try windowParts(ranges, series: nil, indices: indices)
      return try derivedSelect(parts: parts, series: nil, indices: indices)
    }
    var selects: [String] = []
    for line in lines where lineNames.indices.contains(line) {
      let name = lineNames[line]
      let parts = try windowParts(ranges, series: name, indices: indices)
      selects.append(
        "SELECT * FROM \(try derivedSelect(parts: parts, series: name, indices: indices))")
    }
    return selects.isEmpty ? table : "(\(selects.joined(separator: " UNION ALL ")))"
  }

  /// `--where`, x present, and the series `name` of a long table.
  func baseFilter(series name: String?) -> String {
    var filter = Self.filterText(options, dialect, xReading)
    if let name, let series = options.series {
      filter +=
        " AND CAST(\(dialect.quoteIdentifier(series)) AS TEXT) = \(dialect.literal(name))"
    }
    return filter
  }

  /// Input `name` of a derived line as a number.
  func derivedInput(_ name: String) -> String {
    let column = dialect.quoteIdentifier(name)
    return mayHoldText(name) ? SQLiteTextColumn.number(column) : column
  }

  /// The select of one series (or the wide table) over `parts`, with the derived lines
  /// `indices`.
  func derivedSelect(parts: [DerivedWindowPart], series name: String?, indices: [Int])
    throws(SourceError) -> String
  {
    let table = dialect.quoteIdentifier(options.table)
    let x = xExpression
    var partition: [String] = []
    if name == nil, let series = options.series {
      partition.append("CAST(\(dialect.quoteIdentifier(series)) AS TEXT)")
    }
    // Which part a row is in: the first whose upper bound it does not pass.
    func perPart(_ value: (Int) -> String) -> String {
      guard parts.count > 1 else { return value(0) }
      let cases = parts.dropLast().enumerated().map {
        "WHEN \(x) <= \(dialect.literal($1.upper ?? 0)) THEN \(value($0))"
      }
      return "(CASE \(cases.joined(separator: " ")) ELSE \(value(parts.count - 1)) END)"
    }
    if parts.count > 1 { partition.append(perPart { "\($0)" }) }
    var columns = ["_rowid_ AS _rowid_", "*"]
    for index in indices {
      guard let line = derived[index] else { continue }
      let values = line.inputs.map(derivedInput)
      var sumBefore: String?
      if line.transform == .cumsum, parts.contains(where: { $0.lower != nil }) {
        var sums: [Double] = []
        for part in parts {
          sums.append(try sum(of: values[0], before: part.lower, series: name))
        }
        sumBefore = perPart { dialect.literal(sums[$0]) }
      }
      guard
        let expression = dialect.derivedExpression(
          line, values: values, x: x, tiebreak: "_rowid_",
          partition: partition.isEmpty ? nil : partition.joined(separator: ", "),
          sumBefore: sumBefore)
      else {
        throw SourceError(
          .unavailable, place: options.path,
          message: "\(line.name): \(line.transformName) cannot be computed in SQLite")
      }
      columns.append("\(expression) AS \(dialect.quoteIdentifier(Self.derivedColumn(index)))")
    }
    var filter = baseFilter(series: name)
    let bounds = parts.compactMap { part -> String? in
      var terms: [String] = []
      if let lower = part.lower { terms.append("\(x) >= \(dialect.literal(lower))") }
      if let upper = part.upper { terms.append("\(x) <= \(dialect.literal(upper))") }
      return terms.isEmpty ? nil : "(\(terms.joined(separator: " AND ")))"
    }
    if bounds.count == parts.count { filter += " AND (\(bounds.joined(separator: " OR ")))" }
    return "(SELECT \(columns.joined(separator: ", ")) FROM \(table) WHERE \(filter))"
  }

  /// The sum of `value` over the rows before x `lower` (of series `name`): where a running sum
  /// of the rows from `lower` on starts. From the last checkpoint at or before `lower` (see
  /// ``prefixCheckpoints(of:series:)``), so only the rows between it and `lower` are summed.
  func sum(of value: String, before lower: Double?, series name: String?) throws(SourceError)
    -> Double
  {
    guard let lower else { return 0 }
    let checkpoints = try prefixCheckpoints(of: value, series: name)
    var (low, high) = (0, checkpoints.count)
    while low < high {
      let middle = (low + high) / 2
      if checkpoints[middle].x <= lower { low = middle + 1 } else { high = middle }
    }
    var condition = "\(xExpression) < \(dialect.literal(lower))"
    var total = 0.0
    if low > 0 {
      condition += " AND \(xExpression) >= \(dialect.literal(checkpoints[low - 1].x))"
      total = checkpoints[low - 1].sum
    }
    var between = 0.0
    try connection.query(
      "SELECT TOTAL(CAST(\(value) AS REAL)) FROM \(dialect.quoteIdentifier(options.table)) "
        + "WHERE \(baseFilter(series: name)) AND \(condition)"
    ) { between = $0.double(0) }
    return total + between
  }

  /// Every ``checkpointRows`` rows (at a new x), the sum of `value` over the rows before that
  /// x, in x order: read once per value and series (one pass of the table), then kept.
  func prefixCheckpoints(of value: String, series name: String?) throws(SourceError)
    -> [PrefixCheckpoint]
  {
    let key = value + "\u{0}" + (name ?? "")
    if let held = checkpoints.withLock({ $0[key] }) { return held }
    var made: [PrefixCheckpoint] = []
    var (sum, count, previous) = (0.0, 0, -Double.infinity)
    try connection.query(
      "SELECT \(xExpression) AS x, CAST(\(value) AS REAL) FROM "
        + "\(dialect.quoteIdentifier(options.table)) WHERE \(baseFilter(series: name)) "
        + "ORDER BY x, _rowid_"
    ) { row in
      let x = row.double(0)
      guard !x.isNaN else { return }
      if count >= Self.checkpointRows && x > previous {
        made.append(PrefixCheckpoint(x: x, sum: sum))
        count = 0
      }
      let v = row.double(1)
      if !v.isNaN { sum += v }
      count += 1
      previous = x
    }
    checkpoints.withLock { $0[key] = made }
    return made
  }

  /// How many rows apart the checkpoints of a running sum are.
  static var checkpointRows: Int { 512 }

  /// `ranges` widened by the margins of the derived lines `indices` (of series `name`), the
  /// ranges whose margins overlap merged; the whole table for `nil`.
  func windowParts(_ ranges: [ClosedRange<Double>]?, series name: String?, indices: [Int])
    throws(SourceError) -> [DerivedWindowPart]
  {
    guard windowsDerived, let ranges, !ranges.isEmpty else {
      return [DerivedWindowPart(lower: nil, upper: nil)]
    }
    var parts: [DerivedWindowPart] = []
    for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
      var lower: Double? = range.lowerBound
      for index in indices {
        guard let line = derived[index], let from = lower else { break }
        let margin = try marginStart(line, from: range.lowerBound, series: name)
        lower = margin.map { Swift.min(from, $0) }
      }
      var upper = range.upperBound
      // A margin reaching into the parts before merges them: one window from its start.
      while let last = parts.last, lower.map({ $0 <= (last.upper ?? .infinity) }) ?? true {
        parts.removeLast()
        lower = lower.flatMap { value in last.lower.map { Swift.min($0, value) } }
        upper = Swift.max(last.upper ?? upper, upper)
      }
      parts.append(DerivedWindowPart(lower: lower, upper: upper))
    }
    return parts
  }

  /// The least x a select must read for `line` to be exact on the rows from x `lower` on
  /// (`nil`: from the first row).
  func marginStart(_ line: TableDerivedLine, from lower: Double, series name: String?)
    throws(SourceError) -> Double?
  {
    let literal = dialect.literal(lower)
    let before =
      "SELECT \(xExpression) FROM \(dialect.quoteIdentifier(options.table)) WHERE "
      + "\(baseFilter(series: name)) AND \(xExpression) < \(literal)"
    var found: Double?
    switch line.transform {
    case .rate, .deriv, .diff:
      // The last row with a value before the window: what the first row's change is from.
      let value = "CAST(\(derivedInput(line.inputs[0])) AS REAL)"
      try connection.query(
        before + " AND \(value) IS NOT NULL ORDER BY \(xExpression) DESC LIMIT 1"
      ) { found = $0.double(0) }
      return found ?? lower
    case .movingAverage(.samples(let count)):
      guard count > 1 else { return lower }
      try connection.query(
        before + " ORDER BY \(xExpression) DESC, _rowid_ DESC LIMIT 1 OFFSET \(count - 2)"
      ) { found = $0.double(0) }
      return found
    case .movingAverage(.span(let width)):
      return lower - width
    case .cumsum, .log, .ratio, .difference:
      return lower
    }
  }
}

/// The sum of a column over the rows with x below `x`.
struct PrefixCheckpoint: Sendable, Equatable {
  var x: Double
  var sum: Double
}

/// One part of a windowed derived select: the rows with x in `lower...upper` (a bound `nil`
/// is none), a window of its own.
struct DerivedWindowPart: Equatable {
  var lower: Double?
  var upper: Double?
}
