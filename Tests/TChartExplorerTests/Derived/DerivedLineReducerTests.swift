import TChartData
import TChartProgram
import TChartRender
import Testing

@testable import TChartExplorer

/// Derived lines from the line picker (`/`, then `^T` on a line): the transform menu, the
/// moving average's window, the second line of `ratio`, `^X`, undo and the session.
@Suite("Derived lines in the explorer")
struct DerivedLineReducerTests {
  func state() -> ExplorerState {
    var state = Fixtures.dailyState()
    state.look.animates = false
    state.terminal.now = 10
    return state
  }

  func send(_ state: inout ExplorerState, _ keys: Key...) {
    for key in keys { _ = reduce(into: &state, action: .input(.key(key))) }
  }

  func type(_ state: inout ExplorerState, _ text: String) {
    for character in text { send(&state, .character(character)) }
  }

  @Test func ctrlTOffersTheTransformsAndEnterAddsTheRateAfterItsInput() {
    var state = state()
    let first = state.chartSet.lines[0].name
    let count = state.chartSet.lines.count
    send(&state, .character("/"), .control("t"))
    #expect(state.modal.linePicker?.derive == DeriveMenu(line: first))
    let popup = LinePickerModal.view(of: state)
    #expect(popup.title == " Derive from \(first) ")
    #expect(popup.rows.map(\.name).prefix(2) == ["rate(\(first))", "deriv(\(first))"])
    send(&state, .enter)
    #expect(state.chartSet.lines.count == count + 1)
    #expect(state.chartSet.lines[1].name == "rate(\(first))")
    #expect(state.chartSet.isDerived(line: 1))
    #expect(state.modal.linePicker?.derive == nil)
    #expect(state.modal.linePicker?.selected == 1)
    #expect(state.notes.status == "added rate(\(first)) as line 2")
    let input = state.chartSet.lines[0].values
    let x = state.chartSet.x
    #expect(
      state.chartSet.lines[1].values.elementsEqual(
        DerivedLineComputer.values(of: .rate, x: x, inputs: [input])
      ) { $0 == $1 || ($0.isNaN && $1.isNaN) })
  }

  @Test func undoRemovesTheDerivedLineAsOneStepAndRedoDerivesItAgain() {
    var state = state()
    let first = state.chartSet.lines[0].name
    let lines = state.chartSet.lines.map(\.name)
    send(&state, .character("/"), .control("t"), .down, .down, .down, .enter, .escape)
    #expect(state.chartSet.lines[1].name == "cumsum(\(first))")
    send(&state, .character("u"))
    #expect(state.chartSet.lines.map(\.name) == lines)
    #expect(state.notes.status == "undo: add cumsum(\(first))")
    send(&state, .control("r"))
    #expect(state.chartSet.lines[1].name == "cumsum(\(first))")
  }

  @Test func aMovingAverageAsksForItsWindowAndRefusesANonWindow() {
    var state = state()
    let first = state.chartSet.lines[0].name
    send(&state, .character("/"), .control("t"), .down, .down, .down, .down, .enter)
    #expect(state.modal.linePicker?.derive?.stage == .window(text: "", problem: false))
    type(&state, "7x")
    send(&state, .enter)
    #expect(state.modal.linePicker?.derive?.stage == .window(text: "7x", problem: true))
    #expect(
      LinePickerModal.view(of: state).title == " avg(\(first),…): a count (20) or a span (5m, 1h) ")
    send(&state, .backspace, .character("d"), .character("x"), .backspace, .enter)
    #expect(state.chartSet.lines[1].name == "avg(\(first),1w)")
  }

  @Test func ratioTakesTheSecondLinePickedInTheList() {
    var state = state()
    let names = state.chartSet.lines.map(\.name)
    send(&state, .character("/"), .control("t"))
    for _ in 0..<6 { send(&state, .down) }
    send(&state, .enter)
    #expect(state.modal.linePicker?.derive?.stage == .secondLine(.ratio))
    #expect(LinePickerModal.view(of: state).title == " ratio(\(names[0]),…): pick the line ")
    send(&state, .down, .enter)
    #expect(state.chartSet.lines[1].name == "ratio(\(names[0]),\(names[1]))")
  }

  @Test func ctrlXRemovesADerivedLineAndRefusesADataLine() {
    var state = state()
    let lines = state.chartSet.lines.map(\.name)
    send(&state, .character("/"), .control("x"))
    #expect(state.notes.status == "line 1 is data: ^X removes derived lines")
    send(&state, .control("t"), .enter)
    #expect(state.chartSet.lines.count == lines.count + 1)
    state.view.hidden = [2]
    send(&state, .control("x"))
    #expect(state.chartSet.lines.map(\.name) == lines)
    #expect(state.view.hidden == [1])
  }

  @Test func theSessionSavesDerivedLinesByExpressionAndDropsOnesWhoseInputIsGone() {
    var state = state()
    let first = state.chartSet.lines[0].name
    send(&state, .character("/"), .control("t"), .enter, .escape)
    let file = FileIdentity(path: "/data/daily.csv", size: 1_000, modified: 1_700_000_000)
    var record = state.sessionRecord(for: file)
    #expect(record.chartsSlice.charts[0].derivedLines == ["rate(\(first))"])
    record.chartsSlice.charts[0].derivedLines?.append("rate(nothing)")
    var fresh = self.state()
    fresh.restoreSession(record, file: file)
    #expect(fresh.chartSet.lines[1].name == "rate(\(first))")
    #expect(fresh.chartSet.derived.map(\.spec.name) == ["rate(\(first))"])
    #expect(
      fresh.notes.status
        == "session restored (--fresh to start over); dropped rate(nothing) (its input is gone)")
  }

  @Test func aTableSaysWhereDerivedLinesAre() {
    var state = state()
    send(&state, .character("/"))
    state.navigation.dayChart = DayChart(chart: state.chartSet, view: state.view)
    send(&state, .control("t"))
    #expect(state.notes.status == "derived lines: on the overview, not a day chart")
    #expect(state.modal.linePicker?.derive == nil)
  }
}
