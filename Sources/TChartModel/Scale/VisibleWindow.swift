/// Which samples of a chart set lie in an x window, and the window from fractions of the span.
extension ChartSet {
  /// The whole x span, `x.first ... x.last`; `nil` for a chart with no samples.
  public var xSpan: ClosedRange<Double>? {
    guard let first = x.first, let last = x.last, first <= last else { return nil }
    return first...last
  }

  /// The x window covering `fractions` of the whole span (`0.25...0.75` is the middle half).
  /// Fractions are clamped into `0...1`; a chart with no samples gives `0...0`.
  public func xWindow(fractions: ClosedRange<Double>) -> ClosedRange<Double> {
    guard let span = xSpan else { return 0...0 }
    let width = span.upperBound - span.lowerBound
    func clamp(_ f: Double) -> Double { f.isNaN ? 0 : min(max(f, 0), 1) }
    let low = span.lowerBound + width * clamp(fractions.lowerBound)
    let high = span.lowerBound + width * clamp(fractions.upperBound)
    return min(low, high)...max(low, high)
  }

  /// The data's sample spacing among `indices` (widened by one sample on each side): the
  /// smallest positive gap between consecutive x values over at most 33 evenly spread pairs,
  /// so O(1) for any window: an estimate that is exact for regular data (and for data with
  /// occasional longer gaps). `nil` with fewer than two samples. The X axis never picks a tick
  /// step finer than this.
  public func sampleSpacing(in indices: Range<Int>) -> Double? {
    let low = max(0, indices.lowerBound - 1)
    let high = min(x.count - 1, indices.upperBound)
    guard high > low else { return nil }
    let pairs = high - low
    let probes = min(pairs, 33)
    var smallest = Double.infinity
    for probe in 0..<probes {
      let index = low + (probes == 1 ? 0 : probe * (pairs - 1) / (probes - 1))
      let gap = x[index + 1] - x[index]
      if gap > 0 && gap < smallest { smallest = gap }
    }
    return smallest.isFinite ? smallest : nil
  }

  /// The indices of the samples whose x lies in `window` (binary search, O(log N)).
  public func visibleIndices(_ window: ClosedRange<Double>) -> Range<Int> {
    let start = firstIndex(notBelow: window.lowerBound)
    let end = firstIndex(above: window.upperBound)
    return start..<max(start, end)
  }

  /// The first index whose x is ≥ `value` (`count` when none).
  func firstIndex(notBelow value: Double) -> Int { firstIndex { $0 < value } }

  /// The first index whose x is > `value` (`count` when none).
  func firstIndex(above value: Double) -> Int { firstIndex { $0 <= value } }

  /// The first index whose x is not `isBefore` (binary search: `x` is increasing, so the x
  /// values that are come first); `count` when none.
  private func firstIndex(after isBefore: (Double) -> Bool) -> Int {
    var low = 0
    var high = x.count
    while low < high {
      let middle = (low + high) / 2
      if isBefore(x[middle]) { low = middle + 1 } else { high = middle }
    }
    return low
  }
}

/// The lowest and highest value of the given lines over the sample `indices`, ignoring `.nan`
/// gaps; `nil` when there is no value. Indices outside a line are ignored.
///
/// The one place the explorer and the renderer ask for the visible extent: answered by each
/// line's min/max pyramid in O(log N + block), whatever the window.
public func valueRange(of chart: ChartSet, lines: [Int], indices: Range<Int>) -> ClosedRange<
  Double
>? {
  var extremes = ValueExtremes.empty
  for line in lines where chart.lines.indices.contains(line) {
    extremes.merge(chart.lines[line].pyramid.extremes(in: indices))
  }
  return extremes.min <= extremes.max ? extremes.min...extremes.max : nil
}

/// The Y scale fitting the visible lines in an x window.
public enum YScale {
  /// The scale of `lines` over `window` for a graph `rows` rows high: from the lowest visible
  /// value to the next nice tick above the highest (see ``NiceTicks/forAxis(low:high:rows:)``).
  /// When no sample lies inside the window, the samples on either side are used; with no
  /// value at all the scale is `0 ... 1`.
  public static func fit(
    _ chart: ChartSet, lines: [Int], window: ClosedRange<Double>, rows: Int
  ) -> NiceTicks {
    var indices = chart.visibleIndices(window)
    if indices.count < 1 {
      indices = max(0, indices.lowerBound - 1)..<min(chart.count, indices.upperBound + 1)
    }
    let range = valueRange(of: chart, lines: lines, indices: indices) ?? 0...1
    return NiceTicks.forAxis(low: range.lowerBound, high: range.upperBound, rows: rows)
  }
}
