import TChartData
import TChartRender

/// `Enter` and `Backspace`: the pie of a percentage chart, zooming into a day and back.
extension ExplorerState {
  /// `Enter`: toggles the pie on a percentage chart; on a chart set with day files returns
  /// the effect that loads the day under the indicator.
  mutating func pressEnter() -> ExplorerEffect? {
    if showsPie || chartSet.flags.contains(.percentage) {
      showsPie.toggle()
    } else if let days = chartSet.days {
      return .loadDay(days, x: chartSet.unixSeconds(chartSet.xValue(at: view.indicator)))
    } else {
      status = zoom == nil ? "No day files to zoom into" : "Bksp: back to the overview"
    }
    return nil
  }

  /// `Backspace` (and `Esc` while zoomed or with the pie): closes the pie, else zooms out.
  mutating func goBack() {
    if showsPie {
      showsPie = false
    } else if zoom != nil {
      zoomOut()
    }
  }

  /// Shows `day` in place of the overview, on the UTC day of the overview's indicator. Hidden
  /// lines carry over when the day chart has the same line ids; otherwise all lines show.
  mutating func zoomIn(to day: ChartSet) {
    let overview = chartSets[chartIndex]
    let overviewView = views[chartIndex]
    let sameLines = day.lines.map(\.id) == overview.lines.map(\.id)
    zoom = DayZoom.into(
      day, x: overview.xValue(at: overviewView.indicator),
      hidden: sameLines ? overviewView.hidden : [])
    showsPie = false
    drag = nil
  }

  /// Back to the overview, with the window, hidden lines and indicator it had.
  mutating func zoomOut() {
    guard zoom != nil else { return }
    zoom = nil
    showsPie = false
    drag = nil
  }
}
