import TChartData

/// The current chart set's view: which lines and samples are on screen.
extension ExplorerState {
  /// The 0-based indices of the visible lines of the current chart set.
  public var visibleLines: [Int] {
    chartSet.lines.indices.filter { !view.hidden.contains($0) }
  }

  /// The window's first and last sample (a one-sample chart set has a window of 0…1 over its
  /// single sample: this is 0…0 there).
  public var windowSamples: ClosedRange<Int> {
    let window = view.windowIndices
    let last = chartSet.lastIndex
    return Swift.min(window.lowerBound, last)...Swift.min(window.upperBound, last)
  }

  /// The window's first and last x values (in order, and `0…0` for an x that is not a number,
  /// whatever a source answered: this never traps).
  public var windowXRange: ClosedRange<Double> {
    let window = windowSamples
    let first = chartSet.xValue(at: window.lowerBound)
    let last = chartSet.xValue(at: window.upperBound)
    guard !first.isNaN, !last.isNaN else { return 0...0 }
    return Swift.min(first, last)...Swift.max(first, last)
  }

  /// The window as fractions of the whole x span: `0 ≤ lower < upper ≤ 1`.
  public var windowFractions: (lower: Double, upper: Double) {
    let first = chartSet.xValue(at: 0)
    let span = chartSet.xValue(at: chartSet.lastIndex) - first
    guard span > 0 else { return (0, 1) }
    let window = view.windowIndices
    return (
      (chartSet.xValue(at: window.lowerBound) - first) / span,
      (chartSet.xValue(at: window.upperBound) - first) / span
    )
  }

}
