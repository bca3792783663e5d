import TChartCells
import TChartData
import TChartProgram
import Testing

@testable import TChartExplorer

/// The go-to prompt (`g`): typed and edited on the status row, `Enter` moves the indicator (and
/// the window, as one undo step), a bad entry keeps the prompt open with the problem, `Esc` and
/// a press elsewhere close it.
@Suite("Reducer: go to a date")
struct GoToTests {
  func opened(checksHistory: Bool = true) -> TestStore {
    var state = Fixtures.dailyState()
    state.look.animates = false
    var store = TestStore(state, checksHistory: checksHistory)
    store.send(.input(.key(.character("g")))) { $0.modal.goTo = GoToPrompt() }
    return store
  }

  func type(_ text: String, into store: inout TestStore) {
    for character in text {
      store.send(.input(.key(.character(character)))) {
        $0.modal.goTo?.editor.apply(.insert(character))
      }
    }
  }

  @Test func plusThreeDaysMovesTheIndicatorAndTheWindowAsOneStep() {
    var store = opened()
    type("+3d", into: &store)
    let before = store.state.viewSnapshot
    store.send(.input(.key(.enter))) {
      $0.modal.goTo = nil
      $0.view.indicator = 112
      $0.view.window = Fixtures.window(39, 112)
      $0.history.steps.record(before, label: "go to +3d", gesture: .key(.enter), at: 0)
      $0.send(YAxesFeature.Action.retarget(jump: true))
    }
    let moved = store.state.viewSnapshot
    store.send(.input(.key(.character("u")))) {
      $0.view.window = Fixtures.window(36, 109)
      $0.view.indicator = 109
      _ = $0.history.steps.undo(from: moved)
      $0.history.restores = 1
      $0.notes.status = "undo: go to +3d"
      $0.send(YAxesFeature.Action.retarget(jump: true))
    }
  }

  @Test func aDateInsideTheWindowMovesOnlyTheIndicator() {
    var store = opened()
    type("2018-05-01", into: &store)
    store.send(.input(.key(.enter))) {
      $0.modal.goTo = nil
      // 2018-05-01 is 59 days after 2018-03-03.
      $0.view.indicator = 59
    }
    #expect(store.state.history.steps.past.isEmpty)
  }

  @Test func aBadEntryKeepsThePromptOpenWithTheProblemUntilTheNextEdit() {
    var store = opened()
    type("soon", into: &store)
    store.send(.input(.key(.enter))) {
      $0.modal.goTo?.problem = "'soon' is not a date (2019-03-08, 8 Mar 2019 14:05, +3d, -1w)"
    }
    let frame = ExplorerScreen.render(state: store.state, size: store.state.terminal.size)
    #expect(frame.line(23).hasPrefix("go to: soon▏  'soon' is not a date"))
    store.send(.input(.key(.backspace))) {
      $0.modal.goTo?.editor.apply(.backspace)
      $0.modal.goTo?.problem = nil
    }
  }

  @Test func thePromptTakesEveryKeyAndEditsLikeReadline() {
    var store = opened()
    type("q2u one", into: &store)
    #expect(!store.state.ending.quitRequested && store.state.view.hidden.isEmpty)
    store.send(.input(.key(.control("w")))) { $0.modal.goTo?.editor.apply(.deleteWord) }
    store.send(.input(.key(.home))) { $0.modal.goTo?.editor.apply(.home) }
    store.send(.input(.key(.delete))) { $0.modal.goTo?.editor.apply(.delete) }
    store.send(.input(.key(.control("e")))) { $0.modal.goTo?.editor.apply(.end) }
    store.send(.input(.key(.left))) { $0.modal.goTo?.editor.apply(.left) }
    #expect(store.state.modal.goTo?.editor.text == "2u ")
    let frame = ExplorerScreen.render(state: store.state, size: store.state.terminal.size)
    #expect(frame.line(23).hasPrefix("go to: 2u▏ "))
    store.send(.input(.key(.control("u")))) { $0.modal.goTo?.editor.apply(.clearBefore) }
    store.send(.input(.key(.control("a")))) { $0.modal.goTo?.editor.apply(.home) }
    store.send(.input(.key(.right))) { $0.modal.goTo?.editor.apply(.right) }
    store.send(.input(.key(.end))) { $0.modal.goTo?.editor.apply(.end) }
    store.send(.input(.key(.escape))) { $0.modal.goTo = nil }
    #expect(!store.state.ending.quitRequested)
  }

  @Test func aPressOutsideThePromptClosesItAndOnItDoesNot() {
    var store = opened()
    store.send(.input(.press(at: Point(x: 3, y: 23)))) {
      $0.pointer.drag = .ignored
      $0.history.presses = 1
    }
    store.send(.input(.wheel(.up, at: Point(x: 40, y: 5))))
    store.send(.input(.press(at: Point(x: 40, y: 5)))) {
      $0.modal.goTo = nil
      $0.history.presses = 2
    }
  }

  @Test func thereIsNothingToGoToBeforeTheFirstRows() {
    var store = TestStore(ExplorerState(waitingFor: LiveStream(name: "stdin")))
    store.send(.input(.key(.character("g")))) { $0.notes.status = "No data to go to yet" }
  }

  @Test func aDateBeyondTheDataGoesToItsEndAndSaysSo() {
    var store = opened(checksHistory: false)
    type("+1y", into: &store)
    store.send(.input(.key(.enter))) {
      $0.modal.goTo = nil
      $0.view.indicator = 145
      $0.view.window = Fixtures.window(72, 145)
      $0.notes.status = "After the last sample: went to it"
      $0.send(YAxesFeature.Action.retarget(jump: true))
    }
    store.send(.input(.key(.character("g")))) {
      $0.notes.status = nil
      $0.modal.goTo = GoToPrompt()
    }
    type("2000-01-01", into: &store)
    store.send(.input(.key(.enter))) {
      $0.modal.goTo = nil
      $0.view.indicator = 0
      $0.view.window = Fixtures.window(0, 73)
      $0.notes.status = "Before the first sample: went to it"
      $0.send(YAxesFeature.Action.retarget(jump: true))
    }
  }

  @Test func ctrlCStillQuits() {
    var store = opened()
    store.send(.input(.key(.control("c")))) { $0.ending.quitRequested = true }
  }

  @Test func numbersOnPlainNumberCharts() {
    var state = ExplorerState(
      chartSets: [
        ChartSet(
          name: "N", x: (0..<50).map { Double($0 * 10) }, xKind: .number,
          lines: [
            Series(
              id: "y0", name: "A", color: RGBColor.defaultPalette[0],
              values: Array(repeating: 1, count: 50))
          ])
      ])
    for key: Key in [.character("g"), .character("2"), .character("3"), .character("4"), .enter] {
      reduce(into: &state, action: .input(.key(key)))
    }
    #expect(state.view.indicator == 23)
    for key: Key in [.character("g"), .character("+"), .character("5"), .character("0"), .enter] {
      reduce(into: &state, action: .input(.key(key)))
    }
    #expect(state.view.indicator == 28)
  }
}
