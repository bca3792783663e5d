import TChartCells
import TChartData

@testable import TChartExplorer

/// Eight weeks of a shop's daily visits and orders: a weekday pattern (weekends 40 lower) on a
/// growth of one visit a day, so the copy one week earlier is the line 7 lower, and one day
/// earlier the pattern moved by a day.
enum ShiftFixtures {
  static let start = 1_520_035_200.0  // Sat Mar 3 2018
  static let day = 86_400.0

  /// Visits on day `i`: `100 + i`, 40 less on Saturdays and Sundays (days 0, 1, 7, 8, …).
  static func visits(_ day: Int) -> Double {
    100 + Double(day) - (day % 7 < 2 ? 40 : 0)
  }

  static let shop = ChartSet(
    name: "Shop", x: (0..<56).map { start + Double($0) * day },
    lines: [
      Series(
        id: "y0", name: "Visits", color: RGBColor(hex: "#3896E8")!,
        values: (0..<56).map(visits)),
      Series(
        id: "y1", name: "Orders", color: RGBColor(hex: "#F34C44")!,
        values: (0..<56).map { visits($0) / 10 }),
    ])

  /// The shop on a screen of `size` with `--shift 1w`, the window on the last four weeks, the
  /// indicator on day 52 (a Tuesday: 152 visits, 145 a week earlier).
  static func shifted(size: Size = Size(width: 80, height: 24), shift: String = "1w") throws
    -> ExplorerState
  {
    var options = ExplorerOptions(size: size)
    options.shift = PeriodShift(text: shift)
    options.range = (0.5, 1)
    options.indicator = 1
    options.animates = false
    var state = try ExplorerState(chartSets: [shop], options: options)
    state.view.indicator = 52
    return state
  }
}
