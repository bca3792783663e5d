import TChartData
import TChartRender

extension XPosition {
  /// The fraction, when this is one.
  public var fraction: Double? {
    if case .fraction(let value) = self { return value }
    return nil
  }
}

extension ChartViewState {
  /// `render --indicator 2024-03-31T02:30`: the indicator on the sample nearest a date (read on
  /// the shown zone's clock), which must fall in the window; a fraction is of the window, as
  /// ``ExplorerOptions/indicator``. The caller shows the indicator.
  public mutating func placeIndicator(
    _ position: XPosition, of chartSet: ChartSet
  ) throws(DateEntry.Problem) {
    let window = ShownChart(chartSet: chartSet, view: self).windowSamples
    if let fraction = position.fraction {
      let lower = chartSet.xValue(at: window.lowerBound)
      let x = lower + fraction * (chartSet.xValue(at: window.upperBound) - lower)
      indicator = chartSet.nearestIndex(toX: x, in: window)
    } else {
      let index = try position.sample(in: chartSet, name: "date")
      guard window.contains(index) else {
        let shown = window.lowerBound..<(window.upperBound + 1)
        let range = TitleLine.rangeText(of: chartSet, indices: shown) ?? ""
        throw DateEntry.Problem(message: "the date is outside the window (\(range)); widen --range")
      }
      indicator = index
    }
  }

  /// Sets the current window from fractions of the whole x span (snapped to samples, widened
  /// to the minimum width when narrower).
  public mutating func setWindow(
    fractions: (lower: Double, upper: Double), of chartSet: ChartSet
  ) {
    let first = chartSet.xValue(at: 0)
    let span = chartSet.xValue(at: chartSet.lastIndex) - first
    let lower = chartSet.fractionalIndex(ofX: first + fractions.lower * span)
    let upper = chartSet.fractionalIndex(ofX: first + fractions.upper * span)
    window.setRange(lower: lower, upper: upper)
    clampIndicator()
  }
}
