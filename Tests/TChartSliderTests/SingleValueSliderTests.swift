import TChartCells
import TChartProgram
import TChartRender
import TChartSlider
import TChartTesting
import Testing

/// A one-handle 0…100 slider, step 1, on the 103-column ``hundredTrack``: value v at column v + 1.
func single(_ value: Double) throws -> SliderState {
  SliderState(
    selection: try .singleValue(minimum: 0, maximum: 100, step: 1, value: value))
}

@Suite struct SingleValueSliderTests {
  @Test func keysMoveTheValue() throws {
    var state = try single(50)
    state.send(.move(steps: 1))
    #expect(state.values == [51, 51])
    state.send(.move(steps: -10), .move(steps: -1))
    #expect(state.values == [40, 40])
    state.send(.switchHandle, .move(steps: 1))
    #expect(state.values == [41, 41])
    #expect(state.activeHandle == .lower)
    state.send(.moveToMaximum)
    #expect(state.values == [100, 100])
    state.send(.move(steps: 10))
    #expect(state.values == [100, 100])
    state.send(.moveToMinimum)
    #expect(state.values == [0, 0])
    state.send(.shift(steps: 10))
    #expect(state.values == [10, 10])
    #expect(state.activeHandle == .lower)
  }

  @Test func keysThroughTheOneKeyTable() throws {
    var state = try single(50)
    for key: Key in [.right, .right, .shiftLeft, .tab, .pageDown] {
      state.handle(.key(key), track: hundredTrack)
    }
    #expect(state.values == [52, 52])
    state.handle(.key(.end), track: hundredTrack)
    #expect(state.values == [100, 100])
    state.handle(.key(.home), track: hundredTrack)
    #expect(state.values == [0, 0])
  }

  @Test func aPressPutsTheValueUnderThePointerAndADragMovesIt() throws {
    var state = try single(50)
    state.send(.press(column: 21))
    #expect(state.values == [20, 20])
    #expect(state.drag == .handle(.lower))
    state.send(.drag(column: 81))
    #expect(state.values == [80, 80])
    state.send(.drag(column: 500))
    #expect(state.values == [100, 100])
    state.send(.drag(column: -7))
    #expect(state.values == [0, 0])
    state.send(.release(column: 31))
    #expect(state.values == [30, 30])
    #expect(state.drag == nil)
    state.send(.drag(column: 60))  // nothing held
    #expect(state.values == [30, 30])
  }

  @Test func aPressOnTheHandleHoldsItWithoutMoving() throws {
    var state = SliderState(
      selection: try .singleValue(minimum: 0, maximum: 360, step: 1, value: 121))
    let track = SliderTrack(
      rect: Rect(x: 0, y: 0, width: 40, height: 2), selection: state.selection)
    let column = track.column(for: 121)
    state.handle(.mouse(MouseEvent(.press(.left), at: Point(x: column, y: 1))), track: track)
    #expect(state.values == [121, 121])
    state.handle(.mouse(MouseEvent(.drag, at: Point(x: track.lastColumn, y: 1))), track: track)
    #expect(state.values == [360, 360])
  }

  @Test func pressesAndDragsAlwaysLandOnTheSnappedValueUnderThePointer() throws {
    var random = SeededRandom(seed: 360)
    for _ in 0..<1000 {
      let minimum = Double(random.int(-100...100))
      let span = Double(random.int(1...400)) * random.pick([0.1, 1, 10])
      let step: Double? = random.chance(0.3) ? nil : span / Double(random.int(1...150))
      var state = SliderState(
        selection: try .singleValue(
          minimum: minimum, maximum: minimum + span, step: step, value: minimum + span / 2))
      let track = SliderTrack(
        rect: Rect(x: random.int(0...3), y: 0, width: random.int(6...160), height: 2),
        selection: state.selection)
      let press = random.int(track.firstColumn...track.lastColumn)
      let held = track.column(for: state.selection.value)
      let before = state.selection.value
      state.handle(.mouse(MouseEvent(.press(.left), at: Point(x: press, y: 1))), track: track)
      let expected =
        press == held ? before : state.selection.snapped(track.value(atColumn: press))
      #expect(state.selection.value == expected && state.selection.upper == expected)
      let to = random.int(track.rect.x - 10...track.rect.maxX + 10)
      state.handle(.mouse(MouseEvent(.drag, at: Point(x: to, y: 1))), track: track)
      #expect(state.selection.value == state.selection.snapped(track.value(atColumn: to)))
      #expect(state.selection.lower == state.selection.upper)
    }
  }
}
