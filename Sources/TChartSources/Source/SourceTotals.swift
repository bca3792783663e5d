import TChartData

/// A table's counts and sums over a window, asked of the database: the statistics of a window
/// that the rows fetched for drawing cannot give (their mean and counts are those of the M4
/// rows, not of the table).
public struct SourceTotals: Sendable, Equatable {
  /// The window, `lower ≤ x ≤ upper`.
  public var lower: Double
  public var upper: Double
  /// Per line of the source: the sum of the values and the counts of values and gaps.
  public var totals: [SampleTotal]

  public init(lower: Double, upper: Double, totals: [SampleTotal]) {
    self.lower = lower
    self.upper = upper
    self.totals = totals
  }

  /// Whether these are the totals of the window `window`.
  public func covers(_ window: ClosedRange<Double>) -> Bool {
    lower == window.lowerBound && upper == window.upperBound
  }
}
