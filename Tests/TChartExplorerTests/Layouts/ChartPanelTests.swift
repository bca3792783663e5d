import TChartCells
import TChartData
import Testing

@testable import TChartExplorer

/// The chart set the graph drawing takes: the `one` layout's graph is the state's, a panel of
/// the list or cards its own chart set's (its view, no colour preview unless selected, its Y
/// range still).
@Suite("Chart panel")
struct ChartPanelTests {
  /// The `one` layout of ``ListFrameTests``' chart sets, the second selected, its indicator
  /// showing and its Y range animating.
  static func one() -> ExplorerState {
    var state = ListFrameTests.state(Size(width: 100, height: 40))
    state.send(LayoutsFeature.Action.show(.one))
    state.panels.showsIndicator = true
    state.yAxes.yRange = YRangeAnimation(
      from: ValueRange(lower: 0, upper: 1), to: ValueRange(lower: 0, upper: 2),
      start: state.terminal.now,
      duration: 1)
    return state
  }

  @Test func theOneLayoutsGraphIsTheStates() {
    let state = Self.one()
    let graph = ChartPanel(graphOf: state)
    #expect(graph.graph.chartSet == state.chartSet && graph.view == state.view)
    #expect(graph.index == state.navigation.chartIndex && graph.isSelected)
    #expect(graph.showsIndicator)
    #expect(graph.graph.axes.isAnimating)
    #expect(graph.graph.axes.targetYRange == state.yAxesModel.targetYRange)
  }

  @Test func aPanelIsItsChartSetsSliceWithoutAnimationOrPopups() {
    var state = Self.one()
    state.panels.showsStatistics = true
    state.modal.colorInspector = ColorInspector(
      line: 0, color: RGBColor(hex: "#FF00FF")!, swatches: [RGBColor(hex: "#FF00FF")!])
    let other = ChartPanel(state: state, index: 0)
    #expect(other.index == 0 && !other.isSelected)
    #expect(other.view == state.navigation.views[0])
    #expect(other.chart.name == state.feed.chartSets[0].name)
    // In the `one` layout only the selected chart set shows its indicator.
    #expect(!other.showsIndicator)
    #expect(other.graph.coloring.preview == nil && !other.graph.axes.isAnimating)
    let selected = ChartPanel(state: state, index: state.navigation.chartIndex)
    #expect(selected.showsIndicator && selected.graph.coloring.preview != nil)
    #expect(!selected.graph.axes.isAnimating)
  }
}
