import TChartCells
import TChartLoading
import TChartRender
import Testing

@testable import TChartExplorer
@testable import TChartExplorerRuntime

/// Each stage-2 folder is drawn as its contest chart kind, overview and day alike (skipped
/// with a message when the contest data is absent).
@Suite(.enabled(if: ExplorerContestData.root != nil, "no contest data in ../shared/data"))
struct ContestKindsTests {
  static let folder = (ExplorerContestData.root ?? "") + "/telegram-2019-stage2/"

  @Test(
    arguments: [
      (1, nil, false), (2, nil, true), (3, FillMode.stackedBars, false), (4, .bars, false),
      (5, .percentage, false),
    ] as [(Int, FillMode?, Bool)])
  func overviewsAreDrawnAsTheirKind(folder: Int, mode: FillMode?, twoAxes: Bool) throws {
    let sets = try ChartLoader.load(path: Self.folder + "\(folder)")
    #expect(sets.count == 1)
    for size in [Size(width: 80, height: 24), Size(width: 200, height: 60)] {
      let state = ExplorerState(chartSets: sets, screenSize: size)
      #expect(state.yAxesModel.fillMode == mode)
      #expect(state.yAxesModel.hasTwoYAxes == twoAxes)
      let frame = ExplorerScreen.render(state: state, size: size)
      let graph = state.layout.graph
      let cells = (graph.y..<graph.maxY).flatMap { y in (graph.x..<graph.maxX).map { frame[$0, y] }
      }
      if mode == nil {
        #expect(cells.contains { $0.scalar.value > 0x2800 && $0.scalar.value <= 0x28FF })
      } else {
        #expect(cells.contains { $0.scalar == "█" })
      }
      #expect(!state.layout.rightAxis.isEmpty == twoAxes)
    }
  }

  @Test(arguments: [1, 2, 3, 4])
  func aDayOfEachChartZoomsInAndRenders(folder: Int) throws {
    let sets = try ChartLoader.load(path: Self.folder + "\(folder)")
    var explorer = Explorer(state: ExplorerState(chartSets: sets))
    explorer.handle(.key(.enter), at: 0)
    let dayChart = try #require(
      explorer.state.navigation.dayChart, "folder \(folder): no day shown")
    #expect(dayChart.chart.count >= 160)
    // Chart 4's day file is three lines (the day, the day before, a week before).
    if folder == 4 {
      #expect(dayChart.chart.lines.count == 3 && explorer.state.yAxesModel.fillMode == nil)
    }
    let frame = ExplorerScreen.render(state: explorer.state, size: explorer.state.terminal.size)
    #expect(frame.line(0).contains("\(folder) · "))
    explorer.handle(.key(.backspace), at: 1)
    #expect(explorer.state.navigation.dayChart == nil)
  }
}
