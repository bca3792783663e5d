import TChartData
import TChartRender

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The Y-scale modes (`y`, `--y-scale`): what the axes fit (the window, the whole span, from
/// zero) and the logarithmic axis, drawn through ``LogScaledChart`` (the lines as `log10` of
/// their values against a linear scale of exponents, so the ticks, the grid, the lines and the
/// indicator's markers all live in exponents and only the labels read `10^tick`).
///
/// The modes apply to line charts (one or two Y axes, each axis its own scale; `index` and
/// `shape` scale each line against one axis of percentages, see `YAxesModel+LineScales`). Bars
/// and areas keep their scale from 0 fitted to the window: there `y` leaves the mode alone and
/// says so (``YAxesFeature``).
extension YAxesModel {
  /// The mode the graph is drawn with: ``YAxesState/yScaleMode`` for lines, `.window` for bars and areas.
  public var effectiveYScaleMode: YScaleMode { fillMode == nil ? axes.yScaleMode : .window }

  /// Whether the Y axes are logarithmic now.
  public var isLogarithmic: Bool { effectiveYScaleMode == .log }

  /// The chart set the graph draws, before its colours (``LineColoring``): the
  /// lines' `log10` on a logarithmic axis, else the chart set on screen.
  public var scaledChartSet: ChartSet {
    isLogarithmic ? LogScaledChart.chart(chartSet, caches: caches) : chartSet
  }

  /// What the status line says after `y`: on the log axis the count of hidden values
  /// (`log: 12 values ≤ 0 …`), on the index axis the lines that cannot be indexed, else the
  /// mode.
  var modeNote: String {
    logGapNote ?? indexNote ?? Self.statusText(axes.yScaleMode)
  }

  /// What the status line says of a mode.
  static func statusText(_ mode: YScaleMode) -> String {
    switch mode {
    case .window: "y: fit the window"
    case .index: "y: index · each line in % of its first value in the window"
    case .shape: "y: shape · each line fitted to its own min–max"
    default: mode.titleText ?? ""
    }
  }

  /// The extent `lines` must show in the linear modes: over the window (and `copies`, their
  /// dimmed copies' extent), over the whole span, or widened to 0; in the modes that scale each
  /// line, the axis' extent in percent (see ``perLineExtent``); `nil` without a value.
  func linearExtent(lines: [Int], copies: ValueRange?) -> ValueRange? {
    if effectiveYScaleMode.scalesEachLine { return perLineExtent }
    let window = windowSamples
    let inWindow = chartSet.valueRange(
      lines: lines, in: window.lowerBound..<(window.upperBound + 1)
    ).union(copies)
    let span =
      effectiveYScaleMode == .span ? chartSet.valueRange(lines: lines, in: 0..<chartSet.count) : nil
    return effectiveYScaleMode.range(
      window: inWindow.map { $0.lower...$0.upper }, span: span.map { $0.lower...$0.upper }
    ).map { ValueRange(lower: $0.lowerBound, upper: $0.upperBound) }
  }

  /// The logarithmic scale of `lines` over the window for `rows` rows, as ticks in exponents
  /// (``LogTicks``: whole decades, 2 and 5 between when there is room); one decade from 1 to
  /// 10 when no value is positive.
  func logTicks(lines: [Int], rows: Int) -> NiceTicks {
    let window = windowSamples
    let exponents = LogScaledChart.chart(chartSet, caches: caches).valueRange(
      lines: lines, in: window.lowerBound..<(window.upperBound + 1))
    // A decade's exponent may come back from `log10` an ulp short: nudged so 1000 stays in
    // the decade of 1K.
    let ticks = exponents.flatMap {
      LogTicks(low: pow(10, $0.lower + 1e-12), high: pow(10, $0.upper), rows: rows)
    }
    guard let ticks else { return NiceTicks(step: 1, values: [0, 1], lower: 0, upper: 1) }
    return NiceTicks(
      step: 1, values: ticks.values.map { log10($0) }, lower: Double(ticks.lowerExponent),
      upper: Double(ticks.upperExponent))
  }

  /// On a logarithmic axis, how many values of the visible lines in the window are not
  /// positive (drawn as gaps): `log: 12 values ≤ 0 not shown`; `nil` when none.
  public var logGapNote: String? {
    guard isLogarithmic else { return nil }
    let window = windowSamples
    let range = window.lowerBound..<(window.upperBound + 1)
    let count = visibleLines.reduce(0) {
      $0
        + LogScaledChart.nonPositiveCount(
          chart: chartSet, line: $1, window: range, caches: caches)
    }
    guard count > 0 else { return nil }
    return "log: \(count) value\(count == 1 ? "" : "s") ≤ 0 not shown"
  }
}
