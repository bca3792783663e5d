import TChartCells
import TChartProgram
import TChartStreams
import Testing

@testable import TChartExplorer

/// Undo and redo through the reducer: every change of what is seen is one step, bursts of one
/// gesture join, the indicator is not a step, and the history stays bounded.
@Suite("Reducer: undo and redo")
struct UndoReducerTests {
  /// The daily fixture with the Y range jumping (the expectations then set it with
  /// ``settle(_:)``) and the clock at `time`.
  func state(at time: Double = 10) -> ExplorerState {
    var state = Fixtures.dailyState()
    state.look.animates = false
    state.terminal.now = time
    return state
  }

  /// The Y range the state's view asks for, still.
  func settle(_ state: inout ExplorerState) {
    state.send(YAxesFeature.Action.retarget(jump: true))
  }

  @Test func hidingALineIsOneStepThatUndoAndRedoWalk() {
    var store = TestStore(state(), checksHistory: true)
    let before = store.state.viewSnapshot
    store.send(.input(.key(.character("2")))) {
      $0.view.hidden = [1]
      $0.history.steps.record(before, label: "hide line 2", gesture: .key(.character("2")), at: 10)
      self.settle(&$0)
    }
    let hidden = store.state.viewSnapshot
    store.send(.input(.key(.character("u")))) {
      $0.view.hidden = []
      _ = $0.history.steps.undo(from: hidden)
      $0.history.restores = 1
      $0.notes.status = "undo: hide line 2"
      self.settle(&$0)
    }
    store.send(.input(.key(.control("r")))) {
      $0.view.hidden = [1]
      _ = $0.history.steps.redo(from: before)
      $0.history.restores = 2
      $0.notes.status = "redo: hide line 2"
      self.settle(&$0)
    }
    #expect(store.state.history.steps.past.map(\.label) == ["hide line 2"])
  }

  @Test func aYScaleChangeIsAStepThatUndoTakesBack() {
    var state = state()
    reduce(into: &state, action: .input(.key(.character("y"))))
    #expect(state.yAxes.yScaleMode == .span)
    reduce(into: &state, action: .input(.key(.character("u"))))
    #expect(state.yAxes.yScaleMode == .window)
    #expect(state.notes.status == "undo: y scale span")
    reduce(into: &state, action: .input(.key(.control("r"))))
    #expect(state.yAxes.yScaleMode == .span)
  }

  @Test func nothingToUndoOrRedoSaysSo() {
    var store = TestStore(state(), checksHistory: true)
    store.send(.input(.key(.character("u")))) { $0.notes.status = "nothing to undo" }
    store.send(.input(.key(.control("r")))) { $0.notes.status = "nothing to redo" }
  }

  @Test func movingTheIndicatorIsNotAStep() {
    var store = TestStore(state(), checksHistory: true)
    store.send(.input(.key(.left))) { $0.view.indicator = 108 }
    store.send(.input(.key(.home))) { $0.view.indicator = 36 }
    store.send(.input(.press(at: Point(x: 40, y: 5)))) {
      $0.pointer.drag = .indicator
      $0.view.indicator = $0.chartSet.nearestIndex(
        toX: $0.shown.graphMapping($0.layout.graph).xValue(atColumn: 40), in: 36...109)
      $0.history.presses = 1
    }
    #expect(store.state.history.steps.past.isEmpty)
  }

  @Test func aHeldKeyWithinHalfASecondIsOneStep() {
    var state = state(at: 10)
    let start = state.view.window
    for time in [10, 10.3, 10.6] {
      reduce(into: &state, action: .input(.tick(time)))
      reduce(into: &state, action: .input(.key(.character("+"))))
    }
    #expect(state.history.steps.past.map(\.label) == ["zoom in"])
    reduce(into: &state, action: .input(.tick(11.5)))
    reduce(into: &state, action: .input(.key(.character("+"))))
    #expect(state.history.steps.past.map(\.label) == ["zoom in", "zoom in"])
    reduce(into: &state, action: .input(.key(.character("u"))))
    reduce(into: &state, action: .input(.key(.character("u"))))
    #expect(state.view.window == start)
    #expect(state.notes.status == "undo: zoom in")
  }

  @Test func differentKeysAtOnceAreSeparateSteps() {
    var state = state()
    for key in ["2", "+", "3"] {
      reduce(into: &state, action: .input(.key(.character(key.first!))))
    }
    #expect(state.history.steps.past.map(\.label) == ["hide line 2", "zoom in", "hide line 3"])
  }

  @Test func aDragOnTheMiniMapIsOneStepAndTwoClicksAreTwo() {
    var state = state()
    let start = state.view.window
    reduce(into: &state, action: .input(.press(at: Point(x: 40, y: 18))))
    for column in 41...50 {
      reduce(into: &state, action: .input(.drag(to: Point(x: column, y: 18))))
    }
    reduce(into: &state, action: .input(.release(at: Point(x: 50, y: 18))))
    #expect(state.history.steps.past.map(\.label) == ["pan"])
    reduce(into: &state, action: .input(.key(.character("u"))))
    #expect(state.view.window == start)
    // Two legend clicks at once: two lines, two steps.
    let tokens = state.layout.legendTokens.map(\.rect)
    for rect in tokens.prefix(2) {
      reduce(into: &state, action: .input(.press(at: Point(x: rect.x, y: rect.y))))
      reduce(into: &state, action: .input(.release(at: Point(x: rect.x, y: rect.y))))
    }
    #expect(state.history.steps.past.map(\.label) == ["hide line 1", "hide line 2"])
  }

  @Test func wheelStepsWithinHalfASecondAreOneStep() {
    var state = state()
    let start = state.view.window
    for time in [10, 10.1, 10.2, 10.3] {
      reduce(into: &state, action: .input(.tick(time)))
      reduce(into: &state, action: .input(.wheel(.up, at: Point(x: 40, y: 5))))
    }
    #expect(state.history.steps.past.count == 1)
    reduce(into: &state, action: .input(.key(.character("u"))))
    #expect(state.view.window == start)
  }

  @Test func everyKindOfChangeIsAStepWithItsName() {
    var state = state()
    let keys: [(Key, String)] = [
      (.character("-"), "zoom out"), (.character("L"), "pan"), (.character("0"), "zoom out"),
      (.character("@"), "lines"), (.character("1"), "show line 1"),
      (.character("n"), "theme night"), (.tab, "chart 2"), (.backTab, "chart 1"),
    ]
    for (key, label) in keys {
      reduce(into: &state, action: .input(.key(key)))
      #expect(state.history.steps.past.last?.label == label, "\(key)")
    }
    let labels = keys.map(\.1)
    #expect(state.history.steps.past.map(\.label) == labels)
    for label in labels.reversed() {
      reduce(into: &state, action: .input(.key(.character("u"))))
      #expect(state.notes.status == "undo: \(label)")
    }
    #expect(state.viewSnapshot == self.state().viewSnapshot)
  }

  @Test func aDayZoomAndThePieAreSteps() {
    var state = ZoomFixtures.state()
    state.feed.chartSets.append(ZoomFixtures.percentage)
    state.navigation.views.append(ChartViewState.whole(ZoomFixtures.percentage))
    reduce(into: &state, action: .input(.key(.enter)))
    reduce(into: &state, action: .day(.loaded(ZoomFixtures.dayChart)))
    #expect(state.navigation.dayChart != nil)
    #expect(state.history.steps.past.map(\.label) == ["zoom into the day"])
    reduce(into: &state, action: .input(.key(.character("u"))))
    #expect(state.navigation.dayChart == nil && state.notes.status == "undo: zoom into the day")
    reduce(into: &state, action: .input(.key(.control("r"))))
    #expect(state.navigation.dayChart?.chart == ZoomFixtures.dayChart)
    reduce(into: &state, action: .input(.key(.backspace)))
    #expect(state.history.steps.past.last?.label == "back to the overview")
    reduce(into: &state, action: .input(.key(.backTab)))
    reduce(into: &state, action: .input(.key(.enter)))
    #expect(state.navigation.showsPie)
    #expect(state.history.steps.past.suffix(2).map(\.label) == ["chart 3", "show the pie"])
    reduce(into: &state, action: .input(.key(.character("u"))))
    #expect(!state.navigation.showsPie && state.navigation.chartIndex == 2)
  }

  @Test func aNewStepForgetsTheRedoSteps() {
    var state = state()
    reduce(into: &state, action: .input(.key(.character("2"))))
    reduce(into: &state, action: .input(.key(.character("u"))))
    #expect(state.history.steps.future.count == 1)
    reduce(into: &state, action: .input(.key(.character("3"))))
    #expect(state.history.steps.future.isEmpty)
    reduce(into: &state, action: .input(.key(.control("r"))))
    #expect(state.notes.status == "nothing to redo")
    #expect(state.view.hidden == [2])
  }

  @Test func theHistoryKeepsOnlyItsLimit() {
    var state = state()
    state.history = ViewHistory(limit: 3)
    for key in ["2", "3", "2", "3", "2"] {
      reduce(into: &state, action: .input(.key(.character(key.first!))))
    }
    #expect(state.history.steps.past.count == 3)
    // Hidden after each key: [1], [1, 2], [2], [], [1]; the first two steps are forgotten.
    for _ in 0..<3 { reduce(into: &state, action: .input(.key(.character("u")))) }
    #expect(state.view.hidden == [1, 2])
    reduce(into: &state, action: .input(.key(.character("u"))))
    #expect(state.notes.status == "nothing to undo")
  }

  @Test func undoWhileStreamingFitsTheWindowToTheDataNow() {
    let layout = StreamLayout(names: ["1"], xKind: .number, xIsArrival: false)
    func rows(_ xs: ClosedRange<Int>) -> StreamBatch {
      StreamBatch(layout: layout, x: xs.map(Double.init), columns: [xs.map { Double($0) }])
    }
    var state = ExplorerState(waitingFor: LiveStream(name: "stdin", keep: 20))
    reduce(into: &state, action: .stream(.rows(rows(0...9))))
    reduce(into: &state, action: .input(.key(.character("+"))))
    reduce(into: &state, action: .input(.key(.character("0"))))
    // Rows are not steps; the kept samples are trimmed back to 20.
    reduce(into: &state, action: .stream(.rows(rows(10...40))))
    #expect(state.history.steps.past.map(\.label) == ["zoom in", "zoom out"])
    reduce(into: &state, action: .input(.key(.character("u"))))
    reduce(into: &state, action: .input(.key(.character("u"))))
    #expect(state.view.window.maximum == Double(state.chartSet.lastIndex))
    #expect(state.view.windowIndices.upperBound <= state.chartSet.lastIndex)
    #expect(state.view.windowIndices.contains(state.view.indicator))
  }
}
