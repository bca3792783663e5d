import TChartCells
import TChartData
import TChartRender
import Testing

@testable import TChartExplorer

/// The Y axis column is as wide as its labels need (at least 7, at most a third of the screen),
/// measured on the target scale so it stays put while the range animates; the mouse is
/// hit-tested against the same rectangles the frame is drawn in.
@Suite("Explorer Y axis column")
struct YAxisColumnTests {
  /// 50 daily samples between 1,234,050 and 1,234,950: labels need 7 characters (`1.2341M`).
  static let narrowBand = ChartSet(
    name: "Band", x: (0..<50).map { Fixtures.start + Double($0) * Fixtures.day },
    lines: [
      Series(
        id: "y0", name: "Band", color: RGBColor(hex: "#3DC23F")!,
        values: (0..<50).map { 1_234_050 + Double($0 % 10) * 100 })
    ])

  /// The Y axis column's text, one string per graph row, without the gap column.
  func axisColumn(_ buffer: ScreenBuffer, _ layout: ExplorerLayout) -> [String] {
    (layout.yAxis.y..<layout.yAxis.maxY).map { row in
      String(
        String.UnicodeScalarView(
          (layout.yAxis.x..<layout.yAxis.maxX - 1).map { buffer[$0, row].scalar }))
    }
  }

  @Test func longLabelsWidenTheColumnInsteadOfBeingDropped() {
    let size = Size(width: 80, height: 24)
    let state = ExplorerState(chartSets: [Self.narrowBand], screenSize: size)
    let buffer = ExplorerScreen.render(state: state, size: size)
    let layout = state.layout
    #expect(layout.yAxis == Rect(x: 0, y: 1, width: 8, height: 15))
    #expect(layout.graph == Rect(x: 8, y: 1, width: 72, height: 15))
    #expect(layout.xAxis.x == 8 && layout.miniMap.x == 8 && layout.slider.x == 8)
    #expect(
      axisColumn(buffer, layout).filter { !$0.allSatisfy { $0 == " " } } == [
        " 1.235M", "1.2348M", "1.2346M", "1.2344M", "1.2342M",
      ])
  }

  @Test func shortLabelsKeepTheMinimumColumn() {
    let state = Fixtures.dailyState()
    #expect(state.layout.yAxis.width == ExplorerLayout.minimumYAxisWidth)
    #expect(ExplorerGeometry.labelColumnWidth(size: state.terminal.size, state: state) == 7)
  }

  @Test func theColumnIsAtMostAThirdOfTheScreen() {
    // Ticks one apart near 123 million need 11-character labels (`123.456782M`).
    let values = (0..<50).map { 123_456_781 + Double($0 % 9) }
    let wide = ChartSet(
      name: "Wide", x: Self.narrowBand.x,
      lines: [Series(id: "y0", name: "W", color: RGBColor(hex: "#000")!, values: values)])
    let state = ExplorerState(chartSets: [wide], screenSize: Size(width: 80, height: 24))
    let needed = YAxis.width(for: state.yAxesModel.yTicks(rows: 15).values)
    #expect(needed == 12)
    #expect(
      ExplorerGeometry.labelColumnWidth(size: Size(width: 80, height: 24), state: state) == 12)
    #expect(
      ExplorerGeometry.labelColumnWidth(size: Size(width: 30, height: 24), state: state) == 10)
    // Below the minimum screen there is no graph: the narrowest column.
    #expect(ExplorerGeometry.labelColumnWidth(size: Size(width: 29, height: 24), state: state) == 7)
  }

  @Test func theColumnFollowsTheTargetScaleNotTheAnimatedFrames() {
    let size = Size(width: 80, height: 24)
    var state = ExplorerState(chartSets: [Fixtures.daily, Self.narrowBand], screenSize: size)
    reduce(into: &state, action: .input(.key(.tab)))
    #expect(state.navigation.chartIndex == 1)
    // Heading for the band's scale: the column is already the band's from the first frame on.
    state.yAxes.yRange = YRangeAnimation(
      from: ValueRange(lower: 0, upper: 20_000), to: state.yAxesModel.targetYRange, start: 0,
      duration: 0.2)
    var widths: [Int] = []
    for step in 0...5 {
      reduce(into: &state, action: .input(.tick(Double(step) * 0.04)))
      #expect(state.yAxesModel.isAnimating == (step < 5))
      widths.append(state.layout.yAxis.width)
    }
    #expect(widths == [8, 8, 8, 8, 8, 8])
  }

  @Test func aPressInTheGraphIsHitTestedInTheDrawnColumns() {
    let size = Size(width: 80, height: 24)
    var state = ExplorerState(chartSets: [Self.narrowBand], screenSize: size)
    // Column 7 belongs to the axis now; the first graph column is the window's first sample.
    reduce(into: &state, action: .input(.press(at: Point(x: 79, y: 5))))
    #expect(state.view.indicator == 49)
    reduce(into: &state, action: .input(.release(at: Point(x: 79, y: 5))))
    reduce(into: &state, action: .input(.press(at: Point(x: 7, y: 5))))
    #expect(state.view.indicator == 49)
    reduce(into: &state, action: .input(.release(at: Point(x: 7, y: 5))))
    reduce(into: &state, action: .input(.press(at: Point(x: 8, y: 5))))
    #expect(state.view.indicator == 0)
    let buffer = ExplorerScreen.render(state: state, size: size)
    #expect(buffer[8, 1].scalar == "│" || buffer[8, 1].scalar == "●")
  }
}
