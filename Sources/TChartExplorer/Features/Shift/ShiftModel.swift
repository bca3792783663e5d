import TChartData
import TChartRender

/// Compare with an earlier period (`--shift 1w`, `w`): each visible line's copy moved forward by
/// the period, dimmed and dotted behind the lines, named `cpu −1w` in the legend and the
/// tooltip, the tooltip's row with the Δ to now. The copy is drawn from the line's own pyramid
/// over the window moved back by the period (``LineGraph/copyCanvas(size:)``): no data is
/// copied, and it is scaled as its line (its axis, its index base, its panel in the split).
/// A read-only value built from the chosen shift, the chart set on screen and its view
/// (``ExplorerState/shiftModel``).
public struct ShiftModel {
  /// The chosen shift (``ExplorerState/shift``).
  var shift: PeriodShift?
  /// Whether the chart set on screen can draw copies: lines (bars, areas and the pie draw no
  /// copies) of a file or a stream (a table holds only its window's rows).
  var drawsCopies: Bool
  /// Whether the chart set is a table's.
  var isTable: Bool
  /// The chart set on screen.
  var chartSet: ChartSet
  /// Its view: the window and the indicator.
  var view: ChartViewState
  /// The window's x range.
  var windowXRange: ClosedRange<Double>

  /// The copies of `shift` for the chart set and view of `shown`: drawn for lines of a file or
  /// a stream (not a table's, not bars, areas or the pie: `showsPie`).
  init(shift: PeriodShift?, shown: ShownChart, isTable: Bool, showsPie: Bool) {
    self.shift = shift
    drawsCopies = !isTable && FillMode(chartSet: shown.chartSet) == nil && !showsPie
    self.isTable = isTable
    chartSet = shown.chartSet
    view = shown.view
    windowXRange = shown.windowXRange
  }

  /// The shift the graph draws: ``shift`` where copies can be drawn.
  public var drawn: PeriodShift? { drawsCopies ? shift : nil }

  /// How far back the graph draws the copies, in x units: ``drawn``'s amount, or for a
  /// period of days in a zone with daylight saving time the calendar days before the window's
  /// middle (a 23- or 25-hour day counted as such; a window across a change draws the part on
  /// its far side an hour off, while the tooltip's and legend's values are exact per sample).
  public var amount: Double {
    guard let shift = drawn else { return 0 }
    let x = windowXRange
    let middle = (x.lowerBound + x.upperBound) / 2
    return middle - chartSet.earlier(middle, by: shift)
  }

  /// Why the copies are not drawn though a shift is chosen; `nil` when they are (or none is).
  var refusal: String? { Self.refusal(shift: shift, drawsCopies: drawsCopies, isTable: isTable) }

  /// Why the copies of `shift` are not drawn; `nil` when they are (or `shift` is `nil`).
  static func refusal(shift: PeriodShift?, drawsCopies: Bool, isTable: Bool) -> String? {
    guard shift != nil, !drawsCopies else { return nil }
    if isTable { return "compare: not on tables yet (the table holds the window only)" }
    return "compare: lines only (bars, areas and the pie draw no copies)"
  }

  /// The extent of `lines`' copies over the window (the lines' samples one period before it),
  /// which the Y range takes in; `nil` without a shift drawn. O(log N) from the pyramids.
  func copyExtent(lines: [Int]) -> ValueRange? {
    guard let shift = drawn else { return nil }
    let x = windowXRange
    let earlier = chartSet.visibleIndices(
      chartSet.earlier(x.lowerBound, by: shift)...chartSet.earlier(x.upperBound, by: shift))
    return chartSet.valueRange(lines: lines, in: earlier)
  }

  /// Line `line`'s value one period before the indicator's x; `nil` without a shift drawn or a
  /// sample there. O(log N).
  public func value(line: Int) -> Double? {
    guard let shift = drawn, chartSet.lines.indices.contains(line) else { return nil }
    let x = chartSet.xValue(at: view.indicator)
    guard let index = chartSet.sampleIndex(before: x, by: shift) else { return nil }
    let value = chartSet.lines[line].values[index]
    return value.isFinite ? value : nil
  }

  /// The copy's value text at the indicator (`–` without one), for the legend.
  func valueText(line: Int) -> String {
    value(line: line).map { ValueText.text($0, resolution: resolution(line: line)) } ?? "–"
  }

  /// The copy's tooltip text: its value and the Δ to now, `98 +12 (+12.2%)`, `0 ±0` (no
  /// percentage from 0; only the value without a value now).
  public func tooltipText(line: Int) -> String {
    guard let then = value(line: line) else { return "–" }
    let resolution = self.resolution(line: line)
    let text = ValueText.text(then, resolution: resolution)
    let values = chartSet.lines[line].values
    guard values.indices.contains(view.indicator), values[view.indicator].isFinite else {
      return text
    }
    let delta = values[view.indicator] - then
    let sign = delta > 0 ? "+" : delta == 0 ? "±" : ""
    let change = sign + ValueText.text(delta, resolution: resolution)
    guard then != 0 else { return text + " " + change }
    let percent = (delta / abs(then) * 1000).rounded() / 10
    return text + " " + change + " (" + sign + Self.percentText(percent) + "%)"
  }

  /// `12.5`, `-3`, `0` (one decimal at most).
  static func percentText(_ value: Double) -> String {
    let text = String(value == 0 ? 0 : value)
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
  }

  /// Line `line`'s resolution in the window.
  private func resolution(line: Int) -> ValueResolution {
    IndicatorValues(chartSet: chartSet, view: view).resolution(line: line)
  }
}

extension ValueRange? {
  /// The smallest range holding both (either alone when the other is `nil`).
  func union(_ other: ValueRange?) -> ValueRange? {
    guard let self else { return other }
    guard let other else { return self }
    return ValueRange(
      lower: Swift.min(self.lower, other.lower), upper: Swift.max(self.upper, other.upper))
  }
}
