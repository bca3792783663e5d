import TChartTime
import Testing

@testable import TChartCSV
@testable import TChartData

/// Shapes the second real-data trial of issue 40 found refused or drawn wrong: long tables
/// read as wide, several value columns, years starting again per group, numbers written
/// with thousands separators, two period columns, and months as columns beside a year.
@Suite struct LongTablesFoundTests {
  static func year(_ year: Int, _ month: Int = 1) -> Double {
    Double(CivilTime.days(year: year, month: month, day: 1)) * 86_400
  }

  /// 538's approval estimates: x repeats beside `answer`, three value columns.
  @Test func aLongTableReadAsWideIsReadAgainAsLong() throws {
    let text = """
      politician,date,answer,pct_estimate,lo,hi
      Joe Biden,2021-01-23,Approve,52.9,47.7,58.2
      Joe Biden,2021-01-23,Disapprove,36.0,30.7,41.2
      Joe Biden,2021-01-24,Approve,53.1,47.9,58.3
      Joe Biden,2021-01-24,Disapprove,36.2,30.9,41.4

      """
    let result = try loadResult(text)
    let chart = result.chartSets[0]
    #expect(chart.lines.map(\.name) == ["Approve", "Disapprove"])
    #expect(chart.lines[1].values == [36.0, 36.2])
    #expect(
      result.notes.map(\.message) == [
        "x repeats beside 'answer': a line per answer (--series answer; --series names another)",
        "skipped text column politician",
        "the values are 'pct_estimate' (also lo, hi: --y names another, C shows them)",
      ])
    let roles = result.columns[0].map { "\($0.name): \($0.role) (\($0.reason))" }
    #expect(
      roles.suffix(4) == [
        "answer: series key (x repeats beside it)", "pct_estimate: value (the first)",
        "lo: hidden (not --y)", "hi: hidden (not --y)",
      ])
  }

  /// An OECD export: `TIME` years start again for each `LOCATION`, values quoted.
  @Test func yearsThatStartAgainPerGroupAreX() throws {
    let text = """
      "LOCATION","INDICATOR","TIME","Value"
      "AUS","HHDEBT","1995",95.7
      "AUS","HHDEBT","1996",101.2
      "AUT","HHDEBT","1995",70.1
      "AUT","HHDEBT","1996",72.3

      """
    let chart = try loadResult(text).chartSets[0]
    #expect(chart.lines.map(\.name) == ["AUS", "AUT"] && chart.x == [1995, 1996])
    #expect(chart.xNumbers == .year)
  }

  @Test func quotedNumbersWithThousandsSeparatorsAreNumbers() throws {
    let text = "Day,Page Views\n2018-01-01,\"2,130\"\n2018-01-02,\"24,699.5\"\n2018-01-03,17\n"
    #expect(try loadResult(text).chartSets[0].lines[0].values == [2130, 24_699.5, 17])
    let bytes: [UInt8] = Array("1,2".utf8)
    #expect(bytes.withUnsafeBufferPointer { CSVTable.groupedNumber($0) } == nil)
    #expect(
      Array("-1,234,567".utf8).withUnsafeBufferPointer { CSVTable.groupedNumber($0) } == -1_234_567)
  }

  /// An analytics export: a preamble of `#` lines, a blank line, day-first dates, numbers
  /// with separators and a total under the rows.
  @Test func aCommentPreambleAndATotalRowAreLeftOut() throws {
    let text = """
      # ----------------------------------------
      # OTexts.org
      # 20180101-20180103
      # ----------------------------------------

      Day Index,Page Views
      13/01/2018,"2,130"
      14/01/2018,"4,070"
      15/01/2018,"6,272"
      ,"12,472"

      """
    let result = try loadResult(text)
    #expect(result.chartSets[0].lines[0].values == [2130, 4070, 6272])
    #expect(result.chartSets[0].count == 3)
    #expect(result.notes.map(\.message).contains("the last row has no x: a total, left out"))
    // JSON records keep their error for a record without x.
    #expect(
      loadMessage("[{\"t\":1,\"v\":1},{\"v\":2}]", file: "a.json", options: LoadOptions()) != nil)
  }

  /// tidyr's `table4a`: one text column and two years.
  @Test func twoPeriodColumnsBesideOneAreTurned() throws {
    let chart = try loadResult("country,1999,2000\nAfghanistan,745,2666\nBrazil,37737,80488\n")
      .chartSets[0]
    #expect(chart.lines.map(\.name) == ["Afghanistan", "Brazil"])
    #expect(chart.x == [Self.year(1999), Self.year(2000)] && chart.xPeriod == .year)
  }

  /// NOAA's and statsmodels' `YEAR,JAN,…,DEC`: one monthly line.
  @Test func monthsAsColumnsBesideAYearAreOneMonthlyLine() throws {
    let months = [
      "JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC",
    ]
    let rows = (1950...1951).map { year in
      "\(year)," + (1...12).map { "\(year - 1950)\($0)" }.joined(separator: ",")
    }
    let text =
      "\"YEAR\"," + months.map { "\"\($0)\"" }.joined(separator: ",") + "\n"
      + rows.joined(separator: "\n") + "\n"
    let result = try loadResult(text)
    let chart = result.chartSets[0]
    #expect(
      chart.x.count == 24 && chart.x[0] == Self.year(1950) && chart.x[23] == Self.year(1951, 12))
    #expect(chart.xPeriod == .month && chart.lines.count == 1 && chart.lines[0].values[13] == 12)
    #expect(
      result.notes.first?.message.hasPrefix(
        "columns JAN…DEC are periods: one line over the months of YEAR") == true)
    // Month names without a year column are left as they are.
    Array("a,JAN,FEB,MAR\nx,1,2,3\n".utf8).withUnsafeBufferPointer { buffer in
      #expect(PeriodColumns.pivot(buffer) == nil)
    }
  }
}
