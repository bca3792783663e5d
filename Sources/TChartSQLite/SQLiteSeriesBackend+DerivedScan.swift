import TChartData
import TChartSources

extension SQLiteSeriesBackend {
  /// M4 of `lines` (some of them derived) over the rows with x in `ranges`, the derived lines
  /// computed here rather than by SQL window functions: each part of ``windowParts(_:series:indices:)``
  /// (a range and its margins) is read once in x order through the x index (row id, x and the
  /// inputs), derived by ``DerivedLineComputer`` (the in-memory semantics the window functions
  /// reproduce; a running sum starts from ``sum(of:before:series:)``), and its rows in `ranges`
  /// folded into `scan`; the rows it picks come back with their values, so nothing is read or
  /// computed twice.
  ///
  /// Why not the window functions of ``source(over:lines:)``: SQLite materialises every window
  /// (one per partition and order), about 0.7 µs a row each, and a pan frame read its window
  /// twice (the scan, then the picked rows); the ordered read costs about 0.1 µs a row.
  ///
  /// `ranges` `nil` is the rows of `window`; `whole` (the window holds the whole span) reads
  /// the table without margins.
  func derivedM4(
    lines: [Int], window: ClosedRange<Double>, ranges: [ClosedRange<Double>]?, whole: Bool,
    scan: SQLiteM4Scan
  ) throws(SourceError) -> [SourceRow] {
    let long = options.series != nil
    if long, !lines.allSatisfy(lineNames.indices.contains) { return [] }
    let name = long ? lineNames[lines[0]] : nil
    // A line's `--y` item: the long table's one value column, or the line itself.
    let items = lines.map { long ? 0 : $0 }
    let indices = Array(Set(items.filter { derived[$0] != nil })).sorted()
    var columns: [String] = []
    for item in items {
      if let line = derived[item] {
        columns += line.inputs.map { "CAST(\(derivedInput($0)) AS REAL)" }
      } else {
        columns.append(valueExpression(item))
      }
    }
    let table = dialect.quoteIdentifier(options.table)
    let x = xExpression
    let parts = try windowParts(
      ranges ?? (whole ? nil : [window]), series: name, indices: indices)
    let sorted = (ranges ?? [window]).sorted { $0.lowerBound < $1.lowerBound }
    // The ranges are increasing and disjoint: the first not below `value` is the one to try.
    func inRanges(_ value: Double) -> Bool {
      var (low, high) = (0, sorted.count)
      while low < high {
        let middle = (low + high) / 2
        if sorted[middle].upperBound < value { low = middle + 1 } else { high = middle }
      }
      return low < sorted.count && sorted[low].contains(value)
    }
    var read: [DerivedScanPart] = []
    for part in parts {
      var filter = baseFilter(series: name)
      if let lower = part.lower { filter += " AND \(x) >= \(dialect.literal(lower))" }
      if let upper = part.upper { filter += " AND \(x) <= \(dialect.literal(upper))" }
      var rows = DerivedScanPart(columns: columns.count)
      try connection.query(
        "SELECT _rowid_, \(x), \(columns.joined(separator: ", ")) FROM \(table) WHERE \(filter) "
          + "ORDER BY \(x), _rowid_"
      ) { row in
        rows.orders.append(row.int64(0))
        rows.xs.append(row.double(1))
        for column in 0..<columns.count {
          rows.inputs[column].append(row.double(Int32(column + 2)))
        }
      }
      // Each line's values over the part, in x order.
      var values: [[Double]] = []
      var column = 0
      for item in items {
        guard let line = derived[item] else {
          values.append(rows.inputs[column])
          column += 1
          continue
        }
        let inputs = Array(rows.inputs[column..<(column + line.inputs.count)])
        column += line.inputs.count
        var derivedValues = DerivedLineComputer.values(
          of: line.transform, x: rows.xs, inputs: inputs)
        if line.transform == .cumsum, parts.contains(where: { $0.lower != nil }) {
          let start = try sum(of: derivedInput(line.inputs[0]), before: part.lower, series: name)
          // As SQL's `start + SUM(v) OVER (…)`: the running sum of the part, then the start.
          for index in derivedValues.indices where !derivedValues[index].isNaN {
            derivedValues[index] = start + derivedValues[index]
          }
        }
        values.append(derivedValues)
      }
      rows.values = values
      for index in rows.xs.indices where !rows.xs[index].isNaN && inRanges(rows.xs[index]) {
        scan.add(order: rows.orders[index], x: rows.xs[index]) { values[$0][index] }
      }
      rows.inputs = []
      read.append(rows)
    }
    let picked = Set(scan.picked.orders)
    let width = lineNames.count
    var found: [SourceRow] = []
    for rows in read {
      for index in rows.orders.indices where picked.contains(rows.orders[index]) {
        var values = [Double](repeating: .nan, count: width)
        for (position, line) in lines.enumerated() where line < width {
          values[line] = rows.values[position][index]
        }
        found.append(
          SourceRow(order: long ? 0 : rows.orders[index], x: rows.xs[index], values: values))
      }
    }
    return found
  }
}

/// The rows of one part of a derived scan: row ids and x in x order, the inputs as read, then
/// each line's values.
struct DerivedScanPart {
  var orders: [Int64] = []
  var xs: [Double] = []
  var inputs: [[Double]]
  var values: [[Double]] = []

  init(columns: Int) { inputs = Array(repeating: [], count: columns) }
}
