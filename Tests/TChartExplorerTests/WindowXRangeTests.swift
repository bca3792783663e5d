import TChartCells
import TChartData
import Testing

@testable import TChartExplorer

/// `windowXRange` never traps, whatever x a source hands over (a NaN x from an SQLite text
/// column was the cause of "Range requires lowerBound <= upperBound"), and a frame is drawn.
@Suite("Window x range")
struct WindowXRangeTests {
  static func chart(_ x: [Double]) -> ChartSet {
    ChartSet(
      name: "t", x: x, xKind: .number,
      lines: [
        Series(id: "a", name: "a", color: RGBColor.defaultPalette[0], values: x.map { _ in 1 })
      ])
  }

  @Test("a NaN x is 0…0, a descending x is in order, and both draw a frame")
  func neverTraps() throws {
    for (x, expected) in [
      ([Double.nan, .nan, .nan], 0.0...0.0), ([3, 2, 1], 1.0...3.0), ([1, .nan, 3], 1.0...3.0),
      ([.nan, 2, 3], 0.0...0.0),
    ] {
      let state = try ExplorerState(chartSets: [Self.chart(x)], options: ExplorerOptions())
      #expect(state.shown.windowXRange == expected, "\(x)")
      let text = ExplorerScreen.render(state: state, size: Size(width: 80, height: 24)).text
      #expect(!text.isEmpty)
    }
  }
}
