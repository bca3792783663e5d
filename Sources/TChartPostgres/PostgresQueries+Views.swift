import TChartData

/// The histogram's and the XY view's queries (``PostgresBackend/histogram(lower:upper:lines:)``,
/// ``PostgresBackend/xy(_:grid:)``): the values of the window, counted by the server in the
/// fine bins or dot cells the in-memory views count, in the same IEEE operations.
extension PostgresQueries {
  /// The rows of the window `lower…upper` with the values of `indices`: the inner query and
  /// the exact window on tchart's x.
  private func window(lower: Double, upper: Double, indices: [Int], seriesName: String?) -> (
    inner: String, window: String
  ) {
    let inner = inner(
      values: indices, range: storedRange(lower: lower, upper: upper),
      seriesNames: seriesName.map { [$0] }, windows: [lower...Swift.max(lower, upper)])
    let window =
      "\(Self.xf) >= \(dialect.literal(lower)) AND \(Self.xf) <= \(dialect.literal(upper))"
    return (inner, window)
  }

  /// Column `h`: the real values of line `line` with `lower ≤ x ≤ upper` (a long table's: the
  /// rows of series `seriesName`).
  func histogramValues(lower: Double, upper: Double, line: Int, seriesName: String) -> String {
    let long = schema.seriesColumn != nil
    let index = long ? 0 : line
    let (inner, window) = window(
      lower: lower, upper: upper, indices: [index], seriesName: long ? seriesName : nil)
    return "SELECT \(Self.value(index)) AS \(Self.histogramValue) FROM (\(inner)) AS t WHERE "
      + "\(window) AND \(Self.isReal(index))"
  }

  /// The count, sum, smallest and largest of `values` (``histogramValues``).
  func histogramTotals(of values: String) -> String {
    let h = Self.histogramValue
    return "SELECT count(*), sum(\(h)), min(\(h)), max(\(h)) FROM (\(values)) AS h"
  }

  /// `values` counted in fine bins `floor(h / unit)`, as `HistogramBins.fineIndex` computes them.
  func histogramCounts(of values: String, unit: Double) -> String {
    "SELECT floor(\(Self.histogramValue) / \(dialect.literal(unit)))::bigint AS \(Self.bucket), "
      + "count(*) FROM (\(values)) AS h GROUP BY 1"
  }

  /// The value column of ``histogramValues``.
  static let histogramValue = "__tchart_h"

  /// Columns `a` and `b`: the values of lines `lines` (across, up) in the window, a row's two
  /// values (wide) or a series' row and the other's at the same x (long).
  func xyPairs(lower: Double, upper: Double, lines: [Int], seriesNames: [String]) -> String {
    guard schema.seriesColumn != nil else {
      let (inner, window) = window(
        lower: lower, upper: upper, indices: Array(Set(lines)).sorted(), seriesName: nil)
      return "SELECT \(Self.value(lines[0])) AS \(Self.xyA), \(Self.value(lines[1])) AS "
        + "\(Self.xyB) FROM (\(inner)) AS t WHERE \(window)"
    }
    let sides = zip(seriesNames, [Self.xyA, Self.xyB]).map { name, alias in
      let (inner, window) = window(lower: lower, upper: upper, indices: [0], seriesName: name)
      return "SELECT \(Self.xn), \(Self.value(0)) AS \(alias) FROM (\(inner)) AS t WHERE \(window)"
    }
    return "SELECT \(Self.xyA), \(Self.xyB) FROM (\(sides[0])) AS a JOIN (\(sides[1])) AS b "
      + "USING (\(Self.xn))"
  }

  /// Per side (0 across, 1 up): the count, smallest and largest of its real values in the
  /// window, one query.
  func xyExtremes(lower: Double, upper: Double, lines: [Int], seriesNames: [String]) -> String {
    let long = schema.seriesColumn != nil
    return lines.enumerated().map { side, line in
      let index = long ? 0 : line
      let (inner, window) = window(
        lower: lower, upper: upper, indices: [index], seriesName: long ? seriesNames[side] : nil)
      let value = Self.value(index)
      return "SELECT \(side), count(*), min(\(value)), max(\(value)) FROM (\(inner)) AS t WHERE "
        + "\(window) AND \(Self.isReal(index))"
    }.joined(separator: " UNION ALL ")
  }

  /// `pairs` (``xyPairs``) with both values real counted per dot cell of `grid`, as
  /// ``XYDensity`` computes it (``XYGrid/rule``).
  func xyCells(of pairs: String, grid: XYGrid) -> String {
    let cell = dialect.xyCell(a: Self.xyA, b: Self.xyB, grid: grid)
    return "SELECT \(cell) AS \(Self.bucket), count(*) FROM (\(pairs)) AS p WHERE "
      + "\(Self.isReal(Self.xyA)) AND \(Self.isReal(Self.xyB)) GROUP BY 1"
  }

  /// The last `count` rows (`ARRAY[xn, v…]`) of `lines` with `lower ≤ x ≤ upper` (long: of
  /// series `seriesName`), latest first.
  func lastRows(lower: Double, upper: Double, lines: [Int], seriesName: String?, count: Int)
    -> String
  {
    let indices = valueIndices(lines: lines)
    let (inner, window) = window(
      lower: lower, upper: upper, indices: Array(Set(indices)).sorted(), seriesName: seriesName)
    return "SELECT \(rowArray(indices)) FROM (\(inner)) AS t WHERE \(window) "
      + "ORDER BY \(Self.raw) DESC LIMIT \(count)"
  }

  /// The last `count` distinct x (`ARRAY[xn]`) of any series with `lower ≤ x ≤ upper`, latest
  /// first.
  func lastXs(lower: Double, upper: Double, count: Int) -> String {
    let (inner, window) = window(lower: lower, upper: upper, indices: [], seriesName: nil)
    return "SELECT ARRAY[\(Self.xn)] FROM (\(inner)) AS t WHERE \(window) GROUP BY \(Self.xn) "
      + "ORDER BY \(Self.xn) DESC LIMIT \(count)"
  }

  /// The value columns of ``xyPairs``.
  static let xyA = "__tchart_a"
  static let xyB = "__tchart_b"
}
