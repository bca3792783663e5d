import TChartRender

/// The state's rectangles on its screen and the column ↔ x mappings the mouse is hit-tested
/// with.
extension ExplorerState {
  /// The layout of this state on its screen.
  public var layout: ExplorerLayout { ExplorerLayout(size: screenSize, state: self) }

  /// The rectangles of this state on its screen, without the legend tokens (only a press
  /// hit-tests the legend).
  var rectangles: ExplorerLayout { ExplorerLayout.rectangles(size: screenSize, state: self) }

  /// Columns of the graph ↔ x values of the window.
  public func graphMapping(_ layout: ExplorerLayout) -> ColumnMapping {
    let window = view.windowIndices
    return ColumnMapping(
      rect: layout.graph, xLower: chartSet.xValue(at: window.lowerBound),
      xUpper: chartSet.xValue(at: window.upperBound))
  }

  /// Columns of the mini-map (and slider row) ↔ x values of the whole span.
  public func mapMapping(_ rect: Rect) -> ColumnMapping {
    ColumnMapping(
      rect: rect, xLower: chartSet.xValue(at: 0), xUpper: chartSet.xValue(at: chartSet.lastIndex))
  }

  /// The fractional sample position under screen column `column` of `mapping`.
  func samplePosition(column: Int, _ mapping: ColumnMapping) -> Double {
    chartSet.fractionalIndex(ofX: mapping.xValue(atColumn: column))
  }

  /// The screen columns of the window's edges on the mini-map.
  public func windowEdgeColumns(_ mapping: ColumnMapping) -> (lower: Int, upper: Int) {
    let window = view.windowIndices
    return (
      mapping.column(of: chartSet.xValue(at: window.lowerBound)),
      mapping.column(of: chartSet.xValue(at: window.upperBound))
    )
  }
}
