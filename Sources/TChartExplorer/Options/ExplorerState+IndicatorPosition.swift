import TChartData
import TChartRender

extension XPosition {
  /// The fraction, when this is one.
  public var fraction: Double? {
    if case .fraction(let value) = self { return value }
    return nil
  }
}

extension ExplorerState {
  /// `render --indicator 2024-03-31T02:30`: the indicator on the sample nearest a date (read on
  /// the shown zone's clock), which must fall in the window; a fraction is of the window, as
  /// ``ExplorerOptions/indicator``.
  public mutating func placeIndicator(_ position: XPosition) throws(DateEntry.Problem) {
    let window = shown.windowSamples
    if let fraction = position.fraction {
      let lower = chartSet.xValue(at: window.lowerBound)
      let x = lower + fraction * (chartSet.xValue(at: window.upperBound) - lower)
      view.indicator = chartSet.nearestIndex(toX: x, in: window)
    } else {
      let index = try position.sample(in: chartSet, name: "date")
      guard window.contains(index) else {
        let shown = window.lowerBound..<(window.upperBound + 1)
        let range = TitleLine.rangeText(of: chartSet, indices: shown) ?? ""
        throw DateEntry.Problem(message: "the date is outside the window (\(range)); widen --range")
      }
      view.indicator = index
    }
    panels.showsIndicator = true
  }
}
