import TChartTime
import Testing

@testable import TChartCSV
@testable import TChartData

@Suite struct CSVLoaderTests {
  func chart(_ text: String, file: String = "data.csv", xColumn: String? = nil) throws(LoadError)
    -> ChartSet
  {
    try loadCharts(text, file: file, xColumn: xColumn)[0]
  }

  @Test func commaSeparatedWithMillisecondTimes() throws {
    let set = try chart("x,y0,y1\n1542412800000,100.5,-3\n1542499200000,101.25,4e2\n")
    #expect(set.name == "data")
    #expect(set.xKind == .time)
    #expect(set.x == [1_542_412_800, 1_542_499_200])
    #expect(set.lines.map(\.id) == ["y0", "y1"])
    #expect(set.lines.map(\.name) == ["y0", "y1"])
    #expect(set.lines[0].values == [100.5, 101.25])
    #expect(set.lines[1].values == [-3, 400])
    #expect(set.lines.map(\.color) == Array(RGBColor.defaultPalette.prefix(2)))
    #expect(set.lines.allSatisfy { $0.kind == .line })
  }

  @Test func unixSecondsAndPlainNumbersByMagnitude() throws {
    let seconds = try chart("time,v\n1542412800,1\n1542412860,2\n")
    #expect(seconds.xKind == .time)
    #expect(seconds.x == [1_542_412_800, 1_542_412_860])
    let plain = try chart("step,v\n0,1\n0.5,2\n10,3\n")
    #expect(plain.xKind == .number)
    #expect(plain.x == [0, 0.5, 10])
    let large = try chart("n,v\n100000000000000,1\n100000000000001,2\n")
    #expect(large.xKind == .number)
  }

  @Test func tabAndSemicolonDelimitersAreDetected() throws {
    #expect(try chart("x\ty0\ty1\n1\t2\t3\n2\t4\t5\n").lines[1].values == [3, 5])
    let semicolons = try chart("x;y0;y1\n1;2,5;3\n2;4;-0,125\n", file: "d.csv")
    #expect(semicolons.lines.map(\.values) == [[2.5, 4], [3, -0.125]])
  }

  @Test func delimiterCountsIgnoreQuotedHeaderText() throws {
    let set = try chart("\"a;b;c\",\"d;e\"\n1,2\n2,3\n")
    #expect(set.lines.map(\.id) == ["d;e"])
  }

  @Test func quotedFieldsFollowRFC4180() throws {
    let text = "\"x\",\"the \"\"best\"\" line\",\"multi\nline\"\n\"1\",\" 2.5 \",3\n2,\"\",4\r\n"
    let set = try chart(text)
    #expect(set.lines.map(\.id) == ["the \"best\" line", "multi\nline"])
    #expect(set.lines[0].values[0] == 2.5)
    #expect(set.lines[0].values[1].isNaN)
    #expect(set.lines[1].values == [3, 4])
  }

  @Test func emptyCellsAreGapsNotZeros() throws {
    let set = try chart("x,a,b\n1,,5\n2,3,\n3, ,7\n")
    #expect(set.lines[0].values[0].isNaN)
    #expect(set.lines[0].values[1] == 3)
    #expect(set.lines[0].values[2].isNaN)
    #expect(set.lines[1].values[1].isNaN)
  }

  @Test func textColumnsAreIgnoredAndEmptyColumnsDropped() throws {
    let set = try chart("x,label,a,empty\n1,north,5,\n2,south,6,\n")
    #expect(set.lines.map(\.id) == ["a"])
    let late = try chart("x,a\n1,\n2,7\n")
    #expect(late.lines[0].values[0].isNaN && late.lines[0].values[1] == 7)
  }

  @Test func lineEndingsBlankLinesAndByteOrderMark() throws {
    let set = try chart("\u{FEFF}x,a\r\n1,2\r\n\r\n2,3\r3,4")
    #expect(set.x == [1, 2, 3])
    #expect(set.lines[0].values == [2, 3, 4])
  }

  @Test func namedXColumn() throws {
    let set = try chart("a,time,b\n5,2019-01-01,6\n7,2019-01-02,8\n", xColumn: "time")
    #expect(set.x == [1_546_300_800, 1_546_387_200])
    #expect(set.lines.map(\.id) == ["a", "b"])
    #expect(set.lines[1].values == [6, 8])
  }

  @Test func emptyHeaderNamesAreNumbered() throws {
    let set = try chart(",v,\n1,2,3\n2,3,4\n")
    #expect(set.lines.map(\.id) == ["v", "column 3"])
  }

  @Test func aHeaderOneFieldShortNamesTheColumnsAfterRowNames() throws {
    // R's write.table: the header names the data columns only.
    let text = "\"a\",\"b\"\n\"2019-01-01\",1,2\n\"2019-01-02\",3,4\n\"2019-01-03\",5,6\n"
    let result = try loadResult(text)
    #expect(result.chartSets[0].x == [1_546_300_800, 1_546_387_200, 1_546_473_600])
    #expect(result.chartSets[0].lines.map(\.id) == ["a", "b"])
    #expect(result.chartSets[0].lines[1].values == [2, 4, 6])
    #expect(
      result.notes.map(\.message).contains(
        "the rows hold one field more than the header: the first is read as row names "
          + "(column 1), as R's write.table writes them"))
    // A trailing delimiter on every row, or a single row, is not row names.
    #expect(
      loadMessage("x,a\n1,2,\n2,3,\n", file: "data.csv")
        == "tchart: data.csv:2:3: expected 2 fields, found 3")
    #expect(
      loadMessage("x,a\n1,2,3\n", file: "data.csv")
        == "tchart: data.csv:2:3: expected 2 fields, found 3")
  }

  @Test func datesOfEveryForm() throws {
    let text = """
      date,v
      2019-01-01,1
      2019-01-01T06:00,2
      2019-01-01 07:30:15,3
      2019-01-01T08:00:00.5Z,4
      2019-01-01t10:00:01+02:00,5
      2019-01-01T04:30:00-0500,6
      2019-01-01T10:00-00:30,7
      2019/01/01 11:00,8
      2019/1/2,9
      2020-02-29T23:59:59+00,10
      """
    let set = try chart(text)
    let day = 1_546_300_800.0
    let hour = 3600.0
    #expect(set.xKind == .time)
    #expect(
      set.x == [
        day, day + 6 * hour, day + 7.5 * hour + 15, day + 8 * hour + 0.5, day + 8 * hour + 1,
        day + 9.5 * hour, day + 10.5 * hour, day + 11 * hour, day + 86_400,
        1_583_020_799,
      ])
  }

  @Test(arguments: [
    "2019-13-01", "2019-02-29", "2019-04-31", "2019-01-00", "19-01-01", "2019-01-01T24:00",
    "2019-01-01T10:60", "2019-01-01T10", "2019-01-01T10:00Q", "2019-01-01T10:00+2",
    "2019-01-01x", "2019-01/01", "2019-01-01T10:00:00.",
  ])
  func invalidDatesAreRejected(text: String) {
    let bytes = Array(text.utf8)
    bytes.withUnsafeBufferPointer { buffer in
      #expect(DateText.parse(buffer.baseAddress!, buffer.baseAddress! + buffer.count) == nil)
    }
  }

  @Test func civilDaysRoundTrip() {
    for days in stride(from: -800_000, through: 800_000, by: 997) {
      let (year, month, day) = CivilTime.civil(fromDays: days)
      #expect(CivilTime.days(year: year, month: month, day: day) == days)
    }
    #expect(ISODate.text(seconds: 1_583_020_799) == "2020-02-29T23:59:59Z")
  }

  @Test func shortRowsAfterLongOnesOutgrowTheEstimate() throws {
    var text = "x,a\n"
    let padding = String(repeating: " ", count: 40)
    for row in 0..<2000 { text += "\(row),\(padding)\(row)\n" }
    for row in 2000..<32_000 { text += "\(row),1\n" }
    let set = try chart(text)
    #expect(set.count == 32_000)
    #expect(set.lines[0].values[1999] == 1999 && set.lines[0].values[31_999] == 1)
  }

  @Test func wideTablesLoad() throws {
    let columns = CSVHeader.maximumColumns
    let header = "x," + (1..<columns).map { "c\($0)" }.joined(separator: ",")
    let row = { (x: Int) in "\(x)," + (1..<columns).map { String($0 + x) }.joined(separator: ",") }
    let set = try chart(header + "\n" + row(1) + "\n" + row(2) + "\n")
    #expect(set.lines.count == columns - 1)
    #expect(set.lines[columns - 2].values == [Double(columns), Double(columns + 1)])
  }

  @Test func manyRowsGrowTheColumns() throws {
    var text = "x,a,b\n"
    for row in 0..<5000 { text += "\(row),\(row * 2).5,\(row % 7 == 0 ? "" : String(row))\n" }
    let set = try chart(text)
    #expect(set.count == 5000)
    #expect(set.lines[0].values[4999] == 9998.5)
    #expect(set.lines[1].values[7].isNaN && set.lines[1].values[8] == 8)
    #expect(set.x == (0..<5000).map(Double.init))
  }
}
