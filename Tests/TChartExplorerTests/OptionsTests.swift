import TChartCells
import TChartLoading
import TChartSample
import TChartTesting
import Testing

@testable import TChartExplorer

@Suite("Explorer options (tchart render)")
struct OptionsTests {
  let sets = [Fixtures.daily, Fixtures.second]

  @Test func defaultsShowTheFirstChartSetWholeWithoutAnIndicator() throws {
    let state = try ExplorerState(chartSets: sets, options: ExplorerOptions())
    #expect(state.navigation.chartIndex == 0)
    #expect(state.view.window == Fixtures.window(0, 145))
    #expect(state.view.indicator == 145)
    #expect(!state.panels.showsIndicator)
    #expect(state.look.theme == .terminal)
    #expect(!state.look.monochrome)
    #expect(state.yAxes.yRange == .still(Fixtures.nice(50, 15_500)))
  }

  @Test func rangeHideChartThemeAndIndicator() throws {
    var options = ExplorerOptions()
    options.chart = 1
    options.range = (0.25, 0.75)
    options.hidden = [3]
    options.theme = .night
    options.monochrome = true
    options.indicator = 0.5
    options.animates = false
    let state = try ExplorerState(chartSets: sets, options: options)
    #expect(state.view.window == Fixtures.window(36, 109))
    #expect(state.view.hidden == [2])
    #expect(state.view.indicator == 72)
    #expect(state.panels.showsIndicator)
    #expect(state.look.theme == .night)
    #expect(state.look.monochrome)
    #expect(!state.look.animates)
    #expect(state.shown.windowFractions.lower == 36.0 / 145)
    #expect(state.yAxes.yRange == .still(Fixtures.nice(50, 1_190)))
    // The frame draws the tooltip for the indicator.
    let frame = ExplorerScreen.render(state: state, size: Size(width: 80, height: 24))
    #expect(frame.line(2).contains("│ Mon, May 14 2018 │"))
  }

  @Test func aLayoutPrintsEveryChartSetWithoutHints() throws {
    var options = ExplorerOptions()
    options.chart = 2
    options.layout = .list
    options.interactive = false
    let plain = try ExplorerState(chartSets: sets, options: options)
    #expect(
      plain.layouts.layoutMode == .list && plain.navigation.chartIndex == 1
        && plain.layouts.linkedIndicator == nil)
    let frame = ExplorerScreen.render(state: plain, size: Size(width: 80, height: 24)).text
    #expect(frame.contains(" 1/2  Daily") && frame.contains("▶ 2/2  Second"))
    #expect(!frame.contains("Enter open") && !frame.contains("? help"))
    options.layout = .cards
    options.indicator = 0.5
    let cards = try ExplorerState(chartSets: sets, options: options)
    #expect(cards.layouts.layoutMode == .cards)
    #expect(cards.layouts.linkedIndicator?.date == Fixtures.second.x[cards.view.indicator])
  }

  @Test func aNarrowRangeIsWidenedToTheMinimum() throws {
    var options = ExplorerOptions()
    // A tiny range is accepted and widened to the narrowest window: two samples.
    options.range = (0.5, 0.501)
    let state = try ExplorerState(chartSets: sets, options: options)
    #expect(state.view.window.width == 1)
    // The title shows the window drawn, not the one asked for.
    #expect(state.shown.windowSamples == 72...73)
    let frame = ExplorerScreen.render(state: state, size: Size(width: 80, height: 24))
    #expect(frame.line(0) == "1/2  Daily  ·  May 14 – May 15 2018".padding(80))
  }

  @Test func badOptionsGiveUsageErrors() {
    func error(_ change: (inout ExplorerOptions) -> Void) -> String? {
      var options = ExplorerOptions()
      change(&options)
      do {
        _ = try ExplorerState(chartSets: sets, options: options)
        return nil
      } catch {
        return error.description
      }
    }
    #expect(error { $0.chart = 3 } == "--chart 3: the file has 2 chart sets (1…2)")
    #expect(error { $0.chart = 0 } == "--chart 0: the file has 2 chart sets (1…2)")
    #expect(error { $0.range = (0.5, 0.5) } == "--range 0.5:0.5: need 0 ≤ A < B ≤ 1")
    #expect(error { $0.range = (-0.1, 0.5) } == "--range -0.1:0.5: need 0 ≤ A < B ≤ 1")
    #expect(error { $0.range = (0.2, .nan) } == "--range 0.2:nan: need 0 ≤ A < B ≤ 1")
    #expect(error { $0.hidden = [4] } == "--hide 4: the chart set has 3 lines (1…3)")
    #expect(error { $0.hidden = [1, 2, 3] } == "--hide: at least one line must stay visible")
    #expect(error { $0.indicator = 1.5 } == "--indicator 1.5: need a fraction 0…1 of the window")
    #expect(error { _ in } == nil)
  }

  @Test func theBundledSampleRendersEveryChartSet() throws {
    let sets = try ChartLoader.parse(bytes: BundledSample.json, file: BundledSample.displayName)
    #expect(sets.count == 5)
    for chart in 1...sets.count {
      var options = ExplorerOptions()
      options.chart = chart
      options.indicator = 1
      let state = try ExplorerState(chartSets: sets, options: options)
      let frame = ExplorerScreen.render(state: state, size: Size(width: 80, height: 24))
      #expect(frame.line(0).hasPrefix("\(chart)/5  \(sets[chart - 1].name)"))
      #expect(frame.text.contains("╭"))
      #expect(invariantViolations(state) == [])
    }
  }
}

@Suite("The indicator appears when it is moved")
struct IndicatorRevealTests {
  func hidden() throws -> ExplorerState {
    try ExplorerState(chartSets: [Fixtures.daily], options: ExplorerOptions())
  }

  @Test func aKeyShowsAndMovesIt() throws {
    var store = TestStore(try hidden())
    store.send(.input(.key(.character("3")))) {
      $0.view.hidden = [2]
      $0.yAxes.yRange = YRangeAnimation(
        from: Fixtures.nice(50, 15_500), to: Fixtures.nice(50, 1_550),
        start: 0, duration: 0.2)
    }
    store.send(.input(.key(.left))) {
      $0.panels.showsIndicator = true
      $0.view.indicator = 144
    }
  }

  @Test func aPressInTheGraphShowsIt() throws {
    var store = TestStore(try hidden())
    store.send(.input(.press(at: Point(x: 7, y: 3)))) {
      $0.panels.showsIndicator = true
      $0.pointer.drag = .indicator
      $0.view.indicator = 0
    }
  }

  @Test func panningAndZoomingDoNotShowIt() throws {
    var store = TestStore(try hidden())
    store.send(.input(.key(.character("+")))) {
      $0.view.window = Fixtures.window(29, 145)
    }
    store.send(.input(.key(.character("<")))) {
      $0.view.window = Fixtures.window(17, 133)
      $0.view.indicator = 133
      $0.yAxes.yRange = YRangeAnimation(
        from: Fixtures.nice(50, 15_500), to: Fixtures.nice(50, 14_300),
        start: 0, duration: 0.2)
    }
  }
}
