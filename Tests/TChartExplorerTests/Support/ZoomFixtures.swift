import TChartData
import TChartRender
import TChartTesting

@testable import TChartExplorer

/// Chart sets for zooming into a day and for the pie.
enum ZoomFixtures {
  /// Day files in a folder that does not exist: every day is missing.
  static let days = PropertyCharts.days

  /// The daily set with day files.
  static let overview = PropertyCharts.overview

  /// The midnight of the overview's sample 109 (2018-06-20).
  static let dayStart = PropertyCharts.dayStart

  /// The day file of sample 109 (see ``PropertyCharts/dayChart``).
  static let dayChart = PropertyCharts.dayChart

  /// Like ``dayChart`` with one line of another id (chart 4's bar → lines change).
  static let otherKindDay = PropertyCharts.otherKindDay

  static func hourly(ids: [String]) -> ChartSet { PropertyCharts.hourly(ids: ids) }

  /// The overview and a second set at 80×24: window 36…109, indicator 109, line 2 hidden.
  static func state() -> ExplorerState {
    var state = ExplorerState(chartSets: [overview, Fixtures.second])
    let chart = state.chartSet
    state.view.setWindow(fractions: (0.25, 0.75), of: chart)
    state.view.indicator = 109
    state.view.hidden = [1]
    state.yAxes.yRange = .still(state.yAxesModel.targetYRange)
    return state
  }

  /// Three shares of 10, 30 and 60 over 40 samples (sample 5 of the first is missing).
  static let percentage = PropertyCharts.percentage
}
