import TChartTime
import Testing

@testable import TChartCSV
@testable import TChartData

/// Tables whose columns are periods (issue 40, item 2): World Bank downloads, charts by week.
@Suite struct PeriodColumnsTests {
  /// A World Bank download's shape: two lines above the header, a trailing comma, empty cells.
  static let worldBank = """
    "Data Source","World Development Indicators",

    "Last Updated Date","2024-06-28",

    "Country Name","Country Code","Indicator Name","Indicator Code","1960","1961","1962","1963",
    "Aruba","ABW","GDP per capita (current US$)","NY.GDP.PCAP.CD","","","100.5","110.2",
    "France","FRA","GDP per capita (current US$)","NY.GDP.PCAP.CD","1333.9","1430.5","1560.1","1750.2",
    "France","FRA","Population, total","SP.POP.TOTL","46.6","47.2","48.1","48.8",

    """

  static func year(_ year: Int) -> Double {
    Double(CivilTime.days(year: year, month: 1, day: 1)) * 86_400
  }

  @Test func eachRowIsALineNamedByWhatTellsRowsApart() throws {
    let result = try loadResult(Self.worldBank)
    let chart = result.chartSets[0]
    #expect(chart.x == (1960...1963).map(Self.year) && chart.xPeriod == .year)
    #expect(
      chart.lines.map(\.name) == [
        "ABW · NY.GDP.PCAP.CD", "FRA · NY.GDP.PCAP.CD", "FRA · SP.POP.TOTL",
      ])
    #expect(chart.lines[0].values[0].isNaN && chart.lines[0].values[3] == 110.2)
    #expect(chart.lines[2].values == [46.6, 47.2, 48.1, 48.8])
    #expect(
      result.notes.first?.message
        == "columns 1960…1963 are periods: each of 3 rows is a line named by Country Code, "
        + "Indicator Code, x the years (--no-pivot reads the table as it is)")
  }

  @Test func whereAndSeriesWorkOnTheTextColumns() throws {
    var options = LoadOptions()
    options.rowFilter = try RowFilter(parsing: "`Indicator Code` = SP.POP.TOTL")
    options.seriesColumn = "Country Name"
    let chart = try loadResult(Self.worldBank, options: options).chartSets[0]
    #expect(chart.lines.map(\.name) == ["France"])
    #expect(chart.lines[0].values == [46.6, 47.2, 48.1, 48.8])
  }

  @Test func noPivotAndANamedXReadTheTableAsItIs() throws {
    let table = "country,1990,1991,1992\nFRA,1,2,3\nDEU,4,5,6\n"
    var options = LoadOptions()
    options.pivotsPeriods = false
    // As it is: the countries are categories, a line per year.
    let asIs = try loadResult(table, options: options).chartSets[0]
    #expect(
      asIs.categories == ["FRA", "DEU"] && asIs.lines.map(\.name) == ["1990", "1991", "1992"])
    Array(table.utf8).withUnsafeBufferPointer { buffer in
      #expect(PeriodColumns.pivot(buffer) != nil)
      #expect(PeriodColumns.pivot(buffer, xColumn: "country") == nil)
    }
    let pivoted = try loadResult(table).chartSets[0]
    #expect(pivoted.lines.map(\.name) == ["FRA", "DEU"] && pivoted.lines[1].values == [4, 5, 6])
  }

  /// billboard's `artist,track,date.entered,wk1,…`: weeks as numbers, one line per track.
  @Test func weeksAsColumns() throws {
    let text = """
      artist,track,date.entered,wk1,wk2,wk3,wk4
      2 Pac,Baby Dont Cry,2000-02-26,87,82,72,77
      2Ge+her,The Hardest Part,2000-09-02,91,87,92,
      3 Doors Down,Kryptonite,2000-04-08,81,70,68,67

      """
    let chart = try loadResult(text).chartSets[0]
    #expect(chart.xKind == .number && chart.x == [1, 2, 3, 4])
    #expect(chart.lines.map(\.name) == ["2 Pac", "2Ge+her", "3 Doors Down"])
    #expect(chart.lines[1].values[3].isNaN)
  }

  @Test func daysOfTheMonthBesideYearAndMonth() throws {
    // tidyr's `weather`: a row per station, month and element, a column per day.
    let table = """
      "id","year","month","element","d1","d2","d29","d30","d31"
      "MX17004",2010,1,"tmax",27.8,NA,29.9,30,31
      "MX17004",2010,1,"tmin",14.5,NA,10,11,12
      "MX17004",2010,2,"tmax",27.3,24.1,NA,NA,NA

      """
    let result = try loadResult(table)
    let chart = result.chartSets[0]
    let day = 86_400.0
    let january = Self.year(2010)
    #expect(chart.lines.map(\.name) == ["tmax", "tmin"])
    // February 2010 has no 29th, 30th or 31st: those cells are left out.
    #expect(chart.x == [0, 1, 28, 29, 30, 31, 32].map { january + $0 * day })
    #expect(chart.lines[0].values[0] == 27.8 && chart.lines[0].values[6] == 24.1)
    #expect(
      result.notes.first?.message
        == "columns d1…d31 are periods: days of the month in year, month: a line per element, "
        + "x the dates (--no-pivot reads the table as it is)")
    // Without a month column, `d1`… are not days.
    #expect(try loadResult("year,d1,d2,d3\n2010,1,2,3\n2011,4,5,6\n").notes.isEmpty)
  }

  @Test func aSpreadsheetOfStackedBlocks() throws {
    // tsibbledata's PBS export: every line padded to one width, a title, blocks each under a
    // title and the header again, months as Excel's `mmm-yy`, a total row without a name.
    func table(_ cell: String) -> String {
      """
      PBS GEN AND CONC  Jul 91 - Jun 2006,,,,,
      ,,,,,
      SCRIPTS,,,,,
      ,,,Jul-91,Aug-91,Sep-91
      ,,,,,
      SAFETY NET,A01,STOMATOLOGICAL,1,2,3
      SAFETY NET,A02,ACID,4,5,6
      ,,Total Scripts,5,7,9
      COST $,,,,,
      ,,,Jul-91,Aug-91,Sep-91
      SAFETY NET,A01,STOMATOLOGICAL,10,20,30
      SAFETY NET,A02,ACID,40,\(cell),60

      """
    }
    #expect(
      loadMessage(table("x"), file: "PBS.csv", options: LoadOptions())
        == "tchart: PBS.csv:12:5: 'x' is not a number")
    let result = try loadResult(table("50"))
    let chart = result.chartSets[0]
    #expect(chart.xPeriod == TimePrecision.month && chart.x.first == Self.year(1991) + 181 * 86_400)
    #expect(
      chart.lines.map { $0.name } == [
        "A01 · SCRIPTS", "A02 · SCRIPTS", "A01 · COST $", "A02 · COST $",
      ])
    #expect(chart.lines[2].values == [10, 20, 30])
    #expect(
      result.notes.first?.message
        == "columns Jul-91…Sep-91 are periods: each of 4 rows is a line named by column 2, "
        + "block, x the dates; 1 row missing a name passed over (at line 8) "
        + "(--no-pivot reads the table as it is)")
  }

  @Test func periodHeaders() {
    #expect(PeriodColumns.period("1960 [YR1960]")?.1 == "1960")
    #expect(PeriodColumns.period("week 12")?.1 == "12" && PeriodColumns.period("W01")?.1 == "1")
    #expect(
      PeriodColumns.period("2019Q1")?.0 == .date && PeriodColumns.period("2019-03")?.0 == .date)
    #expect(PeriodColumns.period("Country") == nil && PeriodColumns.period("wkday") == nil)
    // A table with two year-like columns among many others is not one of periods.
    #expect(PeriodColumns.header(["id", "name", "1990", "1991", "a", "b", "c"]) == nil)
  }
}
