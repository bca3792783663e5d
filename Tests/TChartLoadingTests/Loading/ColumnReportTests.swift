import Testing

@testable import TChartCSV
@testable import TChartData
@testable import TChartLoading

/// The column report of files in the shapes real ones come in.
@Suite struct ColumnReportTests {
  /// Each column as `name | read as | role | reason | first values`.
  private func report(
    _ text: String, file: String = "data.csv", options: LoadOptions = LoadOptions()
  ) throws -> [String] {
    let result = try loadResult(text, file: file, options: options)
    #expect(result.columns.count == result.chartSets.count)
    return (result.columns.first ?? []).map { column in
      "\(column.name) | \(column.reading) | \(column.role) | \(column.reason) | "
        + column.firstValues.joined(separator: ",")
    }
  }

  @Test func pandasIndexIsHiddenAndTheDateColumnIsX() throws {
    let text = ",date,cpu\n0,2024-01-01,1.5\n1,2024-01-02,2.5\n2,2024-01-03,3.5\n"
    #expect(
      try report(text) == [
        "column 1 | row index | hidden | row index | 0,1,2",
        "date | time (date text) | x | x is column 'date', the first holding dates | "
          + "2024-01-01,2024-01-02,2024-01-03",
        "cpu | number | line 1 | number | 1.5,2.5,3.5",
      ])
  }

  @Test func rWriteCSVWithAMonthColumnReadAsGiven() throws {
    let text = #"""
      "","Month","value"
      "1","1960 Jan",112
      "2","1960 Feb",118
      "3","1960 Mar",132

      """#
    var options = LoadOptions(xColumn: "Month")
    options.datePattern = try DatePattern("%Y %b")
    #expect(
      try report(text, options: options) == [
        "column 1 | row index | hidden | row index | 1,2,3",
        "Month | time (%Y %b) | x | --x | 1960 Jan,1960 Feb,1960 Mar",
        "value | number | line 1 | number | 112,118,132",
      ])
    // Without the flags the month column is guessed: its months are x.
    #expect(
      try report(text) == [
        "column 1 | row index | hidden | row index | 1,2,3",
        "Month | time (date text) | x | x is column 'Month', the first holding dates | "
          + "1960 Jan,1960 Feb,1960 Mar",
        "value | number | line 1 | number | 112,118,132",
      ])
  }

  @Test func twoDateColumnsTheFirstIsX() throws {
    let text =
      "created,updated,value\n2024-01-01,2024-02-01,1\n2024-01-02,2024-02-03,2\n"
    #expect(
      try report(text) == [
        "created | time (date text) | x | first time column | 2024-01-01,2024-01-02",
        "updated | time (date text) | hidden | times too: x makes it x | 2024-02-01,2024-02-03",
        "value | number | line 1 | number | 1,2",
      ])
    #expect(
      try report(text, options: LoadOptions(xColumn: "updated")).prefix(2) == [
        "created | time (date text) | hidden | times too: x makes it x | 2024-01-01,2024-01-02",
        "updated | time (date text) | x | --x | 2024-02-01,2024-02-03",
      ])
  }

  @Test func decimalYearsReadAsQuarters() throws {
    let text = "time,value\n1959,1\n1959.25,2\n1959.5,3\n1959.75,4\n1960,5\n1960.25,6\n"
    #expect(
      try report(text) == [
        "time | time (decimal years read as quarters) | x | "
          + "x is column 'time', decimal years read as quarters | "
          + "1959,1959.25,1959.5,1959.75,1960",
        "value | number | line 1 | number | 1,2,3,4,5",
      ])
  }

  @Test func longLayoutWithASeriesColumn() throws {
    let text = "date,state,cases,note\n2020-01-01,WA,1,x\n2020-01-01,NY,2,y\n2020-01-02,WA,3,z\n"
    var options = LoadOptions()
    options.seriesColumn = "state"
    #expect(
      try report(text, options: options) == [
        "date | time (date text) | x | first time column | 2020-01-01,2020-01-01,2020-01-02",
        "state | label | series key | --series | WA,NY,WA",
        "cases | number | value | the one number column | 1,2,3",
        "note | text | hidden | skipped: text | x,y,z",
      ])
  }

  @Test func jsonRecordsAsAWebAPIReturnsThem() throws {
    let text = #"""
      {"data": [{"ts": 1700000000, "cpu": 0.5, "host": "web-1", "up": 1},
                {"ts": 1700000060, "cpu": 0.7, "host": "web-1", "up": 1}],
       "meta": {"page": 1}}
      """#
    #expect(
      try report(text, file: "api.json") == [
        "ts | time (Unix seconds) | x | first time column | 1700000000,1700000060",
        "cpu | number | line 1 | number | 0.5,0.7",
        "host | text | hidden | skipped: text | web-1,web-1",
        // Two equal values are not yet a constant (three are, issue 40).
        "up | number | line 2 | number | 1,1",
      ])
  }

  @Test func anEmptyColumnAndMissingCellsAsWritten() throws {
    let text = "date,a,b\n2024-01-01,NA,\n2024-01-02,2,\n"
    #expect(
      try report(text).suffix(2) == [
        "a | number | line 1 | number | NA,2",
        "b | empty | hidden | skipped: no value | ,",
      ])
  }

  @Test func splitTimeNamesItsParts() throws {
    let text = "year,month,sales\n2020,1,5\n2020,2,6\n2020,3,7\n"
    #expect(
      try report(text).prefix(2) == [
        "year | time (year + month) | x | x is 'year', 'month' combined | 2020,2020,2020",
        "month | number | x part | part of x 'year' | 1,2,3",
      ])
  }

  @Test func wholeTablesAndContestChartsReportTheirColumns() throws {
    // vmstat: no column increases, the table adds the row number as x.
    let vmstat = """
      procs -----------memory----------
       r  b   swpd   free
       5  0      0 19303632
       4  0      0 19303600
       6  1      0 19303632

      """
    #expect(
      try report(vmstat, file: "vmstat.txt") == [
        "r | number | line 1 | number | 5,4,6", "b | number | line 2 | number | 0,0,1",
        "swpd | number | hidden | not a measure: constant | 0,0,0",
        "free | number | line 3 | number | 19303632,19303600,19303632",
        "row | row index | x | the row number, added: no column increases | 1,2,3",
      ])
    // Headerless numbers: the first column increases.
    #expect(
      try report("1 5 7\n2 6 8\n3 7 9\n", file: "n.txt").first
        == "x | number | x | the first column, which increases | 1,2,3")
    let contest = try loadResult(contestChart(), file: "chart.json").columns
    #expect(
      contest[0].map { "\($0.name) \($0.reading) \($0.role) \($0.firstValues)" } == [
        #"x time (Unix milliseconds) x ["1000", "2000", "3000"]"#,
        #"y0 number line 1 ["1", "2", "3"]"#, #"y1 number line 2 ["4", "5", "6"]"#,
      ])
  }
}
