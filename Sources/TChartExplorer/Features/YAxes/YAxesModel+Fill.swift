import TChartData
import TChartRender

/// Bars, stacked bars, areas and percentage areas: what the explorer fits with the chart set's
/// ``YAxesModel/fillMode``.
extension YAxesModel {
  /// The unit written after the Y labels: `%` for percentage charts and the `index` Y mode,
  /// `B` for bytes (``YAxis`` then writes `25.3GB`).
  public var yUnit: String {
    if fillMode == .percentage || effectiveYScaleMode == .index { return "%" }
    return chartSet.flags.contains(.bytes) && effectiveYScaleMode != .index ? "B" : ""
  }

  /// The fill sampling of the window for a graph `width` columns wide (O(screen)).
  func fillSampling(_ mode: FillMode, width: Int) -> FillSampling {
    FillSampling.memoized(
      chart: chartSet, visibleLines: visibleLines, window: windowSamples, width: width,
      mode: mode, in: caches)
  }

  /// The extent a filled chart is fitted to: from 0 to the highest stack drawn at the graph's
  /// width on this screen (the narrowest label column: a wider one only drops columns, and the
  /// nice range above the top leaves room); `0…100` for percentages.
  func fillExtent(_ mode: FillMode) -> ValueRange {
    if mode == .percentage { return ValueRange(lower: 0, upper: 100) }
    let graph = ExplorerGeometry.graphArea(size: screenSize, chrome: chrome)
    let top = fillSampling(mode, width: Swift.max(1, graph.width)).top
    return ValueRange(lower: 0, upper: top > 0 ? top : 1)
  }
}
