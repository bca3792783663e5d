import TChartData
import TChartRange

/// What the explorer remembers per chart set: the visible window, hidden lines, the indicator
/// and the lines on the right Y axis.
///
/// The window is a ``RangeSelection`` over sample indices (`0 … count − 1`, step 1): its edges
/// always sit on real samples and the slider's step is one sample. The indicator is a sample
/// index inside the window.
public struct ChartViewState: Sendable, Equatable {
  /// The visible window, in sample indices.
  public var window: RangeSelection
  /// The 0-based indices of hidden lines.
  public var hidden: Set<Int>
  /// The sample index the indicator sits on.
  public var indicator: Int
  /// The 0-based indices of the lines on the right Y axis (`--right`, `→`/`←` in the line
  /// picker); `nil` keeps the chart set's own choice (see `YAxesFeature+RightAxis`).
  public var rightAxis: Set<Int>?
  /// The A/B cursors, when A is set (``ABCursors``).
  public var ab: ABCursors?

  public init(window: RangeSelection, hidden: Set<Int> = [], indicator: Int) {
    self.window = window
    self.hidden = hidden
    self.indicator = indicator
  }

  /// The window's first and last sample index.
  public var windowIndices: ClosedRange<Int> {
    Int(window.lower.rounded())...Int(window.upper.rounded())
  }

  /// A view of the whole span of `chartSet` with the indicator on the last sample.
  static func whole(_ chartSet: ChartSet) -> ChartViewState {
    let window = Self.window(for: chartSet, lower: nil, upper: nil)
    // One sample: the window is 0…1, the indicator stays on sample 0.
    return ChartViewState(
      window: window, indicator: Swift.min(chartSet.lastIndex, Int(window.upper.rounded())))
  }

  /// A window over `chartSet`'s samples, at least ``minimumSamples`` wide.
  static func window(for chartSet: ChartSet, lower: Double?, upper: Double?) -> RangeSelection {
    let span = Double(Swift.max(1, chartSet.lastIndex))
    let distance = Swift.min(span, Self.minimumSamples)
    let low = Swift.min(Swift.max(0, lower ?? 0), span)
    let high = Swift.min(Swift.max(low, upper ?? span), span)
    if let selection = try? RangeSelection(
      minimum: 0, maximum: span, step: 1, minDistance: distance, lower: low, upper: high)
    {
      return selection
    }
    // Unreachable with the clamped arguments above; the whole span is always valid.
    return try! RangeSelection(minimum: 0, maximum: span, step: 1, minDistance: 1)
  }

  /// The narrowest window, in steps: one step, two samples, whatever the number of samples
  /// (the mini-map still draws such a window at least one cell wide).
  public static let minimumSamples = 1.0

  /// Keeps the indicator inside the window.
  mutating func clampIndicator() {
    let range = windowIndices
    indicator = Swift.min(Swift.max(indicator, range.lowerBound), range.upperBound)
  }
}
