import TChartTime
import Testing

@testable import TChartCSV
@testable import TChartData

/// Files shaped like real exports: row indexes, time columns anywhere, decimal years, quarters,
/// ISO weeks and split time (issue 24, items 1–3).
@Suite struct CSVTimeColumnsTests {
  /// What a file reads as: the chart, its notes, and its title's range as the title writes it.
  struct Read {
    var chart: ChartSet
    var notes: [String]
    var title: String { DateFormat.range(chart.x[0], chart.x.last!, precision: precision) }
    var precision: TimePrecision { chart.timePrecision(in: 0..<chart.count) }
    var lines: [String] { chart.lines.map(\.id) }
    /// The first and last value of line `index`.
    func ends(_ index: Int) -> [Double] {
      [chart.lines[index].values[0], chart.lines[index].values.last!]
    }
    /// The tooltip's time text of sample `index`.
    func tooltip(_ index: Int) -> String { DateFormat.full(chart.x[index], precision: precision) }
  }

  func read(_ text: String, options: LoadOptions = LoadOptions()) throws(LoadError) -> Read {
    let result = try loadResult(text, options: options)
    return Read(chart: result.chartSets[0], notes: result.notes.map(\.message))
  }

  static func seconds(_ year: Int, _ month: Int, _ day: Int) -> Double {
    Double(CivilTime.days(year: year, month: month, day: day)) * 86_400
  }

  @Test func aPandasIndexWithoutATimeColumnIsXWithANote() throws {
    let file = try read(",a,b\n0,1.5,10\n1,2.5,20\n2,3.5,30\n")
    #expect(file.chart.xKind == .number && file.chart.x == [0, 1, 2])
    #expect(file.lines == ["a", "b"] && file.ends(0) == [1.5, 3.5] && file.ends(1) == [10, 30])
    #expect(file.notes == ["x is the row index 'column 1' (no time column)"])
  }

  @Test func aPandasIndexBesideADateColumnIsNotDrawn() throws {
    let file = try read("Unnamed: 0,date,value\n0,2019-01-01,5\n1,2019-01-02,6\n2,2019-01-03,7\n")
    #expect(file.chart.xKind == .time && file.chart.x[0] == Self.seconds(2019, 1, 1))
    #expect(file.lines == ["value"] && file.ends(0) == [5, 7])
    #expect(file.title == "Jan 1 – Jan 3 2019")
    #expect(
      file.notes == [
        "x is column 'date', the first holding dates; row index 'Unnamed: 0' not drawn"
      ])
  }

  /// `write.csv(data.frame(time = time(AirPassengers), value = AirPassengers))` in R.
  @Test func rDecimalYearsAreMonths() throws {
    var text = "\"rownames\",\"time\",\"value\"\n"
    let values = [112, 118, 132, 129, 121, 135, 148, 148, 136, 119, 104, 118, 115, 126]
    for (index, value) in values.enumerated() {
      let time = 1949 + Double(index) / 12
      text += "\"\(index + 1)\",\(time),\(value)\n"
    }
    let file = try read(text)
    #expect(file.chart.xKind == .time && file.chart.xPeriod == .month)
    #expect(file.chart.x[0] == Self.seconds(1949, 1, 1))
    #expect(file.chart.x.last == Self.seconds(1950, 2, 1))
    #expect(file.lines == ["value"] && file.ends(0) == [112, 126])
    #expect(file.title == "Jan 1949 – Feb 1950")
    #expect(file.tooltip(1) == "Feb 1949" && file.tooltip(11) == "Dec 1949")
    #expect(
      file.notes == [
        "x is column 'time', decimal years read as months; row index 'rownames' not drawn"
      ])
  }

  /// `write.csv(data.frame(time = time(Nile), value = Nile))` in R: whole years under `time`.
  @Test func rWholeYearsUnderTimeAreYears() throws {
    let file = try read(
      "\"\",\"time\",\"value\"\n\"1\",1871,1120\n\"2\",1872,1160\n\"3\",1873,963\n")
    #expect(file.chart.xKind == .number && file.chart.xNumbers == .year)
    #expect(file.chart.x == [1871, 1872, 1873])
    #expect(file.lines == ["value"] && file.ends(0) == [1120, 963])
    #expect(
      file.notes == [
        "x is column 'time', the first holding times; row index 'column 1' not drawn"
      ])
    let counts = try read("time,v\n1871,1\n1500,2\n")
    #expect(counts.chart.xNumbers == .integer)
  }

  @Test func decimalYearsNamedByXReadAsTheirPeriod() throws {
    var options = LoadOptions()
    options.xColumn = "t"
    let file = try read("v,t\n1,1990.0\n2,1990.25\n3,1990.5\n4,1990.75\n5,1991\n", options: options)
    #expect(file.chart.xPeriod == .quarter && file.title == "1990 Q1 – 1991 Q1")
    #expect(file.chart.x[1] == Self.seconds(1990, 4, 1))
    #expect(file.lines == ["v"] && file.ends(0) == [1, 5])
  }

  @Test func weeklyAndDailyDecimalYears() throws {
    let weekly = try read("time,v\n1991.0,1\n1991.019230769,2\n1991.038461538,3\n")
    #expect(weekly.chart.xPeriod == .week && weekly.tooltip(0) == "1991 W01")
    #expect(weekly.chart.x[0] == Self.seconds(1990, 12, 31))
    let daily = try read("time,v\n2001.0,1\n2001.002739726,2\n2001.005479452,3\n")
    #expect(daily.chart.xPeriod == .day)
    #expect(daily.chart.x == [0, 1, 2].map { Self.seconds(2001, 1, 1 + $0) })
    #expect(daily.title == "Jan 1 – Jan 3 2001")
  }

  @Test func plainFractionsAreNotDecimalYears() throws {
    let file = try read("step,v\n0.5,1\n1.5,2\n2.5,3\n")
    #expect(file.chart.xKind == .number && file.chart.x == [0.5, 1.5, 2.5])
    let prices = try read("price,v\n1999.25,1\n1999.75,2\n1999.5,3\n")
    #expect(prices.chart.xKind == .number)
  }

  /// statsmodels' co2: `date` of `YYYYMMDD` numbers, here in the second column.
  @Test func compactDatesInTheSecondColumnAreX() throws {
    let file = try read("co2,date\n316.1,19580329\n317.3,19580405\n317.6,19580412\n")
    #expect(file.chart.xKind == .time && file.chart.x[0] == Self.seconds(1958, 3, 29))
    #expect(file.lines == ["co2"] && file.ends(0) == [316.1, 317.6])
    #expect(file.title == "Mar 29 – Apr 12 1958")
    #expect(file.notes == ["x is column 'date', the first holding times"])
  }

  /// statsmodels' longley: `Obs` first, `YEAR` last; copper: `TIME` 1…N last.
  @Test func statsmodelsIndexesAndAYearColumnLast() throws {
    let longley = try read(
      "\"Obs\",\"TOTEMP\",\"YEAR\"\n1,60323,1947\n2,61122,1948\n3,60171,1949\n")
    #expect(longley.chart.xKind == .number && longley.chart.xNumbers == .year)
    #expect(longley.chart.x == [1947, 1948, 1949])
    #expect(longley.lines == ["TOTEMP"] && longley.ends(0) == [60323, 60171])
    #expect(
      longley.notes == ["x is column 'YEAR', the first holding times; row index 'Obs' not drawn"])
    let copper = try read("YEAR,PRICE,TIME\n1951,26.56,1\n1952,27.31,2\n1953,32.95,3\n")
    #expect(copper.chart.x == [1951, 1952, 1953] && copper.lines == ["PRICE"])
    #expect(copper.notes == ["row index 'TIME' not drawn"])
  }

  @Test func unixSecondsUnderATimeNameAnywhere() throws {
    let file = try read("cpu,ts\n0.5,1700000000\n0.7,1700000060\n")
    #expect(file.chart.xKind == .time && file.chart.x == [1_700_000_000, 1_700_000_060])
    #expect(file.lines == ["cpu"])
  }

  @Test func strictDecimalYearsAreCheckedAtTheirCell() throws {
    var options = LoadOptions()
    options.strict = true
    var text = "time,v\n"
    for quarter in 0..<52 { text += "\(1949 + Double(quarter) / 4),1\n" }
    text += "1950.25,2\n"
    #expect(
      loadMessage(text, options: options)
        == "tchart: data.csv:54:1: x is not increasing: 1950.25 follows 1961.75")
    #expect(try read(text).chart.xPeriod == .quarter)
  }

  @Test func aYFlagNamingAnIndexDrawsIt() throws {
    var options = LoadOptions()
    options.yColumn = "id"
    let file = try read("date,id\n2019-01-01,1\n2019-01-02,2\n", options: options)
    #expect(file.lines == ["id"] && file.ends(0) == [1, 2])
  }

  /// pandas' `to_csv()` of a long table: the index is neither x nor a value column.
  @Test func aLongTableAfterAnIndex() throws {
    var options = LoadOptions()
    options.seriesColumn = "state"
    let text = ",state,date,cases\n0,AL,2020-01-01,1\n1,AK,2020-01-01,2\n2,AL,2020-01-02,3\n"
    let file = try read(text, options: options)
    #expect(file.chart.x == [Self.seconds(2020, 1, 1), Self.seconds(2020, 1, 2)])
    #expect(file.lines == ["AL", "AK"] && file.ends(0) == [1, 3])
    #expect(file.notes == ["row index 'column 1' not drawn"])
  }

  @Test func theXFlagOverridesTheChoice() throws {
    var options = LoadOptions()
    options.xColumn = "a"
    let file = try read("date,a,b\n2019-01-01,1,2\n2019-01-02,3,4\n", options: options)
    #expect(file.chart.xKind == .number && file.chart.x == [1, 3] && file.lines == ["b"])
  }

  /// statsmodels' danish data: `period` of `1974Q1`, first.
  @Test func quartersInEveryForm() throws {
    for (first, second) in [
      ("1974Q1", "1974Q2"), ("1974-Q1", "1974-Q2"), ("1974 Q1", "1974 Q2"), ("Q1 1974", "Q2 1974"),
    ] {
      let file = try read("period,lrm\n\(first),11.63\n\(second),11.60\n")
      #expect(file.chart.x == [Self.seconds(1974, 1, 1), Self.seconds(1974, 4, 1)], "\(first)")
      #expect(file.chart.xPeriod == .quarter && file.title == "1974 Q1 – 1974 Q2")
      #expect(file.tooltip(1) == "1974 Q2" && file.ends(0) == [11.63, 11.60])
    }
  }

  /// R's `write.csv` of a monthly `ts` formatted `%Y %b`, and spreadsheets' `1960-Jan`.
  @Test func yearFirstMonthNamesAreMonths() throws {
    for (first, second) in [
      ("1960 Jan", "1960 Feb"), ("1960-Jan", "1960-Feb"), ("1960 January", "1960 February"),
      ("1960 jan", "1960 FEB"),
    ] {
      let file = try read("Month,value\n\(first),112\n\(second),118\n")
      #expect(file.chart.x == [Self.seconds(1960, 1, 1), Self.seconds(1960, 2, 1)], "\(first)")
      #expect(file.chart.xPeriod == .month, "\(first)")
    }
    // A word that is no month is text, as before.
    #expect(throws: (any Error).self) { try read("Month,value\n1960 Foo,1\n1960 Bar,2\n") }
    // Excel's `mmm-yy`: the month of a two-digit year.
    let excel = try read("Month,value\nDec-91,1\nJan-92,2\n")
    #expect(excel.chart.x == [Self.seconds(1991, 12, 1), Self.seconds(1992, 1, 1)])
    #expect(excel.chart.xPeriod == .month)
  }

  @Test func isoWeeks() throws {
    let file = try read("v,week\n3,1991 W06\n4,1991-W07\n5,1992-W01\n")
    #expect(file.chart.x[0] == Self.seconds(1991, 2, 4))
    #expect(file.chart.x[2] == Self.seconds(1991, 12, 30))
    #expect(file.chart.xPeriod == .week && file.title == "1991 W06 – 1992 W01")
    #expect(file.tooltip(1) == "1991 W07" && file.lines == ["v"] && file.ends(0) == [3, 5])
    #expect(loadMessage("week,v\n1991 W54,1\n", options: LoadOptions()) != nil)
    // pandas writes a weekly PeriodIndex as the week's first and last day.
    let pandas = try read(",v\n1991-02-04/1991-02-10,1\n1991-02-11/1991-02-17,2\n")
    #expect(pandas.chart.x == [Self.seconds(1991, 2, 4), Self.seconds(1991, 2, 11)])
    #expect(pandas.title == "1991 W06 – 1991 W07" && pandas.lines == ["v"])
    #expect(loadMessage(",v\n1991-02-04/1991-02-12,1\n", options: LoadOptions()) != nil)
  }

  @Test func splitYearMonthDayHourIsOneX() throws {
    let text = "year,month,day,hour,pm25\n2010,1,1,0,129\n2010,1,1,1,148\n2010,1,2,23,159\n"
    let file = try read(text)
    let offsets: [Double] = [0, 3600, 86_400 + 23 * 3600]
    #expect(file.chart.x == offsets.map { Self.seconds(2010, 1, 1) + $0 })
    #expect(file.lines == ["pm25"] && file.ends(0) == [129, 159])
    #expect(file.notes == ["x is 'year', 'month', 'day', 'hour' combined"])
    #expect(file.title == "Jan 1 00:00 – Jan 2 23:00 2010")
  }

  /// statsmodels' macrodata: `year,quarter,realgdp,…`, rows out of order sorted.
  @Test func splitYearQuarterAndYearMonthAndYearWeek() throws {
    let quarters = try read("year,quarter,realgdp\n1959,2,2778.8\n1959,1,2710.3\n1960,1,2847.7\n")
    let starts = [(1959, 1), (1959, 4), (1960, 1)].map { Self.seconds($0.0, $0.1, 1) }
    #expect(quarters.chart.x == starts)
    #expect(quarters.ends(0) == [2710.3, 2847.7] && quarters.title == "1959 Q1 – 1960 Q1")
    #expect(quarters.notes == ["x is 'year', 'quarter' combined", "rows sorted by year"])
    // pandas writes float columns as `1959.0` and `1.0`, after its index.
    let floats = try read(",year,quarter,realgdp\n0,1959.0,1.0,2710.3\n1,1959.0,2.0,2778.8\n")
    #expect(floats.title == "1959 Q1 – 1959 Q2" && floats.lines == ["realgdp"])
    #expect(
      floats.notes == ["x is 'year', 'quarter' combined; row index 'column 1' not drawn"])
    let months = try read("year,month,v\n1949,1,112\n1949,2,118\n")
    #expect(months.chart.xPeriod == .month && months.tooltip(1) == "Feb 1949")
    let weeks = try read("year,week,v\n1991,6,1\n1991,7,2\n")
    #expect(weeks.chart.xPeriod == .week && weeks.title == "1991 W06 – 1991 W07")
    #expect(weeks.lines == ["v"])
  }

  @Test func splitTimeThatIsNotATimeIsOneLine() throws {
    var text = "year,month,v\n"
    for month in 1...12 { text += "2000,\(month),\(month)\n" }
    text += "2001,2,1\n2001,2,1\n"
    #expect(loadMessage(text, options: LoadOptions()) == nil)
    var strict = LoadOptions()
    strict.strict = true
    #expect(
      loadMessage(text, options: strict)
        == "tchart: data.csv: x is not increasing: data row 14 (2001-02-01T00:00:00Z) follows "
        + "2001-02-01T00:00:00Z")
    // Past the rows sampled, a part out of range is an error naming the row.
    var later = "year,month,v\n"
    for row in 0..<51 { later += "\(2000 + row / 12),\(row % 12 + 1),1\n" }
    later += "2005,13,1\n"
    #expect(
      loadMessage(later, options: LoadOptions())
        == "tchart: data.csv: data row 52: year=2005 month=13 is not a time; "
        + "give --x to read one column")
  }

  /// vega's us-employment: `month` of `2006-01-01`, monthly; yearly firsts of January.
  @Test func firstsOfMonthsAreShownAsMonthsOrYears() throws {
    let months = try read(
      "month,nonfarm\n2006-01-01,135450\n2006-02-01,135762\n2006-03-01,136059\n")
    #expect(months.chart.xPeriod == .month && months.title == "Jan 2006 – Mar 2006")
    #expect(months.tooltip(1) == "Feb 2006" && months.ends(0) == [135450, 136059])
    let indexed = try read(",month,v\n0,2006-01-01,1\n1,2006-02-01,2\n2,2006-03-01,3\n")
    #expect(indexed.chart.xPeriod == .month && indexed.lines == ["v"])
    let years = try read("date,v\n1995-01-01,1\n1996-01-01,2\n1997-01-01,3\n")
    #expect(years.chart.xPeriod == .year && years.title == "1995 – 1997")
    let days = try read("date,v\n1995-01-01,1\n1995-01-02,2\n1995-01-03,3\n")
    #expect(days.chart.xPeriod == nil && days.title == "Jan 1 – Jan 3 1995")
  }

  @Test func datePatternsReadQuartersAndWeeks() throws {
    var options = LoadOptions()
    options.datePattern = try DatePattern("%YQ%q")
    let quarters = try read("p,v\n1981Q1,1\n1981Q3,2\n", options: options)
    #expect(quarters.chart.x == [Self.seconds(1981, 1, 1), Self.seconds(1981, 7, 1)])
    #expect(quarters.chart.xPeriod == .quarter)
    options.datePattern = try DatePattern("%G-%V")
    let weeks = try read("p,v\n2020-53,1\n2021-01,2\n", options: options)
    #expect(weeks.chart.x == [Self.seconds(2020, 12, 28), Self.seconds(2021, 1, 4)])
    #expect(weeks.title == "2020 W53 – 2021 W01")
  }
}
