import TChartData
import TChartRange
import Testing

/// The one-handle mode of ``RangeSelection``: the same snapping and clamping, one value.
@Suite struct SingleValueSelectionTests {
  @Test func startsSnappedAtItsValueOrTheMinimum() throws {
    let hue = try RangeSelection.singleValue(minimum: 0, maximum: 360, step: 1, value: 120.4)
    #expect(hue.isSingleValue && hue.value == 120 && hue.lower == 120 && hue.upper == 120)
    #expect(hue.width == 0 && hue.minDistance == 0 && hue.handlesTogether)
    #expect(try RangeSelection.singleValue(minimum: 0, maximum: 1).value == 0)
    #expect(throws: RangeSelection.ValidationError.lowerOutOfRange) {
      try RangeSelection.singleValue(minimum: 0, maximum: 100, step: 1, value: 101)
    }
    #expect(!(try RangeSelection(minimum: 0, maximum: 1)).isSingleValue)
  }

  @Test func everyMutationMovesBothHandlesTogether() throws {
    var s = try RangeSelection.singleValue(minimum: 0, maximum: 100, step: 1, value: 50)
    #expect(s.step(.lower, by: 1) == .lower)
    #expect([s.lower, s.upper] == [51, 51])
    #expect(s.step(.upper, by: -10) == .upper)
    #expect([s.lower, s.upper] == [41, 41])
    s.move(.upper, to: 70.6)
    #expect([s.lower, s.upper] == [71, 71])
    s.move(.lower, to: -5)
    #expect([s.lower, s.upper] == [0, 0])
    s.shift(by: 12.2)
    #expect([s.lower, s.upper] == [12, 12])
    s.shift(bySteps: 1000)
    #expect([s.lower, s.upper] == [100, 100])
    s.setRange(lower: 10, upper: 30)
    #expect([s.lower, s.upper] == [20, 20])
    s.setValue(33.3)
    #expect(s.value == 33 && s.upper == 33)
    s.move(.lower, bySteps: -7, continuousStep: 5)
    #expect([s.lower, s.upper] == [26, 26])
  }

  @Test func continuousAndOffGridMaximum() throws {
    var percent = try RangeSelection.singleValue(minimum: 0, maximum: 1, value: 0.25)
    percent.step(.lower, by: 1)  // a hundredth of the range when continuous
    #expect(abs(percent.value - 0.26) < 1e-12 && percent.lower == percent.upper)
    var odd = try RangeSelection.singleValue(minimum: 0, maximum: 10, step: 3, value: 9)
    odd.step(.lower, by: 1)
    #expect(odd.value == 10)  // the maximum is always reachable
    odd.step(.lower, by: -1)
    #expect(odd.value == 9)
  }
}
