import TChartModel
import TChartRender

@testable import TChartExplorer

/// Chart sets for zooming into a day and for the pie.
enum ZoomFixtures {
  /// Day files in a folder that does not exist: every day is missing.
  static let days = DayFiles(folder: "/nonexistent/tchart-tests", title: "Daily")

  /// The daily set with day files.
  static let overview: ChartSet = {
    var chart = Fixtures.daily
    chart.days = days
    return chart
  }()

  /// The midnight of the overview's sample 109 (2018-06-20).
  static let dayStart = Fixtures.start + 109 * Fixtures.day

  /// The day file of sample 109: hourly samples from three days before to four days after
  /// (168 samples; the day itself is samples 72…95), with the overview's line ids.
  static let dayChart = hourly(ids: ["y0", "y1", "y2"])

  /// Like ``dayChart`` with one line of another id (chart 4's bar → lines change).
  static let otherKindDay = hourly(ids: ["z0"])

  static func hourly(ids: [String]) -> ChartSet {
    let first = dayStart - 3 * Fixtures.day
    return ChartSet(
      name: "Daily · Wed, Jun 20 2018", x: (0..<168).map { first + Double($0) * 3_600 },
      lines: ids.enumerated().map { line, id in
        Series(
          id: id, name: "Hourly \(id)", color: RGBColor.defaultPalette[line],
          values: (0..<168).map { Double(($0 * (line + 3)) % 50 + 10) })
      })
  }

  /// The overview and a second set at 80×24: window 36…109, indicator 109, line 2 hidden.
  static func state() -> ExplorerState {
    var state = ExplorerState(chartSets: [overview, Fixtures.second])
    state.setWindow(fractions: (0.25, 0.75))
    state.view.indicator = 109
    state.view.hidden = [1]
    state.yRange = .still(state.targetYRange)
    return state
  }

  /// Three shares of 10, 30 and 60 over 40 samples (sample 5 of the first is missing).
  static let percentage = ChartSet(
    name: "Shares", x: (0..<40).map { Fixtures.start + Double($0) * Fixtures.day },
    lines: [10.0, 30, 60].enumerated().map { line, value in
      Series(
        id: "y\(line)", name: "Share \(line + 1)", color: RGBColor.defaultPalette[line],
        values: (0..<40).map { line == 0 && $0 == 5 ? .nan : value })
    }, flags: [.stacked, .percentage])
}
