import TChartCells
import Testing

@testable import TChartExplorer

/// The title row's button does what Enter and Backspace do: zoom into the day, the pie, back.
@Suite struct TitleActionTests {
  func pressAction(_ state: inout ExplorerState) {
    let button = state.layout.titleAction
    reduce(into: &state, action: .input(.press(at: Point(x: button.x + 1, y: button.y))))
    reduce(into: &state, action: .input(.release(at: Point(x: button.x + 1, y: button.y))))
  }

  @Test func aChartWithDayFilesOffersTheZoomAndAClickAsksForTheDay() {
    var state = ZoomFixtures.state()
    #expect(state.titleAction == .openDay)
    let frame = ExplorerScreen.render(state: state, size: state.terminal.size)
    #expect(frame.line(0).hasSuffix(TitleAction.openDay.label))
    pressAction(&state)
    var pressed = ZoomFixtures.state()
    let button = pressed.layout.titleAction
    let effects = reduce(
      into: &pressed, action: .input(.press(at: Point(x: button.x, y: button.y))))
    #expect(effects == [.loadDay(ZoomFixtures.days, x: ZoomFixtures.dayStart)])
  }

  @Test func whileZoomedTheButtonGoesBack() {
    var state = ZoomFixtures.state()
    reduce(into: &state, action: .input(.key(.enter)))
    reduce(into: &state, action: .day(.loaded(ZoomFixtures.dayChart)))
    #expect(state.navigation.dayChart != nil && state.titleAction == .back)
    pressAction(&state)
    #expect(state.navigation.dayChart == nil)
  }

  @Test func aPercentageChartOffersThePieAndBack() {
    var state = ExplorerState(chartSets: [ZoomFixtures.percentage])
    #expect(state.titleAction == .pie)
    pressAction(&state)
    #expect(state.navigation.showsPie && state.titleAction == .back)
    pressAction(&state)
    #expect(!state.navigation.showsPie)
  }

  @Test func aPlainChartHasNoButtonAndTheTitleKeepsTwelveColumns() {
    let plain = Fixtures.dailyState()
    #expect(plain.titleAction == nil && plain.layout.titleAction.isEmpty)
    var narrow = ZoomFixtures.state()
    reduce(into: &narrow, action: .input(.resize(Size(width: 30, height: 12))))
    // At the smallest screen the button still fits, leaving the title 13 columns.
    #expect(narrow.layout.titleAction.maxX == 30 && narrow.layout.title.width == 13)
    // Without room for 12 columns of title, no button.
    var layout = ExplorerLayout(size: Size(width: 40, height: 12))
    layout.title.width = 28
    layout.placeTitleAction(.openDay)
    #expect(layout.titleAction.isEmpty && layout.title.width == 28)
  }
}
