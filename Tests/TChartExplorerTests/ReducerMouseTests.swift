import TChartCells
import TChartData
import Testing

@testable import TChartExplorer

/// At 80×24 the mini-map is rows 17–19, columns 7–79; column `c` reads sample `2c − 13.5`.
/// The window 36…109 has its edges in columns 25 and 61.
@Suite("Reducer: mouse")
struct ReducerMouseTests {
  let extent36to109 = Fixtures.nice(50, 11_900)
  let map = 18

  @Test func theLayoutIsWhereTheseTestsExpect() {
    let state = Fixtures.dailyState()
    let layout = state.layout
    #expect(layout.graph == Rect(x: 7, y: 1, width: 73, height: 15))
    #expect(layout.xAxis == Rect(x: 7, y: 16, width: 73, height: 1))
    #expect(layout.miniMap == Rect(x: 7, y: 17, width: 73, height: 3))
    #expect(layout.slider == Rect(x: 7, y: 20, width: 73, height: 2))
    #expect(layout.legend == Rect(x: 0, y: 22, width: 80, height: 1))
    #expect(layout.status == Rect(x: 0, y: 23, width: 80, height: 1))
    let edges = state.shown.windowEdgeColumns(state.shown.mapMapping(layout.miniMap))
    #expect(edges == (25, 61))
  }

  @Test func dragInsideTheWindowPansItKeepingItsWidth() {
    var store = TestStore(Fixtures.dailyState())
    // Column 40 reads 66.5: the grab is 30.5 samples right of the lower edge.
    store.send(.input(.press(at: Point(x: 40, y: map)))) {
      $0.pointer.drag = .window(grabOffset: 30.5)
    }
    // Column 50 reads 86.5: lower = 86.5 − 30.5 = 56.
    store.send(.input(.drag(to: Point(x: 50, y: map)))) {
      $0.view.window = Fixtures.window(56, 129)
      $0.view.indicator = 109
      $0.yAxes.yRange = YRangeAnimation(
        from: self.extent36to109, to: Fixtures.nice(50, 13_900), start: 0,
        duration: 0.2)
    }
    // Far right: clamped at the end with the width kept.
    store.send(.input(.drag(to: Point(x: 79, y: map)))) {
      $0.view.window = Fixtures.window(72, 145)
      $0.view.indicator = 109
      $0.yAxes.yRange.to = Fixtures.nice(50, 15_500)
    }
    store.send(.input(.release(at: Point(x: 79, y: map)))) { $0.pointer.drag = nil }
  }

  @Test func pressOnTheLeftEdgeMovesOnlyThatEdge() {
    var store = TestStore(Fixtures.dailyState())
    store.send(.input(.press(at: Point(x: 25, y: map)))) {
      $0.pointer.drag = .edge(.lower, grabOffset: 0.5, pressedOutside: nil)
    }
    store.send(.input(.drag(to: Point(x: 20, y: map)))) {
      $0.view.window = Fixtures.window(26, 109)
    }
    // Past the other edge it stops at the narrowest window (two samples); the Y range
    // follows those two samples.
    store.send(.input(.drag(to: Point(x: 75, y: map)))) {
      $0.view.window = Fixtures.window(108, 109)
      $0.yAxes.yRange = YRangeAnimation(
        from: Fixtures.nice(50, 11_900), to: ValueRange(lower: 65, upper: 12_000), start: 0,
        duration: 0.2)
    }
    store.send(.input(.release(at: Point(x: 75, y: map)))) { $0.pointer.drag = nil }
  }

  @Test func pressOnTheRightEdgeMovesOnlyThatEdge() {
    var store = TestStore(Fixtures.dailyState())
    store.send(.input(.press(at: Point(x: 61, y: 19)))) {
      $0.pointer.drag = .edge(.upper, grabOffset: -0.5, pressedOutside: nil)
    }
    store.send(.input(.drag(to: Point(x: 70, y: 17)))) {
      // Column 70 reads 126.5; the grab was half a sample left of the edge: 127.
      $0.view.window = Fixtures.window(36, 127)
      $0.yAxes.yRange = YRangeAnimation(
        from: self.extent36to109, to: Fixtures.nice(50, 13_700), start: 0,
        duration: 0.2)
    }
    store.send(.input(.release(at: Point(x: 70, y: 17)))) { $0.pointer.drag = nil }
  }

  @Test func dragInTheDimmedAreaMovesTheEdgeOnThatSide() {
    var store = TestStore(Fixtures.dailyState())
    store.send(.input(.press(at: Point(x: 10, y: map)))) {
      $0.pointer.drag = .edge(.lower, grabOffset: 0, pressedOutside: Point(x: 10, y: map))
    }
    // Column 12 reads 10.5, which snaps to 11.
    store.send(.input(.drag(to: Point(x: 12, y: map)))) {
      $0.view.window = Fixtures.window(11, 109)
      $0.pointer.drag = .edge(.lower, grabOffset: 0, pressedOutside: nil)
    }
    // Back over the press point: a drag, not a click, so the release does not centre.
    store.send(.input(.drag(to: Point(x: 10, y: map)))) { $0.view.window = Fixtures.window(7, 109) }
    store.send(.input(.release(at: Point(x: 10, y: map)))) { $0.pointer.drag = nil }
  }

  @Test func clickOutsideTheWindowCentresItThere() {
    var store = TestStore(Fixtures.dailyState())
    // Column 50 reads 86.5, inside the window: a click there grabs the window and, without
    // motion, changes nothing.
    store.send(.input(.press(at: Point(x: 50, y: 19)))) {
      $0.pointer.drag = .window(grabOffset: 50.5)
    }
    store.send(.input(.release(at: Point(x: 50, y: 19)))) { $0.pointer.drag = nil }
    store.send(.input(.press(at: Point(x: 70, y: 19)))) {
      $0.pointer.drag = .edge(.upper, grabOffset: 0, pressedOutside: Point(x: 70, y: 19))
    }
    // Column 70 reads 126.5: centred there the window would end past the span; it stops there.
    store.send(.input(.release(at: Point(x: 70, y: 19)))) {
      $0.pointer.drag = nil
      $0.view.window = Fixtures.window(72, 145)
      $0.yAxes.yRange = YRangeAnimation(
        from: self.extent36to109, to: Fixtures.nice(50, 15_500), start: 0,
        duration: 0.2)
    }
    store.send(.input(.press(at: Point(x: 8, y: 17)))) {
      $0.pointer.drag = .edge(.lower, grabOffset: 0, pressedOutside: Point(x: 8, y: 17))
    }
    // A drag event on the press cell itself, or in the same column on another row of the
    // mini-map, is not motion.
    store.send(.input(.drag(to: Point(x: 8, y: 17))))
    store.send(.input(.drag(to: Point(x: 8, y: 19))))
    // Column 8 reads 2.5: centred there → clamped at the start, 0…73.
    store.send(.input(.release(at: Point(x: 8, y: 17)))) {
      $0.pointer.drag = nil
      $0.view.window = Fixtures.window(0, 73)
      $0.view.indicator = 73
      $0.yAxes.yRange.to = Fixtures.nice(50, 8_300)
    }
  }

  @Test func pressAndDragInTheGraphPutTheIndicatorOnTheNearestSample() {
    var store = TestStore(Fixtures.dailyState())
    // Column 44 is cell 37: 74.5/145 of 73 samples past 36 = 73.5 → 74.
    store.send(.input(.press(at: Point(x: 44, y: 5)))) {
      $0.pointer.drag = .indicator
      $0.view.indicator = 74
    }
    store.send(.input(.drag(to: Point(x: 7, y: 5)))) { $0.view.indicator = 36 }
    // Outside the graph the indicator stays clamped in the window; the window does not move.
    store.send(.input(.drag(to: Point(x: 0, y: 30))))
    store.send(.input(.drag(to: Point(x: 200, y: 2)))) { $0.view.indicator = 109 }
    store.send(.input(.release(at: Point(x: 300, y: 300)))) { $0.pointer.drag = nil }
    // Motion after the release does nothing.
    store.send(.input(.drag(to: Point(x: 44, y: 5))))
  }

  @Test func pressOutsideEveryAreaGrabsNothing() {
    var store = TestStore(Fixtures.dailyState())
    store.send(.input(.press(at: Point(x: 2, y: 0)))) { $0.pointer.drag = .ignored }
    store.send(.input(.drag(to: Point(x: 40, y: map))))
    store.send(.input(.release(at: Point(x: 40, y: map)))) { $0.pointer.drag = nil }
  }

  @Test func wheelOverTheGraphZoomsAroundThePointer() {
    var store = TestStore(Fixtures.dailyState())
    // Column 43 reads 72.5, half-way: width 73 → 58.4, 72.5 − 29.2 = 43.3 → 43…102. The
    // extent's top (11,200) pulls the range down, animated; back out, it stands still again.
    store.send(.input(.wheel(.up, at: Point(x: 43, y: 8)))) {
      $0.view.window = Fixtures.window(43, 102)
      $0.view.indicator = 102
      $0.yAxes.yRange = YRangeAnimation(
        from: Fixtures.nice(50, 11_900), to: Fixtures.nice(50, 11_200), start: 0, duration: 0.2)
    }
    store.send(.input(.wheel(.down, at: Point(x: 43, y: 8)))) {
      $0.view.window = Fixtures.window(36, 109)
      $0.yAxes.yRange = .still(Fixtures.nice(50, 11_900))
    }
    // The wheel elsewhere (title row) does nothing.
    store.send(.input(.wheel(.up, at: Point(x: 43, y: 0))))
  }

  @Test func wheelOverTheMiniMapPans() {
    var store = TestStore(Fixtures.dailyState())
    store.send(.input(.wheel(.down, at: Point(x: 40, y: map)))) {
      $0.view.window = Fixtures.window(43, 116)
      $0.yAxes.yRange = YRangeAnimation(
        from: self.extent36to109, to: Fixtures.nice(50, 12_600), start: 0,
        duration: 0.2)
    }
    store.send(.input(.wheel(.up, at: Point(x: 40, y: 20)))) {
      $0.view.window = Fixtures.window(36, 109)
      $0.yAxes.yRange = .still(self.extent36to109)
    }
  }

  @Test func clickingALegendTokenTogglesItsLine() {
    var store = TestStore(Fixtures.dailyState())
    let tokens = store.state.layout.legendTokens
    #expect(tokens.map(\.line) == [0, 1, 2])
    // `1 Joined 1,190  2 Left 55  3 Views 11,900`
    #expect(tokens.map(\.rect.x) == [0, 16, 27])
    // Without Left the lowest visible value is Joined's 460.
    store.send(.input(.press(at: Point(x: 18, y: 22)))) {
      $0.pointer.drag = .ignored
      $0.view.hidden = [1]
      $0.yAxes.yRange = YRangeAnimation(
        from: self.extent36to109, to: Fixtures.nice(460, 11_900), start: 0,
        duration: 0.2)
    }
    store.send(.input(.release(at: Point(x: 18, y: 22)))) { $0.pointer.drag = nil }
    store.send(.input(.press(at: Point(x: 18, y: 22)))) {
      $0.pointer.drag = .ignored
      $0.view.hidden = []
      $0.yAxes.yRange = .still(self.extent36to109)
    }
    // The gap between tokens toggles nothing.
    store.send(.input(.press(at: Point(x: 15, y: 22))))
  }

  @Test func theLastVisibleLineRefusesALegendClick() {
    var state = Fixtures.dailyState()
    state.view.hidden = [0, 2]
    state.yAxes.yRange = .still(state.yAxesModel.targetYRange)
    var store = TestStore(state)
    // `1 Joined  2 Left 70  3 Views`: Left's token starts in column 10.
    #expect(store.state.layout.legendTokens.map(\.rect.x) == [0, 10, 21])
    store.send(.input(.press(at: Point(x: 12, y: 22)))) {
      $0.pointer.drag = .ignored
      $0.notes.status = "The last visible line stays"
    }
    store.send(.input(.release(at: Point(x: 12, y: 22)))) { $0.pointer.drag = nil }
    // Any other press clears the message.
    store.send(.input(.press(at: Point(x: 2, y: 0)))) {
      $0.pointer.drag = .ignored
      $0.notes.status = nil
    }
  }

  @Test func aMapDragReleasedOutsideTheScreenEndsWhereTheMotionLeftIt() {
    var store = TestStore(Fixtures.dailyState())
    store.send(.input(.press(at: Point(x: 40, y: map)))) {
      $0.pointer.drag = .window(grabOffset: 30.5)
    }
    store.send(.input(.drag(to: Point(x: 50, y: map)))) {
      $0.view.window = Fixtures.window(56, 129)
      $0.yAxes.yRange = YRangeAnimation(
        from: self.extent36to109, to: Fixtures.nice(50, 13_900), start: 0,
        duration: 0.2)
    }
    store.send(.input(.release(at: Point(x: 300, y: -5)))) { $0.pointer.drag = nil }
    // Motion without a press (a stray report) moves nothing.
    store.send(.input(.drag(to: Point(x: 60, y: map))))
  }

  @Test func resizeWhileDraggingKeepsTheGrab() {
    var store = TestStore(Fixtures.dailyState())
    store.send(.input(.press(at: Point(x: 40, y: map)))) {
      $0.pointer.drag = .window(grabOffset: 30.5)
    }
    // At 40×14 the graph is 7 rows: the nice range jumps to its coarser ticks (…20,000). The
    // window keeps its width: the narrowest window is two samples at any size.
    store.send(.input(.resize(Size(width: 40, height: 14)))) {
      $0.terminal.size = Size(width: 40, height: 14)
      $0.yAxes.yRange = .still(Fixtures.nice(50, 11_900, rows: 7))
    }
    // The mini-map is now rows 9–10, 33 cells: column 20 is cell 13 → 26.5/65 of 145 = 59.1.
    store.send(.input(.drag(to: Point(x: 20, y: 9)))) {
      $0.navigation.views[0].window = Fixtures.window(29, 102)
      $0.view.indicator = 102
    }
    // Shrinking below the minimum size: motion is ignored, the release still ends the drag.
    // No graph to draw: the range is kept for 10 rows.
    store.send(.input(.resize(Size(width: 1, height: 1)))) {
      $0.terminal.size = Size(width: 1, height: 1)
      $0.yAxes.yRange = .still(Fixtures.nice(50, 11_200, rows: 10))
    }
    store.send(.input(.drag(to: Point(x: 0, y: 0))))
    store.send(.input(.release(at: Point(x: 0, y: 0)))) { $0.pointer.drag = nil }
  }

  @Test func theWheelScrollsTheHelpNotWhatIsUnderIt() {
    var state = Fixtures.dailyState()
    state.modal = .help(HelpState())
    var store = TestStore(state)
    // At 80×24 the whole help fits: nothing to scroll, nothing under it changes.
    store.send(.input(.wheel(.up, at: Point(x: 43, y: 8))))
    store.send(.input(.wheel(.down, at: Point(x: 40, y: map))))
  }

  @Test func pressWhileHelpIsShownClosesIt() {
    var state = Fixtures.dailyState()
    state.modal = .help(HelpState())
    var store = TestStore(state)
    store.send(.input(.press(at: Point(x: 40, y: 5)))) {
      $0.modal = nil
      $0.pointer.drag = .ignored
    }
  }
}
