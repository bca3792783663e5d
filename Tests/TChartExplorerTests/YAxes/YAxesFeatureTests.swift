import TChartData
import Testing

@testable import TChartExplorer

/// ``YAxesFeature``'s reducer on its own: what it changes of ``YAxesState`` and what it asks of
/// the explorer, read from a context built as the explorer builds it.
@Suite("Y axes feature")
struct YAxesFeatureTests {
  static func context(_ state: ExplorerState, animates: Bool = true, mayHint: Bool = false)
    -> YAxesFeature.Context
  {
    YAxesFeature.Context(
      model: state.yAxesModel, chartSets: state.feed.chartSets, animates: animates,
      mayHint: mayHint)
  }

  @Test func yCyclesTheModeOfLinesAndAsksForTheModeNote() {
    let state = ExplorerState(chartSets: [RightAxisTests.table])
    var axes = state.yAxes
    let step = YAxesFeature.reduce(into: &axes, .cycleScale, Self.context(state))
    #expect(axes.yScaleMode == .span)
    #expect(step.delegates == [.scaleChanged])
  }

  @Test func putOnAxisAsksForTheViewsChoiceAndSaysIt() {
    let state = ExplorerState(chartSets: [RightAxisTests.table])
    var axes = state.yAxes
    let step = YAxesFeature.reduce(
      into: &axes, .putOnAxis(line: 2, right: true), Self.context(state))
    #expect(step.delegates == [.rightAxis([2]), .status("Rate on the right axis")])
    #expect(axes == state.yAxes)
  }

  @Test func rightRequestNamesEachChartSetsLinesAndSaysTheUnknown() {
    var state = ExplorerState(chartSets: [RightAxisTests.table, Fixtures.second])
    state.yAxes.rightRequest = ["Rate", "Nope"]
    var axes = state.yAxes
    let step = YAxesFeature.reduce(into: &axes, .applyRightRequest, Self.context(state))
    let message = ExplorerOptionsError.unknownRightLine(
      "Nope", lines: RightAxisTests.table.lines.map(\.name)
    ).description
    #expect(
      step.delegates == [.rightAxisOf(chart: 0, lines: [2]), .status(message), .log(message)])
  }

  @Test func retargetAnimatesFromTheShownRangeOrJumps() {
    var state = ExplorerState(chartSets: [RightAxisTests.table])
    let target = state.yAxesModel.targetYRange
    state.yAxes.yRange = .still(ValueRange(lower: 0, upper: 1))
    state.terminal.now = 10
    var animated = state.yAxes
    _ = YAxesFeature.reduce(into: &animated, .retarget(jump: false), Self.context(state))
    #expect(animated.yRange.from == ValueRange(lower: 0, upper: 1) && animated.yRange.to == target)
    #expect(animated.yRange.isRunning(at: 10))
    var jumped = state.yAxes
    _ = YAxesFeature.reduce(into: &jumped, .retarget(jump: true), Self.context(state))
    #expect(jumped.yRange == .still(target))
    var still = state.yAxes
    _ = YAxesFeature.reduce(
      into: &still, .retarget(jump: false), Self.context(state, animates: false))
    #expect(still.yRange == .still(target))
  }

  @Test func theHintIsAskedOnlyWhenItMayBeSaid() {
    let state = ScaleClashTests.state([LineScaleTests.mixed])
    var axes = state.yAxes
    let quiet = YAxesFeature.reduce(into: &axes, .answer(jumpY: false), Self.context(state))
    #expect(quiet.delegates.isEmpty)
    let said = YAxesFeature.reduce(
      into: &axes, .hintScaleClash, Self.context(state, mayHint: true))
    #expect(said.delegates == [.hinted(ScaleClashTests.hint)])
  }
}
