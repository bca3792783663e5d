import TChartData

/// Two Y axes: the lines of ``rightAxisChoice`` (`--right`, the line picker's `→`, every line
/// but the first of a `"y_scaled": true` chart) are scaled on the right axis, the others on the
/// left one, each axis fitted to its own lines' visible extent and animated on its own.
/// Hiding a line removes its axis when no visible line is left on that side.
extension YAxesModel {
  /// Whether the chart set on screen has a line on the right axis (and is drawn with lines; the
  /// `index` and `shape` modes collapse both axes into their one axis of percentages).
  public var hasTwoYAxes: Bool {
    fillMode == nil && !effectiveYScaleMode.scalesEachLine && !rightAxisChoice.isEmpty
  }

  /// The visible lines scaled on the left axis: all of them with one axis.
  public var leftAxisLines: [Int] {
    guard hasTwoYAxes else { return visibleLines }
    let right = rightAxisChoice
    return visibleLines.filter { !right.contains($0) }
  }

  /// The visible lines scaled on the right axis (none with one axis).
  public var rightAxisLines: [Int] {
    guard hasTwoYAxes else { return [] }
    let right = rightAxisChoice
    return visibleLines.filter { right.contains($0) }
  }

  /// The extent of the right axis' lines over the window; `nil` when there is no right axis.
  public var rightExtent: ValueRange? {
    let lines = rightAxisLines
    guard !lines.isEmpty else { return nil }
    return linearExtent(lines: lines, copies: copyExtents.right) ?? ValueRange(lower: 0, upper: 1)
  }

  /// The right axis' nice scale for a graph `rows` rows high; `nil` without a right axis.
  public func rightYTicks(rows: Int) -> NiceTicks? {
    if isLogarithmic, !rightAxisLines.isEmpty {
      return logTicks(lines: rightAxisLines, rows: rows)
    }
    return rightExtent.map { NiceTicks.forAxis(low: $0.lower, high: $0.upper, rows: rows) }
  }

  /// Where the right axis' range is heading; `nil` without a right axis.
  public var targetRightYRange: ValueRange? {
    rightYTicks(rows: graphRows).map { ValueRange(lower: $0.lower, upper: $0.upper) }
  }

  /// The right axis' ticks and the range it draws with now (see ``yScale(ticks:)``).
  public func rightYScale(ticks: NiceTicks) -> (ticks: [Double], range: ClosedRange<Double>) {
    guard axes.rightYRange.isRunning(at: now) else { return (ticks.values, ticks.range) }
    let range = axes.rightYRange.value(at: now)
    return (ticks.values, range.lower...Swift.max(range.upper, range.lower))
  }

  /// The lines of the chart set on screen that are on the right axis when it is drawn with
  /// lines, hidden or not (see `YAxesFeature+RightAxis`).
  public var rightAxisChoice: Set<Int> { YAxesFeature.rightAxis(of: view, chart: chartSet) }
}
