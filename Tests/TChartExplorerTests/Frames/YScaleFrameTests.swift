import TChartCells
import Testing

@testable import TChartExplorer

/// Whole frames of the Y-scale and statistics features, every cell's text. Checked by eye when
/// written: on the log axis line a (1 … 10^3.9, ×10 every 10 days) is a straight line across
/// the decades `1 10 100 1K 10K 100K`, line b (5 × a) runs above it broken at its zero and
/// negative samples (their computed values written to four digits), and the status line
/// counts those 8 values; the statistics panel sits at
/// the bottom of the graph with the window's dates in its frame and the columns that fit.
@Suite("Y-scale and statistics frames")
struct YScaleFrameTests {
  func compare(_ actual: [String], _ expected: [String]) {
    #expect(actual.count == expected.count)
    for (row, (line, want)) in zip(actual, expected).enumerated() {
      #expect(line == want, "row \(row)")
    }
  }

  @Test func aLogChartAt80x24() {
    let size = Size(width: 80, height: 24)
    var state = ExplorerState(chartSets: [YScaleTests.growth], screenSize: size)
    state.yAxes.yScaleMode = .log
    state.send(YAxesFeature.Action.retarget(jump: true))
    state.view.indicator = 12
    compare(ExplorerScreen.render(state: state, size: size).lines, Self.log80x24)
  }

  @Test func theStatisticsPanelAt80x24() {
    let size = Size(width: 80, height: 24)
    var state = Fixtures.dailyState(size: size)
    state.panels.showsStatistics = true
    state.panels.showsIndicator = false
    compare(ExplorerScreen.render(state: state, size: size).lines, Self.statistics80x24)
  }

  /// At 200×60 every column fits: the rows hold every statistic of every line.
  @Test func theStatisticsPanelAt200x60HasEveryColumn() throws {
    let size = Size(width: 200, height: 60)
    var state = Fixtures.dailyState(size: size)
    reduce(into: &state, action: .input(.resize(size)))
    state.panels.showsStatistics = true
    state.panels.showsIndicator = false
    let lines = ExplorerScreen.render(state: state, size: size).lines
    let graph = state.layout.graph
    let header = try #require(lines.firstIndex { $0.contains("min (at)") })
    #expect(header == graph.maxY - 5)
    #expect(lines[header - 1].contains("╭─ Apr 8 – Jun 20 2018 ─"))
    for title in StatisticsModel.headers { #expect(lines[header].contains(title)) }
    #expect(
      lines[header + 1].contains(
        "Joined    460   1,190    +730 +158.7%    460 Apr 8 2018   1,190 Jun 20 2018    825      74     0"
      ))
    #expect(
      lines[header + 2].contains(
        "Left       55      70      +15 +27.3%    50 Apr 14 2018      80 Apr 13 2018   64.9      74     0"
      ))
    #expect(
      lines[header + 3].contains(
        "Views   4,600  11,900  +7,300 +158.7%  4,600 Apr 8 2018  11,900 Jun 20 2018  8,250      74     0"
      ))
    #expect(lines[header + 4].hasPrefix("       ╰───"))
  }

  static let log80x24: [String] = [
    "1/1  Growth · y: log  ·  Mar 3 – Apr 11 2018                                    ",
    "  100K ⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁│⠁╭──────────────────╮⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁",
    "       ⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀│⠀│ Thu, Mar 15 2018 │⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⣀⣀⠤⠔⠒",
    "       ⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀│⠀│ ● a        15.85 │⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⢀⡀⠀⠀⠀⠉⠀⠀⠀⠀⠀",
    "   10K ⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁│⠁│ ● b        79.24 │⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠠⠔⠒⠊⠉⠁⠁⠁⠁⠁⠁⢀⣀⠤⠔⠒",
    "       ⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀│⠀╰──────────────────╯⠀⠀⠀⠀⠀⢀⣀⠤⠤⠒⠂⠀⠀⠀⠀⠀⠀⠀⢀⣀⠤⠤⠒⠊⠁⠀⠀⠀⠀",
    "       ⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀│⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⢀⡠⠀⠀⠀⠈⠁⠀⠀⠀⠀⠀⠀⢀⡠⠔⠒⠊⠉⠁⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀",
    "    1K ⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁│⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠤⠒⠒⠉⠁⠁⠁⠁⠁⠁⢀⣀⠤⠤⠒⠒⠉⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁",
    "       ⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀│⠀⠀⠀⠀⠀⠀⠀⢀⣀⡠⠤⠒⠉⠀⠀⠀⠀⠀⠀⠀⠀⣀⠤⠒⠊⠉⠁⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀",
    "   100 ⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀│⡀⣀⠤⠄⡀⡀⠈⠁⡀⡀⡀⡀⡀⡀⣀⠤⠤⠒⠒⠉⠉⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀",
    "       ⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠠⠔●⠉⠀⠀⠀⠀⠀⠀⢀⣀⡠⠤⠔⠒⠉⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀",
    "       ⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⢀⡠⠤⠒⠒⠉⠀⠀⠀⠀⠀│⠀⢀⡠⠤⠒⠒⠉⠁⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀",
    "    10 ⡀⡀⡀⡀⢀⣀⡠⠤⡀⡀⡀⠁⡀⡀⡀⡀⡀⢀⣀⡠⠤⠔●⠊⠁⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀",
    "       ⠀⠀⠔⠊⠁⠀⠀⠀⠀⠀⠀⠀⣀⣀⠤⠔⠊⠁⠀⠀⠀⠀│⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀",
    "       ⠀⠀⠀⠀⠀⣀⡠⠤⠔⠒⠊⠉⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀│⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀",
    "     1 ⣀⠤⠤⠒⠉⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀│⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀",
    "        Mar 5       Mar 12       Mar 19        Mar 26        Apr 2        Apr 9 ",
    "       ▐⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⢀⡠⠒▌",
    "       ▐⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⢠⠒⠉⠁⠀⠀▌",
    "       ▐⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣠⣤⣤⣤⣤⣤⣤⣤⣀⣠⣔⣒⣒⡪⠭⠭⠵⠤⡴⠥⠤⠤⠤⠒⠒▌",
    "       Mar 3 2018                                                    Apr 11 2018",
    "        ●━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━● ",
    "1 a 15.85  2 b 79.24                                                            ",
    "log: 8 values ≤ 0 not shown                                               ? help",
  ]

  static let statistics80x24: [String] = [
    "1/2  Daily  ·  Apr 8 – Jun 20 2018                                              ",
    "   12K ⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⣀⣀⠤⠤⠒⠒⠉",
    "       ⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⣀⣀⠤⠤⠒⠒⠉⠉⠀⠀⠀⠀⠀⠀⠀",
    "   10K ⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⣀⣀⠤⠤⠒⠒⠉⠉⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄",
    "       ⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⣀⣀⠤⠤⠒⠒⠉⠉⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀",
    "       ⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⢀⣀⡠⠤⠒⠒⠉⠉⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀",
    "    8K ╭─ Apr 8 – Jun 20 2018 ─────────────────────────────────────────────────╮",
    "       │   line    first    last          change          min (at)             │",
    "    6K │             max (at)   mean  values  gaps  outside                    │",
    "       │ ● Joined    460   1,190    +730 +158.7%    460 Apr 8 2018             │",
    "    4K │    1,190 Jun 20 2018    825      74     0        0                    │",
    "       │ ● Left       55      70      +15 +27.3%    50 Apr 14 2018             │",
    "       │       80 Apr 13 2018   64.9      74     0        0                    │",
    "    2K │ ● Views   4,600  11,900  +7,300 +158.7%  4,600 Apr 8 2018             │",
    "       │   11,900 Jun 20 2018  8,250      74     0        0                    │",
    "       ╰───────────────────────────────────────────────────────────────────────╯",
    "       Apr 9       Apr 23         May 7       May 21         Jun 4        Jun 18",
    "       ⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀▐⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⣀⣀⣀⣀⣀⣀▌⠤⠤⠤⠤⠤⠤⠤⠒⠒⠒⠒⠒⠒⠒⠉⠉⠉⠉",
    "       ⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀▐⠀⣀⣀⣀⣀⣀⣀⣀⠤⠤⠤⠤⠤⠤⠤⠒⠒⠒⠒⠒⠒⠒⠉⠉⠉⠉⠉⠉⠉⠀⠀⠀⠀⠀⠀▌⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀",
    "       ⣤⣤⣤⣤⣤⣤⣒⣒⣒⣒⣒⣒⣒⣉⣉⣉⣉⣉▐⣉⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤▌⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤",
    "                    Apr 8 2018                          Jun 20 2018             ",
    "        ─────────────────●━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━●───────────────── ",
    "1 Joined 1,190  2 Left 70  3 Views 11,900                                       ",
    "                                                                          ? help",
  ]
}
