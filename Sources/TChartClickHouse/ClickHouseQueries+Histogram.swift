/// The histogram view's queries (``ClickHouseBackend/histogram(lower:upper:lines:)``).
extension ClickHouseQueries {
  /// Column `h`: the finite values of line `line` with `lower ≤ x ≤ upper` (a long table's:
  /// the rows of series `seriesName`).
  func histogramValues(lower: Double, upper: Double, line: Int, seriesName: String) -> String {
    let long = schema.seriesColumn != nil
    let index = long ? 0 : line
    let stored = StoredWindow(
      lower: storedBound(lower, down: true), upper: storedBound(upper, down: false))
    let inner = inner(
      values: [index], range: storedRange(lower: stored.lower, upper: stored.upper),
      seriesNames: long ? [seriesName] : nil, windows: [stored])
    let value = Self.value(index)
    return "SELECT \(value) AS \(Self.histogramValue) FROM (\(inner)) WHERE \(Self.xf) >= "
      + "\(dialect.literal(lower)) AND \(Self.xf) <= \(dialect.literal(upper)) AND "
      + "ifNull(isFinite(\(value)), 0)"
  }

  /// The count, sum, smallest and largest of `values` (``histogramValues``).
  func histogramTotals(of values: String) -> String {
    let h = Self.histogramValue
    return "SELECT count(), sum(\(h)), min(\(h)), max(\(h)) FROM (\(values))"
  }

  /// `values` (``histogramValues``) counted in fine bins `floor(h / unit)`, in IEEE doubles as
  /// `HistogramBins.fineIndex` computes them.
  func histogramCounts(of values: String, unit: Double) -> String {
    "SELECT toInt64(floor(\(Self.histogramValue) / \(dialect.literal(unit)))) AS \(Self.bucket), "
      + "count() FROM (\(values)) GROUP BY \(Self.bucket)"
  }

  /// The value column of ``histogramValues``.
  static let histogramValue = "__tchart_h"
}
