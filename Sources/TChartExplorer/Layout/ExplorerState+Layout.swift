import TChartCells
import TChartRender

/// The state's geometry on its screen, built once per state change and kept
/// (``TerminalState/geometry``): the hit tests of an event, the frame after it and the next
/// event's hit tests share it.
extension ExplorerState {
  /// The geometry of this state on its screen, with every hit area: what input is hit-tested
  /// against (see ``ExplorerGeometry``).
  public var geometry: ExplorerGeometry {
    if let kept = terminal.geometry.kept, kept.hitAreas { return kept.geometry }
    return terminal.geometry.keep(
      ExplorerGeometry(state: self, size: terminal.size), hitAreas: true,
      feed: feed.geometryMark)
  }

  /// The geometry that needs no legend tokens (the pointer's motion, a table's data requests):
  /// the one kept, frame's or input's, in the `one` layout and the split, where they differ
  /// only in those tokens.
  var keptGeometry: ExplorerGeometry {
    if let kept = terminal.geometry.kept, !layouts.layoutMode.showsAllChartSets {
      return kept.geometry
    }
    return geometry
  }

  /// The geometry a frame of this state on a screen of `size` draws: the one kept when it is
  /// for that size (in the list and cards, a frame's: its panels), else a frame's, kept.
  func frameGeometry(size: Size) -> ExplorerGeometry {
    if let kept = terminal.geometry.kept, kept.geometry.size == size,
      !kept.hitAreas || !layouts.layoutMode.showsAllChartSets
    {
      return kept.geometry
    }
    let geometry = ExplorerGeometry(state: self, size: size, hitAreas: false)
    guard size == terminal.size else { return geometry }
    return terminal.geometry.keep(geometry, hitAreas: false, feed: feed.geometryMark)
  }

  /// The `one` layout of this state on its screen (its geometry's).
  public var layout: ExplorerLayout { geometry.layout }
}
