import Foundation
import Testing

@testable import TChartExplorer

/// The session file's bytes: the record is composed of the features' slices, each writing its
/// own keys at the top level, and the file stays the one older tchart versions wrote and read.
@Suite("SessionFile")
struct SessionFileTests {
  static let file = FileIdentity(path: "/data/visits.csv", size: 1_234, modified: 1_700_000_000.5)

  /// A record with every key set, as ``SessionStore`` writes it.
  static var full: SessionRecord {
    var record = SessionRecord(
      file: file, chartName: "Daily",
      charts: [
        SessionRecord.Chart(
          name: "Daily", windowStart: 10, windowEnd: 20, hiddenLines: ["y1"],
          rightLines: ["Rate"], derivedLines: ["rate(y0)"]),
        SessionRecord.Chart(name: "Shares", windowStart: 0, windowEnd: 5, hiddenLines: []),
      ],
      theme: "night", yScale: "log", layout: "list", colors: ["y0": "#ff8800"])
    record.shiftSlice.shift = "1w"
    record.zoneSlice.zone = "Europe/Berlin"
    record.zoneSlice.utcShown = true
    return record
  }

  static let fullText = """
    {
      "chartName" : "Daily",
      "charts" : [
        {
          "derivedLines" : [
            "rate(y0)"
          ],
          "hiddenLines" : [
            "y1"
          ],
          "name" : "Daily",
          "rightLines" : [
            "Rate"
          ],
          "windowEnd" : 20,
          "windowStart" : 10
        },
        {
          "hiddenLines" : [

          ],
          "name" : "Shares",
          "windowEnd" : 5,
          "windowStart" : 0
        }
      ],
      "colors" : {
        "y0" : "#ff8800"
      },
      "file" : {
        "modified" : 1700000000.5,
        "path" : "\\/data\\/visits.csv",
        "size" : 1234
      },
      "layout" : "list",
      "shift" : "1w",
      "theme" : "night",
      "utcShown" : true,
      "version" : 1,
      "yScale" : "log",
      "zone" : "Europe\\/Berlin"
    }
    """

  func encoded(_ record: SessionRecord) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return String(decoding: try encoder.encode(record), as: UTF8.self)
  }

  @Test func aRecordIsWrittenUnderTodaysKeys() throws {
    #expect(try encoded(Self.full) == Self.fullText)
  }

  @Test func aWrittenRecordReadsBackEqual() throws {
    let decoded = try JSONDecoder().decode(SessionRecord.self, from: Data(Self.fullText.utf8))
    #expect(decoded == Self.full)
  }

  @Test func absentKeysStayAbsent() throws {
    let plain = SessionRecord(
      file: Self.file, chartName: "Daily",
      charts: [.init(name: "Daily", windowStart: 1, windowEnd: 2, hiddenLines: [])],
      theme: "day")
    let json = try #require(
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(plain)) as? [String: Any])
    #expect(Set(json.keys) == ["chartName", "charts", "colors", "file", "theme", "version"])
    let decoded = try JSONDecoder().decode(SessionRecord.self, from: JSONEncoder().encode(plain))
    #expect(decoded == plain)
  }
}
