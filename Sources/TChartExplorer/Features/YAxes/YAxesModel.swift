import TChartData

/// The Y range: the nice scale of what is visible, where the animation is heading, what it
/// shows now.
extension ExplorerState {
  /// The nice Y scale of ``visibleExtent`` for a graph `rows` rows high: from the lowest visible
  /// value to the next nice tick above the highest; on a logarithmic axis, the decades of the
  /// left axis' lines, in exponents (see `ExplorerState+YScale`).
  public func yTicks(rows: Int) -> NiceTicks {
    if isLogarithmic { return logTicks(lines: leftAxisLines, rows: rows) }
    let extent = visibleExtent
    return NiceTicks.forAxis(low: extent.lower, high: extent.upper, rows: rows)
  }

  /// The graph's height on this state's screen (10 rows when the screen is too small to draw).
  var graphRows: Int {
    let graph = ExplorerGeometry.graphArea(size: screenSize, chrome: chrome)
    return graph.isEmpty ? 10 : graph.height
  }

  /// Where the graph's Y range is heading: the nice range of the visible extent for the graph
  /// on this state's screen.
  public var targetYRange: ValueRange {
    let ticks = yTicks(rows: graphRows)
    return ValueRange(lower: ticks.lower, upper: ticks.upper)
  }

  /// The Y range drawn now.
  public var currentYRange: ValueRange { yAxes.yRange.value(at: now) }

  /// Whether the Y range is still moving.
  public var isAnimating: Bool {
    yAxes.yRange.isRunning(at: now) || yAxes.rightYRange.isRunning(at: now)
  }

  /// The Y scale the graph draws with in `rows` rows: the ticks of the visible extent and,
  /// while the Y range animates, the range it has reached (else the ticks' own range, so a
  /// frame of another height is still fitted).
  public func yScale(rows: Int) -> (ticks: [Double], range: ClosedRange<Double>) {
    yScale(ticks: yTicks(rows: rows))
  }

  /// ``yScale(rows:)`` for ticks already worked out with ``yTicks(rows:)``.
  public func yScale(ticks: NiceTicks) -> (ticks: [Double], range: ClosedRange<Double>) {
    guard isAnimating else { return (ticks.values, ticks.range) }
    let range = yAxes.yRange.value(at: now)
    return (ticks.values, range.lower...Swift.max(range.upper, range.lower))
  }
}
