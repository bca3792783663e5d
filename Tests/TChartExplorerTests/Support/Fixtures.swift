import TChartCells
import TChartData
import TChartRange
import TChartTesting

@testable import TChartExplorer

/// Small synthetic chart sets whose numbers are easy to check by hand.
enum Fixtures {
  static let start = PropertyCharts.start
  static let day = PropertyCharts.day

  /// 146 daily samples: at 80 columns the mini-map is 73 cells = 146 dots, so sample `i` is dot
  /// `i`, in column `7 + i / 2`, and column `c` reads sample position `2c − 13.5`.
  static let daily = PropertyCharts.daily

  /// A second set, with two lines and a gap.
  static let second = PropertyCharts.second

  /// Edge cases for the property tests: two samples, one sample.
  static let tiny = PropertyCharts.tiny
  static let single = PropertyCharts.single

  /// A set with an x column and no lines.
  static let noLines = PropertyCharts.noLines

  /// The daily set with the window on 36…109 (`--range 0.25:0.75`), the indicator on 109.
  static func dailyState(size: Size = Size(width: 80, height: 24)) -> ExplorerState {
    var state = ExplorerState(chartSets: [daily, second], screenSize: size)
    let chart = state.chartSet
    state.view.setWindow(fractions: (0.25, 0.75), of: chart)
    state.view.indicator = 109
    state.yAxes.yRange = .still(state.yAxesModel.targetYRange)
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
