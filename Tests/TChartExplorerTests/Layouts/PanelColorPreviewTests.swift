import TChartCells
import TChartData
import Testing

@testable import TChartExplorer

/// The colour inspector's preview in the list and cards: it is the selected chart set's line's,
/// so the other panels keep their lines' colours (it used to apply by line index to every
/// panel, as each panel was drawn from a copy of the whole state).
@Suite("Colour preview in panels")
struct PanelColorPreviewTests {
  static let preview = RGBColor(hex: "#FF00FF")!

  /// The list (or cards) of ``ListFrameTests``, the second chart set selected, with the
  /// inspector open on its line 1 showing ``preview``.
  static func previewing(_ mode: LayoutMode) -> (plain: ExplorerState, open: ExplorerState) {
    var plain = ListFrameTests.state(Size(width: 100, height: 40))
    plain.send(LayoutsFeature.Action.show(mode))
    var open = plain
    open.modal.colorInspector = ColorInspector(line: 0, color: preview, swatches: [preview])
    return (plain, open)
  }

  @Test(arguments: [LayoutMode.list, .cards])
  func theOtherPanelsKeepTheirColours(_ mode: LayoutMode) {
    let open = Self.previewing(mode).open
    #expect(open.navigation.chartIndex == 1)
    #expect(ChartPanel(state: open, index: 1).chart.lines[0].color == Self.preview)
    for other in [0, 2] {
      let own = open.feed.chartSets[other].lines[0].color
      #expect(own != Self.preview)
      #expect(ChartPanel(state: open, index: other).chart.lines[0].color == own, "panel \(other)")
    }
  }

  @Test(arguments: [LayoutMode.list, .cards])
  func theOtherPanelsAreDrawnAsWithoutTheInspector(_ mode: LayoutMode) throws {
    let (plain, open) = Self.previewing(mode)
    let size = open.terminal.size
    let before = ExplorerScreen.render(state: plain, size: size)
    let after = ExplorerScreen.render(state: open, size: size)
    let geometry = ExplorerGeometry(state: open, size: size, hitAreas: false)
    // The inspector clears its rows (its band), beside its box too.
    let box = ColorInspectorLayout(area: geometry.layout.popup).band
    let panels = geometry.panels
    #expect(panels.map(\.index) == [0, 1, 2])
    var compared = 0
    var changed: [Point] = []
    for panel in panels where panel.index != open.navigation.chartIndex {
      let frame = Rect(
        x: panel.title.x, y: panel.title.y, width: panel.title.width,
        height: panel.legend.maxY - panel.title.y)
      for y in frame.y..<frame.maxY {
        for x in frame.x..<frame.maxX where !box.contains(Point(x: x, y: y)) {
          if after[x, y] != before[x, y] { changed.append(Point(x: x, y: y)) }
          compared += 1
        }
      }
    }
    #expect(compared > 0)
    #expect(changed.isEmpty, "cells of other panels changed: \(changed.prefix(5))")
  }
}
