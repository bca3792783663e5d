import Testing

@testable import TChartCSV

/// The planner on its own: names and sampled cells in, x, its form and the hidden columns out.
@Suite struct CSVColumnRolesTests {
  func plan(_ names: [String], _ rows: [[String?]], series: Int? = nil, x: Int? = nil)
    -> CSVColumnRoles
  {
    let columns = names.indices.map { field in rows.map { $0[field] } }
    return CSVColumnRoles.plan(
      names: names, samples: columns, series: series, xIndex: x, options: LoadOptions())
  }

  @Test func rowIndexesNeedANameAndConsecutiveWholeNumbers() {
    #expect(CSVColumnRoles.isIndexName("column 1") && CSVColumnRoles.isIndexName("Unnamed: 0"))
    #expect(CSVColumnRoles.isIndexName("rownames") && CSVColumnRoles.isIndexName("TIME"))
    #expect(!CSVColumnRoles.isIndexName("count"))
    #expect(CSVColumnRoles.isRowIndex(["0", "1", "2"]) && CSVColumnRoles.isRowIndex(["1", "2"]))
    #expect(!CSVColumnRoles.isRowIndex(["1", "3"]) && !CSVColumnRoles.isRowIndex(["2", "3"]))
    #expect(!CSVColumnRoles.isRowIndex(["1", nil]) && !CSVColumnRoles.isRowIndex(["1"]))
    let counts = plan(["id", "v"], [["5", "1"], ["9", "2"]])
    #expect(counts.xIndex == 0 && counts.hidden.isEmpty && counts.note == nil)
  }

  @Test func theFirstTimeColumnWinsOverAnIndex() {
    let roles = plan(["", "v", "date"], [["0", "1", "2019-01-01"], ["1", "2", "2019-01-02"]])
    #expect(roles.xIndex == 2 && roles.hidden == [0] && roles.form == .asRead)
    #expect(roles.note == "x is column 'date', the first holding dates; row index '' not drawn")
  }

  @Test func anIndexIsXOnlyWithoutATimeColumn() {
    let roles = plan(["obs", "v"], [["1", "5"], ["2", "6"]])
    #expect(roles.xIndex == 0 && roles.hidden.isEmpty)
    #expect(roles.note == "x is the row index 'obs' (no time column)")
  }

  @Test func formsAndPeriods() {
    let decimal = plan(["v", "time"], [["1", "1949"], ["2", "1949.083333333"]])
    #expect(decimal.xIndex == 1 && decimal.form == .decimalYears(perYear: 12))
    #expect(decimal.period == .month)
    let split = plan(["year", "quarter", "v"], [["1959", "1", "5"], ["1959", "2", "6"]])
    #expect(split.form == .split(CSVSplitTime(year: 0, parts: [(.quarter, 1)])))
    #expect(split.hidden == [1] && split.period == .quarter)
    let weeks = plan(["v", "w"], [["1", "1991 W06"], ["2", "1991 W07"]])
    #expect(weeks.xIndex == 1 && weeks.period == .week)
  }

  @Test func theSeriesColumnAndGivenXAreKept() {
    let given = plan(["date", "a"], [["2019-01-01", "1"], ["2019-01-02", "2"]], x: 1)
    #expect(given.xIndex == 1 && given.note == nil)
    let series = plan(["s", "v"], [["a", "1"], ["b", "2"]], series: 0)
    #expect(series.xIndex == 1)
  }
}
