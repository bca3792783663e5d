import TChartData
import Testing

@testable import TChartCells
@testable import TChartRender

@Suite struct LineGraphTests {
  /// The graph's text when `chart` is drawn into a `width`×`height` buffer.
  func screen(
    _ chart: ChartSet, width: Int, height: Int, x: ClosedRange<Double>, y: ClosedRange<Double>,
    hidden: Set<Int> = [], grid: [Double] = []
  ) -> ScreenBuffer {
    var buffer = ScreenBuffer(size: Size(width: width, height: height))
    LineGraph(
      chart: chart, hidden: hidden, xRange: x, yRange: y, gridTicks: grid
    ).render(into: &buffer, area: buffer.area)
    return buffer
  }

  @Test func diagonal() {
    let chart = Fixtures.numbers([[0, 1, 2, 3, 4, 5, 6, 7]])
    let buffer = screen(chart, width: 4, height: 2, x: 0...7, y: 0...7)
    #expect(
      buffer.text == """
        ⠀⠀⡠⠊
        ⡠⠊⠀⠀
        """)
  }

  @Test func flatLine() {
    let chart = Fixtures.numbers([[5, 5, 5, 5]])
    let buffer = screen(chart, width: 4, height: 2, x: 0...3, y: 0...10)
    #expect(
      buffer.text == """
        ⣀⣀⣀⣀
        ⠀⠀⠀⠀
        """)
  }

  @Test func gapBreaksTheLine() {
    let chart = Fixtures.numbers([[0, 0, .nan, 3, 3]])
    let buffer = screen(chart, width: 5, height: 1, x: 0...4, y: 0...3)
    #expect(buffer.text == "⣀⡀⠀⠈⠉")
  }

  @Test func isolatedSampleIsASingleDot() {
    let chart = Fixtures.numbers([[.nan, 3, .nan]])
    let buffer = screen(chart, width: 2, height: 1, x: 0...2, y: 0...3)
    // x = 1 maps to dot column round(1/2 × 3) = 2 (cell 1, left column), y = 3 to the top row.
    #expect(buffer.text == "⠀⠁")
  }

  @Test func emptyCellsAreBlankBrailleNeverSpaces() {
    let chart = Fixtures.numbers([[1, 2]])
    let buffer = screen(chart, width: 6, height: 3, x: 0...1, y: 100...200)
    #expect(buffer.text == "⠀⠀⠀⠀⠀⠀\n⠀⠀⠀⠀⠀⠀\n⠀⠀⠀⠀⠀⠀")
  }

  @Test func theLineDrawnLastColoursASharedCell() {
    let chart = Fixtures.numbers([[0, 3], [3, 0]])
    let styles = chart.lines.map { Theme.terminal.lineStyle($0.color) }
    let both = screen(chart, width: 1, height: 1, x: 0...1, y: 0...3)
    // Line 1 alone is ⡜, line 2 alone ⢣: the shared cell keeps every dot of both.
    #expect(both.text == "⣿")
    #expect(both[0, 0].style == styles[1])
    let hidden = screen(chart, width: 1, height: 1, x: 0...1, y: 0...3, hidden: [1])
    #expect(hidden.text == "⡜")
    #expect(hidden[0, 0].style == styles[0])
  }

  @Test func gridIsDottedUnderneathAndDim() {
    let chart = Fixtures.numbers([[0, 0, 0, 0]])
    let buffer = screen(chart, width: 4, height: 2, x: 0...3, y: 0...7, grid: [7, 5, 2])
    // 7 → dot row 0 (top), 5 → dot row 2, 2 → dot row 5: the line (dot row 7) shares row 1.
    #expect(
      buffer.text == """
        ⠅⠅⠅⠅
        ⣀⣀⣀⣀
        """)
    #expect(buffer[0, 0].style == Theme.terminal.grid)
    let withRoom = screen(chart, width: 4, height: 2, x: 0...3, y: 0...7, grid: [2, 99])
    #expect(withRoom.text == "⠀⠀⠀⠀\n⣀⣀⣀⣀")
  }

  @Test func linesLeavingTheWindowAreDrawnToItsEdge() {
    let chart = Fixtures.numbers([[0, 8, 0]])
    // The window 0.5...1.5 holds only sample 1; both neighbours are outside.
    let buffer = screen(chart, width: 4, height: 2, x: 0.5...1.5, y: 0...8)
    #expect(buffer.text.unicodeScalars.contains { $0.value > 0x2800 && $0.value <= 0x28FF })
    for column in [0, 3] {
      #expect((0..<2).contains { buffer[column, $0].scalar != "\u{2800}" })
    }
  }

  @Test func aWindowBetweenTwoSamplesStillShowsTheLine() {
    let chart = Fixtures.numbers([[0, 4]])
    let buffer = screen(chart, width: 2, height: 1, x: 0.4...0.6, y: 0...4)
    #expect(buffer.text != "⠀⠀")
  }

  @Test func mappingIsShared() {
    let graph = LineGraph(chart: Fixtures.numbers([[0, 1]]), xRange: 0...10, yRange: 0...100)
    let mapping = graph.mapping(area: Rect(x: 5, y: 5, width: 10, height: 5))
    #expect(mapping.dotWidth == 20 && mapping.dotHeight == 20)
    #expect(mapping.dotX(10) == 19 && mapping.dotY(100) == 0 && mapping.dotY(0) == 19)
  }

  @Test func aLineOnItsOwnRangeIsDrawnAgainstThatRange() {
    // Line 2 is line 1 times ten: on its own range 0…70 it lands on the same dots.
    let chart = Fixtures.numbers([
      [0, 1, 2, 3, 4, 5, 6, 7], [0, 10, 20, 30, 40, 50, 60, 70],
    ])
    var buffer = ScreenBuffer(size: Size(width: 4, height: 2))
    LineGraph(
      chart: chart, xRange: 0...7, yRange: 0...7, lineYRanges: [1: 0...70]
    ).render(into: &buffer, area: buffer.area)
    #expect(
      buffer.text == """
        ⠀⠀⡠⠊
        ⡠⠊⠀⠀
        """)
    // Both lines share every cell: the one drawn last (line 2) colours them.
    #expect(buffer[3, 0].style == Theme.terminal.lineStyle(chart.lines[1].color))
    // On the shared range 0…7 line 2 leaves the graph after its first samples.
    var shared = ScreenBuffer(size: Size(width: 4, height: 2))
    LineGraph(chart: chart, xRange: 0...7, yRange: 0...7)
      .render(into: &shared, area: shared.area)
    #expect(shared.text != buffer.text)
  }
}
