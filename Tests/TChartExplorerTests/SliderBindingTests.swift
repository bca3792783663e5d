import TChartCells
import TChartData
import TChartSlider
import Testing

@testable import TChartExplorer

/// The slider row (rows 20–21 at 80×24, columns 7–79) is bound to the window. Its track leaves
/// one column at each end: x maps columns 8…78 (70 cells) onto the span, so column `c` reads
/// sample `(c − 8) × 145 / 70`, and the window 36…109 has its handles in columns 25 and 61.
@Suite("Slider row bound to the window")
struct SliderBindingTests {
  let extent36to109 = Fixtures.nice(50, 11_900)
  let track = 21

  @Test func handlesSitUnderTheWindowsDates() throws {
    let state = Fixtures.dailyState()
    let track = state.shown.sliderTrack(state.layout.slider)
    #expect(track.column(for: state.view.window.lower) == 25)
    #expect(track.column(for: state.view.window.upper) == 61)
  }

  @Test func draggingTheUpperHandleMovesTheWindowsUpperEdge() {
    var store = TestStore(Fixtures.dailyState())
    store.send(.input(.press(at: Point(x: 61, y: track)))) {
      $0.pointer.drag = .slider(.handle(.upper))
      $0.pointer.activeHandle = .upper
    }
    // Column 70 reads 62 × 145/70 = 128.4 → 128.
    store.send(.input(.drag(to: Point(x: 70, y: track)))) {
      $0.view.window = Fixtures.window(36, 128)
      $0.yAxes.yRange = YRangeAnimation(
        from: self.extent36to109, to: Fixtures.nice(50, 13_800), start: 0,
        duration: 0.2)
    }
    // Dragged past the lower handle it stops at the narrowest window (two samples).
    store.send(.input(.drag(to: Point(x: 0, y: 3)))) {
      $0.view.window = Fixtures.window(36, 37)
      $0.view.indicator = 37
      $0.yAxes.yRange.to = ValueRange(lower: 55, upper: 5_000)
    }
    store.send(.input(.release(at: Point(x: 0, y: 3)))) {
      $0.pointer.drag = nil
    }
  }

  @Test func draggingTheSelectionPansTheWindow() {
    let state = Fixtures.dailyState()
    var store = TestStore(state)
    // Column 40 reads 32 × 145/70 = 66.29, 30.29 samples right of the lower edge.
    let grabbed = state.shown.sliderTrack(state.layout.slider).value(atColumn: 40)
    #expect(abs(grabbed - 32.0 * 145 / 70) < 1e-9)
    store.send(.input(.press(at: Point(x: 40, y: 20)))) {
      $0.pointer.drag = .slider(.selection(grabOffset: grabbed - 36))
    }
    // Column 45: 37 × 145/70 = 76.64 → lower 46.36 → 46.
    store.send(.input(.drag(to: Point(x: 45, y: 20)))) {
      $0.view.window = Fixtures.window(46, 119)
      $0.view.indicator = 109
      $0.yAxes.yRange = YRangeAnimation(
        from: self.extent36to109, to: Fixtures.nice(50, 12_900), start: 0,
        duration: 0.2)
    }
  }

  @Test func aPressOnTheTrackOutsideMovesTheNearestHandleThere() {
    var store = TestStore(Fixtures.dailyState())
    // Column 12 reads 4 × 145/70 = 8.29 → 8.
    store.send(.input(.press(at: Point(x: 12, y: track)))) {
      $0.pointer.drag = .slider(.handle(.lower))
      $0.pointer.activeHandle = .lower
      $0.view.window = Fixtures.window(8, 109)
    }
  }

  @Test func theMiniMapAndTheSliderShowTheSameWindowInTheSameFrame() throws {
    var state = Fixtures.dailyState()
    reduce(into: &state, action: .input(.press(at: Point(x: 40, y: 18))))
    reduce(into: &state, action: .input(.drag(to: Point(x: 50, y: 18))))
    let frame = ExplorerScreen.render(state: state, size: state.terminal.size)
    // The window moved to 56…129 (see the mini-map tests): both show it.
    let track = state.shown.sliderTrack(state.layout.slider)
    #expect(frame[track.column(for: state.view.window.lower), 21].scalar == "●")
    #expect(frame[track.column(for: state.view.window.upper), 21].scalar == "●")
    #expect(
      frame.line(20)
        == "                              Apr 28 2018                        Jul 10 2018    ")
    #expect(frame[35, 18].scalar == "▐")
  }
}
