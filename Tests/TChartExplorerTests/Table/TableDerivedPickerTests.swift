import TChartData
import TChartProgram
import TChartRender
import TChartSources
import TChartTesting
import Testing

@testable import TChartExplorer

/// Derived lines from the line picker on a wide table: the database computes them, so `^T`
/// shows the new line at once and asks for the table opened again with it (an effect); the
/// answer brings the new table, whose frame is the frame of the same line derived in memory,
/// with the view kept. `^X`, undo and the session go the same way; a failure puts the lines
/// back; a long table says what to do instead.
@Suite("Reducer: derived lines on a table")
struct TableDerivedPickerTests {
  static let size = TableReducerTests.size

  /// The table's chart with `columns` as lines (derived ones computed in memory): what a
  /// database opened with `--y COLUMNS` answers.
  static func table(_ columns: [String]) -> ArrayTableBackend {
    var chart = TableReducerTests.chart()
    for column in columns {
      if case .derived(let spec)? = try? DerivedLineParser.parseTerm(column) {
        _ = try? chart.addDerived(spec, color: chart.freeColor)
      }
    }
    let lines = columns.compactMap { name in chart.lines.first { $0.id == name } }
    let palette = RGBColor.defaultPalette
    chart.lines = lines.enumerated().map { index, line in
      Series(id: line.id, name: line.name, color: palette[index], values: Array(line.values))
    }
    return ArrayTableBackend(
      ChartSet(name: chart.name, x: chart.x, xKind: chart.xKind, lines: chart.lines))
  }

  /// The state on the table `a, b`, answered, zoomed in twice, with `b` hidden.
  static func opened(columns: [String]? = ["a", "b"]) throws -> ExplorerState {
    let backend = table(columns ?? ["a", "b"])
    var state = try ExplorerState(
      table: TableSeriesSource(description: try backend.describe()),
      options: TableReducerTests.options(), columns: columns)
    try TableReducerTests.settle(&state, backend)
    for key in [Key.character("+"), .character("+"), .character("2")] {
      reduce(into: &state, action: .input(.key(key)))
      try TableReducerTests.settle(&state, backend)
    }
    return state
  }

  /// What the runner answers to `effect` (opening `table(columns)`).
  static func reopened(_ effect: ExplorerEffect?) throws -> (TableAction, ArrayTableBackend)? {
    guard case .reopenTable(let columns, let around)? = effect else { return nil }
    let backend = table(columns)
    let description = try backend.describe()
    var rows: [SourceRow] = []
    for x in around {
      rows += try backend.rowsAround(x: x, lines: Array(description.lineNames.indices))
    }
    let reopening = TableReopening(columns: columns, description: description, rows: rows)
    return (.reopened(reopening), backend)
  }

  func send(_ state: inout ExplorerState, _ keys: Key...) -> [ExplorerEffect] {
    keys.flatMap { reduce(into: &state, action: .input(.key($0))) }
  }

  @Test func ctrlTShowsTheLineAtOnceAndAsksForTheTableOpenedWithIt() throws {
    var state = try Self.opened()
    let window = state.shown.windowXRange
    #expect(state.view.hidden == [1])
    let effects = send(&state, .character("/"), .control("t"), .enter)
    #expect(
      effects == [
        .reopenTable(
          columns: ["a", "rate(a)", "b"], around: [window.lowerBound, window.upperBound])
      ])
    #expect(state.chartSet.lines.map(\.name) == ["a", "rate(a)", "b"])
    #expect(state.chartSet.lines[1].values.allSatisfy { $0.isNaN })
    #expect(state.notes.status == "added rate(a) as line 2")
    #expect(state.modal.linePicker?.selected == 1)
    // b moved to line 3 and stays hidden; the window stays.
    #expect(state.view.hidden == [2])
    #expect(state.shown.windowXRange == window)
    // No query of the old table while it opens again, and the effect is asked for once.
    #expect(state.feed.pendingQuery == nil)
    #expect(send(&state, .escape).isEmpty)
  }

  @Test func theAnswerDrawsTheFrameOfTheLineDerivedInMemory() throws {
    var state = try Self.opened()
    let window = state.shown.windowXRange
    let effects = send(&state, .character("/"), .control("t"), .enter, .escape)
    guard let (answer, backend) = try Self.reopened(effects.first) else {
      Issue.record("no reopen effect: \(effects)")
      return
    }
    let asked = reduce(into: &state, action: .table(answer))
    guard case .query(let requests, _)? = asked.first else {
      Issue.record("the answer asked for no query: \(asked)")
      return
    }
    #expect(requests.allSatisfy { $0.lines == [0, 1, 2] })
    // Answered as the runner answers (M4 rows and the rows of the columns with a gap).
    for _ in 0..<6 {
      guard case .query(let requests, let generation)? = state.feed.pendingQuery else { break }
      let answers = try requests.map { request throws(SourceError) in try backend.answer(request) }
      reduce(into: &state, action: .table(.answered(answers, generation: generation)))
    }
    #expect(state.feed.table?.reopening == nil)
    #expect(state.feed.table?.columns == ["a", "rate(a)", "b"])
    #expect(state.shown.windowXRange == window)
    #expect(state.view.hidden == [2])
    // The same view of the chart set in memory with rate(a) derived there.
    var memory = try ExplorerState(
      chartSets: [Self.table(["a", "rate(a)", "b"]).chart], options: TableReducerTests.options())
    memory.navigation.views[0].window = ChartViewState.window(
      for: memory.chartSet, lower: memory.chartSet.fractionalIndex(ofX: window.lowerBound),
      upper: memory.chartSet.fractionalIndex(ofX: window.upperBound))
    memory.navigation.views[0].hidden = [2]
    memory.panels.showsIndicator = state.panels.showsIndicator
    memory.send(YAxesFeature.Action.retarget(jump: true))
    state.notes.status = nil
    let table = ExplorerScreen.render(state: state, size: Self.size).text.split(separator: "\n")
    let expected = ExplorerScreen.render(state: memory, size: Self.size).text
      .split(separator: "\n")
    for (row, (line, wanted)) in zip(table, expected).enumerated() where line != wanted {
      Issue.record("row \(row): \(line) ≠ \(wanted)")
    }
  }

  @Test func undoRemovesTheLineAndAsksForTheTableWithoutIt() throws {
    var state = try Self.opened()
    var effects = send(&state, .character("/"), .control("t"), .enter, .escape)
    guard let (answer, backend) = try Self.reopened(effects.first) else {
      Issue.record("no reopen effect")
      return
    }
    reduce(into: &state, action: .table(answer))
    try TableReducerTests.settle(&state, backend)
    effects = send(&state, .character("u"))
    #expect(state.notes.status == "undo: add rate(a)")
    #expect(state.chartSet.lines.map(\.name) == ["a", "b"])
    #expect(state.view.hidden == [1])
    guard case .reopenTable(let columns, _)? = effects.first else {
      Issue.record("undo asked for nothing: \(effects)")
      return
    }
    #expect(columns == ["a", "b"])
    effects = send(&state, .control("r"))
    guard case .reopenTable(let again, _)? = effects.first else {
      Issue.record("redo asked for nothing: \(effects)")
      return
    }
    #expect(again == ["a", "rate(a)", "b"])
    #expect(state.notes.status == "redo: add rate(a)")
  }

  @Test func ctrlXRemovesATableDerivedLineAndRefusesAColumn() throws {
    var state = try Self.opened(columns: ["a", "b"])
    _ = send(&state, .character("/"), .control("t"), .down, .down, .enter)
    #expect(state.chartSet.lines.map(\.name) == ["a", "diff(a)", "b"])
    _ = send(&state, .up, .control("x"))
    #expect(state.notes.status == "line 1 is data: ^X removes derived lines")
    let effects = send(&state, .down, .control("x"))
    #expect(state.notes.status == "removed diff(a)")
    #expect(state.chartSet.lines.map(\.name) == ["a", "b"])
    guard case .reopenTable(let columns, _)? = effects.first else {
      Issue.record("^X asked for nothing: \(effects)")
      return
    }
    #expect(columns == ["a", "b"])
  }

  @Test func aFailureSaysWhyAndPutsTheLinesBack() throws {
    var state = try Self.opened()
    _ = send(&state, .character("/"), .control("t"), .enter, .escape)
    #expect(state.chartSet.lines.count == 3)
    let error = SourceError(
      .unavailable, place: "m.sqlite", message: "rate(a): rate cannot be computed in SQLite")
    // An answer for columns no longer asked for changes nothing.
    var store = TestStore(state)
    store.send(.table(.reopenFailed(error, columns: ["a", "b", "x"])))
    store.send(.table(.reopenFailed(error, columns: ["a", "b"])))
    let effects = reduce(
      into: &state, action: .table(.reopenFailed(error, columns: ["a", "rate(a)", "b"])))
    #expect(state.notes.status == error.message)
    #expect(state.chartSet.lines.map(\.name) == ["a", "b"])
    #expect(state.view.hidden == [1])
    #expect(state.feed.table?.reopening == nil)
    #expect(state.feed.table?.columns == ["a", "b"])
    // The old table's queries again.
    guard case .query(let requests, _)? = effects.first else {
      Issue.record("no query after the failure: \(effects)")
      return
    }
    #expect(requests.allSatisfy { $0.lines == [0, 1] })
    // The step that added the line changes nothing now: undo skips it.
    try TableReducerTests.settle(&state, Self.table(["a", "b"]))
    _ = send(&state, .character("u"))
    #expect(state.notes.status == "undo: hide line 2")
    #expect(state.chartSet.lines.map(\.name) == ["a", "b"])
  }

  @Test func aLongTableSaysHowToGetDerivedLines() throws {
    var state = try Self.opened(columns: nil)
    let effects = send(&state, .character("/"), .control("t"))
    #expect(effects.isEmpty)
    #expect(state.modal.linePicker?.derive == nil)
    #expect(
      state.notes.status
        == "derived lines on a long table: --y 'rate(COLUMN)' with --series when opening it")
  }

  @Test func aDerivedColumnIsNoInputOfAnother() throws {
    var state = try Self.opened(columns: ["a", "rate(a)", "b"])
    _ = send(&state, .character("/"), .down, .control("t"))
    #expect(state.modal.linePicker?.derive == nil)
    #expect(
      state.notes.status == "rate(a) is computed by the table: a table's derived line reads columns"
    )
  }

  @Test func theSessionKeepsTheLineAndAFreshOpeningAsksForIt() throws {
    var state = try Self.opened()
    _ = send(&state, .character("/"), .control("t"), .enter, .escape)
    let file = FileIdentity(path: "m.sqlite", size: 1, modified: 1)
    let record = state.sessionRecord(for: file)
    #expect(record.chartsSlice.charts.first?.derivedLines == ["rate(a)"])
    var fresh = try Self.opened()
    fresh.restoreSession(record, file: file)
    #expect(fresh.chartSet.lines.map(\.name) == ["a", "rate(a)", "b"])
    #expect(fresh.feed.table?.reopening?.columns == ["a", "rate(a)", "b"])
    guard
      case .reopenTable(let columns, _)? = fresh.feed.askReopen(around: fresh.shown.windowXRange)
        .first
    else {
      Issue.record("no reopen asked")
      return
    }
    #expect(columns == ["a", "rate(a)", "b"])
    #expect(fresh.feed.askReopen(around: fresh.shown.windowXRange).isEmpty)
  }
}
