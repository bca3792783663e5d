import TChartData
import Testing

@testable import TChartCells
@testable import TChartRender

@Suite("FillGraph frames")
struct FillGraphFrameTests {
  /// Series `i` is `.indexed(1 + i)`, dimmed `.indexed(101 + i)`.
  func graph(
    _ chart: ChartSet, _ mode: FillMode, top: Double, window: ClosedRange<Int>,
    highlighted: Int? = nil, monochrome: Bool = false
  ) -> FillGraph {
    let colors = chart.lines.indices.map {
      FillColors(normal: .indexed(UInt8(1 + $0)), dimmed: .indexed(UInt8(101 + $0)))
    }
    return FillGraph(
      chart: chart, visibleLines: Array(chart.lines.indices), window: window, yTop: top,
      mode: mode, colors: colors, highlighted: highlighted, monochrome: monochrome)
  }

  func frame(_ graph: FillGraph, width: Int, height: Int) -> ScreenBuffer {
    var buffer = ScreenBuffer(size: Size(width: width, height: height))
    graph.render(into: &buffer, area: buffer.area)
    return buffer
  }

  func style(_ foreground: UInt8, on background: UInt8? = nil) -> Style {
    Style(foreground: .indexed(foreground), background: background.map { .indexed($0) } ?? .default)
  }

  let pair = Fixtures.numbers([[6, 12, 3, 9], [3, 6, 12, 0]])
  /// Sample 1 has three segments in its bottom cell (3, 1 and 4 eighths); sample 3 is all gaps.
  let stack = Fixtures.numbers([
    [1, 0.375, 2.5, .nan], [2, 0.125, .nan, .nan], [1, 4, 3.5, .nan],
  ])
  let ramp = Fixtures.numbers([
    (0..<60).map { Double($0) / 2.5 }, (0..<60).map { 12 - Double($0) / 5 },
  ])

  @Test("bars 12×6: the smaller value in front, a boundary at 1/8 inside a cell")
  func bars() {
    let buffer = frame(graph(pair, .bars, top: 12, window: 0...3), width: 12, height: 6)
    #expect(
      buffer.text == """
           ██████   
           ██████▄▄▄
           █████████
        ████████████
        ▄▄▄███▄▄▄███
        ████████████
        """)
    #expect(buffer[0, 5].style == style(2))
    #expect(buffer[0, 4].style == style(2, on: 1))
    #expect(buffer[6, 4].style == style(1, on: 2))
    #expect(buffer[9, 1].style == style(1))
    #expect(buffer[0, 0].style == .plain)
  }

  @Test("the highlighted sample's columns in normal colours, the others dimmed")
  func highlight() {
    let buffer = frame(
      graph(pair, .bars, top: 12, window: 0...3, highlighted: 2), width: 12, height: 6)
    #expect(buffer[0, 4].style == style(102, on: 101))
    #expect((6...8).allSatisfy { buffer[$0, 4].style == style(1, on: 2) })
    #expect(buffer[5, 0].style == style(101) && buffer[9, 1].style == style(101))
    #expect(
      buffer.text == frame(graph(pair, .bars, top: 12, window: 0...3), width: 12, height: 6).text)
  }

  @Test("stacked bars 12×6: file order bottom up, three segments in a cell, a gap-only bar")
  func stackedBars() {
    let buffer = frame(graph(stack, .stackedBars, top: 6, window: 0...3), width: 12, height: 6)
    #expect(
      buffer.text == """
              ███   
           ▄▄▄███   
        █████████   
        ██████▄▄▄   
        █████████   
        ███▃▃▃███   
        """)
    // Sample 1's bottom cell: L1 3/8, L2 1/8 (merged into L3), L3 4/8.
    #expect(buffer[3, 5].style == style(1, on: 3))
    #expect(buffer[6, 3].style == style(1, on: 3))
    #expect(buffer[0, 4].style == style(2) && buffer[0, 2].style == style(3))
  }

  @Test("stacked bars without colour: a pattern per series, boundaries at whole cells")
  func stackedBarsMonochrome() {
    let buffer = frame(
      graph(stack, .stackedBars, top: 6, window: 0...3, highlighted: 0, monochrome: true),
      width: 12, height: 6)
    #expect(
      buffer.text == """
              ▒▒▒   
           ▄▄▄▒▒▒   
        ▒▒▒▒▒▒▒▒▒   
        ▓▓▓▒▒▒███   
        ▓▓▓▒▒▒███   
        ███▒▒▒███   
        """)
    #expect(buffer[0, 5].style == .plain)
    #expect(buffer[3, 5].style == Style(attributes: .dim))
  }

  @Test("areas 30×12: 60 samples, the centre sample of each column, the smaller in front")
  func areas() {
    let buffer = frame(graph(ramp, .areas, top: 24, window: 0...59), width: 30, height: 12)
    #expect(
      buffer.text == """
                                    ▂▅
                                  ▃▆██
                               ▂▅█████
                             ▃▆███████
                          ▂▅██████████
                        ▃▆████████████
        █▆▅▃▂        ▂▅███████████████
        ██████▆▅▃▂ ▃▆█████████████████
        ████████▂▅█▆▅▃▂███████████████
        ██████▃▆████████▆▅▃▂██████████
        ███▂▅████████████████▆▅▃▂█████
        █▃▆███████████████████████▆▅▃▂
        """)
    #expect(buffer[1, 11].style == style(1, on: 2))
    #expect(buffer[29, 11].style == style(2, on: 1))
  }

  @Test("stacked areas 30×12")
  func stackedAreas() {
    let buffer = frame(graph(ramp, .stackedAreas, top: 24, window: 0...59), width: 30, height: 12)
    #expect(
      buffer.text == """
                                  ▂▃▅▆
                             ▂▃▅▆█▃▆██
                        ▂▃▅▆███▂▅█████
                   ▂▃▅▆██████▃▆███████
              ▂▃▅▆████████▂▅██████████
         ▂▃▅▆███████████▃▆████████████
        █████████████▂▅███████████████
        ███████████▃▆█████████████████
        ████████▂▅████████████████████
        ██████▃▆██████████████████████
        ███▂▅█████████████████████████
        █▃▆███████████████████████████
        """)
    #expect(buffer[1, 11].style == style(1, on: 2) && buffer[1, 5].style == style(2))
    // The last column's top cell: L1 5/8, L2 1/8 (merged into L1), then empty space.
    #expect(buffer[29, 0].style == style(1))
  }

  @Test("percentage 30×12: every column fills the plot exactly")
  func percentage() {
    let buffer = frame(graph(ramp, .percentage, top: 100, window: 0...59), width: 30, height: 12)
    #expect(
      buffer.text == """
        ██████████████████████████▁▃▅▆
        ██████████████████████▁▃▅▇████
        ███████████████████▂▅▇████████
        ████████████████▃▅████████████
        █████████████▂▅███████████████
        ███████████▄▇█████████████████
        █████████▄████████████████████
        ███████▄██████████████████████
        █████▃████████████████████████
        ███▁▇█████████████████████████
        ██▄███████████████████████████
        █▆████████████████████████████
        """)
    #expect(buffer[0, 0].style == style(2) && buffer[29, 0].style == style(1, on: 2))
  }

  @Test("bars 30×12: ten samples, three columns each")
  func wideBars() {
    let buffer = frame(graph(ramp, .bars, top: 24, window: 50...59), width: 30, height: 12)
    #expect(buffer.lines[0] == "                  ▂▂▂▃▃▃▅▅▅▆▆▆")
    #expect(buffer.lines[1] == "   ▂▂▂▃▃▃▅▅▅▆▆▆███████████████")
    #expect(buffer.lines[2...10].allSatisfy { $0 == String(repeating: "█", count: 30) })
    #expect(buffer.lines[11] == "███▇▇▇▆▆▆▆▆▆▅▅▅▄▄▄▃▃▃▂▂▂▂▂▂▁▁▁")
    #expect(buffer[0, 11].style == style(2) && buffer[3, 11].style == style(2, on: 1))
  }

  @Test("never draws outside its area or the buffer, never traps at any size")
  func clipping() {
    let bars = graph(pair, .stackedBars, top: 20, window: 0...3, highlighted: 1)
    var buffer = ScreenBuffer(size: Size(width: 8, height: 5), filling: Cell("x"))
    bars.render(into: &buffer, area: Rect(x: 2, y: 1, width: 4, height: 3))
    // 1.2 eighths per unit: sample 0 stacks 6 and 3 to eighths 7 and 11.
    #expect(buffer.lines == ["xxxxxxxx", "xx ▆▂ xx", "xx▃▆█▃xx", "xx▇█▄█xx", "xxxxxxxx"])
    var offBuffer = ScreenBuffer(size: Size(width: 4, height: 3), filling: Cell("x"))
    bars.render(into: &offBuffer, area: Rect(x: -2, y: 1, width: 4, height: 9))
    #expect(offBuffer.lines[0] == "xxxx" && offBuffer.lines[1].hasSuffix("xx"))
    for mode in FillMode.allCases {
      for (width, height) in [(0, 0), (1, 1), (0, 5), (5, 0), (1, 7), (7, 1)] {
        let small = graph(pair, mode, top: 12, window: 0...3, highlighted: 0)
        let buffer = frame(small, width: width, height: height)
        #expect(buffer.size == Size(width: width, height: height))
      }
      let one = frame(graph(pair, mode, top: 12, window: 0...3), width: 1, height: 1)
      #expect(one.text != "", "\(mode)")
    }
  }
}
