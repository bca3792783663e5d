/// A word for how a line moves over a window, for scripts and readers of the JSON summary:
/// `rising`, `falling`, `flat` or `volatile`.
///
/// The rule: the window's samples are cut into up to ``pieces`` equal runs; each run with a
/// value gives its mean (from the block sums) at the middle of its x. A least-squares line
/// through these means gives the fitted change `slope × (last x − first x)` and R², the share of
/// the means' spread the line explains. With `range = max − min` of the window:
/// - `rising` / `falling`: the fitted change is at least ``trendShare`` (20 %) of the range and
///   R² ≥ ``fit`` (0.5), by its sign;
/// - `volatile`: otherwise, when the range is at least ``swingShare`` (5 %) of the largest
///   magnitude `max(|min|, |max|)`;
/// - `flat`: otherwise (also for a constant line, or fewer than two runs with values).
///
/// O(pieces × block) per line: never a scan of the window.
public enum Trend: String, Sendable, Equatable, CaseIterable {
  case rising, falling, flat, volatile

  /// At most this many runs of samples are fitted.
  public static let pieces = 16
  /// The fitted change, as a share of the range, that makes a trend.
  public static let trendShare = 0.2
  /// The least R² of a trend.
  public static let fit = 0.5
  /// The range, as a share of the largest magnitude, that makes a line without trend volatile.
  public static let swingShare = 0.05

  /// The trend of line `line` of `chartSet` over the samples `window`, whose extremes are
  /// `min` and `max` (``WindowStatistics``); `nil` when the window holds no value.
  public static func of(
    chartSet: ChartSet, line: Int, window: Range<Int>, min: Double?, max: Double?
  ) -> Trend? {
    guard let min, let max else { return nil }
    let pyramid = chartSet.lines[line].pyramid
    let window = window.clamped(to: 0..<Swift.min(pyramid.count, chartSet.count))
    let runs = Swift.min(pieces, window.count)
    guard runs > 0 else { return nil }
    var points: [(x: Double, mean: Double)] = []
    for piece in 0..<runs {
      let lower = window.lowerBound + window.count * piece / runs
      let upper = window.lowerBound + window.count * (piece + 1) / runs
      guard lower < upper, let mean = pyramid.total(in: lower..<upper).mean else { continue }
      points.append(((chartSet.x[lower] + chartSet.x[upper - 1]) / 2, mean))
    }
    let span = chartSet.x[window.upperBound - 1] - chartSet.x[window.lowerBound]
    return classify(points: points, span: span, min: min, max: max)
  }

  /// The word for `points` (x, mean) over an x span `span` whose values run from `min` to
  /// `max` (the rule above).
  public static func classify(
    points: [(x: Double, mean: Double)], span: Double, min: Double, max: Double
  ) -> Trend {
    let range = max - min
    guard range > 0, range.isFinite else { return .flat }
    let magnitude = Swift.max(abs(min), abs(max))
    let swings = range >= swingShare * magnitude
    guard points.count >= 2 else { return swings ? .volatile : .flat }
    let count = Double(points.count)
    let meanX = points.reduce(0) { $0 + $1.x } / count
    let meanY = points.reduce(0) { $0 + $1.mean } / count
    var sxx = 0.0
    var sxy = 0.0
    var syy = 0.0
    for point in points {
      let dx = point.x - meanX
      let dy = point.mean - meanY
      sxx += dx * dx
      sxy += dx * dy
      syy += dy * dy
    }
    if sxx > 0, syy > 0 {
      let slope = sxy / sxx
      let explained = sxy * sxy / (sxx * syy)
      let change = slope * span
      if abs(change) >= trendShare * range, explained >= fit {
        return change > 0 ? .rising : .falling
      }
    }
    return swings ? .volatile : .flat
  }
}
