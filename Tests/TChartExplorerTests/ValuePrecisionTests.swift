import TChartCells
import TChartData
import Testing

@testable import TChartExplorer

/// The value cases on the explorer's screen: values near 5e-7 (the tooltip and the
/// legend said `0`), `1000000.1` (read `1,000,000`) and three prices that all read `1,433`.
@Suite("Value precision on screen")
struct ValuePrecisionTests {
  let size = Size(width: 80, height: 24)

  func chart(_ values: [Double], kind: SeriesKind = .line, flags: ChartFlags = []) -> ChartSet {
    ChartSet(
      name: "V", x: values.indices.map { Fixtures.start + Double($0) * Fixtures.day },
      lines: [
        Series(id: "y0", name: "V", kind: kind, color: RGBColor(hex: "#3DC23F")!, values: values)
      ], flags: flags)
  }

  func frame(_ chart: ChartSet, indicator: Int) -> ScreenBuffer {
    var state = ExplorerState(chartSets: [chart], screenSize: size)
    state.view.indicator = indicator
    state.yAxes.yRange = .still(state.yAxesModel.targetYRange)
    return ExplorerScreen.render(state: state, size: size)
  }

  @Test func tinyValuesReadInTheExponentFormEverywhere() {
    let values = (0..<20).map { 5e-7 + Double($0 % 5) * 2.5e-7 }
    let buffer = frame(chart(values), indicator: 2)
    // 1e-6 at the indicator: the legend and the tooltip say it, not `0`.
    #expect(buffer.line(22).hasPrefix("1 V 1e-6 "))
    let tooltipRow = buffer.lines.first { $0.contains("│ ● V ") } ?? ""
    #expect(tooltipRow.contains(" 1e-6 │"))
    let axis = (1...15).map { String(buffer.line($0).prefix(7)).trimmingSpaces }
      .filter { !$0.isEmpty }
    #expect(axis.count >= 2)
    #expect(Set(axis).count == axis.count)
    #expect(!axis.contains("0"))
    #expect(axis.allSatisfy { $0.contains("e-") })
  }

  @Test func largeValuesKeepTheirDecimal() {
    let buffer = frame(chart([1_000_000, 1_000_000.1, 1_000_000.2, 1_000_000.1]), indicator: 1)
    #expect(buffer.line(22).hasPrefix("1 V 1,000,000.1 "))
  }

  @Test func threePricesReadApart() {
    let values = [1433.269, 1432.514, 1433.211]
    let legends = (0..<3).map { frame(chart(values), indicator: $0).line(22) }
    #expect(
      legends.map { $0.trimmingSpaces } == ["1 V 1,433.269", "1 V 1,432.514", "1 V 1,433.211"])
  }

  @Test func theBarTooltipReadsApartToo() {
    let values = [1433.269, 1432.514, 1433.211, 1433.5]
    let texts = (0..<3).map { index -> String in
      var state = ExplorerState(chartSets: [chart(values, kind: .bar)], screenSize: size)
      state.view.indicator = index
      let rows = ExplorerScreen.fillTooltipRows(state.graphModel, mode: .bars, theme: .terminal)
      return rows.first?.value ?? ""
    }
    #expect(texts == ["1,433.269", "1,432.514", "1,433.211"])
  }
}

extension String {
  fileprivate var trimmingSpaces: String {
    String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
  }
}
