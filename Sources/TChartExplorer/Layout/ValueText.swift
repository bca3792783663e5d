import TChartData

/// Value labels of the tooltip and legend: thousands separators and the decimals of the
/// window's resolution (``PreciseNumber``), so neighbouring samples read apart.
enum ValueText {
  /// `1,234,567`; `1,433.269`; `5e-7`; `–` when not finite.
  static func text(_ value: Double, resolution: ValueResolution) -> String {
    PreciseNumber.text(value, resolution: resolution)
  }

  /// `resolution` for `value`, no finer than its fourth significant digit when `value` was
  /// computed rather than read (a derived line's `rate` or `avg`: its digits run past ten, as
  /// `47.35666666667` does): those digits are arithmetic, not data (`47.36`, `0.00006403`).
  static func resolution(_ resolution: ValueResolution, of value: Double) -> ValueResolution {
    guard value.isFinite, value != 0 else { return resolution }
    var floor = 1.0
    var leading = 0
    let magnitude = abs(value)
    while floor * 10 <= magnitude {
      floor *= 10
      leading += 1
    }
    while floor > magnitude {
      floor /= 10
      leading -= 1
    }
    // The significant digits the value is written with: more than ten are computed.
    guard let decimals = ReadableNumber.decimals(value), leading + 1 + decimals <= 10 else {
      return capped(resolution, at: floor / 1000)
    }
    return resolution
  }

  /// `resolution`, no finer than `coarsest`.
  private static func capped(_ resolution: ValueResolution, at coarsest: Double)
    -> ValueResolution
  {
    guard let step = resolution.step, step < coarsest else { return resolution }
    return ValueResolution(step: coarsest)
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
    let value = values[index]
    if chartSet.flags.contains(.bytes) && value.isFinite {
      return NumberFormat.bytes(NumberFormat.compact(value))
    }
    return ValueText.text(
      value, resolution: ValueText.resolution(resolution(line: line), of: value))
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
