import Foundation
import TChartCells
import TChartData
import Testing

@testable import TChartExplorer

/// `+`, the wheel and the mini-map go down to a window of two samples at any N.
@Suite struct DeepZoomTests {
  static let million: ChartSet = {
    let count = 1_000_000
    return ChartSet(
      name: "Million", x: (0..<count).map { Double($0) }, xKind: .number,
      lines: [
        Series(
          id: "y0", name: "Walk", color: RGBColor.defaultPalette[0],
          values: (0..<count).map { sin(Double($0) / 1000) * 100 })
      ])
  }()

  @Test func plusZoomsDownToTwoSamplesOnAMillion() {
    var state = ExplorerState(chartSets: [Self.million])
    var presses = 0
    while state.notes.status == nil && presses < 200 {
      reduce(into: &state, action: .input(.key(.character("+"))))
      presses += 1
    }
    #expect(state.view.window.width == 1)
    #expect(state.notes.status == "Zoomed in to two samples: the narrowest window")
    #expect(presses < 80)
    // The mini-map still shows where the window is: its edge glyph, one cell.
    let frame = ExplorerScreen.render(state: state, size: state.terminal.size)
    let map = state.layout.miniMap
    let edges = (map.x..<map.maxX).filter {
      frame[$0, map.y].scalar == "▌" || frame[$0, map.y].scalar == "▐"
    }
    #expect(!edges.isEmpty)
  }

  @Test func theWheelZoomsDownToTwoSamplesToo() {
    var state = ExplorerState(chartSets: [Self.million])
    let graph = state.layout.graph
    for _ in 0..<200 where state.view.window.width > 1 {
      reduce(
        into: &state,
        action: .input(.wheel(.up, at: Point(x: graph.x + graph.width / 2, y: graph.y + 1))))
    }
    #expect(state.view.window.width == 1)
  }
}
