import TChartCSV
import TChartData
import Testing

@testable import TChartExplorer

/// A long table the loader found by itself: the sheet starts from the series key it chose
/// (issue 40), so `Enter` without a change reads nothing again.
@Suite struct FileReadingAdoptTests {
  static func report(_ name: String, _ role: ColumnReport.Role) -> ColumnReport {
    ColumnReport(name: name, index: 0, reading: .label, role: role, reason: "", firstValues: [])
  }

  @Test func theLoadersSeriesKeyBecomesTheChoice() {
    var reading = FileReading(path: "a.csv", columns: [], choice: ColumnChoice())
    reading.adopt([[Self.report("date", .x), Self.report("answer", .seriesKey)]])
    #expect(reading.loaded.series == ["answer"])
    #expect(reading.wanted == reading.loaded && reading.initial == reading.loaded)
    #expect(reading.columns[0].count == 2)
  }

  @Test func aChoiceThatNamesASeriesOrAWantedChangeIsKept() {
    var named = FileReading(
      path: "a.csv", columns: [], choice: ColumnChoice(series: ["sym"]))
    named.adopt([[Self.report("answer", .seriesKey)]])
    #expect(named.loaded.series == ["sym"])
    var changing = FileReading(path: "a.csv", columns: [], choice: ColumnChoice())
    changing.wanted = ColumnChoice(x: "updated")
    changing.adopt([[Self.report("answer", .seriesKey)]])
    #expect(changing.loaded.series == ["answer"] && changing.wanted == ColumnChoice(x: "updated"))
  }
}
