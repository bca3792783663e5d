import TChartData

/// A table's values over a window counted for the histogram view, asked of the database
/// (``SQLSeriesBackend/histogram(lower:upper:lines:)``): per line asked, its count and sum and
/// its values in fine bins (`GROUP BY floor(value / unit)`), the unit chosen from the lines'
/// extremes in the window so that every bin width the view may choose is a whole number of
/// fine bins. The bins drawn are summed from these: exact, as a scan of the table would count.
public struct SourceHistogram: Sendable, Equatable {
  /// The window, `lower ≤ x ≤ upper`.
  public var lower: Double
  public var upper: Double
  /// The lines counted (indices into the source's line names), increasing.
  public var lines: [Int]
  /// The smallest and largest value of those lines in the window; `nil` with no values.
  public var extremes: ClosedRange<Double>?
  /// Per line: its values in fine bins of one unit.
  public var counts: [FineCounts]
  /// Per line: the sum and count of its values.
  public var totals: [SampleTotal]

  public init(
    lower: Double, upper: Double, lines: [Int], extremes: ClosedRange<Double>?,
    counts: [FineCounts], totals: [SampleTotal]
  ) {
    self.lower = lower
    self.upper = upper
    self.lines = lines
    self.extremes = extremes
    self.counts = counts
    self.totals = totals
  }

  /// The most bins a histogram drawn from a survey may have: its fine unit is at most the
  /// extremes' span over this, so every bin width chosen is a whole number of fine units. The
  /// same rule as a file's window without a prepared index (``WindowHistogram``), so a table
  /// draws the bins and median the same rows in a file draw.
  public static let maxBins = 400

  /// The fine unit for values spanning `extremes`: half a power of ten at most a
  /// ``maxBins``-th of the span (1 for a single value).
  public static func unit(for extremes: ClosedRange<Double>) -> Double {
    let span = extremes.upperBound - extremes.lowerBound
    return span > 0 && span.isFinite
      ? HistogramBins.halfPowerOfTen(atMost: span / Double(maxBins)) : 1
  }

  /// `extremes` widened to hold `low…high` (a line's smallest and largest value).
  public static func widen(
    _ extremes: inout ClosedRange<Double>?, toHold low: Double, _ high: Double
  ) {
    let lower = Swift.min(low, extremes?.lowerBound ?? low)
    let upper = Swift.max(high, extremes?.upperBound ?? high)
    extremes = lower...upper
  }

  /// Whether this counts `lines` over the window `window`.
  public func covers(_ window: ClosedRange<Double>, lines: [Int]) -> Bool {
    lower == window.lowerBound && upper == window.upperBound && self.lines == lines
  }

  /// The histogram of the window in at most `maxBins` bins (at most ``maxBins``).
  public func histogram(maxBins: Int) -> WindowHistogram {
    let lower = extremes?.lowerBound ?? 0
    let upper = extremes?.upperBound ?? 0
    return WindowHistogram(
      surveys: counts, lines: lines, lower: lower, upper: upper,
      values: totals.reduce(0) { $0 + $1.values }, maxBins: Swift.min(maxBins, Self.maxBins),
      recount: { offset, bins in
        // Only a single value (no span) has bins finer than its unit: one bin, holding all.
        (bins, [totals[offset].values] + [Int](repeating: 0, count: Swift.max(0, bins.count - 1)))
      }, totals: { totals[$0] })
  }

  /// A line's `(fine bin, count)` pairs (a `GROUP BY`'s rows, in any order) as fine counts of
  /// `unit` over `extremes`; a bin outside them (rows that arrived between the queries) counts
  /// in the nearest, as a scan clamps.
  public static func fineCounts(
    _ pairs: [(bin: Int, count: Int)], unit: Double, extremes: ClosedRange<Double>?
  ) -> FineCounts {
    guard let extremes else { return FineCounts(unit: unit, first: 0, counts: []) }
    let first = HistogramBins.fineIndex(extremes.lowerBound, unit: unit)
    let width = Swift.max(1, HistogramBins.fineIndex(extremes.upperBound, unit: unit) - first + 1)
    var counts = [Int](repeating: 0, count: width)
    for pair in pairs { counts[Swift.min(Swift.max(pair.bin - first, 0), width - 1)] += pair.count }
    return FineCounts(unit: unit, first: first, counts: counts)
  }
}
