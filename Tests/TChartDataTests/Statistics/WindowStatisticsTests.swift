import TChartTesting
import Testing

@testable import TChartData

@Suite("WindowStatistics")
struct WindowStatisticsTests {
  /// A chart set of one line over x = 0, 10, 20, …
  func chartSet(_ values: [Double]) -> ChartSet {
    let x = values.indices.map { Double($0) * 10 }
    let line = Series(
      id: "y0", name: "a", color: RGBColor(red: 0, green: 0, blue: 0), values: values)
    return ChartSet(name: "s", x: x, lines: [line])
  }

  @Test("a small window: first, last, change, extremes with their dates, mean, counts")
  func small() {
    let stats = WindowStatistics(
      chartSet: chartSet([.nan, 4, 9, .nan, 1, 6, .nan]), line: 0, window: 0..<7)
    #expect(stats.first == .init(index: 1, x: 10, value: 4))
    #expect(stats.last == .init(index: 5, x: 50, value: 6))
    #expect(stats.change == 2)
    #expect(stats.changePercent == 50)
    #expect(stats.min == .init(index: 4, x: 40, value: 1))
    #expect(stats.max == .init(index: 2, x: 20, value: 9))
    #expect(stats.mean == 5)
    #expect(stats.total.values == 4)
    // Index 3 is a gap inside the line's span (1…5); 0 and 6 are outside it.
    #expect(stats.total.gaps == 1)
    #expect(stats.outside == 2)
  }

  @Test("a window of gaps has no values; a first value of 0 has no percentage")
  func empty() {
    let gaps = WindowStatistics(chartSet: chartSet([.nan, .nan, 3]), line: 0, window: 0..<2)
    #expect(gaps.first == nil && gaps.last == nil && gaps.min == nil && gaps.max == nil)
    #expect(gaps.mean == nil && gaps.change == nil)
    #expect(gaps.total == SampleTotal(sum: 0, values: 0, gaps: 0))
    #expect(gaps.outside == 2)
    let none = WindowStatistics(chartSet: chartSet([.nan, .nan]), line: 0, window: -3..<9)
    #expect(none.total == SampleTotal(sum: 0, values: 0, gaps: 0) && none.outside == 2)
    let zero = WindowStatistics(chartSet: chartSet([0, 5]), line: 0, window: 0..<2)
    #expect(zero.change == 5 && zero.changePercent == nil)
  }

  @Test("equals a brute-force computation over random series with gaps, grown or whole")
  func matchesBruteForce() {
    var random = SeededRandom(seed: 77)
    for trial in 0..<120 {
      let count = trial < 80 ? random.int(0...3_000) : random.int(0...40_000)
      let values = pyramidTestValues(count: count, random: &random)
      var pyramid = MinMaxPyramid([])
      if random.chance(0.5) {
        var start = 0
        while start < count {
          let end = min(count, start + random.int(1...2_500))
          pyramid.append(contentsOf: values[start..<end])
          start = end
        }
      } else {
        pyramid = MinMaxPyramid(values)
      }
      #expect(pyramid.sums == MinMaxPyramid(values).sums, "trial \(trial): grown sums")
      for _ in 0..<20 {
        let lower = random.int(-2...(count + 2))
        let upper = random.int(lower...(count + 2))
        let window = lower..<upper
        let clamped = window.clamped(to: 0..<count)
        let present = clamped.filter { !values[$0].isNaN }
        let total = pyramid.total(in: window)
        #expect(total.values == present.count, "trial \(trial) \(window)")
        #expect(total.gaps == clamped.count - present.count, "trial \(trial) \(window)")
        let exact = present.reduce(0.0) { $0 + values[$1] }
        let scale = present.reduce(1.0) { max($0, abs(values[$1])) }
        #expect(abs(total.sum - exact) <= scale * 1e-9, "trial \(trial) \(window)")
        #expect(pyramid.lastValue(in: window) == present.last, "trial \(trial) \(window)")
      }
    }
  }

  @Test(
    "gaps count only inside the line's span, outside the samples before it starts and after it ends"
  )
  func gapsInsideTheSpan() {
    var random = SeededRandom(seed: 26)
    for trial in 0..<150 {
      // A line that starts late and ends early (long leading and trailing gap runs, across
      // blocks), with gaps inside; some lines are all gaps.
      let count = random.int(0...(trial < 100 ? 3_000 : 12_000))
      let lead = random.int(0...count)
      let tail = random.int(0...(count - lead))
      var values = pyramidTestValues(count: count, random: &random)
      for index in 0..<lead { values[index] = .nan }
      for index in (count - tail)..<count { values[index] = .nan }
      let chart = chartSet(values)
      let present = values.indices.filter { !values[$0].isNaN }
      for _ in 0..<12 {
        let lower = random.int(-3...(count + 3))
        let upper = random.int(lower...(count + 3))
        let stats = WindowStatistics(chartSet: chart, line: 0, window: lower..<upper)
        let window = (lower..<upper).clamped(to: 0..<count)
        let span = present.first.map { $0...present.last! }
        let inside = window.filter { span?.contains($0) ?? false }
        let context = "trial \(trial) \(lower)..<\(upper) span \(String(describing: span))"
        #expect(stats.total.values == inside.filter { !values[$0].isNaN }.count, "\(context)")
        #expect(stats.total.gaps == inside.filter { values[$0].isNaN }.count, "\(context)")
        #expect(stats.outside == window.count - inside.count, "\(context)")
        #expect(stats.first?.index == inside.first { !values[$0].isNaN }, "\(context)")
        #expect(stats.last?.index == inside.last { !values[$0].isNaN }, "\(context)")
      }
    }
  }

  @Test("the sum of a window far into a long series loses nothing to cancellation")
  func cancellation() {
    // Large values first, then small ones: a plain prefix sum would round the small ones away.
    let values = [Double](repeating: 1e15, count: 5_000) + [Double](repeating: 0.1, count: 5_000)
    let total = MinMaxPyramid(values).total(in: 6_000..<9_000)
    #expect(abs(total.sum - 300) < 1e-9)
  }
}
