import Testing

@testable import TChartData

@Suite struct ChartSetSamplesTests {
  let chart = ChartSet(
    name: "t", x: [0, 10, 20, 30, 40], xKind: .number,
    lines: [
      Series(
        id: "a", name: "A", color: RGBColor(red: 1, green: 2, blue: 3), values: [5, .nan, -2, 8, 1]),
      Series(
        id: "b", name: "B", color: RGBColor(red: 1, green: 2, blue: 3),
        values: [100, 200, 300, 400, 500]),
    ])

  @Test func indicesInsideTheWindow() {
    #expect(chart.visibleIndices(0...40) == 0..<5)
    #expect(chart.visibleIndices(10...30) == 1..<4)
    #expect(chart.visibleIndices(9.5...30.5) == 1..<4)
    #expect(chart.visibleIndices(11...19) == 2..<2)
    #expect(chart.visibleIndices(-10 ... -1) == 0..<0)
    #expect(chart.visibleIndices(41...50) == 5..<5)
    #expect(ChartSet(name: "e", x: [], lines: []).visibleIndices(0...1) == 0..<0)
  }

  @Test func spanAndSampleLookups() {
    #expect(chart.xSpan == 0...40)
    #expect(ChartSet(name: "e", x: [], lines: []).xSpan == nil)
    #expect(chart.lastIndex == 4)
    #expect(chart.xValue(at: -3) == 0 && chart.xValue(at: 2) == 20 && chart.xValue(at: 9) == 40)
    #expect(chart.fractionalIndex(ofX: 25) == 2.5)
    #expect(chart.fractionalIndex(ofX: -5) == 0 && chart.fractionalIndex(ofX: 99) == 4)
    #expect(chart.fractionalIndex(ofX: .nan) == 0)
    #expect(chart.nearestIndex(toX: 26, in: 0...4) == 3)
    #expect(chart.nearestIndex(toX: 24, in: 0...4) == 2)
    #expect(chart.nearestIndex(toX: 39, in: 0...2) == 2)
  }

  @Test func sampleSpacing() {
    #expect(chart.sampleSpacing(in: 0..<5) == 10)
    #expect(chart.sampleSpacing(in: 2..<2) == 10)  // the neighbours of an empty window
    let irregular = ChartSet(name: "e", x: [0, 5, 7, 20], lines: [])
    #expect(irregular.sampleSpacing(in: 0..<4) == 2)
    #expect(irregular.sampleSpacing(in: 3..<4) == 13)
    #expect(ChartSet(name: "e", x: [3], lines: []).sampleSpacing(in: 0..<1) == nil)
    // Business days (weekends missing) still give one day, probing at most 33 pairs.
    let days = (0..<5000).filter { $0 % 7 < 5 }.map { Double($0) * 86_400 }
    #expect(ChartSet(name: "d", x: days, lines: []).sampleSpacing(in: 0..<days.count) == 86_400)
  }

  @Test func valueRangeIgnoresGapsHiddenLinesAndInfinities() {
    func range(_ lines: [Int], _ indices: Range<Int>) -> ClosedRange<Double>? {
      chart.valueRange(lines: lines, in: indices).map { $0.lower...$0.upper }
    }
    #expect(range([0], 0..<5) == -2...8)
    #expect(range([0], 1..<2) == nil)
    #expect(range([0, 1], 3..<5) == 1...500)
    #expect(range([1], 0..<1) == 100...100)
    #expect(range([], 0..<5) == nil)
    #expect(range([7], 0..<5) == nil)
    #expect(range([0], 3..<99) == 1...8)
    let infinite = ChartSet(
      name: "i", x: [0, 1, 2], xKind: .number,
      lines: [
        Series(
          id: "a", name: "A", color: RGBColor(red: 1, green: 2, blue: 3),
          values: [.infinity, 4, -.infinity])
      ])
    #expect(infinite.valueRange(lines: [0], in: 0..<3) == ValueRange(lower: 4, upper: 4))
  }
}
