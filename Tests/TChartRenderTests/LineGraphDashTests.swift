import TChartData
import Testing

@testable import TChartCells
@testable import TChartRender

/// Under `NO_COLOR` lines 2 and up are dashed by dot column (``DashPattern``); colour keeps
/// every line solid. The dots kept are exactly those of the solid drawing, M4 included.
@Suite struct LineGraphDashTests {
  static let monochrome = Theme(.terminal, monochrome: true)

  func text(_ chart: ChartSet, theme: Theme, width: Int, height: Int, y: ClosedRange<Double>)
    -> String
  {
    var buffer = ScreenBuffer(size: Size(width: width, height: height))
    LineGraph(
      chart: chart, xRange: chart.x[0]...chart.x[chart.x.count - 1], yRange: y, theme: theme
    ).render(into: &buffer, area: buffer.area)
    return buffer.text
  }

  @Test func threeFlatLinesSolidDottedAndTwoOnOneOff() {
    // 12 samples on 12 dot columns; each line on the top dot row of one cell row.
    let chart = Fixtures.numbers([
      Array(repeating: 11, count: 12), Array(repeating: 7, count: 12),
      Array(repeating: 3, count: 12),
    ])
    #expect(
      text(chart, theme: Self.monochrome, width: 6, height: 3, y: 0...11) == """
        ⠉⠉⠉⠉⠉⠉
        ⠁⠁⠁⠁⠁⠁
        ⠉⠈⠁⠉⠈⠁
        """)
    #expect(
      text(chart, theme: .terminal, width: 6, height: 3, y: 0...11) == """
        ⠉⠉⠉⠉⠉⠉
        ⠉⠉⠉⠉⠉⠉
        ⠉⠉⠉⠉⠉⠉
        """)
  }

  @Test func patternsOfTheFirstLines() {
    let keeps = (0..<4).map { line in
      (0..<6).map { DashPattern.forLine(line).keeps(dotColumn: $0) ? "#" : "." }.joined()
    }
    #expect(keeps == ["######", "#.#.#.", "##.##.", "#..#.."])
    #expect(DashPattern.forLine(8) == .solid && DashPattern.forLine(0).isSolid)
    #expect(DashPattern.patterns.count == Theme.lineMarkers.count)
  }

  /// On many samples per dot column (M4), each line's dots are the full-resolution dots in the
  /// columns its pattern keeps, and none elsewhere.
  @Test func dashedM4DotsAreTheSolidDotsTheyKeep() {
    var seed: UInt64 = 7
    func next() -> Double {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double((seed >> 33) % 1000)
    }
    let count = 5000
    let chart = Fixtures.numbers((0..<4).map { _ in (0..<count).map { _ in next() } })
    let size = Size(width: 20, height: 5)
    let graph = LineGraph(
      chart: chart, hidden: [2], xRange: 0...Double(count - 1), yRange: -50...1050,
      theme: Self.monochrome)
    let dashed = graph.canvas(size: size)
    let mapping = graph.mapping(area: Rect(x: 0, y: 0, width: size.width, height: size.height))
    let solids = chart.lines.enumerated().map { line, series in
      var canvas = BrailleCanvas(size: size)
      if line != 2 {
        PolylineRasterizer.drawFullResolution(
          x: chart.x, values: series.values, visible: 0..<count, mapping: mapping, layer: line,
          on: &canvas)
      }
      return canvas
    }
    var kept = 0
    for x in 0..<(size.width * 2) {
      for y in 0..<(size.height * 4) {
        let expected = solids.indices.contains {
          solids[$0].isSet(x: x, y: y) && DashPattern.forLine($0).keeps(dotColumn: x)
        }
        #expect(dashed.isSet(x: x, y: y) == expected, "dot \(x), \(y)")
        if expected { kept += 1 }
      }
    }
    #expect(kept > 0)
  }

  @Test func theIndicatorMarksEachLineWithItsShapeInMonochrome() {
    let chart = Fixtures.numbers([[0, 0, 0], [5, 5, 5], [10, 10, 10]])
    func markers(_ theme: Theme) -> [Cell] {
      var buffer = ScreenBuffer(size: Size(width: 5, height: 5))
      let cursor = IndicatorCursor(
        chart: chart, hidden: [], index: 1, xRange: 0...2, yRange: 0...10, theme: theme)
      cursor.render(into: &buffer, area: buffer.area)
      return [0, 2, 4].map { buffer[2, $0] }
    }
    let bold = Self.monochrome.base.adding(.bold)
    #expect(markers(Self.monochrome).map(\.scalar) == ["◆", "○", "●"])
    #expect(markers(Self.monochrome)[0].style == bold)
    #expect(markers(.terminal).map(\.scalar) == ["●", "●", "●"])
    #expect(
      markers(.terminal)[0].style == Theme.terminal.lineStyle(chart.lines[2].color))
  }
}
