import TChartCells
import TChartData
import Testing

@testable import TChartExplorer

@Suite("Reducer: keys")
struct ReducerKeyTests {
  let extent36to109 = Fixtures.nice(50, 11_900)

  @Test func fixtureStartsWhereTheTestsExpect() {
    let state = Fixtures.dailyState()
    // 50…11,900 in 15 rows: ticks every 2,000, the top at the next tick.
    #expect(extent36to109 == ValueRange(lower: 50, upper: 12_000))
    #expect(state.view.window == Fixtures.window(36, 109))
    #expect(state.view.indicator == 109)
    #expect(state.yAxes.yRange == .still(extent36to109))
    #expect(state.pointer.focus == .graph)
  }

  @Test func initialStateShowsTheWholeSpanWithTheIndicatorOnTheLastSample() {
    let state = ExplorerState(chartSets: [Fixtures.daily])
    #expect(state.view.window == Fixtures.window(0, 145))
    #expect(state.view.indicator == 145)
    #expect(state.yAxes.yRange == .still(Fixtures.nice(50, 15_500)))
    #expect(state.shown.windowFractions == (0, 1))
  }

  @Test func arrowsMoveTheIndicatorOneSample() {
    var store = TestStore(Fixtures.dailyState())
    store.send(.input(.key(.left))) { $0.view.indicator = 108 }
    store.send(.input(.key(.character("h")))) { $0.view.indicator = 107 }
    store.send(.input(.key(.right))) { $0.view.indicator = 108 }
    store.send(.input(.key(.character("l")))) { $0.view.indicator = 109 }
  }

  /// The extent grows to 12,000 but the nice range (…12,000) stays: the Y range does not move.
  @Test func movingPastTheWindowEdgePansTheWindowOneSample() {
    var store = TestStore(Fixtures.dailyState())
    store.send(.input(.key(.right))) {
      $0.view.indicator = 110
      $0.view.window = Fixtures.window(37, 110)
    }
  }

  @Test func theIndicatorStopsAtTheSpansEnd() {
    var state = ExplorerState(chartSets: [Fixtures.daily])
    state.view.indicator = 145
    var store = TestStore(state)
    store.send(.input(.key(.right)))
    store.send(.input(.key(.end)))
  }

  @Test func tenthsHomeAndEnd() {
    var store = TestStore(Fixtures.dailyState())
    // The window is 73 samples wide: a tenth is 7.
    store.send(.input(.key(.shiftLeft))) { $0.view.indicator = 102 }
    store.send(.input(.key(.pageUp))) { $0.view.indicator = 95 }
    store.send(.input(.key(.pageDown))) { $0.view.indicator = 102 }
    store.send(.input(.key(.shiftRight))) { $0.view.indicator = 109 }
    store.send(.input(.key(.home))) { $0.view.indicator = 36 }
    store.send(.input(.key(.end))) { $0.view.indicator = 109 }
  }

  @Test func plusZoomsInAroundTheIndicator() {
    var store = TestStore(Fixtures.dailyState())
    store.send(.input(.key(.left))) { $0.view.indicator = 108 }
    // Width 73 → 58.4; the indicator (72/73 of the way) keeps its place: 108 − 57.6 = 50.4.
    // The extent is the same (Left's 50 and Views' 11,900 are still inside): no animation.
    store.send(.input(.key(.character("+")))) {
      $0.view.window = Fixtures.window(50, 109)
    }
    // Width 59 → 47.2 around 108 (58/59 of the way): 61.6…108.8 → 62…109.
    store.send(.input(.key(.character("+")))) {
      $0.view.window = Fixtures.window(62, 109)
    }
    store.send(.input(.key(.home))) { $0.view.indicator = 62 }
    // Around the first sample: the lower edge stays, the width 47 → 37.6 → 62…99.6 → 62…100.
    // The top falls to 10,900 (sample 99): the range follows, animated.
    store.send(.input(.key(.character("=")))) {
      $0.view.window = Fixtures.window(62, 100)
      $0.yAxes.yRange = YRangeAnimation(
        from: self.extent36to109, to: Fixtures.nice(50, 10_900), start: 0, duration: 0.2)
    }
  }

  @Test func minusZoomsOutAndStopsAtTheWholeSpan() {
    var store = TestStore(Fixtures.dailyState())
    // Width 73 → 91.25 around 109 (the upper edge): 109 − 91.25 = 17.75 → 18.
    store.send(.input(.key(.character("-")))) {
      $0.view.window = Fixtures.window(18, 109)
    }
    store.send(.input(.key(.character("0")))) {
      $0.view.window = Fixtures.window(0, 145)
      $0.yAxes.yRange = YRangeAnimation(
        from: extent36to109, to: Fixtures.nice(50, 15_500), start: 0, duration: 0.2)
    }
    store.send(.input(.key(.character("-")))) { $0.notes.status = "Zoomed out to the whole span" }
  }

  @Test func zoomInGoesDownToTwoSamplesAndSaysWhenItStops() {
    var state = Fixtures.dailyState()
    state.view.window = Fixtures.window(100, 110)
    state.view.indicator = 105
    state.look.animates = false
    state.yAxes.yRange = .still(state.yAxesModel.targetYRange)
    var store = TestStore(state)
    // Each step takes at least two samples off, around the indicator.
    for (lower, upper) in [(101.0, 109.0), (102, 108), (103, 107), (104, 106)] {
      store.send(.input(.key(.character("+")))) {
        $0.view.window = Fixtures.window(lower, upper)
        $0.yAxes.yRange = .still($0.yAxesModel.targetYRange)
      }
    }
    var narrowest = store.state
    reduce(into: &narrowest, action: .input(.key(.character("+"))))
    #expect(narrowest.view.window.width == 1)
    #expect(narrowest.view.windowIndices.contains(105))
    store = TestStore(narrowest)
    store.send(.input(.key(.character("+")))) {
      $0.notes.status = "Zoomed in to two samples: the narrowest window"
    }
  }

  @Test func panByATenthKeepsTheWidthAndTheIndicatorsDate() {
    var store = TestStore(Fixtures.dailyState())
    // The Y range follows the top of what is visible closely (a fifth of a step): every pan
    // that moves the top retargets it. The clock stands still, so each animation starts from
    // the range shown, the first one's.
    func towards(_ top: Double) -> YRangeAnimation {
      YRangeAnimation(
        from: self.extent36to109, to: Fixtures.nice(50, top), start: 0, duration: 0.2)
    }
    store.send(.input(.key(.character("<")))) {
      $0.view.window = Fixtures.window(29, 102)
      $0.view.indicator = 102
      $0.yAxes.yRange = towards(11_200)
    }
    // Back to the first window: its range is the one shown, so it stands still.
    store.send(.input(.key(.character("L")))) {
      $0.view.window = Fixtures.window(36, 109)
      $0.yAxes.yRange = .still(self.extent36to109)
    }
    store.send(.input(.key(.character("H")))) {
      $0.view.window = Fixtures.window(29, 102)
      $0.yAxes.yRange = towards(11_200)
    }
    store.send(.input(.key(.character("<")))) {
      $0.view.window = Fixtures.window(22, 95)
      $0.view.indicator = 95
      $0.yAxes.yRange = towards(10_500)
    }
    store.send(.input(.key(.character("<")))) {
      $0.view.window = Fixtures.window(15, 88)
      $0.view.indicator = 88
      $0.yAxes.yRange = towards(9_800)
    }
    #expect(
      store.state.yAxes.yRange.to.upper >= 9_800 && store.state.yAxes.yRange.to.upper <= 10_000)
    store.send(.input(.key(.character("<")))) {
      $0.view.window = Fixtures.window(8, 81)
      $0.view.indicator = 81
      $0.yAxes.yRange = towards(9_100)
    }
  }

  @Test func digitsToggleLinesButTheLastVisibleLineStays() {
    var store = TestStore(Fixtures.dailyState())
    store.send(.input(.key(.character("3")))) {
      $0.view.hidden = [2]
      $0.yAxes.yRange = YRangeAnimation(
        from: extent36to109, to: Fixtures.nice(50, 1_190), start: 0, duration: 0.2)
    }
    store.send(.input(.key(.character("1")))) {
      $0.view.hidden = [0, 2]
      $0.yAxes.yRange = YRangeAnimation(
        from: extent36to109, to: Fixtures.nice(50, 80), start: 0, duration: 0.2)
    }
    store.send(.input(.key(.character("2")))) { $0.notes.status = "The last visible line stays" }
    store.send(.input(.key(.character("9")))) { $0.notes.status = "No line 9" }
    store.send(.input(.key(.character("1")))) {
      $0.notes.status = nil
      $0.view.hidden = [2]
      $0.yAxes.yRange.from = extent36to109
      $0.yAxes.yRange.to = Fixtures.nice(50, 1_190)
    }
  }

  @Test func shiftDigitShowsOnlyThatLine() {
    var store = TestStore(Fixtures.dailyState())
    store.send(.input(.key(.character("@")))) {
      $0.view.hidden = [0, 2]
      $0.notes.status = "Only Left"
      $0.yAxes.yRange = YRangeAnimation(
        from: extent36to109, to: Fixtures.nice(50, 80), start: 0, duration: 0.2)
    }
    store.send(.input(.key(.character("(")))) { $0.notes.status = "No line 9" }
  }

  @Test func chartSetsCycleAndTheYRangeJumps() {
    var store = TestStore(Fixtures.dailyState())
    store.send(.input(.key(.tab))) {
      $0.navigation.chartIndex = 1
      $0.yAxes.yRange = .still(Fixtures.nice(0, 900))
    }
    store.send(.input(.key(.tab))) {
      $0.navigation.chartIndex = 0
      $0.yAxes.yRange = .still(self.extent36to109)
    }
    store.send(.input(.key(.backTab))) {
      $0.navigation.chartIndex = 1
      $0.yAxes.yRange = .still(Fixtures.nice(0, 900))
    }
    store.send(.input(.key(.backTab))) {
      $0.navigation.chartIndex = 0
      $0.yAxes.yRange = .still(self.extent36to109)
    }
    // `[` and `]` are the events' keys now: without events they only say so.
    store.send(.input(.key(.character("[")))) { $0.notes.status = "no events: --events FILE" }
  }

  @Test func sliderFocusMovesTheActiveHandle() {
    var store = TestStore(Fixtures.dailyState())
    store.send(.input(.key(.character("s")))) {
      $0.pointer.focus = .slider
      $0.notes.status = "Slider: ←/→ move · Tab switch · s/Esc back"
    }
    // The lower handle is active first, as in `tchart pick`; Tab makes the upper one active.
    store.send(.input(.key(.tab))) {
      $0.notes.status = nil
      $0.pointer.activeHandle = .upper
    }
    store.send(.input(.key(.left))) {
      $0.view.window = Fixtures.window(36, 108)
      $0.view.indicator = 108
    }
    store.send(.input(.key(.tab))) { $0.pointer.activeHandle = .lower }
    store.send(.input(.key(.pageDown))) { $0.view.window = Fixtures.window(46, 108) }
    store.send(.input(.key(.home))) { $0.view.window = Fixtures.window(0, 108) }
    store.send(.input(.key(.backTab))) { $0.pointer.activeHandle = .upper }
    store.send(.input(.key(.end))) {
      $0.view.window = Fixtures.window(0, 145)
      $0.yAxes.yRange = YRangeAnimation(
        from: self.extent36to109, to: Fixtures.nice(50, 15_500), start: 0, duration: 0.2)
    }
    store.send(.input(.key(.character("s")))) {
      $0.pointer.focus = .graph
      $0.notes.status = "Graph"
    }
  }

  @Test func themeHelpAndQuit() {
    var store = TestStore(Fixtures.dailyState())
    store.send(.input(.key(.character("n")))) {
      $0.look.theme = .night
      $0.notes.status = "Theme: night"
    }
    store.send(.input(.key(.character("n")))) {
      $0.look.theme = .day
      $0.notes.status = "Theme: day"
    }
    store.send(.input(.key(.character("n")))) {
      $0.look.theme = .terminal
      $0.notes.status = "Theme: terminal"
    }
    store.send(.input(.key(.character("?")))) {
      $0.notes.status = nil
      $0.modal = .help(HelpState())
    }
    // Any key closes help and does nothing else.
    store.send(.input(.key(.character("q")))) { $0.modal = nil }
    store.send(.input(.key(.function(5))))
    store.send(.input(.key(.character("q")))) { $0.ending.quitRequested = true }
  }

  /// In the slider, Esc goes back to the graph (as in lazygit); in the graph it quits.
  @Test func escapeLeavesTheSliderFocusBeforeItQuits() {
    var store = TestStore(Fixtures.dailyState())
    store.send(.input(.key(.character("s")))) {
      $0.pointer.focus = .slider
      $0.notes.status = "Slider: ←/→ move · Tab switch · s/Esc back"
    }
    store.send(.input(.key(.escape))) {
      $0.pointer.focus = .graph
      $0.notes.status = "Graph"
    }
    store.send(.input(.key(.escape))) {
      $0.notes.status = nil
      $0.ending.quitRequested = true
    }
  }

  /// `M-x` (and any Alt key) is not `Esc` then `x`: nothing happens, nothing quits.
  @Test func altKeysDoNotQuit() {
    var store = TestStore(Fixtures.dailyState())
    store.send(.input(.key(.alt("x"))))
    store.send(.input(.key(.alt("q"))))
    var line = TestStore(Fixtures.dailyState())
    line.send(.input(.key(.character("/")))) { $0.modal = .linePicker(LinePicker()) }
    line.send(.input(.key(.alt("x"))))
  }

  @Test func escapeAndControlCQuit() {
    var store = TestStore(Fixtures.dailyState())
    store.send(.input(.key(.escape))) { $0.ending.quitRequested = true }
    var other = TestStore(Fixtures.dailyState())
    other.send(.input(.key(.character("?")))) { $0.modal = .help(HelpState()) }
    other.send(.input(.key(.control("c")))) {
      $0.modal = nil
      $0.ending.quitRequested = true
    }
  }
}
