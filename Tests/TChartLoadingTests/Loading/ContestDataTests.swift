import Testing

@testable import TChartData
@testable import TChartLoading

/// The real Telegram 2019 contest files in `../shared/data` next to the package root (or next
/// to one of its parent folders, for git worktrees); skipped with a message when absent.
@Suite(.enabled(if: ContestData.available, "no contest data in ../shared/data"))
struct ContestDataTests {
  static let dataRoot = ContestData.root

  @Test func stageOneChartsLoadWithTheirCounts() throws {
    let charts = try ChartLoader.load(path: Self.dataRoot + "/telegram-2019-stage1/chart_data.json")
    #expect(charts.count == 5)
    #expect(charts.map(\.count) == [112, 112, 112, 112, 372])
    #expect(charts.map(\.lines.count) == [2, 2, 2, 2, 4])
    #expect(charts.map(\.name) == ["Chart 1", "Chart 2", "Chart 3", "Chart 4", "Chart 5"])
    #expect(charts[0].x.first == 1_542_412_800)  // 2018-11-17 00:00 UTC
    let ranges = charts.map { chart in
      let values = chart.lines.flatMap(\.values)
      return [values.min()!, values.max()!]
    }
    #expect(
      ranges == [[12, 278], [2965, 47596], [3961, 7147], [10, 154], [328_510, 4_505_200]])
  }

  @Test(arguments: 1...5)
  func stageTwoOverviewsLoad(folder: Int) throws {
    let path = Self.dataRoot + "/telegram-2019-stage2/\(folder)/overview.json"
    let chart = try #require(try ChartLoader.load(path: path).first)
    #expect(chart.name == "\(folder)/overview")
    #expect(chart.count == 365)
    #expect(chart.x.first == 1_523_059_200)  // 2018-04-07
    let expected: [(lines: Int, kind: SeriesKind, flags: ChartFlags)] = [
      (2, .line, []), (2, .line, .yScaled), (7, .bar, .stacked), (1, .bar, []),
      (6, .area, [.stacked, .percentage]),
    ]
    #expect(chart.lines.count == expected[folder - 1].lines)
    #expect(chart.lines.allSatisfy { $0.kind == expected[folder - 1].kind })
    #expect(chart.flags == expected[folder - 1].flags)
  }

  @Test(arguments: [
    ("1/2018-04/07.json", 168, 2), ("2/2018-10/15.json", 168, 2), ("3/2019-01/01.json", 168, 7),
    ("4/2018-12/25.json", 288, 3),
  ])
  func stageTwoZoomFilesLoad(file: String, points: Int, lines: Int) throws {
    let chart = try #require(
      try ChartLoader.load(path: Self.dataRoot + "/telegram-2019-stage2/" + file).first)
    #expect(chart.count <= points && chart.count >= 160)
    #expect(chart.lines.count == lines)
  }
}

/// Where the shared contest data is, if anywhere.
enum ContestData {
  /// The first `shared/data` found beside the package root or one of its parents.
  static let root: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(4)  // Loading/ContestDataTests.swift, TChartLoadingTests, Tests
    while parts.count > 1 {
      parts.removeLast()
      let candidate = parts.joined(separator: "/") + "/shared/data"
      if (try? ChartLoader.load(path: candidate + stageOne)) != nil { return candidate }
    }
    return "../shared/data"
  }()

  static let stageOne = "/telegram-2019-stage1/chart_data.json"

  static var available: Bool { (try? ChartLoader.load(path: root + stageOne)) != nil }
}
