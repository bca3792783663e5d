import Testing

@testable import TChartData
@testable import TChartLoading

/// The real stage-2 folders in `../shared/data` (see ``ContestData``); skipped with a message
/// when absent.
@Suite(.enabled(if: ContestData.available, "no contest data in ../shared/data"))
struct ChartFolderDataTests {
  static let stageTwo = ContestData.root + "/telegram-2019-stage2"

  @Test("the stage-2 root loads its five chart folders in order, each with day files")
  func theRootLoadsEveryOverview() throws {
    let charts = try ChartLoader.load(path: Self.stageTwo)
    #expect(charts.map(\.name) == ["1", "2", "3", "4", "5"])
    #expect(charts.map(\.count) == [365, 365, 365, 365, 365])
    #expect(charts.map(\.lines.count) == [2, 2, 7, 1, 6])
    #expect(charts.map { $0.days?.folder } == (1...5).map { Self.stageTwo + "/\($0)" })
    #expect(charts[4].flags == [.stacked, .percentage])
  }

  @Test(arguments: 1...5)
  func eachFolderLoadsItsOverview(folder: Int) throws {
    let chart = try #require(try ChartLoader.load(path: Self.stageTwo + "/\(folder)").first)
    #expect(chart.name == "\(folder)")
    #expect(chart.count == 365)
    #expect(chart.days == DayFiles(folder: Self.stageTwo + "/\(folder)", title: "\(folder)"))
  }

  @Test(arguments: [(1, 2), (2, 2), (3, 7), (4, 3)])
  func oneDayFileOfEachChartLoads(folder: Int, lines: Int) throws {
    let chart = try #require(try ChartLoader.load(path: Self.stageTwo + "/\(folder)").first)
    let days = try #require(chart.days)
    let x = chart.x[200]  // 2018-10-24, mid-data
    #expect(days.relativePath(forX: x) == "2018-10/24.json")
    #expect(days.exists(forX: x))
    let day = try #require(try days.load(forX: x))
    #expect(day.name == "\(folder) · Wed, Oct 24 2018")
    #expect(day.count >= 160 && day.count <= 288)
    #expect(day.lines.count == lines)
    #expect(day.x.contains { $0 >= x && $0 < x + 86_400 })
  }

  @Test func chartFiveHasNoDayFiles() throws {
    let chart = try #require(try ChartLoader.load(path: Self.stageTwo + "/5").first)
    let days = try #require(chart.days)
    #expect(!days.exists(forX: chart.x[200]))
    #expect(try days.load(forX: chart.x[200]) == nil)
  }
}
