import TChartCells
import TChartData
import TChartRender
import Testing

@testable import TChartExplorer

/// The explorer's one geometry: what input is hit-tested against is what a frame is drawn
/// into, the mini-map's edges are where it draws them, and the list's and cards' panels are
/// the list's and cards' rectangles.
@Suite("Explorer geometry")
struct ExplorerGeometryTests {
  /// The daily fixture, the window narrowed by the wheel over the graph's middle.
  static func zoomed(_ size: Size = Size(width: 80, height: 24)) -> ExplorerState {
    var state = Fixtures.dailyState(size: size)
    let graph = state.layout.graph
    for _ in 0..<3 {
      reduce(
        into: &state, action: .input(.wheel(.up, at: Point(x: graph.x + graph.width / 3, y: 5))))
    }
    return state
  }

  @Test(arguments: [Size(width: 80, height: 24), Size(width: 120, height: 40)])
  func inputAndFramesShareTheRectanglesAndTicks(_ size: Size) {
    let state = Self.zoomed(size)
    let input = ExplorerGeometry(state: state, size: size)
    var frame = ExplorerGeometry(state: state, size: size, hitAreas: false)
    #expect(!input.layout.legendTokens.isEmpty)
    #expect(frame.layout.legendTokens.isEmpty)
    frame.layout.legendTokens = input.layout.legendTokens
    #expect(frame == input)
    let rows = input.layout.graph.height
    #expect(input.ticks == state.yAxesModel.yTicks(rows: rows))
    #expect(input.graphMapping == state.shown.graphMapping(input.layout.graph))
    #expect(input.mapMapping == state.shown.mapMapping(input.layout.miniMap))
  }

  @Test func theWindowsEdgesAreWhereTheMiniMapDrawsThem() {
    let state = Self.zoomed()
    let geometry = state.geometry
    let drawn = MiniMap(
      chart: state.coloredChartSet, hidden: state.view.hidden, window: state.shown.windowXRange,
      theme: state.look.renderTheme
    ).edgeColumns(area: geometry.layout.miniMap)
    #expect(geometry.windowEdges.lower == drawn.lower)
    #expect(geometry.windowEdges.upper == drawn.upper)
    #expect(drawn.upper - drawn.lower < geometry.layout.miniMap.width / 2)
    // The frame draws `▐` and `▌` on those columns.
    let buffer = ExplorerScreen.render(state: state, size: state.terminal.size)
    let row = geometry.layout.miniMap.y
    #expect(buffer[geometry.windowEdges.lower, row].scalar == "▐")
    #expect(buffer[geometry.windowEdges.upper, row].scalar == "▌")
  }

  @Test func theListsPanelsAreItsRectanglesWithTheirGraphsColumns() throws {
    let state = ListFrameTests.state(Size(width: 80, height: 40))
    let geometry = ExplorerGeometry(state: state, size: state.terminal.size, hitAreas: false)
    let list = try #require(geometry.list)
    #expect(geometry.cards == nil)
    #expect(geometry.panels.map(\.index) == list.panels.map(\.index))
    for (panel, rects) in zip(geometry.panels, list.panels) {
      #expect(panel.title == rects.title && panel.legend == rects.legend)
      #expect(panel.graph.graph.y == rects.graph.y)
      #expect(panel.graph.xAxis.maxY == rects.graph.maxY)
      #expect(
        panel.ticks
          == ChartPanel(state: state, index: panel.index).yTicks(rows: rects.graph.height - 1))
    }
    let selected = try #require(geometry.panels.first { $0.index == state.navigation.chartIndex })
    #expect(selected.miniMap.x == selected.graph.graph.x)
    #expect(selected.miniMap.width == selected.graph.graph.width)
    #expect(geometry.panels.filter { !$0.miniMap.isEmpty }.count == 1)
    // Input hit-tests the list's rectangles and does not work out the panels.
    #expect(state.geometry.list == list && state.geometry.panels.isEmpty)
  }
}
