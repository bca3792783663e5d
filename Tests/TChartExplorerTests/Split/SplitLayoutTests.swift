import TChartCells
import TChartData
import Testing

@testable import TChartExplorer

/// ``SplitLayout``'s rows and ``SplitGeometry``'s columns: whole panels of a title row and at
/// least three graph rows, the rows left over evenly to the graphs, the scroll clamped and
/// marked, one Y axis column for all, the X axis once under the last panel.
@Suite("Split layout")
struct SplitLayoutTests {
  @Test func panelsFillTheRowsEvenly() {
    let layout = SplitLayout(
      area: Rect(x: 0, y: 1, width: 80, height: 50), count: 6, firstVisible: 0)
    #expect(layout.panels.map(\.graph.height) == [8, 8, 7, 7, 7, 7])
    #expect(layout.panels.map(\.title.y) == [1, 10, 19, 27, 35, 43])
    #expect(layout.panels.last.map { $0.graph.maxY } == 51)
    #expect(layout.scrollMark(panel: 0) == nil && layout.scrollMark(panel: 5) == nil)
  }

  @Test func tooManyPanelsScrollClampedWithMarks() {
    let area = Rect(x: 0, y: 1, width: 80, height: 15)
    #expect(SplitLayout.panelsThatFit(rows: 15) == 3)
    let top = SplitLayout(area: area, count: 6, firstVisible: -2)
    #expect(top.firstVisible == 0 && top.panels.map(\.position) == [0, 1, 2])
    #expect(top.panels.map(\.graph.height) == [4, 4, 4])
    #expect(top.scrollMark(panel: 0) == nil && top.scrollMark(panel: 2) == "▼ 3 more")
    let middle = SplitLayout(area: area, count: 6, firstVisible: 1)
    #expect(middle.scrollMark(panel: 0) == "▲ 1 more" && middle.scrollMark(panel: 2) == "▼ 2 more")
    let bottom = SplitLayout(area: area, count: 6, firstVisible: 9)
    #expect(bottom.firstVisible == 3 && bottom.panels.map(\.position) == [3, 4, 5])
    #expect(bottom.scrollMark(panel: 0) == "▲ 3 more" && bottom.scrollMark(panel: 2) == nil)
    // Rows for less than one panel of three graph rows: still one panel.
    let one = SplitLayout(area: Rect(x: 0, y: 0, width: 30, height: 3), count: 2, firstVisible: 0)
    #expect(one.panels.map(\.graph.height) == [2] && one.hiddenBelow == 1)
    #expect(SplitLayout(area: area, count: 0, firstVisible: 0).panels.isEmpty)
  }

  @Test func everyPanelSharesTheGraphColumnsAndTheXAxisIsUnderTheLast() {
    let state = SplitFixtures.split(size: Size(width: 200, height: 60))
    let geometry = state.geometry
    let split = try! #require(geometry.split)
    #expect(split.panels.map(\.line) == [0, 1, 2, 3, 4, 5])
    for panel in split.panels {
      #expect(panel.graph.graph.x == geometry.layout.graph.x)
      #expect(panel.graph.graph.width == geometry.layout.graph.width)
      #expect(panel.graph.yAxis.width == split.yAxisWidth)
    }
    // The widest labels (`-5`…`320K`) set the column for all.
    #expect(split.yAxisWidth == geometry.layout.yAxis.width)
    #expect(split.panels.dropLast().allSatisfy { $0.graph.xAxis.isEmpty })
    #expect(split.panels.last?.graph.xAxis == geometry.layout.xAxis)
    // Each panel's ticks are its line's own: the rate's are not the population's.
    #expect(split.panels[0].ticks.lower >= 300_000)
    #expect(split.panels[2].ticks.upper <= 20)
  }

  @Test func aTwoAxisChartSplitsEachLineOnItsOwnLeftAxis() {
    var chart = SplitFixtures.mixed
    chart.flags = [.yScaled]
    let state = SplitFixtures.split(sets: [chart])
    #expect(state.yAxesModel.hasTwoYAxes)
    for panel in state.geometry.split!.panels {
      let axes = ChartPanel(splitOf: state, line: panel.line).graph.axes
      #expect(!axes.hasTwoYAxes && axes.leftAxisLines == [panel.line])
    }
  }
}
