import TChartCells
import TChartRender

/// The state's geometry on its screen and the column ↔ x mappings it is built with.
extension ExplorerState {
  /// The geometry of this state on its screen, with every hit area: what input is hit-tested
  /// against, worked out once per event (see ``ExplorerGeometry``).
  public var geometry: ExplorerGeometry { ExplorerGeometry(state: self, size: terminal.size) }

  /// The `one` layout of this state on its screen (its geometry's).
  public var layout: ExplorerLayout { geometry.layout }
}
