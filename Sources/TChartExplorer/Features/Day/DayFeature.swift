import TChartData

/// The day chart and the pie as a feature of their own (``Navigation``'s `dayChart` and
/// `showsPie`): `Enter` toggles the pie of a percentage chart or asks for the day under the
/// indicator, `Backspace` closes the pie or goes back to the overview, and a day file's answer
/// shows its chart. Its reducer changes only the navigation; the status line and the end of a
/// mouse gesture are asked of the explorer as delegates, the day's loading as an effect.
public enum DayFeature {
  /// What opens or closes a day chart or the pie.
  public enum Action: Sendable, Equatable {
    /// `Enter`: the pie on a percentage chart; the day under the indicator on a chart set with
    /// day files.
    case enter
    /// `Backspace` (and `Esc` with a day chart or the pie): closes the pie, else goes back to
    /// the overview.
    case back
    /// Back to the overview, with the window, hidden lines and indicator it had (another chart
    /// set, the list or cards).
    case leave
    /// A day file's chart: shown in the overview's zone, on the day of the overview's
    /// indicator.
    case loaded(ChartSet)
    /// A day file missing or unreadable: why, for the status line.
    case unavailable(String)
  }

  /// What the reducer reads of the explorer.
  struct Context {
    /// The overview the navigation shows (not the day chart).
    var overview: ChartSet
  }

  /// What the day chart and the pie ask of the explorer.
  enum Delegate: Equatable {
    /// Says `text` on the status line.
    case status(String)
    /// Ends the mouse gesture in progress (the chart under it changed).
    case endDrag
  }

  /// Applies `action` to the navigation.
  static func reduce(
    into navigation: inout Navigation, _ action: Action, _ context: Context
  ) -> FeatureStep<Delegate> {
    switch action {
    case .enter:
      let chart = navigation.dayChart?.chart ?? context.overview
      let indicator = navigation.dayChart?.view.indicator ?? overviewView(navigation).indicator
      if navigation.showsPie || chart.flags.contains(.percentage) {
        navigation.showsPie.toggle()
      } else if let days = chart.days {
        return FeatureStep(
          effects: [.loadDay(days, x: chart.unixSeconds(chart.xValue(at: indicator)))])
      } else {
        let text =
          navigation.dayChart == nil ? "No day files to zoom into" : "Bksp: back to the overview"
        return FeatureStep(delegates: [.status(text)])
      }
      return FeatureStep()
    case .back:
      if navigation.showsPie {
        navigation.showsPie = false
        return FeatureStep()
      }
      return reduce(into: &navigation, .leave, context)
    case .leave:
      guard navigation.dayChart != nil else { return FeatureStep() }
      navigation.dayChart = nil
      navigation.showsPie = false
      return FeatureStep(delegates: [.endDrag])
    case .loaded(let day):
      // Hidden lines and lines on the right axis carry over when the day chart has the same
      // line ids; otherwise all lines show, on the day chart's own axes.
      let day = day.shown(in: context.overview.timeZone)
      let view = overviewView(navigation)
      let sameLines = day.lines.map(\.id) == context.overview.lines.map(\.id)
      navigation.dayChart = DayChart.into(
        day, x: context.overview.xValue(at: view.indicator), hidden: sameLines ? view.hidden : [])
      if sameLines { navigation.dayChart?.view.rightAxis = view.rightAxis }
      navigation.showsPie = false
      return FeatureStep(delegates: [.endDrag])
    case .unavailable(let message):
      return FeatureStep(delegates: [.status(message)])
    }
  }

  /// The overview's view.
  private static func overviewView(_ navigation: Navigation) -> ChartViewState {
    navigation.views[navigation.chartIndex]
  }
}
