import TChartCells
import TChartRender

/// The state's geometry on its screen and the column ↔ x mappings it is built with.
extension ExplorerState {
  /// The geometry of this state on its screen, with every hit area: what input is hit-tested
  /// against, worked out once per event (see ``ExplorerGeometry``).
  public var geometry: ExplorerGeometry { ExplorerGeometry(state: self, size: terminal.size) }

  /// The `one` layout of this state on its screen (its geometry's).
  public var layout: ExplorerLayout { geometry.layout }

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

  /// The screen columns of the window's edges on the mini-map of `mapping`: where the mini-map
  /// draws them (``MiniMap/edgeColumns(span:window:area:)``).
  public func windowEdgeColumns(_ mapping: ColumnMapping) -> (lower: Int, upper: Int) {
    MiniMap.edgeColumns(
      span: (mapping.xLower, mapping.xUpper), window: windowXRange,
      area: mapping.rect)
  }
}
