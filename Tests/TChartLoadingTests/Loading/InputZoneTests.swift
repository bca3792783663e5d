import TChartTime
import Testing

@testable import TChartCSV
@testable import TChartData
@testable import TChartJSON
@testable import TChartStreams

/// `--input-tz` wherever times are read without an offset (issue 30): CSV, JSON as web APIs give
/// it, date and time in columns of numbers, and streams (lines of CSV, `sar`'s times of day);
/// times with `Z` or an offset are read as written; where x is numbers the flag does not apply
/// and a note says so. Each case holds a pair of Berlin wall-clock times across a change: one
/// hour apart in real time across spring (01:30 CET, 03:30 CEST), three across autumn.
@Suite("--input-tz: times without an offset read in a zone")
struct InputZoneTests {
  static let berlin = DisplayTimeZone(
    rules: ZoneRules(name: "Europe/Berlin", posix: "CET-1CEST,M3.5.0,M10.5.0/3")!,
    label: "Europe/Berlin")

  static func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int = 0)
    -> Double
  {
    Double(CivilTime.days(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60)
  }

  /// Mar 31 2024 01:30 CET and 03:30 CEST; Oct 27 01:30 CEST and 03:30 CET.
  static let spring = [utc(2024, 3, 31, 0, 30), utc(2024, 3, 31, 1, 30)]
  static let autumn = [utc(2024, 10, 26, 23, 30), utc(2024, 10, 27, 2, 30)]

  var options: LoadOptions {
    var options = LoadOptions()
    options.inputZone = Self.berlin
    return options
  }

  @Test func csvDatesAcrossBothChanges() throws {
    let text =
      "time,v\n2024-03-31 01:30,1\n2024-03-31 03:30,2\n2024-10-27 01:30,3\n"
      + "2024-10-27 03:30,4\n2024-10-27T05:00:00Z,5\n"
    let result = try loadResult(text, options: options)
    #expect(result.chartSets[0].x == Self.spring + Self.autumn + [Self.utc(2024, 10, 27, 5)])
    #expect(result.notes.isEmpty)
  }

  @Test func jsonRecordsWithDateStrings() throws {
    let text = """
      [{"date": "2024-03-31T01:30:00", "v": 1}, {"date": "2024-03-31T03:30:00", "v": 2},
       {"date": "2024-10-27 01:30", "v": 3}, {"date": "2024-10-27 03:30", "v": 4},
       {"date": "2024-10-27T03:30:00+01:00", "v": 5}]
      """
    let result = try loadResult(text, file: "api.json", options: options)
    #expect(
      result.chartSets[0].x == Self.spring + Self.autumn + [Self.utc(2024, 10, 27, 2, 30)])
    // Without the flag the same text is UTC.
    let plain = try loadResult(text, file: "api.json")
    #expect(plain.chartSets[0].x[0] == Self.utc(2024, 3, 31, 1, 30))
  }

  @Test func dateAndTimeInColumnsOfNumbers() throws {
    let text = "year,month,day,hour,v\n2024,3,31,1,1\n2024,3,31,3,2\n2024,10,27,3,3\n"
    let chart = try loadResult(text, options: options).chartSets[0]
    #expect(
      chart.x == [Self.utc(2024, 3, 31, 0), Self.utc(2024, 3, 31, 1), Self.utc(2024, 10, 27, 2)])
  }

  @Test func numbersAreNotReadInAZoneAndANoteSaysSo() throws {
    let result = try loadResult("time,v\n1711848600,1\n1711852200,2\n", options: options)
    #expect(result.chartSets[0].x == [1_711_848_600, 1_711_852_200])
    #expect(
      result.notes.map(\.message) == ["--input-tz does not apply: x is numbers, not date text"])
    // Without the flag there is no note.
    #expect(try loadResult("time,v\n1711848600,1\n1711852200,2\n").notes.isEmpty)
  }

  @Test func contestJSONIsUnixTimeAndSaysSo() throws {
    let text =
      #"{"columns": [["x", 1711848600000, 1711852200000], ["y0", 1, 2]], "#
      + #""types": {"x": "x", "y0": "line"}}"#
    let result = try loadResult(text, file: "chart.json", options: options)
    #expect(result.chartSets[0].x == [1_711_848_600, 1_711_852_200])
    #expect(result.notes.map(\.message) == ["--input-tz does not apply: x is Unix time"])
  }

  /// The rows of `lines` read as a stream with `--input-tz Europe/Berlin`.
  func stream(_ lines: [String], zone: DisplayTimeZone? = berlin) throws -> StreamBatch {
    var streamOptions = StreamOptions()
    streamOptions.inputZone = zone
    var parser = StreamParser(options: streamOptions)
    parser.previousArrival = 99
    for (index, line) in lines.enumerated() {
      parser.feed(Array((line + "\n").utf8), arrival: 100 + Double(index))
    }
    parser.finish(arrival: 100 + Double(lines.count))
    let batch = parser.take()
    return try #require(batch)
  }

  @Test func streamLinesOfCSV() throws {
    let batch = try stream([
      "time,v", "2024-03-31 01:30,1", "2024-03-31 03:30,2", "2024-10-27 01:30,3",
      "2024-10-27 03:30,4", "2024-10-27T05:00:00Z,5",
    ])
    #expect(batch.x == Self.spring + Self.autumn + [Self.utc(2024, 10, 27, 5)])
    #expect(batch.layout?.note == nil)
    let utc = try stream(["time,v", "2024-03-31 01:30,1"], zone: nil)
    #expect(utc.x == [Self.utc(2024, 3, 31, 1, 30)])
  }

  @Test func streamTimesOfDayOnTheBannersDate() throws {
    // sar's times are the machine's clock: 01:30 and 03:30 on Mar 31 2024 in Berlin.
    let batch = try stream([
      "Linux 6.1.0 (host) \t03/31/24 \t_x86_64_\t(2 CPU)", "",
      "01:30:00    kbmemfree   kbavail  %memused",
      "01:30:00     20844956  23957688      1.47",
      "03:30:00     20775900  23894788      1.72",
    ])
    #expect(batch.x == Self.spring)
  }

  @Test func streamNumbersAndArrivalSayTheFlagDoesNotApply() throws {
    let numbers = try stream(["time,v", "1711848600,1", "1711852200,2"])
    #expect(numbers.x == [1_711_848_600, 1_711_852_200])
    #expect(numbers.layout?.note == "--input-tz does not apply: x is not a date written in text")
    let arrival = try stream(["cpu", "1", "2"])
    #expect(arrival.layout?.note?.hasSuffix("x is the time each row arrived") == true)
  }
}
