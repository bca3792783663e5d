import TChartData
import TChartRender
import TChartStreams
import Testing

@testable import TChartExplorer

/// Any line on the right Y axis: `--right` by name or number, `→`/`←` in the line picker (one
/// undo step), the axes fitted to their own lines, the legend's and picker's `▸`, bars kept on
/// one axis, streams given `--right` when their lines arrive.
@Suite("Right axis: any line on it")
struct RightAxisTests {
  /// 40 months as a CSV file gives them: Sales 2,000 → 5,900, Costs 1,500 → 3,450 and a Rate
  /// in percent 3 → 8.5, each a line of its own.
  static let table = ChartSet(
    name: "shop", x: (0..<40).map { Fixtures.start + Double($0) * 30 * Fixtures.day },
    lines: [
      Series(
        id: "Sales", name: "Sales", color: RGBColor.defaultPalette[0],
        values: (0..<40).map { 2_000 + Double($0) * 100 }),
      Series(
        id: "Costs", name: "Costs", color: RGBColor.defaultPalette[1],
        values: (0..<40).map { 1_500 + Double($0) * 50 }),
      Series(
        id: "Rate", name: "Rate", color: RGBColor.defaultPalette[2],
        values: (0..<40).map { 3 + Double($0 % 12) / 2 }),
    ])

  func state(right: [String] = ["Rate"]) throws -> ExplorerState {
    var options = ExplorerOptions()
    options.right = right
    return try ExplorerState(chartSets: [Self.table], options: options)
  }

  /// The state with the line picker open on line `line` (0-based).
  func picking(_ line: Int, in state: inout ExplorerState) {
    reduce(into: &state, action: .input(.key(.character("/"))))
    for _ in 0..<line { reduce(into: &state, action: .input(.key(.down))) }
  }

  @Test func aTableHasOneAxisUntilALineIsPutOnTheRight() throws {
    let plain = ExplorerState(chartSets: [Self.table])
    #expect(
      !plain.yAxesModel.hasTwoYAxes && plain.yAxesModel.rightAxisLines.isEmpty
        && plain.yAxesModel.rightExtent == nil)
    let state = try state()
    #expect(state.yAxesModel.hasTwoYAxes && state.yAxesModel.rightAxisChoice == [2])
    #expect(state.yAxesModel.leftAxisLines == [0, 1] && state.yAxesModel.rightAxisLines == [2])
    #expect(state.yAxesModel.visibleExtent == ValueRange(lower: 1_500, upper: 5_900))
    #expect(state.yAxesModel.rightExtent == ValueRange(lower: 3, upper: 8.5))
    #expect(state.layout.rightAxis.width > 0)
  }

  @Test func rightTakesNamesAndOneBasedNumbers() throws {
    #expect(try state(right: ["2", "Rate"]).yAxesModel.rightAxisChoice == [1, 2])
    #expect(try state(right: ["Costs"]).yAxesModel.rightAxisLines == [1])
  }

  @Test func anUnknownNameIsAUsageErrorNamingTheLines() {
    #expect(
      throws: ExplorerOptionsError.unknownRightLine("Profit", lines: ["Sales", "Costs", "Rate"])
    ) {
      try state(right: ["Rate", "Profit"])
    }
    #expect(
      ExplorerOptionsError.unknownRightLine("Profit", lines: ["Sales", "Costs", "Rate"]).description
        == "--right Profit: no line of that name (the lines: Sales, Costs, Rate)")
    #expect(throws: ExplorerOptionsError.self) { try state(right: ["4"]) }
  }

  @Test func anUnknownNameSaysTheClosestLine() {
    #expect(
      ExplorerOptionsError.unknownRightLine("Rte", lines: ["Sales", "Costs", "Rate"]).description
        == "--right Rte: no line of that name: did you mean 'Rate'? (the lines: Sales, Costs, Rate)"
    )
  }

  @Test func rightAppliesToEveryChartSetThatHasTheLine() throws {
    var options = ExplorerOptions()
    options.right = ["Rate"]
    var other = Self.table
    other.name = "other"
    other.lines.swapAt(0, 2)
    let state = try ExplorerState(chartSets: [Self.table, other, Fixtures.daily], options: options)
    #expect(state.navigation.views.map(\.rightAxis) == [[2], [0], nil])
  }

  @Test func arrowsInThePickerMoveTheHighlightedLineAndUndoPutsItBack() throws {
    var state = try state()
    picking(1, in: &state)
    reduce(into: &state, action: .input(.key(.right)))
    #expect(state.yAxesModel.rightAxisChoice == [1, 2] && state.yAxesModel.leftAxisLines == [0])
    #expect(state.notes.status == "Costs on the right axis")
    #expect(state.modal.linePicker != nil)
    #expect(state.yAxesModel.rightExtent == ValueRange(lower: 3, upper: 3_450))
    reduce(into: &state, action: .input(.key(.right)))
    #expect(state.notes.status == "Costs is on the right axis already")
    #expect(state.history.steps.past.count == 1)
    // A second later: its own step, not the same held key.
    reduce(into: &state, action: .input(.tick(state.terminal.now + 1)))
    reduce(into: &state, action: .input(.key(.up)))
    reduce(into: &state, action: .input(.key(.right)))
    #expect(state.yAxesModel.rightAxisChoice == [0, 1, 2] && state.yAxesModel.hasTwoYAxes)
    #expect(state.yAxesModel.leftAxisLines.isEmpty && state.layout.rightAxis.width > 0)
    reduce(into: &state, action: .input(.key(.escape)))
    reduce(into: &state, action: .input(.key(.character("u"))))
    #expect(state.notes.status == "undo: line 1 to the right axis")
    #expect(state.yAxesModel.rightAxisChoice == [1, 2])
    reduce(into: &state, action: .input(.key(.character("u"))))
    #expect(state.notes.status == "undo: line 2 to the right axis")
    #expect(state.yAxesModel.rightAxisChoice == [2])
    reduce(into: &state, action: .input(.key(.control("r"))))
    #expect(state.yAxesModel.rightAxisChoice == [1, 2])
  }

  @Test func theLeftArrowBringsALineBackAndTheLastOneLeavesOneAxis() throws {
    var state = try state()
    picking(2, in: &state)
    reduce(into: &state, action: .input(.key(.left)))
    #expect(state.notes.status == "Rate on the left axis")
    #expect(
      !state.yAxesModel.hasTwoYAxes && state.yAxesModel.rightExtent == nil
        && state.layout.rightAxis.width == 0)
    #expect(state.view.rightAxis == [])
  }

  @Test func aYScaledChartsLinesMoveToo() {
    var state = ExplorerState(chartSets: [TwoAxesTests.chart])
    #expect(state.yAxesModel.rightAxisChoice == [1] && state.view.rightAxis == nil)
    picking(1, in: &state)
    reduce(into: &state, action: .input(.key(.left)))
    #expect(!state.yAxesModel.hasTwoYAxes && state.yAxesModel.leftAxisLines == [0, 1])
    reduce(into: &state, action: .input(.key(.up)))
    reduce(into: &state, action: .input(.key(.right)))
    #expect(state.yAxesModel.leftAxisLines == [1] && state.yAxesModel.rightAxisLines == [0])
  }

  @Test func barsKeepOneAxis() {
    var bars = Self.table
    for index in bars.lines.indices { bars.lines[index].kind = .bar }
    var state = ExplorerState(chartSets: [bars])
    picking(2, in: &state)
    reduce(into: &state, action: .input(.key(.right)))
    #expect(state.notes.status == "The right axis is for lines: this chart set draws bars")
    #expect(state.view.rightAxis == nil && !state.yAxesModel.hasTwoYAxes)
    var options = ExplorerOptions()
    options.right = ["Rate"]
    let chosen = try? ExplorerState(chartSets: [bars], options: options)
    #expect(chosen?.yAxesModel.hasTwoYAxes == false && chosen?.yAxesModel.rightAxisLines == [])
  }

  @Test func theLegendAndThePickerMarkRightLines() throws {
    var state = try state()
    #expect(ExplorerLegend.entries(state: state).map(\.name) == ["Sales", "Costs", "Rate ▸"])
    picking(0, in: &state)
    #expect(LinePickerModal.view(of: state).rows.map(\.name) == ["Sales", "Costs", "Rate ▸"])
    let plain = ExplorerState(chartSets: [Self.table])
    #expect(ExplorerLegend.entries(state: plain).map(\.name) == ["Sales", "Costs", "Rate"])
  }

  @Test func splitPanelsHaveOneAxisSoTheLegendMarksNoLine() throws {
    var state = try state()
    state.layouts.layoutMode = .split
    #expect(state.drawsSplit)
    #expect(ExplorerLegend.entries(state: state).map(\.name) == ["Sales", "Costs", "Rate"])
    // The choice stays for the `one` layout.
    #expect(state.yAxesModel.rightAxisChoice == [2])
  }

  @Test func theMiniMapFitsEachLineOnItsOwnWithTwoAxes() throws {
    let state = try state()
    let chosen = MiniMap(
      chart: state.chartSet, hidden: [], window: state.shown.windowXRange, theme: .terminal,
      twoAxes: state.yAxesModel.hasTwoYAxes)
    #expect(chosen.ownRanges[2] == 3...8.5 && chosen.ownRanges[0] == 2_000...5_900)
    let plain = MiniMap(
      chart: Self.table, hidden: [], window: state.shown.windowXRange, theme: .terminal)
    #expect(plain.ownRanges.isEmpty)
  }

  @Test func theDayChartKeepsTheOverviewsRightLines() {
    var state = ZoomFixtures.state()
    state.view.rightAxis = [0]
    reduce(into: &state, action: .day(.loaded(ZoomFixtures.dayChart)))
    #expect(state.navigation.dayChart != nil)
    #expect(state.view.rightAxis == [0] && state.yAxesModel.rightAxisLines == [0])
    reduce(into: &state, action: .day(.loaded(ZoomFixtures.otherKindDay)))
    #expect(state.view.rightAxis == nil)
  }

  @Test func aStreamGetsItsRightLinesWhenTheyArrive() {
    var options = ExplorerOptions()
    options.right = ["b"]
    var state = ExplorerState(waitingFor: LiveStream(name: "stdin"), options: options)
    let batch = StreamBatch(
      layout: StreamLayout(names: ["a", "b"], xKind: .number, xIsArrival: false),
      x: [1, 2, 3], columns: [[100, 200, 300], [1, 2, 3]])
    reduce(into: &state, action: .stream(.rows(batch)))
    #expect(state.yAxesModel.rightAxisLines == [1] && state.yAxesModel.leftAxisLines == [0])
    options.right = ["c"]
    var unknown = ExplorerState(waitingFor: LiveStream(name: "stdin"), options: options)
    reduce(into: &unknown, action: .stream(.rows(batch)))
    #expect(!unknown.yAxesModel.hasTwoYAxes)
    #expect(unknown.notes.status == "--right c: no line of that name (the lines: a, b)")
    #expect(unknown.notes.messages.entries.map(\.text) == [unknown.notes.status])
  }
}
