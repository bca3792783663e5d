import Foundation
import TChartCells
import TChartData
import Testing

@testable import TChartExplorer

/// Whole frames of the `index` and `shape` Y modes on three lines of mixed magnitudes
/// (``LineScaleTests/mixed``: 320,000, 12,000 and 7.6), and the indicator's markers on the
/// lines.
@Suite("Y modes index and shape: frames")
struct LineScaleFrameTests {
  static let size = Size(width: 80, height: 24)

  static func state(_ mode: YScaleMode) -> ExplorerState {
    var state = ExplorerState(chartSets: [LineScaleTests.mixed], screenSize: size)
    state.yAxes.yScaleMode = mode
    state.send(YAxesFeature.Action.retarget(jump: true))
    state.view.indicator = 30
    return state
  }

  func compare(_ actual: [String], _ expected: [String]) {
    #expect(actual.count == expected.count)
    for (row, (line, want)) in zip(actual, expected).enumerated() {
      #expect(line == want, "row \(row)")
    }
  }

  /// Checked by eye: the three lines start together on the `100%` grid line; on Apr 2 the
  /// markers read population 350,089 / 320,000 = 109 % (a row above 100 %), the rate
  /// 9.48 / 7.6 = 125 % and spending 21,736 / 12,000 = 181 % (between 150 % and 200 %).
  @Test func indexAt80x24() {
    let state = Self.state(.index)
    compare(ExplorerScreen.render(state: state, size: Self.size).lines, Self.index80x24)
  }

  /// Checked by eye: each line spans the graph from its own min (bottom row) to its max (top
  /// row): the rate's sine fills the height, population and spending rise from corner to
  /// corner; on Apr 2 the rate is near its max, population at 77 % and spending at 70 % of
  /// their ranges.
  @Test func shapeAt80x24() {
    let state = Self.state(.shape)
    compare(ExplorerScreen.render(state: state, size: Self.size).lines, Self.shape80x24)
  }

  /// The rows of the markers in screen column `column` of a frame (graph rows only).
  static func markerRows(_ lines: [String], column: Int, graph: Rect) -> [Int] {
    (graph.y..<graph.maxY).filter { Array(lines[$0])[column] == "●" }
  }

  @Test func theMarkersSitOnTheLinesInBothModes() {
    // Index: at the window's first sample every line is 100 % of itself: the markers meet on
    // the `100%` grid line.
    var index = Self.state(.index)
    index.view.indicator = 0
    let graph = index.layout.graph
    let lines = ExplorerScreen.render(state: index, size: Self.size).lines
    let hundred = lines.firstIndex { $0.hasPrefix("  100% ") }
    #expect(hundred == 13)
    #expect(Self.markerRows(lines, column: graph.x, graph: graph) == [13])
    // Shape: at the last sample population and spending are at their max (the top row), the
    // rate at 6.96 is 34 % up its range 5.6…9.6 (row 10 of the 15).
    var shape = Self.state(.shape)
    shape.view.indicator = 39
    let shaped = ExplorerScreen.render(state: shape, size: Self.size).lines
    #expect(shaped[1].hasPrefix("   max "))
    #expect(Self.markerRows(shaped, column: graph.maxX - 1, graph: graph) == [1, 10])
  }

  /// The frames' graphs (the title and 15 rows), above the same X axis, mini-map, slider and
  /// legend in both modes (``chrome``).
  static let index80x24: [String] =
    [
      "1/1  Mixed · y: index  ·  Mar 3 – Apr 11 2018                                   ",
      "  250% ⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁╭───────────────────────╮⠁│⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁",
      "       ⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀│ Mon, Apr 2 2018       │⠀│⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀",
      "       ⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀│ ● population  350,089 │⠀│⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⣀",
      "       ⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀│ ● spending     21,736 │⠀│⠀⠀⠀⠀⠀⠀⠀⠀⠀⢀⣀⠤⠤⠒⠉⠀",
      "  200% ⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂│ ● rate           9.48 │⠂│⠂⠂⠂⠂⣀⡠⠤⠒⠊⠁⠂⠂⠂⠂⠂⠂",
      "       ⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀╰───────────────────────╯⣀●⠤⠔⠒⠉⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀",
      "       ⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⢀⡠⠔⠒⠉⠉⠀│⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀",
      "       ⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⣀⣀⠤⠔⠒⠊⠉⠁⠀⠀⠀⠀⠀⠀│⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀",
      "  150% ⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⢀⣀⡠⠤⠒⠒⠉⠉⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂│⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂",
      "       ⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⣀⣀⠤⠔⠒⠊⠉⠁⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀│⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀",
      "       ⠀⠀⠀⠀⠀⠀⢀⣀⡠⠤⠔⠒⠤⠤⠤⠤⣀⢀⣀⡠⠤⠔⠒⠊⠉⠉⠉⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⣀⣀⠤●⠒⠒⠒⠢⠤⢄⡀⠀⠀⠀⠀⠀⠀⠀⠀⠀",
      "       ⠀⠀⢀⡠⠒⠉⢁⣀⣀⣀⡠⠤⠒⠒⠉⠉⠉⠉⠒⠤⣀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⢀⣀⣀⣔⣊⣉⣀⣀⣀●⣀⣀⣀⣀⣀⣀⣈⠵⠦⢤⡤⠤⠤⠤⠤⠤",
      "  100% ⠴⠮⠥⠶⠮⠭⠥⠤⠤⠤⠤⠤⠒⠒⠒⠒⠒⠒⠒⠒⠒⠛⠒⠶⡒⠒⠒⠒⠒⠒⠊⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⣉⠕⠊⠄⠄⠄⠄⠄⠄⠄│⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠈⠑⠢⢄⠄⠄",
      "       ⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠈⠑⠢⢄⡀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⣀⡠⠔⠉⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀│⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠉⠒",
      "       ⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠈⠑⠢⠤⢄⣀⣀⣀⣀⣀⠤⠔⠊⠉⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀│⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀",
    ] + chrome

  static let shape80x24: [String] =
    [
      "1/1  Mixed · y: shape  ·  Mar 3 – Apr 11 2018                                   ",
      "   max ⠁⠁⠁⠁⠁⠁⠁⠁⢀⠔⠊⠉⠉⠑⠤⡀⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⣀●⠊⠉⠉⠒⠤⡀⠁⠁⠁⠁⠁⢀⣀⡤⠒⠉",
      "       ⠀⠀⠀⠀⠀⠀⢀⠔⠁⠀⠀⠀⠀⠀⠀⠈⠢⡀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⡠⠊⠀│⠀⠀⠀⠀⠀⠘⢄⡠⢤⡲⠞⠋⠁⠀⠀⠀",
      "       ⠀⠀⠀⠀⠀⡔⠁⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠑⡄⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⢀⠔⠁⠀⠀│⠀⠀⣀⡠⠤⣒⠕⠫⡁⠀⠀⠀⠀⠀⠀⠀",
      "       ⠁⠁⠁⢀⠎⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠈⢆⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⢠⠊⠁⠁⢀⡠●⠒⣉⠤⠒⠉⠁⠁⠁⠘⢄⠁⠁⠁⠁⠁⠁",
      "       ⠀⠀⢀⠎⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠣⡀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⢠⡣⠔⠒⠉⢁⡠●⠊⠀⠀⠀⠀⠀⠀⠀⠀⠈⢢⠀⠀⠀⠀⠀",
      "       ⠀⢀⠎⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠱⡀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⣀⠤⠒⢩⠃⡠⠔⠒⠉⠁⠀│⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⢣⠀⠀⠀⠀",
      "       ⢀⠎⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠱⡀⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⣀⡠⠔⠒⠉⢀⣀⢤⠓⠉⠁⠁⠁⠁⠁⠁│⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⢣⠁⠁⠁",
      "       ⠊⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⢱⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⣀⡠⠔⠊⠉⢀⣀⠤⠔⠊⠁⢠⠃⠀⠀⠀⠀⠀⠀⠀⠀│⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⢇⠀⠀",
      "       ⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⢣⡀⡀⡀⡀⡀⣀⠤⠔⠒⠉⡀⣀⠤⠒⠊⠁⡀⡀⡀⡀⢠⠃⡀⡀⡀⡀⡀⡀⡀⡀⡀│⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⠈⢆⡀",
      "       ⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⣣⡠⠔⠒⠉╭───────────────────────╮⠀│⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠈⢆",
      "       ⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⣀⡠⠤⠒⠉⣀⡱⡔⠒⠉│ Mon, Apr 2 2018       │⠀│⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀",
      "       ⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⢀⣀⠤⠔⠒⢉⣀⠤⠒⠊⠉⡀⡀⠘⢄⡀│ ● population  350,089 │⡀│⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀",
      "       ⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⣀⠤⢒⣊⠥⠤⠒⠊⠉⠁⠀⠀⠀⠀⠀⠀⠀⠀⠈⢆│ ● spending     21,736 │⠀│⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀",
      "       ⠀⠀⠀⠀⢀⣀⢤⣒⡪⠭⠔⠊⠁⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠈│ ● rate           9.48 │⠀│⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀",
      "   min ⣀⠤⠴⠚⠋⠉⠁⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀╰───────────────────────╯⡀│⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀",
    ] + chrome

  static let chrome: [String] = [
    "        Mar 5       Mar 12       Mar 19        Mar 26        Apr 2        Apr 9 ",
    "       ▐⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉▌",
    "       ▐⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀▌",
    "       ▐⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤▌",
    "       Mar 3 2018                                                    Apr 11 2018",
    "        ●━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━● ",
    "1 population 350,089  2 spending 21,736  3 rate 9.48                            ",
    "                                                                          ? help",
  ]
}
