import TChartCells
import TChartData
import TChartProgram
import TChartRange
import TChartRender
import TChartSlider
import TChartTesting
import Testing

@Suite struct SliderPropertyTests {
  static let keys: [Key] = [
    .left, .right, .shiftLeft, .shiftRight, .pageUp, .pageDown, .home, .end, .tab, .backTab,
    .character("["), .character("]"), .character("{"), .character("}"),
  ]

  /// A random slider; with `singleValues`, the same draws made a one-handle slider at the first
  /// drawn value (without it, the sequence is the one the tests always had).
  func randomState(_ random: inout SeededRandom, singleValues: Bool = false) throws
    -> SliderState
  {
    let minimum = Double(Int.random(in: -500...500, using: &random))
    let span =
      Double(Int.random(in: 1...300, using: &random)) * [1, 0.1, 1000].randomElement(
        using: &random)!
    let step: Double? =
      switch Int.random(in: 0..<4, using: &random) {
      case 0: nil
      case 1: span / Double(Int.random(in: 1...120, using: &random))
      case 2: span / 7.3
      default: span / 100
      }
    let minDistance =
      Bool.random(using: &random) ? 0 : span * Double.random(in: 0...0.4, using: &random)
    let a = minimum + span * Double.random(in: 0...1, using: &random)
    let b = minimum + span * Double.random(in: 0...1, using: &random)
    if singleValues {
      return SliderState(
        selection: try .singleValue(
          minimum: minimum, maximum: minimum + span, step: step, value: a))
    }
    return SliderState(
      selection: try RangeSelection(
        minimum: minimum, maximum: minimum + span, step: step, minDistance: minDistance,
        lower: min(a, b), upper: max(a, b)))
  }

  func broken(_ s: RangeSelection) -> String? {
    let slack = (s.step ?? (s.maximum - s.minimum)) * 1e-6
    if !(s.minimum <= s.lower && s.lower <= s.upper && s.upper <= s.maximum) { return "order" }
    if s.upper - s.lower < s.minDistance - slack { return "min distance" }
    if s.isSingleValue && s.lower != s.upper { return "one handle split in two" }
    if let grid = s.grid, !grid.contains(s.lower) || !grid.contains(s.upper) { return "grid" }
    return nil
  }

  @Test(arguments: [false, true])
  func randomKeyAndMouseSequencesKeepTheInvariants(singleValues: Bool) throws {
    var random = SeededRandom(seed: 2024)
    for _ in 0..<2000 {
      var state = try randomState(&random, singleValues: singleValues)
      let width = Int.random(in: 1...200, using: &random)
      let track = SliderTrack(
        rect: Rect(x: Int.random(in: 0...4, using: &random), y: 1, width: width, height: 2),
        selection: state.selection)
      for _ in 0..<60 {
        let before = state
        let event: InputEvent
        let column = Int.random(in: track.rect.x - 5...track.rect.maxX + 5, using: &random)
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<4: event = .key(Self.keys.randomElement(using: &random)!)
        case 4: event = .mouse(MouseEvent(.press(.left), at: Point(x: column, y: 1)))
        case 5: event = .mouse(MouseEvent(.release, at: Point(x: column, y: 0)))
        default: event = .mouse(MouseEvent(.drag, at: Point(x: column, y: 2)))
        }
        state.handle(event, track: track)
        if let problem = broken(state.selection) {
          Issue.record("\(problem) after \(event) from \(before.selection) to \(state.selection)")
          return
        }
        if case .selection = before.drag, case .mouse(let mouse) = event,
          mouse.kind != .press(.left),
          state.selection.grid?.maximumOnStep ?? true
        {
          let slack =
            (state.selection.step ?? 1) * 1e-6 + (state.selection.maximum - state.selection.minimum)
            * 1e-12
          #expect(abs(state.selection.width - before.selection.width) <= slack)
        }
      }
      // Never stuck: → alone reaches the maximum, ← alone the minimum.
      state.handle(.mouse(MouseEvent(.release, at: Point(x: 0, y: 0))), track: track)
      let presses = (state.selection.grid?.lastIndex ?? 101) * 2 + 4
      for _ in 0..<presses { state.handle(.key(.right), track: track) }
      #expect(state.selection.upper == state.selection.maximum)
      for _ in 0..<presses { state.handle(.key(.left), track: track) }
      #expect(state.selection.lower == state.selection.minimum)
    }
  }

  @Test func tiedHandlesCanAlwaysBeDraggedApart() throws {
    var random = SeededRandom(seed: 77)
    for _ in 0..<1000 {
      var state = try randomState(&random)
      guard state.selection.minDistance == 0 else { continue }
      let end = Bool.random(using: &random) ? state.selection.minimum : state.selection.maximum
      state.selection.setRange(lower: end, upper: end)
      let width = Int.random(in: 10...200, using: &random)
      let track = SliderTrack(
        rect: Rect(x: 0, y: 0, width: width, height: 2), selection: state.selection)
      let column = track.column(for: end)
      let inward = end == state.selection.minimum ? track.lastColumn : track.firstColumn
      state.handle(.mouse(MouseEvent(.press(.left), at: Point(x: column, y: 1))), track: track)
      state.handle(.mouse(MouseEvent(.drag, at: Point(x: inward, y: 1))), track: track)
      #expect(state.selection.lower == state.selection.minimum)
      #expect(state.selection.upper == state.selection.maximum)
    }
  }

  @Test func aDraggedHandleNeverMovesTheOtherOrPassesIt() throws {
    var random = SeededRandom(seed: 5)
    var checked = 0
    for _ in 0..<1000 {
      var state = try randomState(&random)
      let track = SliderTrack(
        rect: Rect(x: 0, y: 0, width: Int.random(in: 10...200, using: &random), height: 2),
        selection: state.selection)
      let handle: RangeSelection.Handle = Bool.random(using: &random) ? .lower : .upper
      let column = track.column(for: state.selection.value(of: handle))
      let otherColumn = track.column(for: state.selection.value(of: handle.other))
      guard column != otherColumn else { continue }
      state.handle(.mouse(MouseEvent(.press(.left), at: Point(x: column, y: 1))), track: track)
      #expect(state.drag == .handle(handle))
      let other = state.selection.value(of: handle.other)
      for _ in 0..<20 {
        let to = Int.random(in: -10...track.rect.maxX + 10, using: &random)
        state.handle(.mouse(MouseEvent(.drag, at: Point(x: to, y: 1))), track: track)
        #expect(state.selection.value(of: handle.other) == other)
        let gap = state.selection.upper - state.selection.lower
        #expect(gap >= state.selection.minDistance - (state.selection.step ?? 1) * 1e-6)
      }
      checked += 1
    }
    #expect(checked > 500)
  }

  @Test func aDraggedSelectionStopsAtBothEndsWithItsWidth() throws {
    var random = SeededRandom(seed: 11)
    var checked = 0
    for _ in 0..<1000 {
      var state = try randomState(&random)
      let track = SliderTrack(
        rect: Rect(x: 0, y: 0, width: Int.random(in: 20...200, using: &random), height: 2),
        selection: state.selection)
      let low = track.column(for: state.selection.lower)
      let high = track.column(for: state.selection.upper)
      guard high - low >= 2, state.selection.grid?.maximumOnStep ?? true else { continue }
      let width = state.selection.width
      let slack = (state.selection.step ?? 0) * 1e-6 + (state.selection.maximum) * 1e-12 + 1e-9
      state.handle(.mouse(MouseEvent(.press(.left), at: Point(x: low + 1, y: 1))), track: track)
      state.handle(
        .mouse(MouseEvent(.drag, at: Point(x: track.rect.maxX + 40, y: 1))), track: track)
      #expect(state.selection.upper == state.selection.maximum)
      #expect(abs(state.selection.width - width) <= slack, "\(state.selection) was \(width)")
      state.handle(.mouse(MouseEvent(.drag, at: Point(x: -40, y: 1))), track: track)
      #expect(state.selection.lower == state.selection.minimum)
      #expect(abs(state.selection.width - width) <= slack, "\(state.selection) was \(width)")
      checked += 1
    }
    #expect(checked > 300)
  }
}
