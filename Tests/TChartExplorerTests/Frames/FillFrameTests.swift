import TChartCells
import TChartData
import TChartLoading
import TChartRender
import TChartSample
import Testing

@testable import TChartExplorer

/// Bars, stacks and percentage areas on the explorer's screen: fitted from zero, drawn in
/// eighth blocks, the indicator's bar highlighted with a tooltip of every segment.
@Suite struct FillFrameTests {
  /// Ten days of three stacked bars: 10, 20 and 30 on day `d`, times `d + 1`.
  static func stacked(kind: SeriesKind = .bar, flags: ChartFlags = [.stacked]) -> ChartSet {
    ChartSet(
      name: "Stack", x: (0..<10).map { Fixtures.start + Double($0) * Fixtures.day },
      lines: [10.0, 20, 30].enumerated().map { index, base in
        Series(
          id: "y\(index)", name: "S\(index + 1)", kind: kind,
          color: RGBColor.defaultPalette[index],
          values: (0..<10).map { base * Double($0 + 1) })
      }, flags: flags)
  }

  func screen(_ chart: ChartSet, size: Size = Size(width: 60, height: 20), indicator: Int = 9)
    -> (ExplorerState, ScreenBuffer)
  {
    var state = ExplorerState(chartSets: [chart], screenSize: size)
    state.view.indicator = indicator
    state.look.monochrome = true
    return (state, ExplorerScreen.render(state: state, size: size))
  }

  @Test func aStackIsFittedFromZeroToItsTallestTotal() {
    let (state, buffer) = screen(Self.stacked())
    // The tallest total is 600 (day 10): the nice range runs 0…600.
    #expect(state.yAxesModel.fillMode == .stackedBars)
    #expect(state.yAxesModel.visibleExtent == ValueRange(lower: 0, upper: 600))
    let layout = state.layout
    let axis = (layout.graph.y..<layout.graph.maxY).map {
      buffer.line($0).prefix(layout.yAxis.width)
    }
    #expect(axis.first?.split(separator: " ").first == "600")
    #expect(axis.last?.split(separator: " ").first == "0")
    // The last bar reaches the top row of the graph.
    #expect(buffer[layout.graph.maxX - 1, layout.graph.y].scalar != " ")
  }

  /// Monochrome (as `screen` draws): each segment has its line's shape, `All` a `Σ`. On a
  /// screen tall enough for four rows in half the graph (a third of its width is wider
  /// than the rows).
  @Test func theTooltipListsEverySegmentAndTheTotal() {
    let (_, buffer) = screen(Self.stacked(), size: Size(width: 60, height: 30), indicator: 4)
    let text = buffer.text
    #expect(text.contains("│ ● S1         50 │"))
    #expect(text.contains("│ ○ S2        100 │"))
    #expect(text.contains("│ ◆ S3        150 │"))
    #expect(text.contains("│ Σ All       300 │"))
  }

  @Test func percentageAreasShowSharesAndAPercentAxis() {
    let (state, buffer) = screen(
      Self.stacked(kind: .area, flags: [.stacked, .percentage]), size: Size(width: 60, height: 30))
    #expect(state.yAxesModel.fillMode == .percentage)
    #expect(state.yAxesModel.visibleExtent == ValueRange(lower: 0, upper: 100))
    let text = buffer.text
    #expect(text.contains("100%"))
    #expect(text.contains("0%"))
    // Each day is 10 : 20 : 30, so 1/6, 2/6, 3/6.
    #expect(text.contains("16.7%") && text.contains("33.3%") && text.contains("50%"))
    // Every graph column is filled to the top.
    let graph = state.layout.graph
    for x in graph.x..<graph.maxX { #expect(buffer[x, graph.y].scalar != " ") }
  }

  @Test func hidingASeriesLowersTheStack() {
    var state = ExplorerState(chartSets: [Self.stacked()], screenSize: Size(width: 60, height: 20))
    reduce(into: &state, action: .input(.key(.character("3"))))
    #expect(state.yAxesModel.visibleExtent == ValueRange(lower: 0, upper: 300))
  }

  @Test func aPressOnABarPutsTheIndicatorOnThatBar() {
    var state = ExplorerState(chartSets: [Self.stacked()], screenSize: Size(width: 60, height: 20))
    let graph = state.layout.graph
    let columns = FillColumns(window: state.shown.windowSamples, width: graph.width)
    let third = columns.columns(ofSample: 2)
    reduce(
      into: &state, action: .input(.press(at: Point(x: graph.x + third.lowerBound, y: graph.y + 2)))
    )
    #expect(state.view.indicator == 2)
    reduce(
      into: &state, action: .input(.drag(to: Point(x: graph.x + third.upperBound, y: graph.y + 2))))
    #expect(state.view.indicator == 3)
  }

  @Test func theBundledSamplesBarAndAreaSetsAreFilled() throws {
    let sets = try ChartLoader.parse(bytes: BundledSample.json, file: BundledSample.displayName)
    let modes = sets.map { FillMode(chartSet: $0) }
    #expect(modes.contains(.stackedBars))
    #expect(modes.contains(.percentage) || modes.contains(.stackedAreas) || modes.contains(.areas))
  }
}
