import TChartData
import TChartRange
import Testing

@Suite struct RangeSelectionTests {
  @Test func defaultsToTheWholeRange() throws {
    let selection = try RangeSelection(minimum: 0, maximum: 2_000_000, step: 10_000)
    #expect([selection.lower, selection.upper] == [0, 2_000_000])
    #expect(selection.width == 2_000_000)
    #expect(selection.decimals == 0)
  }

  @Test func snapsRelativeToTheMinimum() throws {
    let selection = try RangeSelection(minimum: 3, maximum: 100, step: 10)
    #expect(selection.snapped(14) == 13)
    #expect(selection.snapped(17) == 13)
    #expect(selection.snapped(19) == 23)
    #expect(selection.snapped(96) == 93)
    #expect(selection.snapped(97) == 100)  // the maximum is a grid value of its own
    #expect(selection.snapped(-5) == 3)
    #expect(selection.snapped(.nan) == 3)
  }

  @Test func initialValuesAreSnapped() throws {
    let selection = try RangeSelection(
      minimum: 0, maximum: 100, step: 10, lower: 14, upper: 86)
    #expect([selection.lower, selection.upper] == [10, 90])
  }

  @Test func maximumIsReachableByStepsAndBackWhenNotAMultipleOfTheStep() throws {
    var selection = try RangeSelection(minimum: 0, maximum: 10, step: 3, upper: 9)
    #expect(selection.upper == 9)
    selection.move(.upper, bySteps: 1, continuousStep: 1)
    #expect(selection.upper == 10)
    selection.move(.upper, bySteps: -1, continuousStep: 1)
    #expect(selection.upper == 9)
    selection.move(.upper, bySteps: 5, continuousStep: 1)
    #expect(selection.upper == 10)
    selection.move(.lower, to: .infinity)
    #expect(selection.lower == 10)
    selection.move(.lower, bySteps: -1, continuousStep: 1)
    #expect(selection.lower == 9)
  }

  @Test func tenthsPrintCleanlyAfterSteps() throws {
    var selection = try RangeSelection(minimum: 0, maximum: 1, step: 0.1)
    for _ in 0..<3 { selection.step(.lower, by: 1) }
    #expect(selection.lower == 0.3)
    #expect(selection.decimals == 1)
    #expect(ValueFormatter.plainText(selection.lower, decimals: selection.decimals) == "0.3")
  }

  @Test func handlesNeverCross() throws {
    var selection = try RangeSelection(minimum: 0, maximum: 100, step: 1, lower: 40, upper: 60)
    selection.move(.lower, to: 80)
    #expect([selection.lower, selection.upper] == [60, 60])
    selection.move(.upper, to: 10)
    #expect([selection.lower, selection.upper] == [60, 60])
  }

  @Test func minDistanceIsRoundedUpToWholeStepsAndHeld() throws {
    var selection = try RangeSelection(minimum: 0, maximum: 100, step: 10, minDistance: 15)
    #expect(selection.minDistance == 20)
    selection.move(.lower, to: 95)
    #expect([selection.lower, selection.upper] == [80, 100])
    selection.move(.upper, to: 0)
    #expect([selection.lower, selection.upper] == [80, 100])
    selection.move(.lower, to: 0)
    selection.move(.upper, to: 0)
    #expect([selection.lower, selection.upper] == [0, 20])
    #expect(selection.handlesTogether)
  }

  @Test func minDistanceWithTenths() throws {
    var selection = try RangeSelection(minimum: 0, maximum: 1, step: 0.1, minDistance: 0.3)
    #expect(selection.minDistance == 0.3)
    selection.move(.upper, to: 0)
    #expect([selection.lower, selection.upper] == [0, 0.3])
    selection.move(.lower, to: 1)
    #expect([selection.lower, selection.upper] == [0, 0.3])
  }

  @Test func minDistanceNearAnOffGridMaximum() throws {
    var selection = try RangeSelection(minimum: 0, maximum: 10, step: 3, minDistance: 3)
    selection.move(.lower, to: 10)
    #expect([selection.lower, selection.upper] == [6, 10])  // 9 would be only 1 from 10
  }

  @Test func tiedHandlesMoveByDirectionInTheMiddle() throws {
    var selection = try RangeSelection(minimum: 0, maximum: 10, step: 1, lower: 5, upper: 5)
    #expect(selection.step(.lower, by: 1) == .upper)
    #expect([selection.lower, selection.upper] == [5, 6])
    selection.move(.upper, to: 5)
    #expect(selection.step(.upper, by: -1) == .lower)
    #expect([selection.lower, selection.upper] == [4, 5])
  }

  @Test func tiedHandlesAtTheMaximumAreNotStuck() throws {
    var selection = try RangeSelection(minimum: 0, maximum: 10, step: 1, lower: 10, upper: 10)
    #expect(selection.step(.upper, by: -1) == .lower)
    #expect([selection.lower, selection.upper] == [9, 10])
    selection.move(.lower, to: 10)
    #expect(selection.step(.lower, by: 1) == .upper)  // nowhere to go, but no trap
    #expect([selection.lower, selection.upper] == [10, 10])
  }

  @Test func tiedHandlesAtTheMinimumAreNotStuck() throws {
    var selection = try RangeSelection(minimum: 0, maximum: 10, step: 1, lower: 0, upper: 0)
    #expect(selection.step(.lower, by: 1) == .upper)
    #expect([selection.lower, selection.upper] == [0, 1])
  }

  @Test func handlesAtMinDistanceMoveByDirection() throws {
    var selection = try RangeSelection(
      minimum: 0, maximum: 100, step: 10, minDistance: 20, lower: 0, upper: 20)
    #expect(selection.step(.lower, by: 1) == .upper)
    #expect([selection.lower, selection.upper] == [0, 30])
    #expect(selection.step(.lower, by: 1) == .lower)  // apart again: the preferred handle
    #expect([selection.lower, selection.upper] == [10, 30])
  }

  @Test func shiftKeepsTheWidthAndClampsAtTheEnds() throws {
    var selection = try RangeSelection(
      minimum: 0, maximum: 100, step: 10, lower: 20, upper: 40)
    selection.shift(by: 31)
    #expect([selection.lower, selection.upper] == [50, 70])
    selection.shift(by: 1000)
    #expect([selection.lower, selection.upper] == [80, 100])
    selection.shift(by: -1000)
    #expect([selection.lower, selection.upper] == [0, 20])
    selection.shift(bySteps: 3)
    #expect([selection.lower, selection.upper] == [30, 50])
  }

  @Test func shiftAgainstAnOffGridMaximumReachesTheEnd() throws {
    var selection = try RangeSelection(minimum: 0, maximum: 10, step: 3, lower: 3, upper: 6)
    selection.shift(by: 100)
    #expect([selection.lower, selection.upper] == [6, 10])
    selection.shift(bySteps: -1)
    #expect([selection.lower, selection.upper] == [3, 6])
  }

  @Test func continuousShiftKeepsTheWidth() throws {
    var selection = try RangeSelection(minimum: 0, maximum: 1, lower: 0.25, upper: 0.5)
    selection.shift(by: 0.125)
    #expect([selection.lower, selection.upper] == [0.375, 0.625])
    selection.shift(by: 5)
    #expect([selection.lower, selection.upper] == [0.75, 1])
    #expect(selection.decimals == 3)
    #expect(selection.keyStep == 0.01)
  }

  @Test func setRangeOrdersSnapsAndWidensToTheMinDistance() throws {
    var selection = try RangeSelection(minimum: 0, maximum: 100, step: 10, minDistance: 30)
    selection.setRange(lower: 72, upper: 18)
    #expect([selection.lower, selection.upper] == [20, 70])
    selection.setRange(lower: 50, upper: 50)
    #expect([selection.lower, selection.upper] == [30, 60])
    selection.setRange(lower: 100, upper: 100)
    #expect([selection.lower, selection.upper] == [70, 100])
    selection.setRange(lower: 0, upper: 0)
    #expect([selection.lower, selection.upper] == [0, 30])
  }

  @Test func initialValuesCloserThanTheMinDistanceAreWidened() throws {
    let selection = try RangeSelection(
      minimum: 0, maximum: 100, step: 10, minDistance: 40, lower: 50, upper: 50)
    #expect([selection.lower, selection.upper] == [30, 70])
  }

  @Test(
    arguments: [
      (0.0, 0.0, nil, 0.0, nil, nil, "--min must be less than --max"),
      (5, 1, nil, 0, nil, nil, "--min must be less than --max"),
      (0, 10, 0, 0, nil, nil, "--step must be greater than 0"),
      (0, 10, -1, 0, nil, nil, "--step must be greater than 0"),
      (0, 10, nil, 0, -1, nil, "--lower must lie between --min and --max"),
      (0, 10, nil, 0, nil, 11, "--upper must lie between --min and --max"),
      (0, 10, nil, 0, 6, 5, "--lower must not be greater than --upper"),
      (0, 10, nil, 11, nil, nil, "--min-distance must not be larger than --max minus --min"),
      (0, 10, nil, -1, nil, nil, "--min-distance must not be negative"),
      (0, .infinity, nil, 0, nil, nil, "--max must be a finite number"),
      (0, 10, .nan, 0, nil, nil, "--step must be a finite number"),
      (-1e308, 1e308, nil, 0, nil, nil, "--max minus --min must be a finite number"),
      (
        0, 1e18, 0.001, 0, nil, nil,
        "--step is too small: more than 10^12 steps between --min and --max"
      ),
    ] as [(Double, Double, Double?, Double, Double?, Double?, String)])
  func validationErrorsNameTheArgument(
    minimum: Double, maximum: Double, step: Double?, minDistance: Double, lower: Double?,
    upper: Double?, message: String
  ) {
    do {
      _ = try RangeSelection(
        minimum: minimum, maximum: maximum, step: step, minDistance: minDistance, lower: lower,
        upper: upper)
      Issue.record("expected \(message)")
    } catch {
      #expect(error.description == message)
    }
  }
}
