import TChartCells
import TChartData
import TChartProgram
import TChartRender
import Testing

@testable import TChartExplorer

/// The `split` layout through the reducer, as a user drives it: `v` cycles one → split → list →
/// cards (one → split → one with a single chart set), `↑`/`↓` (`k`/`j`) scroll the panels by
/// one, stacked kinds and the pie stay one panel and say so, the mouse works as in `one`.
@Suite("Split layout reducer")
struct SplitReducerTests {
  func key(_ key: Key) -> ExplorerAction { .input(.key(key)) }

  @Test func vCyclesOneSplitListCardsOneWithSeveralChartSets() {
    var store = TestStore(ExplorerState(chartSets: [Fixtures.daily, Fixtures.second]))
    store.send(key(.character("v"))) { $0.layouts.layoutMode = .split }
    store.send(key(.character("v"))) {
      $0.layouts.layoutMode = .list
      $0.layouts.linkedIndicator = LinkedIndicator(date: Fixtures.daily.xValue(at: 145))
    }
    store.send(key(.character("v"))) { $0.layouts.layoutMode = .cards }
    store.send(key(.character("v"))) {
      $0.layouts.layoutMode = .one
      $0.layouts.linkedIndicator = nil
    }
  }

  @Test func vGoesOneSplitOneWithOneChartSet() {
    var store = TestStore(ExplorerState(chartSets: [SplitFixtures.mixed]))
    store.send(key(.character("v"))) { $0.layouts.layoutMode = .split }
    #expect(store.state.drawsSplit)
    #expect(store.state.statusMessage == "↑↓ scroll panels · v one")
    store.send(key(.character("v"))) { $0.layouts.layoutMode = .one }
    #expect(LayoutMode.cards.next(chartSetCount: 1) == .one)
    #expect(LayoutMode.one.next(chartSetCount: 1) == .split)
    #expect(LayoutMode.split.next(chartSetCount: 2) == .list)
  }

  @Test func upAndDownScrollThePanelsByOneClamped() {
    // At 80×24 three panels of the six fit.
    var store = TestStore(SplitFixtures.split())
    store.send(key(.up))
    store.send(key(.down)) { $0.layouts.splitFirstVisible = 1 }
    store.send(key(.character("j"))) { $0.layouts.splitFirstVisible = 2 }
    store.send(key(.down)) { $0.layouts.splitFirstVisible = 3 }
    store.send(key(.down))
    store.send(key(.character("k"))) { $0.layouts.splitFirstVisible = 2 }
    #expect(store.state.geometry.split?.panels.map(\.line) == [2, 3, 4])
    // `↑`/`↓` stay the slider's with the slider focused.
    #expect(
      KeyBindings.command(for: .up, focus: .slider, layout: .split)
        != .layouts(.scrollSplit(by: -1)))
  }

  @Test func hidingLinesClampsTheScrollAndDropsTheirPanels() {
    var state = SplitFixtures.split()
    state.layouts.splitFirstVisible = 3
    var store = TestStore(state)
    // Two lines left: both fit, the split scrolls back to the top.
    store.send(key(.character("@"))) {
      $0.view.hidden = [0, 2, 3, 4, 5]
      $0.notes.status = "Only Spending"
      $0.send(YAxesFeature.Action.retarget(jump: false))
    }
    store.send(key(.character("1"))) {
      $0.view.hidden = [2, 3, 4, 5]
      $0.notes.status = nil
      $0.send(YAxesFeature.Action.retarget(jump: false))
    }
    #expect(store.state.geometry.split?.panels.map(\.line) == [0, 1])
    #expect(store.state.geometry.split?.rows.firstVisible == 0)
  }

  @Test func stackedChartsAndThePieStayOnePanelAndSaySo() {
    var stacked = SplitFixtures.mixed
    stacked.flags = [.stacked]
    for index in stacked.lines.indices { stacked.lines[index].kind = .bar }
    var store = TestStore(ExplorerState(chartSets: [stacked]))
    store.send(key(.character("v"))) {
      $0.layouts.layoutMode = .split
      $0.notes.status = "Stacked charts stay one panel: split draws it whole"
    }
    #expect(!store.state.drawsSplit && store.state.geometry.split == nil)
    // Bars that are not stacked split.
    var bars = stacked
    bars.flags = []
    #expect(SplitFixtures.split(sets: [bars]).drawsSplit)
    var pie = SplitFixtures.split()
    pie.navigation.showsPie = true
    #expect(
      LayoutsFeature.splitRefusal(pie.chartSet, pie.navigation)
        == "The pie stays one panel")
    #expect(pie.statusMessage == "The pie stays one panel · v one")
  }

  @Test func aPressOnAnyPanelMovesTheIndicatorAsInOne() {
    let state = SplitFixtures.split()
    let geometry = state.geometry
    let panels = geometry.split!.panels
    let column = geometry.layout.graph.x + 20
    var first = state
    let expected = state.shown.sample(atColumn: column, geometry, fills: false)
    for panel in panels {
      var pressed = state
      var effects: [ExplorerEffect] = []
      pressed.mouse(.press(Point(x: column, y: panel.graph.graph.y + 1)), effects: &effects)
      #expect(pressed.view.indicator == expected)
      first = pressed
    }
    #expect(expected != state.view.indicator)
    // Every panel draws its cursor in the pressed column.
    #expect(SplitFixtures.cursorColumns(first) == [column, column, column])
  }

  @Test func theWheelOverTheThirdPanelZoomsEveryPanelAtThePointer() {
    let state = SplitFixtures.split()
    let geometry = state.geometry
    let third = geometry.split!.panels[2]
    let point = Point(x: geometry.layout.graph.x + 30, y: third.graph.graph.y + 1)
    var store = TestStore(state)
    store.send(.input(.wheel(.up, at: point))) {
      $0.send(
        WindowFeature.Action.scaleWindowAt(
          narrower: true, position: $0.shown.samplePosition(column: point.x, geometry.graphMapping))
      )
      $0.send(YAxesFeature.Action.retarget(jump: false))
    }
    #expect(store.state.view.window.width < state.view.window.width)
    let columns = SplitFixtures.cursorColumns(store.state)
    #expect(columns.count == 3 && columns.allSatisfy { $0 != nil && $0 == columns[0] })
  }

  @Test func aLegendClickHidesALineAndItsPanel() {
    let state = SplitFixtures.split(size: Size(width: 200, height: 60))
    let token = state.layout.legendTokens.first { $0.line == 2 }!
    var store = TestStore(state)
    store.send(.input(.press(at: Point(x: token.rect.x, y: token.rect.y)))) {
      $0.pointer.drag = .ignored
      $0.view.hidden = [2]
      $0.send(YAxesFeature.Action.retarget(jump: false))
    }
    #expect(store.state.geometry.split?.panels.map(\.line) == [0, 1, 3, 4, 5])
  }

  @Test func theSplitIsSavedAndRestoredInTheSession() {
    let file = FileIdentity(path: "/data/mixed.csv", size: 1, modified: 1)
    var saved = ExplorerState(chartSets: [SplitFixtures.mixed])
    reduce(into: &saved, action: key(.character("v")))
    let record = saved.sessionRecord(for: file)
    #expect(record.layoutSlice.layout == "split")
    var state = ExplorerState(chartSets: [SplitFixtures.mixed])
    state.restoreSession(record, file: file)
    #expect(state.layouts.layoutMode == .split && state.drawsSplit)
  }

  @Test func theLayoutOptionStartsSplit() throws {
    var options = ExplorerOptions()
    options.layout = .split
    let state = try ExplorerState(chartSets: [SplitFixtures.mixed], options: options)
    #expect(state.layouts.layoutMode == .split && state.drawsSplit)
  }
}

/// The scroll marks are buttons: a click on `▼ 3 more` scrolls down a panel, on `▲ 1 more` up.
@Suite("Split scroll marks")
struct SplitScrollMarkTests {
  @Test func aClickOnAScrollMarkScrollsByAPanel() {
    var store = TestStore(SplitFixtures.split())
    let down = store.state.geometry.split!.panels[2].scrollMarks
    #expect(down.map(\.text) == ["▼ 3 more"] && down[0].step == 1)
    #expect(down[0].rect == Rect(x: 72, y: 11, width: 8, height: 1))
    store.send(.input(.press(at: Point(x: 74, y: 11)))) {
      $0.pointer.drag = .ignored
      $0.layouts.splitFirstVisible = 1
    }
    let up = store.state.geometry.split!.panels[0].scrollMarks
    #expect(up.map(\.text) == ["▲ 1 more"] && up[0].step == -1)
    store.send(.input(.press(at: Point(x: up[0].rect.x, y: up[0].rect.y)))) {
      $0.layouts.splitFirstVisible = 0
    }
  }
}
