import TChartData

/// Value labels of the tooltip and legend: thousands separators and the decimals of the
/// window's resolution (``PreciseNumber``), so neighbouring samples read apart.
enum ValueText {
  /// `1,234,567`; `1,433.269`; `5e-7`; `–` when not finite.
  static func text(_ value: Double, resolution: ValueResolution) -> String {
    PreciseNumber.text(value, resolution: resolution)
  }
}

/// The lines' values at the indicator as the legend, the tooltip and the panels write them: at
/// each line's resolution in the window. Built from the chart set on screen and its view.
struct IndicatorValues {
  /// The chart set on screen.
  var chartSet: ChartSet
  /// Its view: the window, the indicator, the hidden lines.
  var view: ChartViewState

  /// The resolution of line `line`'s values in the window, fine enough to tell the indicator's
  /// sample from its neighbours (a bounded probe: O(1) per frame).
  func resolution(line: Int) -> ValueResolution {
    let lines = chartSet.lines
    guard lines.indices.contains(line) else { return ValueResolution() }
    let window = view.windowIndices
    return ValueResolution.probe(
      lines[line].values, in: window.lowerBound..<(window.upperBound + 1),
      around: view.indicator)
  }

  /// The text of line `line`'s value at the indicator (`–` when missing).
  func text(line: Int) -> String {
    let lines = chartSet.lines
    guard lines.indices.contains(line) else { return "–" }
    let values = lines[line].values
    let index = view.indicator
    guard values.indices.contains(index) else { return "–" }
    return ValueText.text(values[index], resolution: resolution(line: line))
  }

  /// Every line's value text at the indicator (empty for hidden lines), for the legend and the
  /// tooltip of one frame.
  func texts() -> [String] {
    let hidden = view.hidden
    return chartSet.lines.indices.map { hidden.contains($0) ? "" : text(line: $0) }
  }
}

extension ShownChart {
  /// The lines' values at the indicator.
  var indicatorValues: IndicatorValues { IndicatorValues(chartSet: chartSet, view: view) }
}
