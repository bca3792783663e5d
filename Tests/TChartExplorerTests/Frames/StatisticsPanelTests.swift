import TChartCells
import TChartData
import Testing

@testable import TChartExplorer

/// The statistics panel (`i`) in the explorer's frame: at 80 columns and narrower every
/// statistic shows (the columns wrap into a second row per line), at 200 one row per line;
/// a line that starts late counts the samples before it as outside its span, not as gaps.
@Suite("Statistics panel")
struct StatisticsPanelTests {
  /// The daily fixture with the panel open, on a screen of `size`.
  func state(_ size: Size, names: [String]? = nil) -> ExplorerState {
    var state = Fixtures.dailyState(size: size)
    if let names {
      for (index, name) in names.enumerated() { state.feed.chartSets[0].lines[index].name = name }
    }
    state.look.animates = false
    reduce(into: &state, action: .input(.key(.character("i"))))
    return state
  }

  func frame(_ state: ExplorerState) -> [String] {
    ExplorerScreen.render(state: state, size: state.terminal.size).lines
  }

  /// At 80×24 (see `YScaleFrameTests.statistics80x24`) each line takes two rows; at 60×20
  /// three, and the lines that do not fit give way to `+2 more`.
  @Test func at60x20EveryStatisticShowsOnThreeRowsPerLine() {
    let lines = frame(state(Size(width: 60, height: 20)))
    #expect(
      Array(lines[3...12]) == [
        "       ╭─ Apr 8 – Jun 20 2018 ─────────────────────────────╮",
        "       │   line    first    last          change           │",
        "       │           min (at)            max (at)   mean     │",
        "       │   values  gaps  outside                           │",
        "    5K │ ● Joined    460   1,190    +730 +158.7%           │",
        "       │     460 Apr 8 2018   1,190 Jun 20 2018    825     │",
        "       │       74     0        0                           │",
        "       │   +2 more                                         │",
        "       ╰───────────────────────────────────────────────────╯",
        "       Apr 9   Apr 23     May 7    May 21     Jun 4   Jun 18",
      ])
  }

  @Test(arguments: [(40, 20), (60, 20), (80, 24), (120, 30), (200, 60)])
  func everyHeaderShowsWithLongNames(width: Int, height: Int) {
    let long = ["Joined the channel this week", "Left the channel this week", "Third"]
    let lines = frame(state(Size(width: width, height: height), names: long))
    let text = lines.joined(separator: "\n")
    for header in StatisticsModel.headers where width > 40 {
      #expect(text.contains(header), "\(width)×\(height): \(header)")
    }
    #expect(text.contains("Joined the chan…"))
    // At 40 columns the graph is too short for five rows per line: one row, and a sign.
    #expect(text.contains("columns") == (width == 40))
  }

  @Test func aLineThatStartsLateHasNoGapsBeforeItOnlySamplesOutside() {
    var state = Fixtures.dailyState(size: Size(width: 200, height: 40))
    var values = state.chartSet.lines[1].values
    for index in 0..<60 { values[index] = .nan }
    values[80] = .nan
    state.feed.chartSets[0].lines[1].values = values
    let statistics = state.statisticsModel.statistics.first { $0.line == 1 }!.statistics
    // The window is 36…109: 24 samples before the line starts, one gap inside its span.
    #expect(statistics.outside == 24)
    #expect(statistics.total.gaps == 1)
    #expect(statistics.total.values == 74 - 25)
    #expect(state.statisticsModel.text.split(separator: "\n")[2].hasSuffix("49     1       24"))
  }
}
