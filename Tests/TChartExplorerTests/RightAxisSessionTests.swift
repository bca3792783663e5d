import Foundation
import TChartData
import Testing

@testable import TChartExplorer

/// The right axis' lines in a session: saved by line name when chosen, restored on the lines of
/// those names (wherever they are now), unless `--right` was given.
@Suite("Right axis: sessions")
struct RightAxisSessionTests {
  let file = FileIdentity(path: "/data/shop.csv", size: 1_000, modified: 1_700_000_000)

  func chosen(_ right: [String]) throws -> ExplorerState {
    var options = ExplorerOptions()
    options.right = right
    return try ExplorerState(chartSets: [RightAxisTests.table], options: options)
  }

  /// The table with its columns in another order: Rate first.
  var reordered: ChartSet {
    var chart = RightAxisTests.table
    chart.lines = [chart.lines[2], chart.lines[0], chart.lines[1]]
    return chart
  }

  @Test func aChoiceIsSavedByNameAndTheChartSetsOwnIsNot() throws {
    #expect(
      try chosen(["Rate", "Costs"]).sessionRecord(for: file).chartsSlice.charts[0].rightLines == [
        "Costs", "Rate",
      ])
    let plain = ExplorerState(chartSets: [RightAxisTests.table, TwoAxesTests.chart])
    #expect(plain.sessionRecord(for: file).chartsSlice.charts.map(\.rightLines) == [nil, nil])
  }

  @Test func theLinesOfTheSavedNamesGoBackOnTheRightWhereverTheyAre() throws {
    let record = try chosen(["Rate"]).sessionRecord(for: file)
    var state = ExplorerState(chartSets: [reordered])
    state.restoreSession(record, file: file)
    #expect(state.yAxesModel.rightAxisLines == [0] && state.yAxesModel.leftAxisLines == [1, 2])
    #expect(state.yAxes.rightYRange == .still(state.yAxesModel.targetRightYRange!))
  }

  @Test func linesMovedToTheLeftStayThereAndUnknownNamesKeepTheDefault() throws {
    var saved = ExplorerState(chartSets: [TwoAxesTests.chart])
    saved.view.rightAxis = []
    var state = ExplorerState(chartSets: [TwoAxesTests.chart])
    state.restoreSession(saved.sessionRecord(for: file), file: file)
    #expect(!state.yAxesModel.hasTwoYAxes)
    saved.view.rightAxis = [1]
    var record = saved.sessionRecord(for: file)
    record.chartsSlice.charts[0].rightLines = ["Gone"]
    state = ExplorerState(chartSets: [TwoAxesTests.chart])
    state.restoreSession(record, file: file)
    #expect(state.view.rightAxis == nil && state.yAxesModel.rightAxisLines == [1])
  }

  @Test func rightOnTheCommandLineWinsOverTheSession() throws {
    let record = try chosen(["Rate"]).sessionRecord(for: file)
    var state = try chosen(["Costs"])
    state.restoreSession(record, file: file, overrides: .rightAxis)
    #expect(state.yAxesModel.rightAxisLines == [1])
  }

  @Test func aRecordWithoutRightLinesStillReads() throws {
    let record = SessionRecord.Chart(
      name: "shop", windowStart: 0, windowEnd: 1, hiddenLines: [])
    let json = try JSONEncoder().encode(record)
    #expect(!String(decoding: json, as: UTF8.self).contains("rightLines"))
    #expect(try JSONDecoder().decode(SessionRecord.Chart.self, from: json).rightLines == nil)
  }
}
