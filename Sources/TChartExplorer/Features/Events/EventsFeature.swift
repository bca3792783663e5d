import TChartData

/// `]`/`[` over the events of `--events FILE` as a feature of its own: the indicator on the
/// next or previous event's sample (an event on the indicator's own sample is passed over), the
/// window panning to it as go-to pans. Its reducer changes only the view; the status line (the
/// event and its place) and showing the indicator are asked of the explorer as delegates.
public enum EventsFeature {
  /// What the events' keys do.
  public enum Action: Sendable, Equatable {
    /// The next (`1`, `]`) or previous (`-1`, `[`) event.
    case jump(by: Int)
  }

  /// What the reducer reads of the explorer.
  struct Context {
    /// The events in the chart set's shown x.
    var events: EventMarks
    /// The chart set on screen.
    var chartSet: ChartSet
    /// Whether the indicator is shown (a hidden one takes the event on its own sample).
    var showsIndicator: Bool
    /// Whether the data is still to come.
    var isWaitingForData: Bool
  }

  /// What the events' keys ask of the explorer.
  enum Delegate: Equatable {
    /// Shows the indicator.
    case showIndicator
    /// Says `text` on the status line.
    case status(String)
  }

  /// The status line's answer to `]`/`[` without an events file.
  static let noEventsMessage = "no events: --events FILE"

  /// Applies `action` to the view.
  static func reduce(
    into view: inout ChartViewState, _ action: Action, _ context: Context
  ) -> FeatureStep<Delegate> {
    guard case .jump(let step) = action else { return FeatureStep() }
    let shown = context.events
    guard !shown.isEmpty else { return FeatureStep(delegates: [.status(noEventsMessage)]) }
    let chart = context.chartSet
    guard !context.isWaitingForData, chart.count > 0 else { return FeatureStep() }
    let here = view.indicator
    var x = chart.xValue(at: here)
    var target: EventMark?
    while let event = step > 0 ? shown.next(after: x) : shown.previous(before: x) {
      x = event.time
      // A moment on the indicator's own sample is passed over; beyond the data, the first or
      // last sample is the target once.
      if nearest(event.time, chart) != here || !context.showsIndicator {
        target = event
        break
      }
    }
    guard let target else {
      let count = shown.marks.count
      let text = "No event \(step > 0 ? "after" : "before") this (\(count) in all)"
      return FeatureStep(delegates: [.status(text)])
    }
    // As go-to goes: the nearest sample, the window panning just enough to show it.
    _ = WindowFeature.reduce(
      into: &view, .putIndicator(sample: nearest(target.time, chart)),
      WindowFeature.Context(lastIndex: chart.lastIndex, linksIndicators: false, follows: false))
    let position = (shown.marks.firstIndex(of: target) ?? 0) + 1
    var label =
      "▲ \(target.label.isEmpty ? "event" : target.label)  \(position)/\(shown.marks.count)"
    if target.time < chart.xValue(at: 0) {
      label += " · Before the first sample: went to it"
    } else if target.time > chart.xValue(at: chart.lastIndex) {
      label += " · After the last sample: went to it"
    }
    return FeatureStep(delegates: [.showIndicator, .status(label)])
  }

  /// The sample nearest to an event's time.
  private static func nearest(_ time: Double, _ chart: ChartSet) -> Int {
    chart.nearestIndex(toX: time, in: 0...chart.lastIndex)
  }
}
