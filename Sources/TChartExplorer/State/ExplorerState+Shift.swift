import TChartData
import TChartRender

/// Compare with an earlier period (`--shift 1w`, `w`): each visible line's copy moved forward by
/// the period, dimmed and dotted behind the lines, named `cpu −1w` in the legend and the
/// tooltip, the tooltip's row with the Δ to now. The copy is drawn from the line's own pyramid
/// over the window moved back by the period (``LineGraph/copyCanvas(size:)``): no data is
/// copied, and it is scaled as its line (its axis, its index base, its panel in the split).
extension ExplorerState {
  /// The shift the graph draws: ``shift`` on lines (bars, areas and the pie draw no copies) of
  /// a file or a stream (a table holds only its window's rows).
  public var drawnShift: PeriodShift? {
    guard let shift, feed.table == nil, FillMode(chartSet: chartSet) == nil, !navigation.showsPie
    else { return nil }
    return shift
  }

  /// How far back the graph draws the copies, in x units: ``drawnShift``'s amount, or for a
  /// period of days in a zone with daylight saving time the calendar days before the window's
  /// middle (a 23- or 25-hour day counted as such; a window across a change draws the part on
  /// its far side an hour off, while the tooltip's and legend's values are exact per sample).
  public var drawnShiftAmount: Double {
    guard let shift = drawnShift else { return 0 }
    let x = windowXRange
    let middle = (x.lowerBound + x.upperBound) / 2
    return middle - chartSet.earlier(middle, by: shift)
  }

  /// Why the copies are not drawn though a shift is chosen; `nil` when they are (or none is).
  var shiftRefusal: String? {
    guard shift != nil, drawnShift == nil else { return nil }
    if feed.table != nil { return "compare: not on tables yet (the table holds the window only)" }
    return "compare: lines only (bars, areas and the pie draw no copies)"
  }

  /// The periods `w` cycles through on this chart set: those at least a sample apart and
  /// shorter than its span.
  var shiftCycle: [PeriodShift] {
    guard let span = chartSet.xSpan else { return [] }
    return PeriodShift.cycle(
      span: span.upperBound - span.lowerBound, spacing: shiftSpacing,
      time: chartSet.xKind == .time)
  }

  /// The data's sample spacing (O(1): a probe of the whole span).
  private var shiftSpacing: Double { chartSet.sampleSpacing(in: 0..<chartSet.count) ?? 0 }

  /// `w`: the next period of ``shiftCycle`` after ``shift``, off after the last; says why when
  /// there is none or the copies cannot be drawn here.
  mutating func cycleShift() {
    guard let span = chartSet.xSpan else { return }
    let next = PeriodShift.next(
      after: shift, span: span.upperBound - span.lowerBound, spacing: shiftSpacing,
      time: chartSet.xKind == .time)
    if shift == nil && next == nil {
      notes.status = "compare: the data spans too little for a period (--shift sets any)"
      return
    }
    shift = next
    notes.status = shiftRefusal ?? shift.map { "compare with \($0.suffix) (w: next period)" }
  }

  /// The extent of `lines`' copies over the window (the lines' samples one period before it),
  /// which the Y range takes in; `nil` without a shift drawn. O(log N) from the pyramids.
  func copyExtent(lines: [Int]) -> ValueRange? {
    guard let shift = drawnShift else { return nil }
    let x = windowXRange
    let earlier = chartSet.visibleIndices(
      chartSet.earlier(x.lowerBound, by: shift)...chartSet.earlier(x.upperBound, by: shift))
    return chartSet.valueRange(lines: lines, in: earlier)
  }

  /// Line `line`'s value one period before the indicator's x; `nil` without a shift drawn or a
  /// sample there. O(log N).
  public func shiftedValue(line: Int) -> Double? {
    guard let shift = drawnShift, chartSet.lines.indices.contains(line) else { return nil }
    let x = chartSet.xValue(at: view.indicator)
    guard let index = chartSet.sampleIndex(before: x, by: shift) else { return nil }
    let value = chartSet.lines[line].values[index]
    return value.isFinite ? value : nil
  }

  /// The copy's value text at the indicator (`–` without one), for the legend.
  func shiftedValueText(line: Int) -> String {
    shiftedValue(line: line).map { ValueText.text($0, resolution: valueResolution(line: line)) }
      ?? "–"
  }

  /// The copy's tooltip text: its value and the Δ to now, `98 +12 (+12.2%)`, `0 ±0` (no
  /// percentage from 0; only the value without a value now).
  public func shiftedTooltipText(line: Int) -> String {
    guard let then = shiftedValue(line: line) else { return "–" }
    let resolution = valueResolution(line: line)
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
