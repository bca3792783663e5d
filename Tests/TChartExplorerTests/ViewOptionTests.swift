import Foundation
import Testing

@testable import TChartExplorer

/// The view options' table (``ViewOption``): one entry per option, whose session key is where
/// a session record saves it and whose flag a restored session yields to.
@Suite("View options: one description each")
struct ViewOptionTests {
  @Test func everyOptionHasItsOwnNameAndHelp() {
    let names = ViewOption.all.map(\.name)
    #expect(Set(names).count == names.count)
    for option in ViewOption.all {
      #expect(option.flag == "--" + option.name)
      #expect(!option.help.isEmpty && option.renderHelp?.isEmpty != true, "\(option)")
    }
  }

  @Test func everySessionKeyIsAKeyOfTheSavedRecord() throws {
    var record = SessionRecord(
      file: FileIdentity(path: "/data/daily.csv", size: 1_000, modified: 1_700_000_000),
      chartName: "Daily",
      charts: [
        SessionRecord.Chart(
          name: "Daily", windowStart: 0, windowEnd: 1, hiddenLines: [], rightLines: ["y1"])
      ],
      theme: "night", yScale: "log", layout: "list")
    record.shiftSlice.shift = "1w"
    record.viewsSlice.view = "histogram"
    let json = try #require(
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(record)) as? [String: Any])
    let chart = try #require((json["charts"] as? [[String: Any]])?.first)
    let keys = Set(json.keys).union(chart.keys)
    let saved = ViewOption.all.compactMap(\.sessionKey)
    #expect(saved.sorted() == ["layout", "rightLines", "shift", "theme", "view", "yScale"])
    for key in saved { #expect(keys.contains(key), "\(key)") }
  }

  @Test func theOptionsGivenAreWhatARestoredSessionKeeps() {
    #expect(SessionOverrides(given: [ViewOption.theme, .chart, .pie]) == .theme)
    #expect(SessionOverrides(given: [ViewOption.yScale, .right]) == [.yScale, .rightAxis])
    #expect(SessionOverrides(given: ViewOption.all).contains([.layout, .shift]))
    #expect(!SessionOverrides(given: ViewOption.all).contains(.timeZone))
    let bits: [SessionOverrides] = [.theme, .yScale, .layout, .rightAxis, .shift, .timeZone]
    #expect(bits.allSatisfy { $0.rawValue.nonzeroBitCount == 1 })
    #expect(Set(bits.map(\.rawValue)).count == bits.count)
  }
}
