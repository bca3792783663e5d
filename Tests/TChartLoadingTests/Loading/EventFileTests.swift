import Testing

@testable import TChartData
@testable import TChartLoading

/// `--events FILE`: CSV (`time[,end],label`, a header optional) and JSON lines, times in the CSV
/// loader's forms, and bad rows as one-line errors naming the file, line and column (exit 65).
@Suite struct EventFileTests {
  static let day2024 = 1_709_596_800.0  // 2024-03-05 00:00 UTC

  func parse(_ text: String) throws(LoadError) -> [EventMark] {
    try EventFile.parse(text, file: "ev.csv").marks
  }

  func error(_ text: String) -> LoadError? {
    do {
      _ = try parse(text)
      return nil
    } catch {
      return error
    }
  }

  @Test func csvWithoutHeaderReadsTimeAndLabel() throws {
    let marks = try parse("2024-03-05,deploy v2\n2024-03-05T12:00,\"rollback, then fix\"\n")
    #expect(
      marks == [
        EventMark(time: Self.day2024, label: "deploy v2"),
        EventMark(time: Self.day2024 + 43_200, label: "rollback, then fix"),
      ])
  }

  @Test func csvHeaderPicksColumnsAndRangesHaveAnEnd() throws {
    let text = "label,start,end\nsale,2024-03-05,2024-03-07\nnote,2024-03-06,\n"
    #expect(
      try parse(text) == [
        EventMark(time: Self.day2024, end: Self.day2024 + 2 * 86_400, label: "sale"),
        EventMark(time: Self.day2024 + 86_400, label: "note"),
      ])
  }

  @Test func threeFieldsWithoutHeaderAreTimeEndLabel() throws {
    let marks = try parse("# comment\n\n1709596800,1709600400,outage\r\n1709596800000,,ms\n")
    #expect(
      marks == [
        EventMark(time: Self.day2024, end: Self.day2024 + 3600, label: "outage"),
        EventMark(time: Self.day2024, label: "ms"),
      ])
  }

  @Test func eventsAreSortedByTimeKeepingTheFileOrderOfEqualTimes() throws {
    let marks = try parse("3,c\n1,a\n3,d\n2,b\n")
    #expect(marks.map(\.label) == ["a", "b", "c", "d"])
  }

  @Test func jsonLinesReadTimesAsNumbersOrDates() throws {
    let text = """
      {"time": "2024-03-05", "label": "deploy"}

      {"time": 1709596800, "end": "2024-03-06", "label": "window"}
      {"start": 12.5, "text": "plain x"}
      """
    #expect(
      try parse(text) == [
        EventMark(time: 12.5, label: "plain x"),
        EventMark(time: Self.day2024, label: "deploy"),
        EventMark(time: Self.day2024, end: Self.day2024 + 86_400, label: "window"),
      ])
  }

  @Test func aBadTimeNamesTheLineAndColumn() {
    let bad = error("time,label\n2024-03-05,ok\n\nsoon,bad\n")
    #expect(bad?.kind == .invalidData)
    #expect(bad?.exitCode == 65)
    #expect(
      bad?.description
        == "tchart: ev.csv:4:1: \"soon\" is no time: write a date (2024-03-05 or "
        + "2024-03-05T14:00), Unix seconds, or a number on the x axis")
  }

  @Test func anEndBeforeTheStartNamesItsColumn() {
    #expect(
      error("2024-03-05,2024-03-01,x\n")?.description
        == "tchart: ev.csv:1:12: the end is before the start: swap them or drop the end")
    #expect(error("1,2,x\n1,later,y\n")?.location == "2:3")
  }

  @Test func aBadJSONLineNamesTheLine() {
    let text = "{\"time\": 1, \"label\": \"a\"}\n{\"time\": 2, \"label\": \n"
    let bad = error(text)
    #expect(bad?.location == "2")
    #expect(bad?.description.hasPrefix("tchart: ev.csv:2: not a JSON object") == true)
    #expect(
      error("{\"label\": \"a\"}\n")?.description.hasPrefix("tchart: ev.csv:1: no \"time\"") == true)
    #expect(error("{\"time\": true}\n")?.location == "1")
    #expect(error("{\"time\": 1}\n[1]\n")?.description.contains("an array is no event") == true)
  }

  @Test func aMissingFileIsUnreadable() {
    do {
      _ = try EventFile.load(path: "/nonexistent/events.csv")
      Issue.record("no error")
    } catch {
      #expect(error.exitCode == 66)
      #expect(!error.description.contains("\n"))
    }
  }

  @Test func queriesFindEventsInAWindowAndAroundAnX() {
    let marks = EventMarks(
      [
        EventMark(time: 1, label: "a"), EventMark(time: 5, end: 9, label: "r"),
        EventMark(time: 12, label: "b"),
      ], file: "f")
    #expect(marks.events(in: 6...11).map(\.label) == ["r"])
    #expect(marks.events(in: 0...12).map(\.label) == ["a", "r", "b"])
    #expect(marks.next(after: 5)?.label == "b")
    #expect(marks.next(after: 4.9)?.label == "r")
    #expect(marks.previous(before: 5)?.label == "a")
    #expect(marks.previous(before: 1) == nil)
    #expect(marks.countOutside(2...6) == 2)
  }
}
