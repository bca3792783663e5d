import TChartCells
import TChartData
import TChartProgram
import Testing

@testable import TChartExplorer

/// The `list` layout's keys and mouse through the reducer: `v` cycles the layouts, `↑`/`↓`,
/// `PgUp`/`PgDn` and the wheel move the selection (the list scrolls to keep it whole),
/// `Enter` or a click on a title opens the selected chart set in `one`.
@Suite("List layout reducer")
struct ListReducerTests {
  /// Five chart sets at 80×24: two panels fit (the selected one 11 rows, another 8).
  func fiveSets() -> ExplorerState {
    let sets = [Fixtures.daily, Fixtures.second, Fixtures.daily, Fixtures.second, Fixtures.daily]
    return ExplorerState(chartSets: sets, screenSize: Size(width: 80, height: 24))
  }

  func key(_ key: Key) -> ExplorerAction { .input(.key(key)) }

  @Test func vCyclesOneSplitListCardsOne() {
    var store = TestStore(fiveSets())
    let date = LinkedIndicator(date: Fixtures.daily.xValue(at: 145))
    store.send(key(.character("v"))) { $0.layouts.layoutMode = .split }
    store.send(key(.character("v"))) {
      $0.layouts.layoutMode = .list
      $0.layouts.linkedIndicator = date
    }
    store.send(key(.character("v"))) { $0.layouts.layoutMode = .cards }
    store.send(key(.character("v"))) {
      $0.layouts.layoutMode = .one
      $0.layouts.linkedIndicator = nil
    }
  }

  @Test func downAndUpMoveTheSelectionAndScroll() {
    var state = fiveSets()
    state.layouts.layoutMode = .list
    var store = TestStore(state)
    store.send(key(.down)) {
      $0.navigation.chartIndex = 1; $0.send(YAxesFeature.Action.retarget(jump: true))
    }
    // The third panel does not fit below the first two: the list scrolls by one.
    store.send(key(.down)) {
      $0.navigation.chartIndex = 2
      $0.send(YAxesFeature.Action.retarget(jump: true))
      $0.layouts.listFirstVisible = 1
    }
    store.send(key(.character("j"))) {
      $0.navigation.chartIndex = 3
      $0.send(YAxesFeature.Action.retarget(jump: true))
      $0.layouts.listFirstVisible = 2
    }
    store.send(key(.up)) {
      $0.navigation.chartIndex = 2; $0.send(YAxesFeature.Action.retarget(jump: true))
    }
    store.send(key(.character("k"))) {
      $0.navigation.chartIndex = 1
      $0.send(YAxesFeature.Action.retarget(jump: true))
      $0.layouts.listFirstVisible = 1
    }
  }

  @Test func theSelectionStopsAtTheEnds() {
    var state = fiveSets()
    state.layouts.layoutMode = .list
    var store = TestStore(state)
    store.send(key(.up))
    state.navigation.chartIndex = 4
    state.layouts.listFirstVisible = 3
    store = TestStore(state)
    store.send(key(.down))
  }

  @Test func pageDownAndUpMoveByThePanelsShownLessOne() {
    var state = fiveSets()
    state.layouts.layoutMode = .list
    var store = TestStore(state)
    store.send(key(.pageDown)) {
      $0.navigation.chartIndex = 1; $0.send(YAxesFeature.Action.retarget(jump: true))
    }
    store.send(key(.pageDown)) {
      $0.navigation.chartIndex = 2
      $0.send(YAxesFeature.Action.retarget(jump: true))
      $0.layouts.listFirstVisible = 1
    }
    store.send(key(.pageUp)) {
      $0.navigation.chartIndex = 1; $0.send(YAxesFeature.Action.retarget(jump: true))
    }
  }

  @Test func enterOpensTheSelectedChartSetInOne() {
    var state = fiveSets()
    state.layouts.layoutMode = .list
    var store = TestStore(state)
    store.send(key(.down)) {
      $0.navigation.chartIndex = 1; $0.send(YAxesFeature.Action.retarget(jump: true))
    }
    store.send(key(.enter)) { $0.layouts.layoutMode = .one }
  }

  @Test func aClickOnATitleOpensItAndElsewhereSelects() {
    var state = fiveSets()
    state.layouts.layoutMode = .list
    let second = state.layouts.list(
      size: state.terminal.size, count: state.feed.chartSets.count,
      selected: state.navigation.chartIndex
    ).panels[1]
    var store = TestStore(state)
    store.send(.input(.press(at: Point(x: 5, y: second.graph.y + 1)))) {
      $0.navigation.chartIndex = 1
      $0.send(YAxesFeature.Action.retarget(jump: false))
      $0.pointer.drag = .ignored
    }
    store.send(.input(.release(at: Point(x: 5, y: second.graph.y + 1)))) { $0.pointer.drag = nil }
    let first = store.state.layouts.list(
      size: store.state.terminal.size, count: store.state.feed.chartSets.count,
      selected: store.state.navigation.chartIndex
    ).panels[0]
    store.send(.input(.press(at: Point(x: 10, y: first.title.y)))) {
      $0.navigation.chartIndex = 0
      $0.send(YAxesFeature.Action.retarget(jump: false))
      $0.layouts.layoutMode = .one
      $0.pointer.drag = nil
    }
  }

  @Test func theWheelMovesTheSelection() {
    var state = fiveSets()
    state.layouts.layoutMode = .list
    var store = TestStore(state)
    store.send(.input(.wheel(.down, at: Point(x: 10, y: 5)))) {
      $0.navigation.chartIndex = 1; $0.send(YAxesFeature.Action.retarget(jump: false))
    }
    store.send(.input(.wheel(.up, at: Point(x: 10, y: 5)))) {
      $0.navigation.chartIndex = 0; $0.send(YAxesFeature.Action.retarget(jump: false))
    }
  }

  @Test func theListClosesADayAndThePie() {
    var state = fiveSets()
    state.navigation.showsPie = true
    var store = TestStore(state)
    // The split keeps the pie whole; the list closes it.
    store.send(key(.character("v"))) {
      $0.layouts.layoutMode = .split
      $0.notes.status = "The pie stays one panel: split draws it whole"
    }
    store.send(key(.character("v"))) {
      $0.notes.status = nil
      $0.layouts.layoutMode = .list
      $0.navigation.showsPie = false
      $0.layouts.linkedIndicator = LinkedIndicator(date: Fixtures.daily.xValue(at: 145))
    }
  }
}
