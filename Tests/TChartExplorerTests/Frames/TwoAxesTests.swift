import TChartCells
import TChartData
import Testing

@testable import TChartExplorer

/// `y_scaled` charts: the first line on a left axis, the second on a right one, each fitted to
/// its own line and coloured like it; hiding a line removes its axis.
@Suite struct TwoAxesTests {
  /// 30 days: Views from 1,000 to 1,290 and Shares from 10 to 39, about 30 times smaller.
  static let chart = ChartSet(
    name: "Scaled", x: (0..<30).map { Fixtures.start + Double($0) * Fixtures.day },
    lines: [
      Series(
        id: "y0", name: "Views", color: RGBColor(hex: "#3896E8")!,
        values: (0..<30).map { 1000 + Double($0) * 10 }),
      Series(
        id: "y1", name: "Shares", color: RGBColor(hex: "#F34C44")!,
        values: (0..<30).map { 10 + Double($0) }),
    ], flags: [.yScaled])

  let size = Size(width: 60, height: 20)

  @Test func eachAxisFitsItsOwnLine() throws {
    let state = ExplorerState(chartSets: [Self.chart], screenSize: size)
    #expect(state.yAxesModel.hasTwoYAxes)
    #expect(state.yAxesModel.leftAxisLines == [0] && state.yAxesModel.rightAxisLines == [1])
    #expect(state.yAxesModel.visibleExtent == ValueRange(lower: 1000, upper: 1290))
    #expect(state.yAxesModel.rightExtent == ValueRange(lower: 10, upper: 39))
    let right = try #require(state.yAxesModel.targetRightYRange)
    #expect(right.lower == 10 && right.upper >= 39 && right.upper < 100)
  }

  @Test func theRightAxisHasItsColumnAndTheRowsBelowLineUp() {
    let state = ExplorerState(chartSets: [Self.chart], screenSize: size)
    let layout = state.layout
    #expect(layout.rightAxis.width > 0)
    #expect(layout.rightAxis.x == layout.graph.maxX)
    #expect(layout.rightAxis.maxX == size.width)
    for row in [layout.xAxis, layout.miniMap, layout.slider] {
      #expect(row.x == layout.graph.x && row.width == layout.graph.width)
    }
  }

  @Test func bothLinesSpanTheGraphsHeight() {
    var state = ExplorerState(chartSets: [Self.chart], screenSize: size)
    state.panels.showsIndicator = false
    let buffer = ExplorerScreen.render(state: state, size: size)
    let graph = state.layout.graph
    // Shares, about 30 times smaller, still climbs from the bottom rows to the top rows: its
    // cells take the Shares colour in the top and the bottom row of the graph.
    let shares = Theme.terminal.lineStyle(Self.chart.lines[1].color)
    let top = (graph.x..<graph.maxX).filter { buffer[$0, graph.y].style == shares }
    let bottom = (graph.x..<graph.maxX).filter { buffer[$0, graph.maxY - 1].style == shares }
    #expect(!top.isEmpty && !bottom.isEmpty)
    // The right labels are in the Shares colour, the left ones in the Views colour.
    let right = state.layout.rightAxis
    let rightLabels = (right.y..<right.maxY).flatMap { y in
      (right.x..<right.maxX).filter { buffer[$0, y].scalar != " " }.map { buffer[$0, y] }
    }
    #expect(!rightLabels.isEmpty && rightLabels.allSatisfy { $0.style == shares })
    let views = Theme.terminal.lineStyle(Self.chart.lines[0].color)
    let left = state.layout.yAxis
    let leftLabels = (left.y..<left.maxY).flatMap { y in
      (left.x..<left.maxX).filter { buffer[$0, y].scalar != " " }.map { buffer[$0, y] }
    }
    #expect(!leftLabels.isEmpty && leftLabels.allSatisfy { $0.style == views })
  }

  @Test func hidingALineRemovesItsAxis() {
    var state = ExplorerState(chartSets: [Self.chart], screenSize: size)
    reduce(into: &state, action: .input(.key(.character("2"))))
    #expect(state.yAxesModel.rightAxisLines.isEmpty && state.yAxesModel.rightExtent == nil)
    #expect(state.layout.rightAxis.width == 0)
    reduce(into: &state, action: .input(.key(.character("2"))))
    reduce(into: &state, action: .input(.key(.character("1"))))
    #expect(state.yAxesModel.leftAxisLines.isEmpty)
    let buffer = ExplorerScreen.render(state: state, size: size)
    let left = state.layout.yAxis
    #expect(
      (left.y..<left.maxY).allSatisfy { y in
        buffer.line(y).prefix(left.width).allSatisfy { $0 == " " }
      })
  }

  @Test func theRightAxisAnimatesOnItsOwn() {
    var state = ExplorerState(chartSets: [Self.chart], screenSize: size)
    let before = state.yAxes.rightYRange.to
    // Zooming in to the start narrows both lines' extents: both ranges move, animated.
    reduce(into: &state, action: .input(.key(.home)))
    for _ in 0..<6 { reduce(into: &state, action: .input(.key(.character("+")))) }
    #expect(state.yAxes.rightYRange.to != before)
    #expect(state.yAxes.rightYRange.isRunning(at: state.terminal.now))
    #expect(state.yAxesModel.isAnimating)
    reduce(into: &state, action: .input(.tick(state.terminal.now + 1)))
    #expect(!state.yAxesModel.isAnimating)
  }
}
