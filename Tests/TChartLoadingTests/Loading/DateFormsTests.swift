import TChartTime
import Testing

@testable import TChartCSV
@testable import TChartData

@Suite struct DateFormsTests {
  static let day2000 = 946_684_800.0

  func x(_ cells: [String], options: LoadOptions = LoadOptions()) throws(LoadError) -> [Double] {
    let text = "when,v\n" + cells.enumerated().map { "\"\($1)\",\($0)" }.joined(separator: "\n")
    return try loadResult(text, options: options).chartSets[0].x.array
  }

  @Test(arguments: [
    ("2000-01", 0.0), ("Jan 1 2000", 0), ("Jan 1, 2000", 0), ("January 1, 2000", 0),
    ("1 Jan 2000", 0), ("01-Jan-2000", 0), ("jan 1 2000 06:30", 23_400),
    ("Sat, 01 Jan 2000 10:00:00 +0200", 28_800), ("Sat, 1 Jan 2000 10:00:00 GMT", 36_000),
    ("2000-01-01T00:00:01.250Z", 1.25), ("2000-01-01 00:00:00.5+01:00", -3599.5),
    ("1.1.2000", 0), ("Sept 1 2000", 21_081_600), ("Jan-1-2000", 0), ("Jan 2000", 0),
    ("February-2000", 2_678_400), ("Feb-29-2000", 5_097_600),
  ])
  func everyForm(text: String, offset: Double) throws {
    #expect(try x([text]) == [Self.day2000 + offset])
  }

  @Test func slashDatesAreDecidedByTheColumn() throws {
    let monthFirst = try x(["01/02/2000", "01/13/2000"])
    #expect(monthFirst == [Self.day2000 + 86_400, Self.day2000 + 12 * 86_400])
    let dayFirst = try x(["01/02/2000", "13/01/2000"])
    #expect(dayFirst == [Self.day2000 + 12 * 86_400, Self.day2000 + 31 * 86_400])
    #expect(try x(["05/05/2000", "06/06/2000"]).count == 2)
  }

  @Test func ambiguousSlashDatesNeedADateFormat() throws {
    let text = "when,v\n01/02/2024,1\n03/04/2024,2\n"
    #expect(
      loadMessage(text, file: "d.csv")
        == "tchart: d.csv:2:1: '01/02/2024' could be month/day or day/month; "
        + "give --date-format %m/%d/%Y or --date-format %d/%m/%Y")
    var options = LoadOptions()
    options.datePattern = try DatePattern("%d/%m/%Y")
    #expect(try x(["01/02/2024"], options: options) == [1_706_745_600])
  }

  @Test func datePatterns() throws {
    var options = LoadOptions()
    options.datePattern = try DatePattern("%d.%m.%y %H:%M:%S")
    #expect(try x(["01.01.00 00:00:01.5"], options: options) == [Self.day2000 + 1.5])
    options.datePattern = try DatePattern("%Y-%j")
    #expect(try x(["2000-032"], options: options) == [Self.day2000 + 31 * 86_400])
    options.datePattern = try DatePattern("%e %b %Y")
    #expect(try x([" 1 FEB 2000"], options: options) == [Self.day2000 + 31 * 86_400])
    options.datePattern = try DatePattern("%Y%m%d")
    #expect(
      loadMessage("t,v\n2000-01-01,1\n", options: options)
        == "tchart: data.csv:2:1: '2000-01-01' is not a date in the form %Y%m%d")
  }

  @Test func badDatePatterns() {
    #expect(
      throws: DatePattern.Problem(
        message: "unknown directive %Q in '%Y-%Q' "
          + "(known: %Y %m %d %H %M %S %b %y %j %e %q %V %G %%)")
    ) {
      try DatePattern("%Y-%Q")
    }
    #expect(throws: DatePattern.Problem(message: "'%Y%' ends with a lone %")) {
      try DatePattern("%Y%")
    }
    #expect(throws: DatePattern.Problem(message: "'date' has no date or time directive")) {
      try DatePattern("date")
    }
  }

  @Test(arguments: [
    "Jan 32 2000", "Foo 1 2000", "1 Jan 00", "13/13/2000", "2000-13", "Sat, 1 Jan 2000 10:00 XYZ",
  ])
  func notDates(text: String) {
    let bytes = Array(text.utf8)
    bytes.withUnsafeBufferPointer { buffer in
      #expect(DateText.parse(buffer.baseAddress!, buffer.baseAddress! + buffer.count) == nil)
    }
  }

  @Test func displayTimeZones() {
    #expect(DisplayTimeZone(argument: "UTC") == .utc)
    #expect(
      DisplayTimeZone(argument: "+05:30")
        == DisplayTimeZone(secondsEast: 19_800, label: "UTC+05:30"))
    #expect(DisplayTimeZone(argument: "-0800")?.secondsEast == -28_800)
    #expect(DisplayTimeZone(argument: "+02")?.label == "UTC+02:00")
    // `local` and zone names are the tz database's (ZoneDatabaseTests).
    for bad in ["", "5", "+5", "+25:00", "+05:61", "Europe/Paris", "+05:3"] {
      #expect(DisplayTimeZone(argument: bad) == nil, "\(bad)")
    }
  }
}
