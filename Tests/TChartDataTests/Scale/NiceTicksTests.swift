import TChartTesting
import Testing

@testable import TChartData

@Suite struct NiceTicksTests {
  @Test func niceSteps() {
    #expect(NiceTicks.niceStep(atLeast: 0.7) == 1)
    #expect(NiceTicks.niceStep(atLeast: 1.2) == 2)
    #expect(NiceTicks.niceStep(atLeast: 3) == 5)
    #expect(NiceTicks.niceStep(atLeast: 7) == 10)
    #expect(NiceTicks.niceStep(atLeast: 14.8) == 20)
    #expect(NiceTicks.niceStep(atLeast: 0.0042) == 0.005)
    #expect(NiceTicks.niceStep(atLeast: 0) == 1)
    #expect(NiceTicks.nextStep(after: 2) == 5)
    #expect(NiceTicks.nextStep(after: 5) == 10)
  }

  @Test func startsAtTheLowestValueAndEndsAtTheNextTick() {
    let ticks = NiceTicks.forAxis(low: 12, high: 278, rows: 18)
    #expect(ticks.step == 50)
    #expect(ticks.lower == 12)
    // The top is the next multiple of a fifth of the step: 280, not 300 (less empty height).
    #expect(ticks.upper == 280)
    #expect(ticks.values == [50, 100, 150, 200, 250])
  }

  @Test func moreRowsGiveFinerSteps() {
    #expect(NiceTicks.forAxis(low: 12, high: 278, rows: 40).step == 20)
    #expect(NiceTicks.forAxis(low: 12, high: 278, rows: 8).step == 100)
  }

  @Test func flatRangeIsWidened() {
    let ticks = NiceTicks.forAxis(low: 5, high: 5, rows: 10)
    #expect(ticks.lower == 5)
    #expect(ticks.values == [5, 5.2, 5.4])
    #expect(ticks.upper == 5.5)
    let zero = NiceTicks.forAxis(low: 0, high: 0, rows: 10)
    #expect(zero.lower == 0)
    #expect(zero.upper == 1)
  }

  @Test func negativeRange() {
    let ticks = NiceTicks.forAxis(low: -37, high: -3, rows: 12)
    #expect(ticks.step == 10)
    #expect(ticks.values == [-30, -20, -10])
    #expect(ticks.upper == -2)
    #expect(ticks.values.allSatisfy { $0.sign == .plus || $0 != 0 })
  }

  @Test func tinyAndHugeRanges() {
    let tiny = NiceTicks.forAxis(low: 1e-9, high: 5e-9, rows: 8)
    #expect(tiny.values == [2e-9, 4e-9])
    let huge = NiceTicks.forAxis(low: 1e15, high: 9e15, rows: 20)
    #expect(huge.values == [2e15, 4e15, 6e15, 8e15, 1e16])
  }

  @Test func decimalStepsGiveExactDecimals() {
    let coarse = NiceTicks.forAxis(low: 0.05, high: 0.95, rows: 24)
    #expect(coarse.values == [0.2, 0.4, 0.6, 0.8, 1.0])
    let ticks = NiceTicks.forAxis(low: 0.05, high: 0.95, rows: 40)
    #expect(ticks.step == 0.1)
    #expect(ticks.values == [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0])
  }

  @Test func badInputGivesAUsableScale() {
    let ticks = NiceTicks.forAxis(low: .nan, high: .infinity, rows: 10)
    #expect(ticks.lower == 0 && ticks.upper == 1)
    let reversed = NiceTicks.forAxis(low: 10, high: 0, rows: 10)
    #expect(reversed.lower == 0 && reversed.upper == 10)
    let extreme = NiceTicks.forAxis(low: -1e308, high: 1e308, rows: 10)
    #expect(extreme.values.count <= 12 && extreme.upper.isFinite)
  }

  @Test func fewRowsUseOneLabelOverTheWholeRange() {
    let ticks = NiceTicks.forAxis(low: 0, high: 100, rows: 1)
    #expect(ticks.upper == 100)
    #expect(ticks.values.count == 1)
  }

  @Test func shortGraphsUseTheirHeight() {
    // The case: data peaking at 55.9 on a 6-row graph got 0 | 50 | 100, three empty
    // rows on top; now the top is 60 and labels stay two rows apart.
    for rows in 4...10 {
      let ticks = NiceTicks.forAxis(low: 0, high: 55.9, rows: rows)
      #expect(ticks.upper <= 70, "rows \(rows): top \(ticks.upper)")
      #expect(Double(rows) * ticks.step / ticks.upper >= 2)
    }
  }

  /// Issue 41: an 8-row split panel (a title over 7 graph rows) spanning 2.7K–15.4K was
  /// labelled `10K` alone, so its scale could not be read. Asked for two labels, the axis
  /// labels two values at least from 5 rows up, wasting at most a third of the plot.
  @Test func twoLabelsWhenAsked() {
    for rows in 5...7 {
      let ticks = NiceTicks.forAxis(low: 2_700, high: 15_400, rows: rows, twoLabels: true)
      #expect(ticks.values.count >= 2, "rows \(rows): \(ticks.values)")
      #expect(Double(rows) * ticks.step / (ticks.upper - ticks.lower) >= 2)
    }
    var generator = SeededRandom(seed: 41)
    for _ in 0..<2000 {
      let magnitude = [1e-3, 1, 1e3, 1e6][Int(generator.next() % 4)]
      let a = (Double(generator.next() % 20_000) / 10_000 - 1) * magnitude
      let b = a + (0.05 + Double(generator.next() % 10_000) / 10_000) * magnitude
      let rows = Int(generator.next() % 12) + 5
      let ticks = NiceTicks.forAxis(low: a, high: b, rows: rows, twoLabels: true)
      #expect(ticks.values.count >= 2, "\(a)…\(b) \(rows)")
      #expect((ticks.upper - b) / (ticks.upper - ticks.lower) <= 1.0 / 3 + 1e-9)
      #expect(Double(rows) * ticks.step / (ticks.upper - ticks.lower) >= 2)
    }
  }

  @Test func invariantsOverManyRanges() {
    var generator = SeededRandom(seed: 7)
    for _ in 0..<2000 {
      let magnitude = [1e-6, 1, 1e3, 1e6, 1e12][Int(generator.next() % 5)]
      let a = (Double(generator.next() % 20_000) / 10_000 - 1) * magnitude
      let b = a + Double(generator.next() % 10_000) / 10_000 * magnitude
      let rows = Int(generator.next() % 60) + 1
      let ticks = NiceTicks.forAxis(low: a, high: b, rows: rows)
      #expect(ticks.lower <= a + 1e-300)
      #expect(ticks.upper >= max(b, ticks.lower))
      let mantissa = ticks.step / pow10(ticks.step)
      #expect([1, 2, 2.5, 5].contains((mantissa * 1000).rounded() / 1000))
      if b > a { #expect(ticks.upper - b <= ticks.step * (1 + 1e-9)) }
      #expect(ticks.values.allSatisfy { $0 >= ticks.lower && $0 <= ticks.upper })
      if ticks.values.count >= 2 && rows >= 4 {
        #expect(Double(rows) * ticks.step / (ticks.upper - ticks.lower) >= 2)
      }
      // The height left empty above the data: at most a quarter of the plot from 4 rows up.
      if b > a && rows >= 4 {
        #expect((ticks.upper - b) / (ticks.upper - ticks.lower) <= 0.25 + 1e-9, "\(a)…\(b) \(rows)")
      }
    }
  }

  func pow10(_ value: Double) -> Double {
    var power = 1.0
    while power * 10 <= value * (1 + 1e-9) { power *= 10 }
    while power > value * (1 + 1e-9) { power /= 10 }
    return power
  }

  /// Found by the JSON fuzz harness (`timeout-80761d…`, a 207-byte CSV with values near 1.5e31
  /// and 1e20): where the step is below a unit in the last place of `k`, `k + 1` was `k` and
  /// the tick loop never ended.
  @Test func hugeValuesWithATinySpanEnd() {
    for low in [1e20, 1.5424992000429984e31, -3e25] {
      let high = low + Swift.max(1, abs(low) * 1e-15)
      let ticks = NiceTicks.forAxis(low: low, high: high, rows: 20)
      #expect(ticks.values.count <= 1000)
      #expect(ticks.values.allSatisfy { $0 >= ticks.lower && $0 <= ticks.upper })
      let fitted = NiceTicks.fitting(low: low, high: high, maxCount: 10)
      #expect(fitted.values.count <= 1000)
    }
  }
}
