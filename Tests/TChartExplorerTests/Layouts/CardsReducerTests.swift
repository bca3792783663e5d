import TChartCells
import TChartProgram
import Testing

@testable import TChartExplorer

/// The `cards` layout's keys and mouse through the reducer: the arrow keys move
/// the selection within the grid, clamped at its edges, the grid scrolling by card rows;
/// `Enter` or a click on a card's title opens the chart set in `one`.
@Suite("Cards layout reducer")
struct CardsReducerTests {
  /// Five chart sets at 80×24: two columns, two card rows shown of three.
  func fiveSets() -> ExplorerState {
    let sets = [Fixtures.daily, Fixtures.second, Fixtures.daily, Fixtures.second, Fixtures.daily]
    var state = ExplorerState(chartSets: sets, screenSize: Size(width: 80, height: 24))
    state.layouts.layoutMode = .cards
    return state
  }

  func key(_ key: Key) -> ExplorerAction { .input(.key(key)) }

  @Test func arrowsMoveWithinTheGridAndScrollByRows() {
    var store = TestStore(fiveSets())
    store.send(key(.left))
    store.send(key(.up))
    store.send(key(.right)) {
      $0.navigation.chartIndex = 1
      $0.send(YAxesFeature.Action.retarget(jump: true))
    }
    store.send(key(.right))
    store.send(key(.down)) {
      $0.navigation.chartIndex = 3
      $0.send(YAxesFeature.Action.retarget(jump: true))
    }
    // Into the shorter last row: its last card; the grid scrolls by one row.
    store.send(key(.down)) {
      $0.navigation.chartIndex = 4
      $0.layouts.cardsFirstRow = 1
      $0.send(YAxesFeature.Action.retarget(jump: true))
    }
    store.send(key(.down))
    store.send(key(.up)) {
      $0.navigation.chartIndex = 2
      $0.send(YAxesFeature.Action.retarget(jump: true))
    }
    store.send(key(.left))
    store.send(key(.right)) {
      $0.navigation.chartIndex = 3
      $0.send(YAxesFeature.Action.retarget(jump: true))
    }
  }

  @Test func enterOpensTheSelectedCard() {
    var state = fiveSets()
    state.navigation.chartIndex = 1
    state.send(YAxesFeature.Action.retarget(jump: true))
    var store = TestStore(state)
    store.send(key(.enter)) { $0.layouts.layoutMode = .one }
  }

  @Test func aClickOnACardSelectsItAndOnItsTitleOpensIt() {
    let state = fiveSets()
    let card = state.layouts.cards(
      size: state.terminal.size, count: state.feed.chartSets.count,
      selected: state.navigation.chartIndex
    ).cards[3]
    var store = TestStore(state)
    store.send(.input(.press(at: Point(x: card.graph.x + 3, y: card.graph.y + 2)))) {
      $0.navigation.chartIndex = 3
      $0.pointer.drag = .ignored
      $0.send(YAxesFeature.Action.retarget(jump: false))
    }
    store.send(.input(.press(at: Point(x: card.title.x + 3, y: card.title.y)))) {
      $0.layouts.layoutMode = .one
      $0.pointer.drag = nil
    }
  }

  @Test func theWheelMovesByACardRow() {
    var store = TestStore(fiveSets())
    store.send(.input(.wheel(.down, at: Point(x: 3, y: 3)))) {
      $0.navigation.chartIndex = 2
      $0.send(YAxesFeature.Action.retarget(jump: false))
    }
    store.send(.input(.wheel(.up, at: Point(x: 3, y: 3)))) {
      $0.navigation.chartIndex = 0
      $0.send(YAxesFeature.Action.retarget(jump: false))
    }
  }
}
