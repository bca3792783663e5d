import Glibc
import TChartData
import TChartExplorer
import TChartExplorerRuntime
import TChartProgram
import TChartSources
import Testing

/// The query runner in front of a block summary hands over each part of the summary as it is
/// read (an `overview` outcome), before the answer that needed it.
@Suite("Query runner: the overview of a summarised table")
struct OverviewRunnerTests {
  /// A table of 20,000 rows behind a summary of 1,024 blocks read in four parts, and its runner.
  static func summarized() -> (ChartSet, SummarizedSeriesBackend, SourceQueryRunner) {
    let chart = TableReducerTests.chart(count: 20_000)
    let backend = SummarizedSeriesBackend(
      base: ArrayTableBackend(chart), blockCount: 1_024, minimumRows: 0, parts: 4)
    return (chart, backend, SourceQueryRunner(backend: backend))
  }

  @Test("each part read is an overview outcome, the last complete, then the answer")
  func partsThenAnswer() throws {
    let (chart, backend, runner) = Self.summarized()
    let x = chart.x
    let whole = SeriesWindowRequest(
      lower: x[0], upper: x[x.count - 1], dotWidth: 300, lines: [0, 1])
    runner.submit([whole], generation: 1)
    let outcomes = runner.waitForOutcomes()
    #expect(outcomes.count == 5)
    let overviews = outcomes.compactMap { outcome -> TableOverview? in
      if case .overview(let overview) = outcome { return overview }
      return nil
    }
    #expect(overviews.map(\.partsRead) == [1, 2, 3, 4])
    #expect(overviews.map(\.isComplete) == [false, false, false, true])
    #expect(overviews.last?.levels.first?.rows == backend.builtSummary?.rows)
    guard case .answered(let answers, 1) = outcomes.last else {
      Issue.record("no answer last: \(String(describing: outcomes.last))")
      return
    }
    #expect(answers.first?.request == whole)
  }

  @Test("a summary read after the first answer (ClickHouse): the answer first, then the parts")
  func answerThenParts() throws {
    let chart = TableReducerTests.chart(count: 20_000)
    let table = ArrayTableBackend(chart)
    let backend = SummarizedSeriesBackend(
      base: table, blockCount: 1_024, minimumRows: 0, parts: 4, readsAfterFirstAnswer: true)
    let runner = SourceQueryRunner(backend: backend)
    let x = chart.x
    let whole = SeriesWindowRequest(
      lower: x[0], upper: x[x.count - 1], dotWidth: 300, lines: [0, 1])
    runner.submit([whole], generation: 1)
    let outcomes = runner.waitForOutcomes()
    #expect(outcomes.count == 5)
    guard case .answered(let answers, 1) = outcomes.first else {
      Issue.record("no answer first: \(String(describing: outcomes.first))")
      return
    }
    // The base's own answer, as without a summary.
    #expect(answers.first?.rows == (try table.m4(whole)).rows)
    let overviews = outcomes.compactMap { outcome -> TableOverview? in
      if case .overview(let overview) = outcome { return overview }
      return nil
    }
    #expect(overviews.map(\.partsRead) == [1, 2, 3, 4])
    #expect(backend.builtSummary != nil && backend.summaryOrigin == .read)
    // Once read, a wide window is answered through it: the same frame's rows.
    runner.submit([whole], generation: 2)
    guard case .answered(let again, 2)? = runner.waitForOutcomes().last else {
      Issue.record("no second answer")
      return
    }
    #expect(again.first?.rowsFetched ?? 0 < answers.first?.rowsFetched ?? 0)
    #expect(
      M4Reduction.reduce(again.first?.rows ?? [], rule: whole.rule, lines: [0, 1])
        == M4Reduction.reduce(answers.first?.rows ?? [], rule: whole.rule, lines: [0, 1]))
  }

  @Test("a table that is not summarised gives answers only")
  func plainTable() {
    let chart = TableReducerTests.chart(count: 2_000)
    let runner = SourceQueryRunner(backend: ArrayTableBackend(chart))
    runner.submit(
      [.whole(chart)],
      generation: 1)
    let outcomes = runner.waitForOutcomes()
    #expect(outcomes.count == 1)
    if case .answered = outcomes.first {} else { Issue.record("not an answer") }
  }

  @Test("nearest rows: the answer to the last submission, older ones queued meanwhile skipped")
  func nearestRows() throws {
    let chart = TableReducerTests.chart(count: 2_000)
    let table = ArrayTableBackend(chart)
    let slow = CancelCountingBackend(table)
    slow.during.withLock { $0 = { usleep(200_000) } }
    let runner = SourceQueryRunner(backend: slow)
    let x = chart.x
    runner.submit(
      [.whole(chart)],
      generation: 1)
    for index in [10, 500, 1_234] { runner.submitNearest(toX: x[index] + 0.001, lines: [0, 1]) }
    let nearest = runner.waitForOutcomes().compactMap { outcome -> SourceRow? in
      if case .nearest(let row, let at) = outcome, at == x[1_234] + 0.001 { return row }
      if case .nearest = outcome { Issue.record("an older nearest-row query ran") }
      return nil
    }
    #expect(nearest == [table.row(1_234)])
  }

  @Test("the explorer on a summarised table: woken by each part, it draws it, then the answer")
  func explorerWakesForTheOverview() throws {
    let (chart, backend, runner) = Self.summarized()
    let state = try ExplorerState(
      table: TableSeriesSource(description: try backend.describe()),
      options: TableReducerTests.options())
    var explorer = Explorer(state: state, queries: runner)
    #expect(explorer.wakeDescriptor == runner.wakeDescriptor)
    var sawOverview = false
    for _ in 0..<100 where explorer.state.feed.isWaitingForQuery {
      var entry = pollfd(fd: runner.wakeDescriptor, events: Int16(POLLIN), revents: 0)
      _ = poll(&entry, 1, 5_000)
      explorer.wake(at: explorer.state.terminal.now + 0.1)
      if explorer.state.feed.table?.overview != nil { sawOverview = true }
    }
    #expect(sawOverview)
    #expect(explorer.state.feed.table?.overview?.isComplete == true)
    #expect(explorer.state.feed.table?.isInterim == false)
    #expect(!explorer.state.feed.isWaitingForQuery)
    // Neither shows the indicator before the user moves it.
    let memory = try ExplorerState(chartSets: [chart], options: TableReducerTests.options())
    #expect(
      explorer.render(size: TableReducerTests.size).text
        == ExplorerScreen.render(state: memory, size: TableReducerTests.size).text)
  }

  @Test("a window's totals: the backend's counts and sums, as an outcome")
  func totals() throws {
    let chart = TableReducerTests.chart(count: 2_000)
    let runner = SourceQueryRunner(backend: ArrayTableBackend(chart))
    let x = chart.x
    runner.submitTotals(lower: x[100], upper: x[900])
    let outcomes = runner.waitForOutcomes()
    let window = chart.visibleIndices(x[100]...x[900])
    #expect(window.count == 801)
    #expect(
      outcomes == [
        .totals(
          SourceTotals(
            lower: x[100], upper: x[900], totals: chart.lines.map { $0.pyramid.total(in: window) }))
      ])
  }
}
