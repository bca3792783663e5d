import TChartTesting
import Testing

@testable import TChartData

@Suite("ABStatistics")
struct ABStatisticsTests {
  /// A chart set of one line over x = 0, 10, 20, … (the window statistics' fixture).
  func chartSet(_ values: [Double]) -> ChartSet { WindowStatisticsTests().chartSet(values) }

  @Test("values at A and B (a gap under a cursor takes the nearest value towards the other)")
  func small() {
    let chart = chartSet([.nan, 4, 9, .nan, 1, 6, .nan])
    let ab = ABStatistics(chartSet: chart, line: 0, a: 0, b: 4)
    #expect(ab.atA == .init(index: 1, x: 10, value: 4))
    #expect(ab.atB == .init(index: 4, x: 40, value: 1))
    #expect(ab.change == -3)
    #expect(ab.changePercent == -75)
    #expect(ab.slope == -0.1)
    #expect(ab.between.min?.value == 1 && ab.between.max?.value == 9)
    #expect(ab.between.mean == 14.0 / 3)
    // B before A: the change is still B's value minus A's.
    let back = ABStatistics(chartSet: chart, line: 0, a: 5, b: 1)
    #expect(back.atA?.value == 6 && back.atB?.value == 4)
    #expect(back.change == -2 && back.slope == 0.05)
    // One sample: no slope; all gaps: nothing.
    #expect(ABStatistics(chartSet: chart, line: 0, a: 2, b: 2).slope == nil)
    let gaps = ABStatistics(chartSet: chartSet([.nan, .nan]), line: 0, a: 0, b: 1)
    #expect(gaps.change == nil && gaps.slope == nil && gaps.between.mean == nil)
  }

  @Test("equals a scan over random series with gaps, A before or after B")
  func matchesScan() {
    var random = SeededRandom(seed: 27)
    for trial in 0..<200 {
      let count = trial < 150 ? random.int(1...2_000) : random.int(1...30_000)
      let values = (0..<count).map { _ in
        random.chance(0.2) ? Double.nan : (random.signedUnit() * 1_000).rounded() / 8
      }
      let chart = chartSet(values)
      for _ in 0..<10 {
        let a = random.int(0...(count - 1))
        let b = random.int(0...(count - 1))
        let ab = ABStatistics(chartSet: chart, line: 0, a: a, b: b)
        let between = Array(min(a, b)...max(a, b)).filter { !values[$0].isNaN }
        let towardsB = a <= b ? between : between.reversed()
        #expect(ab.atA?.index == towardsB.first, "trial \(trial)")
        #expect(ab.atB?.index == towardsB.last, "trial \(trial)")
        #expect(ab.between.min?.value == between.map { values[$0] }.min())
        #expect(ab.between.max?.value == between.map { values[$0] }.max())
        if let first = towardsB.first, let last = towardsB.last {
          let change = values[last] - values[first]
          #expect(ab.change == change)
          let mean = between.map { values[$0] }.reduce(0, +) / Double(between.count)
          #expect(abs(ab.between.mean! - mean) <= 1e-9 * max(1, abs(mean)))
          #expect(ab.slope == (first == last ? nil : change / Double((last - first) * 10)))
        } else {
          #expect(ab.change == nil && ab.between.mean == nil)
        }
      }
    }
  }

  @Test("durations read in their two largest units")
  func durations() {
    #expect(DurationText.text(3 * 86_400 + 4 * 3_600 + 59) == "3d 4h")
    #expect(DurationText.text(86_400) == "1d")
    #expect(DurationText.text(2 * 3_600 + 5 * 60) == "2h 5m")
    #expect(DurationText.text(250) == "4m 10s")
    #expect(DurationText.text(12) == "12s")
    #expect(DurationText.text(0.25) == "250ms")
    #expect(DurationText.text(-90) == "−1m 30s")
    #expect(DurationText.text(400 * 86_400) == "1y 35d")
    #expect(DurationText.slopeUnit(span: 60).name == "s")
    #expect(DurationText.slopeUnit(span: 3_600).name == "min")
    #expect(DurationText.slopeUnit(span: 86_400).name == "h")
    #expect(DurationText.slopeUnit(span: -5 * 86_400).name == "d")
  }
}
