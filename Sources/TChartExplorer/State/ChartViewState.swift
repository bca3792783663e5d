import TChartModel

/// What the explorer remembers per chart set: the visible window, hidden lines, the indicator.
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
  static func whole(_ chartSet: ChartSet, minimumSamples: Double) -> ChartViewState {
    let window = Self.window(
      for: chartSet, minimumSamples: minimumSamples, lower: nil, upper: nil)
    return ChartViewState(window: window, indicator: Int(window.upper.rounded()))
  }

  /// A window over `chartSet`'s samples with the given minimum width (in samples).
  static func window(
    for chartSet: ChartSet, minimumSamples: Double, lower: Double?, upper: Double?
  ) -> RangeSelection {
    let span = Double(Swift.max(1, chartSet.lastIndex))
    let distance = Swift.min(span, Swift.max(1, minimumSamples))
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

  /// The minimum window width in samples for a mini-map `mapWidth` cells wide: a few cells
  /// (``minimumCells``) or two samples (one step), whichever is larger.
  public static func minimumSamples(sampleCount: Int, mapWidth: Int) -> Double {
    let span = Double(Swift.max(1, sampleCount - 1))
    let perCell = span / Double(Swift.max(1, mapWidth))
    return Swift.min(span, Swift.max(1, (Double(minimumCells) * perCell).rounded(.up)))
  }

  /// How many mini-map cells the narrowest window spans.
  public static let minimumCells = 4

  /// Keeps the indicator inside the window.
  mutating func clampIndicator() {
    let range = windowIndices
    indicator = Swift.min(Swift.max(indicator, range.lowerBound), range.upperBound)
  }
}
