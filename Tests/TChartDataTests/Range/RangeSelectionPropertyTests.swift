import TChartData
import TChartRange
import TChartTesting
import Testing

/// Random but valid selections: stepped (regular, awkward, tenths) and continuous ranges; with
/// `singleValues`, the same draws made one-handle selections (``RangeSelection/singleValue``)
/// at the first drawn value (without it, the sequence is the one the tests always had).
func randomSelection(_ random: inout SeededRandom, singleValues: Bool = false) throws
  -> RangeSelection
{
  let scale = [1, 0.01, 1000, 86_400].randomElement(using: &random)!
  let minimum = Double(Int.random(in: -1000...1000, using: &random)) * scale
  let span = Double(Int.random(in: 1...500, using: &random)) * scale
  let step: Double? =
    switch Int.random(in: 0..<5, using: &random) {
    case 0: nil
    case 1: span / Double(Int.random(in: 1...200, using: &random))
    case 2: 0.1 * scale
    case 3: Double(Int.random(in: 1...40, using: &random)) * scale
    default: span / Double(Int.random(in: 2...30, using: &random)) * 1.37
    }
  let minDistance =
    Bool.random(using: &random) ? 0 : span * Double.random(in: 0...0.6, using: &random)
  let a = minimum + span * Double.random(in: 0...1, using: &random)
  let b = minimum + span * Double.random(in: 0...1, using: &random)
  if singleValues {
    return try .singleValue(minimum: minimum, maximum: minimum + span, step: step, value: a)
  }
  return try RangeSelection(
    minimum: minimum, maximum: minimum + span, step: step, minDistance: minDistance,
    lower: min(a, b), upper: max(a, b))
}

/// The invariants every mutation must keep; returns a description of the first one broken.
func brokenInvariant(_ s: RangeSelection) -> String? {
  let slack = (s.step ?? (s.maximum - s.minimum)) * 1e-9
  if !(s.minimum <= s.lower && s.lower <= s.upper && s.upper <= s.maximum) {
    return "out of order or range: \(s)"
  }
  if s.upper - s.lower < s.minDistance - slack { return "closer than minDistance: \(s)" }
  if s.isSingleValue && s.lower != s.upper { return "one handle split in two: \(s)" }
  if let grid = s.grid {
    for value in [s.lower, s.upper] {
      if !grid.contains(value) { return "\(value) off the grid: \(s)" }
      if value != s.maximum && value != s.minimum && grid.decimals < 10
        && value != RangeGrid.rounded(value, decimals: grid.decimals)
      {
        return "\(value) does not print cleanly: \(s)"
      }
    }
  }
  return nil
}

@Suite struct RangeSelectionPropertyTests {
  @Test(arguments: [false, true]) func randomOperationsKeepTheInvariants(singleValues: Bool) throws
  {
    var random = SeededRandom(seed: 42)
    for _ in 0..<400 {
      var s = try randomSelection(&random, singleValues: singleValues)
      #expect(brokenInvariant(s) == nil)
      let span = s.maximum - s.minimum
      for _ in 0..<40 {
        let handle: RangeSelection.Handle = Bool.random(using: &random) ? .lower : .upper
        let value = s.minimum + span * Double.random(in: -0.2...1.2, using: &random)
        let before = s
        switch Int.random(in: 0..<6, using: &random) {
        case 0: s.move(handle, to: value)
        case 1:
          s.move(
            handle, bySteps: Int.random(in: -15...15, using: &random), continuousStep: span / 50)
        case 2: s.step(handle, by: [-10, -1, 1, 10].randomElement(using: &random)!)
        case 3: s.shift(by: value - s.minimum - span / 2)
        case 4: s.shift(bySteps: Int.random(in: -12...12, using: &random))
        default:
          s.setRange(
            lower: value, upper: s.minimum + span * Double.random(in: 0...1, using: &random))
        }
        if let broken = brokenInvariant(s) {
          Issue.record("\(broken) after an operation on \(before)")
          return
        }
      }
    }
  }

  @Test(arguments: [false, true]) func shiftKeepsTheWidthWhenTheGridIsRegular(singleValues: Bool)
    throws
  {
    var random = SeededRandom(seed: 7)
    for _ in 0..<1000 {
      var s = try randomSelection(&random, singleValues: singleValues)
      let width = s.width
      let before = s
      s.shift(by: (s.maximum - s.minimum) * Double.random(in: -1.5...1.5, using: &random))
      let slack = (s.step ?? (s.maximum - s.minimum)) * 1e-9
      if s.grid?.maximumOnStep ?? true {
        #expect(abs(s.width - width) <= slack, "\(s) had width \(width) before \(before)")
      } else if before.upper < before.maximum {
        // Pushed against a maximum off the grid: wider by less than a step, to reach the end.
        #expect(s.width >= width - slack && s.width < width + s.step!, "\(s) was \(before)")
      } else {
        // Leaving such a maximum: back on the grid, within a step of the old width.
        #expect(abs(s.width - width) < s.step!, "\(s) was \(before)")
      }
    }
  }

  @Test(arguments: [false, true]) func keysNeverGetStuck(singleValues: Bool) throws {
    var random = SeededRandom(seed: 99)
    for _ in 0..<500 {
      var s = try randomSelection(&random, singleValues: singleValues)
      let presses = (s.grid?.lastIndex ?? 101) * 2 + 4
      var active: RangeSelection.Handle = Bool.random(using: &random) ? .lower : .upper
      for _ in 0..<presses { active = s.step(active, by: 1) }
      #expect(s.upper == s.maximum, "\(s)")
      for _ in 0..<presses { active = s.step(active, by: -1) }
      #expect(s.lower == s.minimum, "\(s)")
    }
  }

  @Test func tiedHandlesMoveByTheDirectionOfTheKey() throws {
    var random = SeededRandom(seed: 31)
    var checked = 0
    for _ in 0..<500 {
      var s = try randomSelection(&random)
      let value = s.minimum + (s.maximum - s.minimum) * Double.random(in: 0...1, using: &random)
      s.setRange(lower: value, upper: value)
      // Widened to the minimum distance against a maximum off the grid, the pair can be wider
      // than `minDistance` (the last interval is short): not together, each handle moves alone.
      guard s.handlesTogether else {
        #expect(s.grid?.maximumOnStep == false && s.upper == s.maximum && s.minDistance > 0)
        continue
      }
      checked += 1
      let tied = s
      let preferred: RangeSelection.Handle = Bool.random(using: &random) ? .lower : .upper
      let steps = Int.random(in: 1...10, using: &random)
      // Up: the upper handle moves (unless already at the maximum), the lower one stays.
      #expect(s.step(preferred, by: steps) == .upper)
      #expect(s.lower == tied.lower && s.upper >= tied.upper, "\(s) from \(tied)")
      #expect(s.upper > tied.upper || tied.upper == s.maximum, "\(s) from \(tied)")
      // Down from the tie: the lower handle moves, the upper one stays.
      s = tied
      #expect(s.step(preferred, by: -steps) == .lower)
      #expect(s.upper == tied.upper && s.lower <= tied.lower, "\(s) from \(tied)")
      #expect(s.lower < tied.lower || tied.lower == s.minimum, "\(s) from \(tied)")
    }
    #expect(checked > 400)
  }
}
