import CSQLite
import TChartData

/// M4 in one pass of SQLite's own scan: `tchart_m4(rowid, x, v0, v1, …)`, a function registered
/// on the connection for one statement, folds each row of the window into per-column first,
/// last, minimum and maximum, and first and last gap (by ``DotColumnRule``, ties to the
/// earliest row in table order); only the chosen rows are then read back by row id.
///
/// Why not `GROUP BY` the bucket expression: SQLite has no hash aggregation, so a `GROUP BY`
/// sorts every row of the window (2.8 s for 10^7 rows here, against 0.4 s for a plain scan),
/// and its bare columns give one `min()`/`max()` row per select, so `2 + 2 × lines` sorts.
final class SQLiteM4Scan {
  let rule: DotColumnRule
  let lineCount: Int
  let width: Int
  /// Per column: the first and last row (`order` -1 when the column is empty).
  var firstOrder: [Int64]
  var firstX: [Double]
  var lastOrder: [Int64]
  var lastX: [Double]
  /// Per line and column (`line * width + column`): the extremes and their rows.
  var minValue: [Double]
  var minOrder: [Int64]
  var minX: [Double]
  var maxValue: [Double]
  var maxOrder: [Int64]
  var maxX: [Double]
  /// Per line and column: the first and last row where the line has no value.
  var firstGapOrder: [Int64]
  var firstGapX: [Double]
  var lastGapOrder: [Int64]
  var lastGapX: [Double]

  init(rule: DotColumnRule, lineCount: Int) {
    self.rule = rule
    self.lineCount = lineCount
    width = max(1, rule.dotWidth)
    firstOrder = Array(repeating: -1, count: width)
    firstX = Array(repeating: .infinity, count: width)
    lastOrder = Array(repeating: -1, count: width)
    lastX = Array(repeating: -.infinity, count: width)
    let cells = width * lineCount
    minValue = Array(repeating: .infinity, count: cells)
    minOrder = Array(repeating: -1, count: cells)
    minX = Array(repeating: .infinity, count: cells)
    maxValue = Array(repeating: -.infinity, count: cells)
    maxOrder = Array(repeating: -1, count: cells)
    maxX = Array(repeating: .infinity, count: cells)
    firstGapOrder = Array(repeating: -1, count: cells)
    firstGapX = Array(repeating: .infinity, count: cells)
    lastGapOrder = Array(repeating: -1, count: cells)
    lastGapX = Array(repeating: -.infinity, count: cells)
  }

  /// `(x, order)` before `(x2, order2)` in table order.
  @inline(__always)
  static func before(_ x: Double, _ order: Int64, _ x2: Double, _ order2: Int64) -> Bool {
    x < x2 || (x == x2 && order < order2)
  }

  /// Keeps the row `(x, order)` at `index` of `first` if it comes before the one held there
  /// (or none is), and of `last` if it comes after.
  @inline(__always)
  static func keepEnds(
    _ order: Int64, _ x: Double, at index: Int, firstOrders: inout [Int64],
    firstXs: inout [Double], lastOrders: inout [Int64], lastXs: inout [Double]
  ) {
    if firstOrders[index] < 0 || before(x, order, firstXs[index], firstOrders[index]) {
      firstOrders[index] = order
      firstXs[index] = x
    }
    if lastOrders[index] < 0 || before(lastXs[index], lastOrders[index], x, order) {
      lastOrders[index] = order
      lastXs[index] = x
    }
  }

  /// Folds one row in.
  @inline(__always)
  func add(order: Int64, x: Double, values: (Int) -> Double?) {
    let column = min(width - 1, max(0, rule.column(of: x)))
    Self.keepEnds(
      order, x, at: column, firstOrders: &firstOrder, firstXs: &firstX, lastOrders: &lastOrder,
      lastXs: &lastX)
    for line in 0..<lineCount {
      let cell = line * width + column
      guard let value = values(line), !value.isNaN else {
        Self.keepEnds(
          order, x, at: cell, firstOrders: &firstGapOrder, firstXs: &firstGapX,
          lastOrders: &lastGapOrder, lastXs: &lastGapX)
        continue
      }
      if value < minValue[cell]
        || (value == minValue[cell] && Self.before(x, order, minX[cell], minOrder[cell]))
      {
        minValue[cell] = value
        minOrder[cell] = order
        minX[cell] = x
      }
      if value > maxValue[cell]
        || (value == maxValue[cell] && Self.before(x, order, maxX[cell], maxOrder[cell]))
      {
        maxValue[cell] = value
        maxOrder[cell] = order
        maxX[cell] = x
      }
    }
  }

  /// The row ids picked: first, last and each line's extremes and gaps of every column,
  /// without duplicates; and how many picks there were.
  var picked: (orders: [Int64], count: Int) {
    var all = firstOrder + lastOrder + minOrder + maxOrder + firstGapOrder + lastGapOrder
    all.removeAll { $0 < 0 }
    let count = all.count
    return (Array(Set(all)).sorted(), count)
  }

  /// Registers `tchart_m4(rowid, x, v…)` on `handle` for this scan.
  func register(on handle: OpaquePointer) {
    let context = Unmanaged.passUnretained(self).toOpaque()
    sqlite3_create_function_v2(
      handle, "tchart_m4", -1, SQLITE_UTF8 | SQLITE_DIRECTONLY, context,
      { context, count, arguments in
        guard let context, let arguments, count >= 2,
          let pointer = sqlite3_user_data(context)
        else { return }
        let scan = Unmanaged<SQLiteM4Scan>.fromOpaque(pointer).takeUnretainedValue()
        let x = sqlite3_value_double(arguments[1])
        scan.add(order: sqlite3_value_int64(arguments[0]), x: x) { line in
          let index = Int(line) + 2
          guard index < Int(count) else { return nil }
          let type = sqlite3_value_numeric_type(arguments[index])
          guard type == SQLITE_FLOAT || type == SQLITE_INTEGER else { return nil }
          return sqlite3_value_double(arguments[index])
        }
        sqlite3_result_int(context, 0)
      }, nil, nil, nil)
  }

  /// Removes the function from `handle`.
  static func unregister(from handle: OpaquePointer) {
    sqlite3_create_function_v2(
      handle, "tchart_m4", -1, SQLITE_UTF8 | SQLITE_DIRECTONLY, nil, nil, nil, nil, nil)
  }
}
