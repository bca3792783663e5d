import TChartProgram
import TChartSources
import TChartTesting
import Testing

@testable import TChartExplorer

/// A table's session: the saved window comes back on a new state whose anchors hold the rows
/// the window's ends stand on, and the restored window's rows are asked for at once.
@Suite("Table sessions")
struct TableSessionTests {
  @Test("a zoomed window is saved as x values and restored on the next opening")
  func windowComesBack() throws {
    var (state, backend) = try TableReducerTests.opened()
    try TableReducerTests.settle(&state, backend)
    for key in ["+", "+", "+", "L", "L"] {
      if let action = ExplorerAction(.key(.character(Character(key)))) {
        reduce(into: &state, action: action)
      }
      try TableReducerTests.settle(&state, backend)
    }
    let window = state.shown.windowXRange
    let file = FileIdentity(path: "table m", size: 4000, modified: 1)
    let record = state.sessionRecord(for: file)
    let opening = try TableReducerTests.opened().0.shown.windowXRange
    #expect(window != opening, "the window moved")

    let description = try backend.describe()
    var source = TableSeriesSource(description: description)
    for x in [record.chartsSlice.charts[0].windowStart, record.chartsSlice.charts[0].windowEnd] {
      source.anchors.merge(try backend.rowsAround(x: x, lines: [0, 1]))
    }
    var restored = try ExplorerState(table: source, options: TableReducerTests.options())
    restored.restoreSession(record, file: file)
    #expect(restored.notes.status == "session restored (--fresh to start over)")
    guard case .query(let requests, _) = restored.feed.pendingQuery else {
      Issue.record("the restored window is not asked for")
      return
    }
    #expect(requests[0].rule.lower == window.lowerBound)
    #expect(requests[0].rule.upper == window.upperBound)
    try TableReducerTests.settle(&restored, backend)
    #expect(restored.shown.windowXRange == window)
  }
}
