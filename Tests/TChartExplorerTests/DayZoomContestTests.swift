import TChartCells
import TChartData
import TChartLoading
import TChartRender
import TChartTesting
import Testing

@testable import TChartExplorer
@testable import TChartExplorerRuntime

/// The real stage-2 folders (skipped with a message when `../shared/data` is absent): `Enter`
/// through ``Explorer`` reads a day file of folder 3 and `Backspace` comes back; folder 5 (a
/// percentage chart without day files) shows a pie.
@Suite(.enabled(if: ExplorerContestData.root != nil, "no contest data in ../shared/data"))
struct DayZoomContestTests {
  static func folder(_ number: Int) throws -> [ChartSet] {
    try ChartLoader.load(path: (ExplorerContestData.root ?? "") + "/telegram-2019-stage2/\(number)")
  }

  @Test func enterZoomsIntoTheDayOfFolder3AndBackspaceReturns() throws {
    let sets = try Self.folder(3)
    let size = Size(width: 80, height: 24)
    let start = ExplorerState(chartSets: sets, screenSize: size)
    var explorer = Explorer(state: start)
    let overview = explorer.state
    explorer.send(.input(.key(.enter)))
    let state = explorer.state
    // The indicator starts on the last sample, Apr 6 2019 (UTC).
    #expect(state.notes.status == nil)
    #expect(state.navigation.dayChart != nil)
    #expect(state.chartSet.name == "3 · Sat, Apr 6 2019")
    #expect(invariantViolations(state) == [])
    let frame = ExplorerScreen.render(state: state, size: size)
    #expect(frame.line(0).contains("3 · Sat, Apr 6 2019"))
    let window = state.shown.windowSamples
    let midnight = 1_554_508_800.0
    #expect(state.chartSet.xValue(at: window.lowerBound) == midnight)
    #expect(state.chartSet.xValue(at: window.upperBound) < midnight + 86_400)
    #expect(state.view.indicator == window.lowerBound)
    explorer.send(.input(.key(.backspace)))
    #expect(explorer.state.withoutHistory == overview)
  }

  @Test func enterOnFolder5ShowsAPieWhoseLabelsSumTo100() throws {
    let sets = try Self.folder(5)
    let size = Size(width: 60, height: 20)
    var explorer = Explorer(state: ExplorerState(chartSets: sets, screenSize: size))
    explorer.send(.input(.key(.enter)))
    #expect(explorer.state.navigation.showsPie)
    #expect(
      explorer.state.chartSet.sums(
        of: explorer.state.shown.visibleLines, in: explorer.state.shown.windowSamples
      ).count == 6)
    let labels = PieTests.percentLabels(explorer.render(size: size), state: explorer.state)
    // The slices' percentages add up to 100; the frame shows those that fit, as they are.
    let percents = PieSlices(
      values: explorer.state.chartSet.sums(
        of: explorer.state.shown.visibleLines, in: explorer.state.shown.windowSamples), colors: []
    ).slices.map(\.percent)
    #expect(percents.reduce(0, +) == 100)
    #expect(!labels.isEmpty)
    var remaining = percents
    for label in labels {
      let index = try #require(remaining.firstIndex(of: label), "\(label)% is a slice's")
      remaining.remove(at: index)
    }
  }
}
