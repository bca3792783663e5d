import TChartCells
import TChartData
import TChartProgram
import TChartRange
import TChartRender
import TChartSlider
import Testing

/// A 0…100 slider, step 1, on a 103-column rectangle: value v is drawn at column v + 1.
func hundred(_ lower: Double, _ upper: Double, minDistance: Double = 0) throws -> SliderState {
  SliderState(
    selection: try RangeSelection(
      minimum: 0, maximum: 100, step: 1, minDistance: minDistance, lower: lower, upper: upper))
}

let hundredTrack = SliderTrack(
  rect: Rect(x: 0, y: 3, width: 103, height: 2), minimum: 0, maximum: 100)

extension SliderState {
  mutating func send(_ actions: SliderAction...) {
    for action in actions { interaction.apply(action, to: &selection, track: hundredTrack) }
  }
  var values: [Double] { [selection.lower, selection.upper] }
}

@Suite struct SliderInteractionTests {
  @Test func keysMapToActions() {
    let table: [(Key, SliderAction?)] = [
      (.tab, .switchHandle), (.backTab, .switchHandle), (.left, .move(steps: -1)),
      (.right, .move(steps: 1)), (.shiftLeft, .move(steps: -10)), (.shiftRight, .move(steps: 10)),
      (.pageUp, .move(steps: -10)), (.pageDown, .move(steps: 10)), (.home, .moveToMinimum),
      (.end, .moveToMaximum), (.character("["), .shift(steps: -1)),
      (.character("]"), .shift(steps: 1)), (.character("{"), .shift(steps: -10)),
      (.character("}"), .shift(steps: 10)), (.character("x"), nil), (.enter, nil),
    ]
    for (key, action) in table { #expect(SliderAction.forKey(key) == action, "\(key)") }
  }

  @Test func arrowsMoveTheActiveHandleAndTabSwitches() throws {
    var state = try hundred(20, 80)
    state.send(.move(steps: 1), .move(steps: 10))
    #expect(state.values == [31, 80])
    state.send(.switchHandle, .move(steps: -1))
    #expect(state.values == [31, 79])
    #expect(state.activeHandle == .upper)
    state.send(.moveToMinimum)
    #expect(state.values == [31, 31])
    state.send(.moveToMinimum)  // together now: Home moves the lower handle
    #expect(state.values == [0, 31])
    #expect(state.activeHandle == .lower)
    state.send(.moveToMaximum, .moveToMaximum)
    #expect(state.values == [31, 100])
    #expect(state.activeHandle == .upper)
  }

  @Test func bracketsMoveTheWholeSelection() throws {
    var state = try hundred(20, 30)
    state.send(.shift(steps: 1), .shift(steps: 10))
    #expect(state.values == [31, 41])
    state.send(.shift(steps: -10), .shift(steps: -10), .shift(steps: -10), .shift(steps: -10))
    #expect(state.values == [0, 10])
  }

  @Test func tiedKeysMoveByDirectionAtBothEnds() throws {
    var atMaximum = try hundred(100, 100)
    atMaximum.activeHandle = .upper
    atMaximum.send(.move(steps: -1))
    #expect(atMaximum.values == [99, 100])
    #expect(atMaximum.activeHandle == .lower)
    var atMinimum = try hundred(0, 0)
    atMinimum.send(.move(steps: 1))
    #expect(atMinimum.values == [0, 1])
    #expect(atMinimum.activeHandle == .upper)
  }

  @Test func pressOnAHandleGrabsIt() throws {
    var state = try hundred(20, 80)
    state.send(.press(column: 81))
    #expect(state.drag == .handle(.upper))
    #expect(state.activeHandle == .upper)
    #expect(state.values == [20, 80])
    state.send(.drag(column: 61), .release(column: 51))
    #expect(state.values == [20, 50])
    #expect(state.drag == nil)
  }

  @Test func draggedHandleStopsAtTheOther() throws {
    var state = try hundred(20, 80, minDistance: 5)
    state.send(.press(column: 21), .drag(column: 95))
    #expect(state.values == [75, 80])
    state.send(.release(column: 95))
  }

  @Test func pressOutsideTheSelectionMovesTheNearestHandleThereAndGrabsIt() throws {
    var state = try hundred(20, 80)
    state.send(.press(column: 6))
    #expect(state.values == [5, 80])
    #expect(state.drag == .handle(.lower))
    state.send(.release(column: 6), .press(column: 96))
    #expect(state.values == [5, 95])
    #expect(state.activeHandle == .upper)
    state.send(.drag(column: 200))  // beyond the track: clamped
    #expect(state.values == [5, 100])
  }

  @Test func pressBetweenTheHandlesDragsTheSelectionWhole() throws {
    var state = try hundred(20, 40)
    state.send(.press(column: 31))
    #expect(state.drag == .selection(grabOffset: 10))
    state.send(.drag(column: 41))
    #expect(state.values == [30, 50])
    state.send(.drag(column: 200))
    #expect(state.values == [80, 100])
    state.send(.drag(column: -50))
    #expect(state.values == [0, 20])
    state.send(.release(column: 11))
    #expect(state.values == [0, 20])
    #expect(state.activeHandle == .lower)
  }

  @Test func tiedPressWaitsForTheDragDirection() throws {
    for (start, column, expected) in [
      (50.0, 61, [50.0, 60.0]), (50, 41, [40, 50]), (0, 11, [0, 10]), (100, 91, [90, 100]),
    ] {
      var state = try hundred(start, start)
      state.send(.press(column: Int(start) + 1))
      #expect(state.drag == .tie(pressColumn: Int(start) + 1))
      state.send(.drag(column: Int(start) + 1))
      #expect(state.values == [start, start])
      state.send(.drag(column: column))
      #expect(state.values == expected, "from \(start) to column \(column)")
      state.send(.release(column: column))
    }
  }

  @Test func tiedPressStaysUndecidedWhileDraggingOutwardsAtAnEnd() throws {
    var state = try hundred(0, 0)
    state.send(.press(column: 1), .drag(column: 0))
    #expect(state.drag == .tie(pressColumn: 1))
    state.send(.drag(column: 6))
    #expect(state.values == [0, 5])
    #expect(state.drag == .handle(.upper))
  }

  @Test func tiedPressAndReleaseChangesNothing() throws {
    var state = try hundred(50, 50)
    state.send(.press(column: 51), .release(column: 51))
    #expect(state.values == [50, 50])
    #expect(state.drag == nil)
  }

  @Test func mouseEventsAreDecodedAgainstTheTrackRectangle() throws {
    var state = try hundred(20, 80)
    func send(_ event: InputEvent) -> Bool { state.handle(event, track: hundredTrack) }
    func mouse(_ kind: MouseEvent.Kind, _ x: Int, _ y: Int) -> InputEvent {
      .mouse(MouseEvent(kind, at: Point(x: x, y: y)))
    }
    #expect(!send(mouse(.press(.left), 10, 0)))
    #expect(!send(mouse(.drag, 10, 4)))
    #expect(send(mouse(.press(.left), 11, 3)))
    #expect(state.values == [10, 80])
    #expect(send(mouse(.drag, 16, 0)))
    #expect(send(mouse(.release, 16, 9)))
    #expect(state.values == [15, 80])
    #expect(!send(mouse(.press(.right), 11, 4)))
    #expect(!send(.resize(Size(width: 1, height: 1))))
    #expect(send(.key(.right)))
    #expect(state.values == [16, 80])
  }

  @Test func externalSelectionIsTheSourceOfTruth() throws {
    var window = try RangeSelection(minimum: 0, maximum: 100, step: 1, lower: 10, upper: 20)
    var interaction = SliderInteraction()
    interaction.handle(.key(.character("]")), selection: &window, track: hundredTrack)
    #expect([window.lower, window.upper] == [11, 21])
    window.setRange(lower: 50, upper: 60)  // e.g. the mini-map moved the window
    interaction.handle(
      .mouse(MouseEvent(.press(.left), at: Point(x: 61, y: 4))), selection: &window,
      track: hundredTrack)
    #expect(interaction.drag == .handle(.upper))
  }
}
