import TChartCells
import TChartData
import TChartProgram
import Testing

@testable import TChartExplorer

/// The A/B cursors through the reducer: `a` marks A, fixes B, clears; `Esc` clears before it
/// quits; a right-button drag on the graph selects A→B; each change is one undo step.
/// The daily fixture at 80×24: the window 36…109, the graph in columns 7–79.
@Suite("A/B cursors: reducer")
struct ABCursorReducerTests {
  func state() -> ExplorerState {
    var state = Fixtures.dailyState()
    state.look.animates = false
    state.terminal.now = 10
    return state
  }

  func key(_ state: inout ExplorerState, _ key: Key, times: Int = 1) {
    for _ in 0..<times { reduce(into: &state, action: .input(.key(key))) }
  }

  /// Moves the clock on, so the next key is a new undo step.
  func later(_ state: inout ExplorerState) {
    reduce(into: &state, action: .input(.tick(state.terminal.now + 1)))
  }

  @Test func aMarksAThenBFollowsTheIndicatorUntilASecondAFixesItAndAThirdClears() {
    var state = state()
    key(&state, .character("a"))
    #expect(state.view.ab == ABCursors(a: 109))
    #expect(state.notes.status?.hasPrefix("A at ") == true)
    key(&state, .character("h"), times: 10)
    #expect(state.abModel.samples! == (109, 99))
    #expect(state.abModel.spanText == "Δ −10d")
    key(&state, .character("a"))
    #expect(state.view.ab == ABCursors(a: 109, b: 99))
    key(&state, .character("l"), times: 3)
    #expect(state.abModel.samples! == (109, 99))
    key(&state, .character("a"))
    #expect(state.view.ab == nil)
    #expect(state.abModel.samples == nil && state.abModel.spanText == nil)
  }

  @Test func escClearsTheCursorsBeforeItQuits() {
    var state = state()
    key(&state, .character("a"))
    key(&state, .escape)
    #expect(state.view.ab == nil)
    #expect(!state.ending.quitRequested)
    #expect(state.notes.status == "A/B cleared")
    key(&state, .escape)
    #expect(state.ending.quitRequested)
  }

  @Test func escClearsTheCursorsBeforeItLeavesTheSliderFocusOrTheDay() {
    var state = state()
    key(&state, .character("a"))
    key(&state, .character("s"))
    // In the slider focus Esc goes back to the graph; the cursors stay.
    key(&state, .escape)
    #expect(state.pointer.focus == .graph && state.view.ab != nil)
  }

  @Test func eachChangeIsOneUndoStep() {
    var state = state()
    key(&state, .character("a"))
    key(&state, .character("h"), times: 5)
    later(&state)
    key(&state, .character("a"))
    later(&state)
    #expect(state.history.steps.past.map(\.label) == ["mark A", "fix B"])
    key(&state, .character("u"))
    #expect(state.view.ab == ABCursors(a: 109))
    #expect(state.notes.status == "undo: fix B")
    later(&state)
    key(&state, .character("u"))
    #expect(state.view.ab == nil)
    later(&state)
    key(&state, .control("r"))
    #expect(state.view.ab == ABCursors(a: 109))
    later(&state)
    key(&state, .escape)
    later(&state)
    #expect(state.history.steps.past.last?.label == "clear A/B")
  }

  @Test func aRightButtonDragOnTheGraphSelectsAToB() {
    var state = state()
    // Column 20 reads sample 36 + 13/72 × 73 ≈ 49; column 60 ≈ 90.
    let a = state.abModel.sample(atColumn: 20, state.geometry)!
    let b = state.abModel.sample(atColumn: 60, state.geometry)!
    reduce(into: &state, action: .input(.selectPress(at: Point(x: 20, y: 5))))
    #expect(state.view.ab == ABCursors(a: a, b: a))
    #expect(state.pointer.drag == .abCursors)
    reduce(into: &state, action: .input(.drag(to: Point(x: 40, y: 6))))
    reduce(into: &state, action: .input(.drag(to: Point(x: 60, y: 6))))
    reduce(into: &state, action: .input(.release(at: Point(x: 60, y: 6))))
    #expect(state.view.ab == ABCursors(a: a, b: b))
    #expect(state.pointer.drag == nil)
    #expect(state.view.indicator == 109)
    #expect(state.notes.status == "A/B Δ \(b - a)d · Esc clears")
    // The whole gesture is one step.
    later(&state)
    #expect(state.history.steps.past.map(\.label) == ["A/B"])
    key(&state, .character("u"))
    #expect(state.view.ab == nil)
  }

  @Test func aRightClickWithoutMotionMarksAAndBFollowsTheIndicator() {
    var state = state()
    let a = state.abModel.sample(atColumn: 30, state.geometry)!
    reduce(into: &state, action: .input(.selectPress(at: Point(x: 30, y: 5))))
    reduce(into: &state, action: .input(.release(at: Point(x: 30, y: 5))))
    #expect(state.view.ab == ABCursors(a: a))
    #expect(state.abModel.samples! == (a, 109))
  }

  @Test func aRightPressOutsideTheGraphOrUnderAModalDoesNothing() {
    var state = state()
    // The mini-map.
    reduce(into: &state, action: .input(.selectPress(at: Point(x: 30, y: 18))))
    reduce(into: &state, action: .input(.drag(to: Point(x: 40, y: 18))))
    #expect(state.view.ab == nil && state.view.window == Fixtures.window(36, 109))
    key(&state, .character("?"))
    reduce(into: &state, action: .input(.selectPress(at: Point(x: 30, y: 5))))
    #expect(state.view.ab == nil && state.modal.help != nil)
  }

  @Test func theTerminalsRightButtonIsTheSelectPress() {
    let event = InputEvent.mouse(MouseEvent(.press(.right), at: Point(x: 3, y: 4)))
    #expect(ExplorerAction(event) == .input(.selectPress(at: Point(x: 3, y: 4))))
    let middle = InputEvent.mouse(MouseEvent(.press(.middle), at: Point(x: 3, y: 4)))
    #expect(ExplorerAction(middle) == nil)
  }

  @Test func theCursorsBelongToTheirChartSet() {
    var state = state()
    key(&state, .character("a"))
    key(&state, .tab)
    #expect(state.view.ab == nil)
    key(&state, .tab)
    #expect(state.view.ab == ABCursors(a: 109))
  }

  @Test func renderFractionsPutTheCursorsOnTheNearestSamples() {
    var state = state()
    state.view.ab = ABCursors(fractions: 0.8, 0.2, in: state.chartSet)
    #expect(state.view.ab == ABCursors(a: 116, b: 29))
  }
}
