import TChartCells
import TChartData
import TChartRange
import TChartTesting
import Testing

@testable import TChartExplorer
@testable import TChartExplorerRuntime

@Suite("Reducer: zooming into a day")
struct DayZoomTests {
  /// A store on `overview` that has just shown the fixtures' day chart.
  static func zoomedStore(_ overview: ExplorerState) -> TestStore {
    var store = TestStore(overview)
    store.send(.day(.loaded(ZoomFixtures.dayChart))) {
      $0.navigation.dayChart = DayChart.into(
        ZoomFixtures.dayChart, x: ZoomFixtures.dayStart, hidden: [1])
      $0.yAxes.yRange = .still($0.yAxesModel.targetYRange)
    }
    return store
  }

  /// The day chart's view after `.day(.loaded)`: the window on the day's 24 hourly samples
  /// (72…95 of its 168 samples), the indicator on the day's first sample.
  static func dayView(hidden: Set<Int>) throws -> ChartViewState {
    let window = try RangeSelection(
      minimum: 0, maximum: 167, step: 1, minDistance: 1, lower: 72, upper: 95)
    return ChartViewState(window: window, hidden: hidden, indicator: 72)
  }

  @Test func enterAsksForTheDayUnderTheIndicatorWithoutLoadingIt() {
    var store = TestStore(ZoomFixtures.state())
    store.send(
      .input(.key(.enter)), effects: [.loadDay(ZoomFixtures.days, x: ZoomFixtures.dayStart)])
    // The next action asks for nothing: the effects are the answer to one action.
    store.send(.input(.key(.left))) {
      $0.view.indicator = 108
    }
  }

  @Test func aLoadedDayShowsTheDayChartWithTheWindowOnThatDay() throws {
    var store = TestStore(ZoomFixtures.state())
    store.send(
      .input(.key(.enter)), effects: [.loadDay(ZoomFixtures.days, x: ZoomFixtures.dayStart)])
    let view = try Self.dayView(hidden: [1])
    store.send(.day(.loaded(ZoomFixtures.dayChart))) {
      $0.navigation.dayChart = DayChart(chart: ZoomFixtures.dayChart, view: view)
      // The Y range jumps to the day's range.
      $0.yAxes.yRange = .still($0.yAxesModel.targetYRange)
    }
    #expect(store.state.chartSet == ZoomFixtures.dayChart)
    #expect(store.state.view == view)
    #expect(store.state.chartSet.xValue(at: 72) == ZoomFixtures.dayStart)
    #expect(store.state.chartSet.xValue(at: 95) == ZoomFixtures.dayStart + 23 * 3_600)
    #expect(invariantViolations(store.state) == [])
    let frame = ExplorerScreen.render(state: store.state, size: Size(width: 80, height: 24))
    #expect(frame.line(0).contains("Daily · Wed, Jun 20 2018"))
    #expect(store.state.statusMessage == "Bksp: back to the overview")
  }

  @Test func backspaceRestoresTheOverviewExactly() {
    let overview = ZoomFixtures.state()
    var store = TestStore(overview)
    store.send(
      .input(.key(.enter)), effects: [.loadDay(ZoomFixtures.days, x: ZoomFixtures.dayStart)])
    store.send(.day(.loaded(ZoomFixtures.dayChart))) {
      $0.navigation.dayChart = DayChart.into(
        ZoomFixtures.dayChart, x: ZoomFixtures.dayStart, hidden: [1])
      $0.yAxes.yRange = .still($0.yAxesModel.targetYRange)
    }
    // Changes to the day's view stay with the day.
    store.send(.input(.key(.right))) { $0.view.indicator = 73 }
    store.send(.input(.key(.character("3")))) {
      $0.view.hidden = [1, 2]
      // Within the day the Y range animates as usual: 10…60 → 12…60.
      $0.yAxes.yRange = YRangeAnimation(
        from: ValueRange(lower: 10, upper: 60), to: ValueRange(lower: 12, upper: 60), start: 0,
        duration: YRangeAnimation.defaultDuration)
    }
    store.send(.input(.key(.backspace))) {
      $0.navigation.dayChart = nil
      $0.yAxes.yRange = overview.yAxes.yRange
    }
    #expect(store.state.withoutHistory == overview)
  }

  @Test func escapeWhileZoomedZoomsOutAndQStillQuits() {
    let overview = ZoomFixtures.state()
    var store = Self.zoomedStore(overview)
    store.send(.input(.key(.escape))) {
      $0.navigation.dayChart = nil
      $0.yAxes.yRange = overview.yAxes.yRange
    }
    store.send(.day(.loaded(ZoomFixtures.dayChart))) {
      $0.navigation.dayChart = DayChart.into(
        ZoomFixtures.dayChart, x: ZoomFixtures.dayStart, hidden: [1])
      $0.yAxes.yRange = .still($0.yAxesModel.targetYRange)
    }
    store.send(.input(.key(.character("q")))) { $0.ending.quitRequested = true }
    // Not zoomed, Esc quits as before.
    var unzoomed = TestStore(overview)
    unzoomed.send(.input(.key(.escape))) { $0.ending.quitRequested = true }
  }

  @Test func aMissingDayShowsAStatusAndKeepsTheOverview() {
    var store = TestStore(ZoomFixtures.state())
    store.send(.day(.missing("No day file for Wed, Jun 20 2018"))) {
      $0.notes.status = "No day file for Wed, Jun 20 2018"
    }
    store.send(.day(.failed("data/3/2018-06/20.json: not JSON"))) {
      $0.notes.status = "data/3/2018-06/20.json: not JSON"
    }
    // The next key clears it.
    store.send(.input(.key(.left))) {
      $0.notes.status = nil
      $0.view.indicator = 108
    }
  }

  /// `Explorer` performs the effect: the folder does not exist, so the day is missing.
  @Test func theExplorerPerformsTheEffectAndFeedsTheAnswerBack() {
    var explorer = Explorer(state: ZoomFixtures.state())
    explorer.send(.input(.key(.enter)))
    #expect(explorer.state.navigation.dayChart == nil)
    #expect(explorer.state.notes.status == "No day file for Wed, Jun 20 2018")
    #expect(explorer.exit == nil)
  }

  @Test func aDayOfAnotherKindShowsAllItsLines() throws {
    var store = TestStore(ZoomFixtures.state())
    let chart = ZoomFixtures.otherKindDay
    let view = try Self.dayView(hidden: [])
    store.send(.day(.loaded(chart))) {
      $0.navigation.dayChart = DayChart(chart: chart, view: view)
      $0.yAxes.yRange = .still($0.yAxesModel.targetYRange)
    }
    #expect(store.state.shown.visibleLines == [0])
    #expect(invariantViolations(store.state) == [])
  }

  @Test func switchingChartsWhileZoomedZoomsOutFirst() {
    let overview = ZoomFixtures.state()
    var store = Self.zoomedStore(overview)
    store.send(.input(.key(.tab))) {
      $0.navigation.dayChart = nil
      $0.navigation.chartIndex = 1
      $0.yAxes.yRange = .still($0.yAxesModel.targetYRange)
    }
    store.send(.input(.key(.backTab))) {
      $0.navigation.chartIndex = 0
      $0.yAxes.yRange = overview.yAxes.yRange
    }
    #expect(store.state.withoutHistory == overview)
  }

  @Test func enterWithoutDayFilesSaysSo() {
    var store = TestStore(Fixtures.dailyState())
    store.send(.input(.key(.enter))) { $0.notes.status = "No day files to zoom into" }
    #expect(ZoomFixtures.state().statusMessage == "Enter: zoom into the day")
    #expect(Fixtures.dailyState().statusMessage == nil)
  }

  /// At 40 columns the mini-map is narrower: the day's minimum width grows, the window stays.
}
