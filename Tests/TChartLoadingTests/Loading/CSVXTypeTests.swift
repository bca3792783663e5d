import Testing

@testable import TChartCSV
@testable import TChartData

@Suite struct CSVXTypeTests {
  func chart(_ text: String, type: XType = .auto) throws(LoadError) -> ChartSet {
    var options = LoadOptions()
    options.xType = type
    return try loadResult(text, options: options).chartSets[0]
  }

  @Test func yearsArePlainNumbersStyledAsYears() throws {
    let set = try chart("year,v\n1990,1\n2000,2\n2020,3\n")
    #expect(set.xKind == .number && set.xNumbers == .year)
    #expect(set.x == [1990, 2000, 2020])
    let notYears = try chart("count,v\n1990,1\n2000,2\n")
    #expect(notYears.xNumbers == .integer)
  }

  @Test func idsAreNotUnixSecondsUnlessTheNameSaysTime() throws {
    let ids = try chart("id,v\n1000000000,1\n1000000001,2\n")
    #expect(ids.xKind == .number && ids.xNumbers == .integer)
    #expect(ids.x == [1_000_000_000, 1_000_000_001])
    for name in ["time", "timestamp", "ts", "epoch", "created_at", "unixTime"] {
      let set = try chart("\(name),v\n1000000000,1\n1000000060,2\n")
      #expect(set.xKind == .time, "\(name)")
    }
    let steps = try chart("step,v\n0.5,1\n1.5,2\n")
    #expect(steps.xKind == .number && steps.xNumbers == .plain)
  }

  @Test func thirteenDigitMillisecondsUnderAnyName() throws {
    let set = try chart("n,v\n1542412800000,1\n1542412860000,2\n")
    #expect(set.xKind == .time && set.x == [1_542_412_800, 1_542_412_860])
  }

  @Test func compactDatesUnderADateLikeName() throws {
    let set = try chart("date,v\n20240101,1\n20240102,2\n")
    #expect(set.xKind == .time && set.x == [1_704_067_200, 1_704_153_600])
    let plain = try chart("code,v\n20240101,1\n20240102,2\n")
    #expect(plain.xKind == .number && plain.x == [20_240_101, 20_240_102])
    let invalid = try chart("date,v\n20241301,1\n20241302,2\n")
    #expect(invalid.xKind == .number)
  }

  @Test func forcedTypes() throws {
    #expect(try chart("t,v\n1000000000,1\n", type: .unixSeconds).x == [1_000_000_000])
    #expect(try chart("t,v\n1000000000,1\n", type: .unixSeconds).xKind == .time)
    #expect(try chart("t,v\n1500,1\n", type: .unixMilliseconds).x == [1.5])
    #expect(try chart("time,v\n1000000000,1\n", type: .number).xKind == .number)
    let dates = try chart("t,v\n2024,1\n20240102,2\n2024-02,3\n", type: .date)
    #expect(dates.xKind == .time && dates.x == [1_704_067_200, 1_704_153_600, 1_706_745_600])
    #expect(
      loadMessage(
        "t,v\n2019-01-01,1\n",
        options: {
          var o = LoadOptions(); o.xType = .number; return o
        }())
        == "tchart: data.csv:2:1: '2019-01-01' is not a number")
    #expect(
      loadMessage(
        "t,v\n123,1\n",
        options: {
          var o = LoadOptions(); o.xType = .date; return o
        }())
        == "tchart: data.csv:2:1: '123' is not a date")
  }

  @Test func nameWords() {
    #expect(CSVXColumn.words("createdAt") == ["created", "at"])
    #expect(CSVXColumn.words("Unix_Time").contains("time"))
    #expect(CSVXColumn.words("fiscalYear").contains("year"))
  }
}
