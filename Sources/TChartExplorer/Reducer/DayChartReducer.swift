import TChartData
import TChartRender

/// `Enter` and `Backspace`: the pie of a percentage chart, opening a day chart and back to the overview.
extension ExplorerState {
  /// `Enter`: toggles the pie on a percentage chart; on a chart set with day files returns
  /// the effect that loads the day under the indicator.
  mutating func pressEnter() -> [ExplorerEffect] {
    if navigation.showsPie || chartSet.flags.contains(.percentage) {
      navigation.showsPie.toggle()
    } else if let days = chartSet.days {
      return [.loadDay(days, x: chartSet.unixSeconds(chartSet.xValue(at: view.indicator)))]
    } else {
      notes.status =
        navigation.dayChart == nil ? "No day files to zoom into" : "Bksp: back to the overview"
    }
    return []
  }

  /// `Backspace` (and `Esc` with a day chart or the pie): closes the pie, else goes back to the overview.
  mutating func goBack() {
    if navigation.showsPie {
      navigation.showsPie = false
    } else if navigation.dayChart != nil {
      backToOverview()
    }
  }

  /// Shows `day` in place of the overview, on the day of the overview's indicator (on the
  /// clock shown). Hidden lines and lines on the right axis carry over when the day chart has
  /// the same line ids;
  /// otherwise all lines show, on the day chart's own axes.
  mutating func showDay(_ day: ChartSet) {
    let overview = feed.chartSets[navigation.chartIndex]
    let overviewView = navigation.views[navigation.chartIndex]
    let sameLines = day.lines.map(\.id) == overview.lines.map(\.id)
    navigation.dayChart = DayChart.into(
      day, x: overview.xValue(at: overviewView.indicator),
      hidden: sameLines ? overviewView.hidden : [])
    if sameLines { navigation.dayChart?.view.rightAxis = overviewView.rightAxis }
    navigation.showsPie = false
    pointer.drag = nil
  }

  /// Back to the overview, with the window, hidden lines and indicator it had.
  mutating func backToOverview() {
    guard navigation.dayChart != nil else { return }
    navigation.dayChart = nil
    navigation.showsPie = false
    pointer.drag = nil
  }
}
