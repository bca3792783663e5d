import TChartData
import TChartSources
import Testing

/// The query runner opens a table again with other columns on its queue: the queries after it
/// read the new table; without an opener, or when opening fails, the open table stays.
@Suite("Query runner: a table opened again")
struct ReopenRunnerTests {
  @Test func theQueriesAfterTheReopeningReadTheNewTable() throws {
    let runner = SourceQueryRunner(
      backend: TableDerivedPickerTests.table(["a", "b"]),
      opener: { columns throws(SourceError) in TableDerivedPickerTests.table(columns) })
    let chart = TableDerivedPickerTests.table(["a", "rate(a)", "b"]).chart
    let middle = chart.x[chart.count / 2]
    runner.submitReopen(columns: ["a", "rate(a)", "b"], around: [middle])
    let outcomes = runner.waitForOutcomes()
    guard case .reopened(let reopening)? = outcomes.first, outcomes.count == 1 else {
      Issue.record("not reopened: \(outcomes)")
      return
    }
    #expect(reopening.columns == ["a", "rate(a)", "b"])
    #expect(reopening.description.lineNames == ["a", "rate(a)", "b"])
    #expect(reopening.rows.map(\.x) == [middle, chart.x[chart.count / 2 + 1]])
    #expect(reopening.rows[0].values[1] == chart.lines[1].values[chart.count / 2])
    let request = SeriesWindowRequest(
      lower: chart.x[0], upper: chart.x[chart.lastIndex], dotWidth: 40, lines: [0, 1, 2])
    runner.submit([request], generation: 1)
    guard case .answered(let answers, 1)? = runner.waitForOutcomes().first else {
      Issue.record("no answer")
      return
    }
    #expect(answers[0].rows.allSatisfy { $0.values.count == 3 })
  }

  @Test func withoutAnOpenerOrWhenOpeningFailsTheTableStays() throws {
    let plain = SourceQueryRunner(backend: TableDerivedPickerTests.table(["a", "b"]))
    plain.submitReopen(columns: ["a"], around: [])
    guard case .reopenFailed(let error, let columns)? = plain.waitForOutcomes().first else {
      Issue.record("no failure")
      return
    }
    #expect(columns == ["a"])
    #expect(error.message.contains("cannot be opened with other columns"))
    let failing = SourceQueryRunner(
      backend: TableDerivedPickerTests.table(["a", "b"]),
      opener: { _ throws(SourceError) in
        throw SourceError(.unavailable, place: "m", message: "avg over a duration: no")
      })
    failing.submitReopen(columns: ["a", "avg(a,5s)"], around: [])
    #expect(
      failing.waitForOutcomes()
        == [
          .reopenFailed(
            SourceError(.unavailable, place: "m", message: "avg over a duration: no"),
            columns: ["a", "avg(a,5s)"])
        ])
  }
}
