import Testing

@testable import TChartModel

@Suite struct VisibleWindowTests {
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

  @Test func windowFromFractions() {
    #expect(chart.xWindow(fractions: 0.25...0.75) == 10...30)
    #expect(chart.xWindow(fractions: -1...2) == 0...40)
    #expect(chart.xSpan == 0...40)
    #expect(ChartSet(name: "e", x: [], lines: []).xWindow(fractions: 0...1) == 0...0)
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

  @Test func valueRangeIgnoresGapsAndHiddenLines() {
    #expect(valueRange(of: chart, lines: [0], indices: 0..<5) == -2...8)
    #expect(valueRange(of: chart, lines: [0], indices: 1..<2) == nil)
    #expect(valueRange(of: chart, lines: [0, 1], indices: 3..<5) == 1...500)
    #expect(valueRange(of: chart, lines: [1], indices: 0..<1) == 100...100)
    #expect(valueRange(of: chart, lines: [], indices: 0..<5) == nil)
    #expect(valueRange(of: chart, lines: [7], indices: 0..<5) == nil)
    #expect(valueRange(of: chart, lines: [0], indices: 3..<99) == 1...8)
  }

  @Test func yScaleFitsTheVisibleLines() {
    let scale = YScale.fit(chart, lines: [0], window: 15...45, rows: 12)
    #expect(scale.lower == -2)
    #expect(scale.upper == 10)
    let between = YScale.fit(chart, lines: [1], window: 11...19, rows: 12)
    #expect(between.lower == 200)
    #expect(between.upper >= 300)
    let none = YScale.fit(chart, lines: [], window: 0...40, rows: 12)
    #expect(none.lower == 0 && none.upper == 1)
  }
}
