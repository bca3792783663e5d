import TChartData
import TChartProgram
import TChartRender
import Testing

@testable import TChartExplorer

/// `]`/`[` put the indicator on the next/previous event of `--events` (panning the window when
/// the event is outside it); the label at the indicator; without events a status line.
@Suite("Reducer: event marks")
struct EventReducerTests {
  static func day(_ index: Double) -> Double { Fixtures.start + index * Fixtures.day }

  /// Events on days 50 (a moment), 60…70 (a range) and 120 (outside the window 36…109).
  static let events = EventMarks(
    [
      EventMark(time: day(120), label: "late"),
      EventMark(time: day(50), label: "deploy"),
      EventMark(time: day(60), end: day(70), label: "sale"),
    ], file: "ev.csv")

  func state() -> ExplorerState {
    var state = Fixtures.dailyState()
    state.look.animates = false
    state.events = Self.events
    return state
  }

  func press(_ key: Key, _ state: inout ExplorerState) {
    reduce(into: &state, action: .input(.key(key)))
  }

  @Test func withoutEventsTheKeysSaySo() {
    var state = Fixtures.dailyState()
    let before = state
    press(.character("]"), &state)
    #expect(state.notes.status == "no events: --events FILE")
    #expect(state.view == before.view)
    press(.character("["), &state)
    #expect(state.notes.status == "no events: --events FILE")
    #expect(state.navigation.chartIndex == 0)
  }

  @Test func nextEventOutsideTheWindowPansItKeepingItsWidth() {
    var state = state()
    press(.character("]"), &state)
    #expect(state.view.indicator == 120)
    #expect(state.view.windowIndices == 47...120)
    #expect(state.notes.status == "▲ late  3/3")
    #expect(state.panels.showsIndicator)
    #expect(state.chartEvents.textAtIndicator == "▲ late")
    // One undo step brings the window back.
    press(.character("u"), &state)
    #expect(state.view.windowIndices == 36...109)
  }

  @Test func previousEventsInsideTheWindowMoveOnlyTheIndicator() {
    var state = state()
    press(.character("["), &state)
    #expect(state.view.indicator == 60)
    #expect(state.view.windowIndices == 36...109)
    #expect(state.notes.status == "▲ sale  2/3")
    press(.character("["), &state)
    #expect(state.view.indicator == 50)
    #expect(state.notes.status == "▲ deploy  1/3")
    #expect(state.chartEvents.textAtIndicator == "▲ deploy")
    press(.character("["), &state)
    #expect(state.view.indicator == 50)
    #expect(state.notes.status == "No event before this (3 in all)")
  }

  @Test func theLabelShowsOnTheEventsSampleAndInsideARange() {
    var state = state()
    state.view.indicator = 65
    #expect(state.chartEvents.textAtIndicator == "▲ sale")
    state.view.indicator = 70
    #expect(state.chartEvents.textAtIndicator == "▲ sale")
    state.view.indicator = 71
    #expect(state.chartEvents.textAtIndicator == nil)
    state.view.indicator = 49
    #expect(state.chartEvents.textAtIndicator == nil)
  }

  @Test func tabStillSwitchesChartSets() {
    var state = state()
    press(.tab, &state)
    #expect(state.navigation.chartIndex == 1)
    press(.backTab, &state)
    #expect(state.navigation.chartIndex == 0)
  }

  @Test func eventsOutsideTheSpanAreCountedInANote() throws {
    var options = ExplorerOptions()
    options.events = EventMarks(
      Self.events.marks + [EventMark(time: Self.day(400), label: "far")], file: "ev.csv")
    let state = try ExplorerState(chartSets: [Fixtures.daily], options: options)
    #expect(state.events.marks.count == 4)
    #expect(state.notes.status == "1 of 4 events outside the data's span (kept)")
  }
}
