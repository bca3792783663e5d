import TChartData

/// The XY view's queries (``ClickHouseBackend/xy(_:grid:)``).
extension ClickHouseQueries {
  /// The rows of the window `lower…upper` (stored x rounded outwards) with the values of
  /// `indices`: the inner query and the exact window on tchart's x.
  private func xyWindow(
    lower: Double, upper: Double, indices: [Int], seriesName: String?
  ) -> (inner: String, window: String) {
    let stored = StoredWindow(
      lower: storedBound(lower, down: true), upper: storedBound(upper, down: false))
    let inner = inner(
      values: indices, range: storedRange(lower: stored.lower, upper: stored.upper),
      seriesNames: seriesName.map { [$0] }, windows: [stored])
    let window =
      "\(Self.xf) >= \(dialect.literal(lower)) AND \(Self.xf) <= \(dialect.literal(upper))"
    return (inner, window)
  }

  /// Columns `a` and `b` (``xyA``, ``xyB``): the values of lines `lines` (across, up) in the
  /// window, a row's two values (wide) or a series' row and the other's at the same x (long,
  /// `seriesNames` the two lines' series).
  func xyPairs(lower: Double, upper: Double, lines: [Int], seriesNames: [String]) -> String {
    guard schema.seriesColumn != nil else {
      let (inner, window) = xyWindow(
        lower: lower, upper: upper, indices: Array(Set(lines)).sorted(), seriesName: nil)
      return "SELECT \(Self.value(lines[0])) AS \(Self.xyA), \(Self.value(lines[1])) AS "
        + "\(Self.xyB) FROM (\(inner)) WHERE \(window)"
    }
    let sides = zip(seriesNames, [Self.xyA, Self.xyB]).map { name, alias in
      let (inner, window) = xyWindow(lower: lower, upper: upper, indices: [0], seriesName: name)
      return "SELECT \(Self.xn), \(Self.value(0)) AS \(alias) FROM (\(inner)) WHERE \(window)"
    }
    return "SELECT \(Self.xyA), \(Self.xyB) FROM (\(sides[0])) ALL INNER JOIN (\(sides[1])) "
      + "USING \(Self.xn)"
  }

  /// Per side (0 across, 1 up): the count, smallest and largest of its values (NaN and NULL
  /// left out) in `pairs`' window, one query.
  func xyExtremes(lower: Double, upper: Double, lines: [Int], seriesNames: [String]) -> String {
    let long = schema.seriesColumn != nil
    return lines.enumerated().map { side, line in
      let index = long ? 0 : line
      let (inner, window) = xyWindow(
        lower: lower, upper: upper, indices: [index], seriesName: long ? seriesNames[side] : nil)
      let value = Self.value(index)
      return "SELECT \(side), count(), min(\(value)), max(\(value)) FROM (\(inner)) WHERE "
        + "\(window) AND ifNull(NOT isNaN(\(value)), 0)"
    }.joined(separator: " UNION ALL ")
  }

  /// `pairs` (``xyPairs``) with both values finite counted per dot cell of `grid`, in IEEE
  /// doubles as ``XYDensity`` computes it (``XYGrid/rule``).
  func xyCells(of pairs: String, grid: XYGrid) -> String {
    let cell = dialect.xyCell(a: Self.xyA, b: Self.xyB, grid: grid)
    return
      "SELECT \(Self.bucket), count() FROM (SELECT \(cell) AS \(Self.bucket) FROM (\(pairs)) WHERE ifNull(isFinite(\(Self.xyA)), 0) AND "
      + "ifNull(isFinite(\(Self.xyB)), 0)) GROUP BY \(Self.bucket)"
  }

  /// The last `count` rows (`tuple(xn, v…)`) of line `line` with `lower ≤ x ≤ upper` (long:
  /// of series `seriesName`), latest first.
  func lastRows(
    lower: Double, upper: Double, lines: [Int], seriesName: String?, count: Int
  ) -> String {
    let indices = valueIndices(lines: lines)
    let (inner, window) = xyWindow(
      lower: lower, upper: upper, indices: Array(Set(indices)).sorted(), seriesName: seriesName)
    return "SELECT \(rowTuple(indices)) FROM (\(inner)) WHERE \(window) "
      + "ORDER BY \(Self.xn) DESC LIMIT \(count)"
  }

  /// The last `count` distinct x (`tuple(xn)`) of any series with `lower ≤ x ≤ upper`, latest
  /// first.
  func lastXs(lower: Double, upper: Double, count: Int) -> String {
    let (inner, window) = xyWindow(lower: lower, upper: upper, indices: [], seriesName: nil)
    return "SELECT \(rowTuple([])) FROM (\(inner)) WHERE \(window) GROUP BY \(Self.xn) "
      + "ORDER BY \(Self.xn) DESC LIMIT \(count)"
  }

  /// The value columns of ``xyPairs``.
  static let xyA = "__tchart_a"
  static let xyB = "__tchart_b"
}
