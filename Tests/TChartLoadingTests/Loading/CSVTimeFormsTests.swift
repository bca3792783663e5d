import TChartTime
import Testing

@testable import TChartCSV
@testable import TChartData

/// Time forms seen in real exports that older loaders missed (issue 40, item 1): month names
/// beside a year, two-digit years, years outside 1000–2999 and fractional steps as numeric
/// x, years in the row names, quarters dated in their last month.
@Suite struct CSVTimeFormsTests {
  func chart(_ text: String, options: LoadOptions = LoadOptions()) throws -> (ChartSet, [String]) {
    let result = try loadResult(text, options: options)
    return (result.chartSets[0], result.notes.map(\.message))
  }

  static func seconds(_ year: Int, _ month: Int, _ day: Int) -> Double {
    Double(CivilTime.days(year: year, month: month, day: day)) * 86_400
  }

  /// A `Year,Month` export (`2019,March`) and a `MON,…,YEAR` one (`MAR,…,1985`).
  @Test func aMonthNameBesideAYearIsOneX() throws {
    let (yearFirst, notes) = try chart("Year,Month,v\n2019,March,1\n2019,April,2\n2019,May,3\n")
    #expect(yearFirst.x == [(2019, 3), (2019, 4), (2019, 5)].map { Self.seconds($0.0, $0.1, 1) })
    #expect(yearFirst.xPeriod == .month && yearFirst.lines.map(\.id) == ["v"])
    #expect(notes == ["x is 'Year', 'Month' combined"])
    let (yearLast, lastNotes) = try chart("MON,v,YEAR\nNOV,1,1984\nDEC,2,1984\nJAN,4,1985\n")
    #expect(yearLast.x == [(1984, 11), (1984, 12), (1985, 1)].map { Self.seconds($0.0, $0.1, 1) })
    #expect(yearLast.lines.map(\.id) == ["v"] && lastNotes == ["x is 'YEAR', 'MON' combined"])
    // A month column whose cells are not all month names stays text.
    let (mixed, _) = try chart("Year,Month,v\n2019,March,1\n2019,Foo,2\n2019,May,3\n")
    #expect(mixed.xKind == .number)
  }

  @Test func twoDigitYearsFallWithin80YearsBeforeAnd20After() {
    #expect(TwoDigitYear.year(62, thisYear: 2026) == 1962)
    #expect(TwoDigitYear.year(85, thisYear: 2026) == 1985)
    #expect(TwoDigitYear.year(5, thisYear: 2026) == 2005)
    #expect(TwoDigitYear.year(46, thisYear: 2026) == 2046)
    #expect(TwoDigitYear.year(47, thisYear: 2026) == 1947)
    #expect(TwoDigitYear.year(69, thisYear: 2026) == 1969)
  }

  /// `850314` under a date name is YYMMDD, never the year 85; `7/1/62` is 1962.
  @Test func sixDigitAndSlashDatesWithTwoDigitYears() throws {
    let (compact, _) = try chart("date,v\n850314,1\n850401,2\n050101,3\n")
    #expect(compact.xKind == .time)
    #expect(
      compact.x == [Self.seconds(1985, 3, 14), Self.seconds(1985, 4, 1), Self.seconds(2005, 1, 1)])
    // Seven digits would be a year before 1000: a number, not a date.
    let (early, _) = try chart("date,v\n1850314,1\n1850401,2\n")
    #expect(early.xKind == .number)
    let (slashes, _) = try chart("Date,v\n7/1/62,1\n7/15/62,2\n3/1/63,3\n")
    #expect(
      slashes.x == [Self.seconds(1962, 7, 1), Self.seconds(1962, 7, 15), Self.seconds(1963, 3, 1)])
    let (dots, _) = try chart("Datum,v\n14.03.85,1\n15.03.85,2\n")
    #expect(dots.x == [Self.seconds(1985, 3, 14), Self.seconds(1985, 3, 15)])
    // The undecided order's advice writes the year as the file does.
    let message = loadMessage("Date,v\n7/1/62,1\n8/2/62,2\n", options: LoadOptions())
    #expect(message?.contains("--date-format %m/%d/%y or --date-format %d/%m/%y") == true)
  }

  /// R's `write.csv` of a `ts` before year 1000, and of a `ts` of 7 steps a unit, after its
  /// row names: the `time` column is x, never a line.
  @Test func numericTimeColumnsAreXWhateverTheirRange() throws {
    let (bce, notes) = try chart(
      "\"\",\"time\",\"temp\"\n\"1\",-3000,1\n\"2\",-2000,2\n\"3\",0,3\n")
    #expect(bce.xKind == .number && bce.x == [-3000, -2000, 0] && bce.lines.map(\.id) == ["temp"])
    #expect(
      notes == ["x is column 'time', the first holding times; row index 'column 1' not drawn"])
    let (big, _) = try chart("temp,year\n1,12000\n2,13000\n3,14000\n")
    #expect(big.x == [12000, 13000, 14000] && big.lines.map(\.id) == ["temp"])
    let sevenths = (0..<9).map { 1 + Double($0) / 7 }
    let rows = sevenths.enumerated().map { "\($0.offset + 1),\($0.element),\($0.offset % 3)" }
    let (weekly, _) = try chart("rownames,t2,value\n" + rows.joined(separator: "\n") + "\n")
    #expect(weekly.x == sevenths && weekly.lines.map(\.id) == ["value"])
    // Written at the step: 1/7 takes two decimals.
    #expect(weekly.xLabels([weekly.x[0], weekly.x[8]]) == ["1.00", "2.14"])
    #expect(ChartSet.fractionDecimals([1954 + 11 / 12]) == 2)
    #expect(ChartSet.fractionDecimals([2000 + 100.0 / 365]) == 3)
    #expect(ChartSet.fractionDecimals([1071.531, 1.5]) == nil)
    // A plain increasing column under another name is still a line.
    let (plain, _) = try chart("x,count\n1,10\n2,11\n3,12\n")
    #expect(plain.x == [1, 2, 3] && plain.lines.map(\.id) == ["count"])
    #expect(plain.xLabels([1, 3]) == ["1", "3"])
  }

  @Test func yearsInTheRowNamesAreYears() throws {
    let (years, _) = try chart(",pop\n1950,1\n1955,2\n1960,3\n")
    #expect(years.x == [1950, 1955, 1960] && years.xNumbers == .year)
  }

  @Test func quartersDatedInTheirLastMonthAreQuarters() throws {
    let text = "date,v\n2019-03-01,1\n2019-06-01,2\n2019-09-01,3\n2019-12-01,4\n2020-03-01,5\n"
    let (march, _) = try chart(text)
    #expect(march.xPeriod == .quarter)
    #expect(CalendarPeriod.label(march.x[1], precision: .quarter) == "2019 Q2")
    // Months a quarter apart in different months of their quarters are not quarters.
    let (mixed, _) = try chart("date,v\n2019-01-01,1\n2019-05-01,2\n2019-08-01,3\n2019-10-01,4\n")
    #expect(mixed.xPeriod != .quarter)
  }
}

/// Number columns that are not measures (issue 40, item 3): an API's ids, constant and empty
/// columns are not drawn by default; a note lists them, `--y` draws them.
@Suite struct NonMeasureColumnsTests {
  static let events = """
    id,created_at,actor.id,repo.id,payload.size,public,userId,paid
    34234234231,2024-01-01T00:00:00Z,1234567,987654321,3,1,1011,5
    34234234201,2024-01-01T01:00:00Z,7654321,123456789,5,1,1012,6
    34234234299,2024-01-01T02:00:00Z,2345678,555555555,2,1,1013,7

    """

  @Test func idsAndConstantColumnsAreNotDrawnWithANote() throws {
    let result = try loadResult(Self.events)
    #expect(result.chartSets[0].lines.map(\.id) == ["payload.size", "paid"])
    #expect(
      result.notes.map(\.message).contains(
        "not drawn, not measures: id (an id), actor.id (an id), repo.id (an id), "
          + "public (constant), userId (an id); C or --y draws them"))
    let report = result.columns[0].first { $0.name == "repo.id" }
    #expect(report?.role == .hidden && report?.reason == "not a measure: an id")
  }

  @Test func namedColumnsAreDrawnAndAFileOfOnlyIdsKeepsThem() throws {
    var options = LoadOptions()
    options.yColumn = "actor.id"
    #expect(
      try loadResult(Self.events, options: options).chartSets[0].lines.map(\.id) == ["actor.id"])
    options = LoadOptions()
    options.namedColumns = ["payload.size", "id"]
    let named = try loadResult(Self.events, options: options).chartSets[0].lines.map(\.id)
    #expect(named.contains("id") && !named.contains("repo.id"))
    let onlyIDs = try loadResult("time,id\n1,5\n2,6\n3,7\n").chartSets[0]
    #expect(onlyIDs.lines.map(\.id) == ["id"])
  }

  @Test func uniqueLargeNumbersInNoOrderAreIdsCountersAreNot() {
    #expect(NonMeasure.reason(name: "key", values: [3e10, 1e10, 2e10]) == "unique ids")
    #expect(NonMeasure.reason(name: "rx_bytes", values: [1e10, 2e10, 3e10]) == nil)
    #expect(NonMeasure.reason(name: "volume", values: [3e6, 1e6, 2e6]) == nil)
    #expect(NonMeasure.reason(name: "key", values: [3e10, 1e10, 3e10]) == nil)
    #expect(NonMeasure.isIDName("user_id") && NonMeasure.isIDName("userId"))
    #expect(
      !NonMeasure.isIDName("paid") && !NonMeasure.isIDName("valid") && !NonMeasure.isIDName("PAID"))
  }
}
