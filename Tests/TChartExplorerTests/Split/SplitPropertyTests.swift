import TChartCells
import TChartData
import TChartRange
import TChartTesting
import Testing

@testable import TChartExplorer

/// For random windows and indicators, the indicator's sample is drawn in the same column in
/// every panel of the split (the cursor or the line's marker), the column the mouse maps it to.
@Suite("Split property")
struct SplitPropertyTests {
  @Test(arguments: 0..<40)
  func theCursorIsInTheSameColumnInEveryPanel(seed: Int) {
    var rng = SeededRandom(seed: UInt64(seed) &+ 7)
    let sizes = [
      Size(width: 80, height: 24), Size(width: 200, height: 60), Size(width: 47, height: 31),
    ]
    var state = SplitFixtures.split(size: sizes[rng.int(0...2)])
    let lower = rng.int(0...80)
    let upper = rng.int((lower + 2)...89)
    state.view.window.setRange(lower: Double(lower), upper: Double(upper))
    state.view.indicator = rng.int(lower...upper)
    state.layouts.splitFirstVisible = rng.int(0...5)
    let geometry = ExplorerGeometry(state: state, size: state.terminal.size, hitAreas: false)
    let split = try! #require(geometry.split)
    let expected = geometry.graphMapping.column(of: state.chartSet.xValue(at: state.view.indicator))
    let theme = state.look.renderTheme
    let frame = ExplorerScreen.render(state: state, size: state.terminal.size)
    for panel in split.panels {
      let area = panel.graph.graph
      let marker = theme.marker(forLine: panel.line)
      var columns = Set<Int>()
      for y in area.y..<area.maxY {
        for x in area.x..<area.maxX {
          let cell = frame[x, y]
          if cell.style == theme.cursor || cell.scalar == marker { columns.insert(x) }
        }
      }
      #expect(columns == [expected], "line \(panel.line): \(columns) ≠ \(expected)")
    }
  }
}
