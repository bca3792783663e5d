import TChartData

/// Long tables whose x is a row index (`rownames`, pandas' unnamed index: 1, 2, 3… down the
/// file): the series would lie end to end along it, so each is laid over the others by its
/// row number within its series instead (1…N, or 0…N-1 for an index from 0).
enum CSVSeriesOverlay {
  /// Whether `x` counts the rows: consecutive integers from 0 or 1, in file order.
  static func isRowIndex(_ x: Column<Double>) -> Bool {
    guard x.count > 1, let first = x.first, first == 0 || first == 1 else { return false }
    for index in x.indices where x[index] != first + Double(index) { return false }
    return true
  }

  /// Replaces a row-index `x` by each row's number within its series (`series` holds label
  /// numbers below `count`); `false`, and `x` untouched, when x is no row index or there is
  /// one series.
  static func overlay(x: inout Column<Double>, series: Column<Double>, count: Int) -> Bool {
    guard count > 1, isRowIndex(x) else { return false }
    let base = x[0]
    var next = [Double](repeating: base, count: count)
    for row in x.indices {
      let label = Int(series[row])
      x[row] = next[label]
      next[label] += 1
    }
    return true
  }
}
