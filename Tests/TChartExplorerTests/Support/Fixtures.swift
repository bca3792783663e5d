import TChartModel
import TChartRender

@testable import TChartExplorer

/// Small synthetic chart sets whose numbers are easy to check by hand.
enum Fixtures {
  /// 2018-03-03 00:00 UTC.
  static let start = 1_520_035_200.0
  static let day = 86_400.0

  /// 146 daily samples: at 80 columns the mini-map is 73 cells = 146 dots, so sample `i` is dot
  /// `i`, in column `7 + i / 2`, and column `c` reads sample position `2c − 13.5`.
  static let daily = ChartSet(
    name: "Daily", x: (0..<146).map { start + Double($0) * day },
    lines: [
      Series(
        id: "y0", name: "Joined", color: RGBColor(hex: "#3DC23F")!,
        values: (0..<146).map { 100 + Double($0) * 10 }),
      Series(
        id: "y1", name: "Left", color: RGBColor(hex: "#F34C44")!,
        values: (0..<146).map { 50 + Double($0 % 7) * 5 }),
      Series(
        id: "y2", name: "Views", color: RGBColor(hex: "#3896E8")!,
        values: (0..<146).map { 1000 + Double($0) * 100 }),
    ])

  /// A second set, with two lines and a gap.
  static let second = ChartSet(
    name: "Second", x: (0..<30).map { start + Double($0) * day },
    lines: [
      Series(
        id: "y0", name: "A", color: RGBColor(hex: "#F5BD25")!,
        values: (0..<30).map { $0 == 10 ? .nan : Double($0 * $0) }),
      Series(
        id: "y1", name: "B", color: RGBColor(hex: "#8E6BDC")!,
        values: (0..<30).map { Double(900 - $0 * 3) }),
    ])

  /// Edge cases for the property tests: two samples, one sample.
  static let tiny = ChartSet(
    name: "Tiny", x: [0, 1], xKind: .number,
    lines: [Series(id: "y0", name: "T", color: RGBColor(hex: "#000")!, values: [1, 2])])
  static let single = ChartSet(
    name: "Single", x: [5],
    lines: [
      Series(id: "y0", name: "S", color: RGBColor(hex: "#fff")!, values: [3]),
      Series(id: "y1", name: "N", color: RGBColor(hex: "#abc")!, values: [.nan]),
    ])

  /// A set with an x column and no lines.
  static let noLines = ChartSet(name: "No lines", x: [0, 10, 20, 30], xKind: .number, lines: [])

  /// The daily set with the window on 36…109 (`--range 0.25:0.75`), the indicator on 109.
  static func dailyState(size: Size = Size(width: 80, height: 24)) -> ExplorerState {
    var state = ExplorerState(chartSets: [daily, second], screenSize: size)
    state.setWindow(fractions: (0.25, 0.75))
    state.view.indicator = 109
    state.yRange = .still(state.targetYRange)
    return state
  }

  /// The nice Y range the graph draws data in `low…high` with, `rows` rows high (15 rows: the
  /// graph at 80×24).
  static func nice(_ low: Double, _ high: Double, rows: Int = 15) -> ValueRange {
    let ticks = NiceTicks.forAxis(low: low, high: high, rows: rows)
    return ValueRange(lower: ticks.lower, upper: ticks.upper)
  }

  /// A window `lower…upper` with the daily set's minimum width at 80 columns.
  static func window(_ lower: Double, _ upper: Double, minimum: Double = 1) -> RangeSelection {
    try! RangeSelection(
      minimum: 0, maximum: 145, step: 1, minDistance: minimum, lower: lower, upper: upper)
  }
}
