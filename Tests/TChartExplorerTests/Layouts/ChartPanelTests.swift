import TChartCells
import TChartData
import Testing

@testable import TChartExplorer

/// The chart set the graph drawing takes: the `one` layout's graph is the state itself, a
/// panel of the list or cards its own slice (its view, no day chart, pie, statistics or
/// popups, its Y range still).
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

  @Test func theOneLayoutsGraphIsTheStateItself() {
    let state = Self.one()
    let graph = ChartPanel(graphOf: state)
    #expect(graph.graphState == state)
    #expect(graph.index == state.navigation.chartIndex && graph.isSelected)
    #expect(graph.showsIndicator)
    #expect(graph.graphState.yAxesModel.isAnimating)
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
    #expect(!other.showsIndicator && !other.graphState.panels.showsIndicator)
    #expect(!other.previewsColor && other.graphState.modal == nil)
    #expect(!other.graphState.panels.showsStatistics && !other.graphState.yAxesModel.isAnimating)
    let selected = ChartPanel(state: state, index: state.navigation.chartIndex)
    #expect(selected.showsIndicator && selected.previewsColor)
    #expect(selected.graphState.modal.colorInspector != nil)
  }
}
