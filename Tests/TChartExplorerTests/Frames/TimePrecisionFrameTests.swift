import TChartCells
import TChartData
import TChartTesting
import Testing

@testable import TChartExplorer

/// Whole frames at 80×24 of charts whose samples are 10 s and 5 ms apart: the title's range,
/// the X axis, the tooltip's title and the slider show seconds or milliseconds, and the legend
/// values that differ in their third decimal read apart.
@Suite("Time precision frames")
struct TimePrecisionFrameTests {
  let size = Size(width: 80, height: 24)

  /// 2018-03-03 23:59:00 UTC.
  static let lateEvening = 1_520_121_540.0
  /// 2018-03-03 10:00:00 UTC.
  static let ten = 1_520_071_200.0

  /// Prices between 1433 and 1434 with three decimals (`1433.001`, `1433.372`, …).
  static func price(_ index: Int) -> Double {
    let cents = Double((index * 37) % 101) / 100
    let thousandths = 0.001 * Double(index % 3)
    return 1433 + cents + thousandths
  }

  static func chart(name: String, start: Double, step: Double, count: Int) -> ChartSet {
    let x: [Double] = (0..<count).map { start + Double($0) * step }
    let values: [Double] = (0..<count).map(price)
    return ChartSet(
      name: name, x: x,
      lines: [Series(id: "y0", name: "Price", color: RGBColor(hex: "#3DC23F")!, values: values)])
  }

  func frame(_ chart: ChartSet, indicator: Int) -> [String] {
    var state = ExplorerState(chartSets: [chart], screenSize: size)
    state.view.indicator = indicator
    state.yAxes.yRange = .still(state.yAxesModel.targetYRange)
    return ExplorerScreen.render(state: state, size: size).lines
  }

  @Test func tenSecondSamples() {
    let chart = Self.chart(name: "10 s", start: Self.lateEvening, step: 10, count: 30)
    let lines = frame(chart, indicator: 4)
    #expect(
      lines[0] == "1/1  10 s  ·  Mar 3 23:59:00 – Mar 4 00:03:50 2018                              "
    )
    #expect(lines[2].contains("│ Sat, Mar 3 2018 23:59:40 │"))
    #expect(lines[3].contains("│ ● Price        1,433.471 │"))
    #expect(
      lines[16]
        == "        23:59:00     Mar 4       00:01:00       00:02:00       00:03:00         ")
    #expect(
      lines[20]
        == "        Mar 3 2018 23:59:00                                  Mar 4 2018 00:03:50")
    #expect(
      lines[22]
        == "1 Price 1,433.471                                                               ")
    // The issue: three steps all read `23:59`.
    for (index, time) in ["23:59:00", "23:59:10", "23:59:20"].enumerated() {
      let text = frame(chart, indicator: index).joined(separator: "\n")
      #expect(text.contains("│ Sat, Mar 3 2018 \(time) │"))
    }
  }

  @Test func fiveMillisecondSamples() {
    let chart = Self.chart(name: "5 ms", start: Self.ten, step: 0.005, count: 100)
    let lines = frame(chart, indicator: 4)
    // The issue: the title read `10:00 – 10:00` and the axis had one label.
    #expect(
      lines[0] == "1/1  5 ms  ·  Mar 3 2018 10:00:00.000 – 10:00:00.495                            "
    )
    // The full date is wider than a third of the graph: the tooltip drops the weekday and the
    // year, never a digit of the time.
    #expect(lines[2].contains("│ Mar 3 10:00:00.020 │"))
    #expect(lines[3].contains("│ ● Price  1,433.471 │"))
    #expect(
      lines[16]
        == "                 10:00:00.1     10:00:00.2    10:00:00.3     10:00:00.4         ")
    #expect(
      lines[20]
        == "        Mar 3 2018 10:00:00.000                          Mar 3 2018 10:00:00.495")
    #expect(
      lines[22]
        == "1 Price 1,433.471                                                               ")
  }

  /// The property of the issue on the explorer itself: for random series, the tooltip texts of
  /// two neighbouring samples with different values differ, and no value that is not zero
  /// reads `0`.
  @Test func neighbouringTooltipsReadApart() {
    var random = SeededRandom(seed: 1433)
    for _ in 0..<40 {
      let count = random.int(2...300)
      let scale = [1e-9, 1e-3, 1, 1433, 1e6, 1e12][random.int(0...5)]
      let quantum = scale * [1, 1e-1, 1e-3, 1e-6][random.int(0...3)]
      let values: [Double] = (0..<count).map { _ in
        (random.signedUnit() * scale / quantum).rounded() * quantum
      }
      let chart = ChartSet(
        name: "R", x: (0..<count).map(Double.init), xKind: .number,
        lines: [Series(id: "y0", name: "R", color: RGBColor(hex: "#000")!, values: values)])
      var state = ExplorerState(chartSets: [chart], screenSize: size)
      func text(at index: Int) -> String {
        state.view.indicator = index
        return state.shown.indicatorValues.text(line: 0)
      }
      let texts = (0..<count).map(text)
      for index in 0..<count {
        if values[index] != 0 { #expect(texts[index] != "0", "\(values[index])") }
        if index + 1 < count && values[index] != values[index + 1] {
          #expect(texts[index] != texts[index + 1], "\(values[index]) \(values[index + 1])")
        }
      }
    }
  }
}
