import TChartCSV
import TChartData

/// The events of `--events FILE` as the chart set on screen shows them: the ones in the
/// window and the labels at the indicator (`]`/`[`: ``EventsFeature``).
extension ExplorerState {
  /// The events in the chart set's shown x (its time zone).
  var shownEvents: EventMarks { events.shown(for: chartSet) }

  /// The labels of the events the indicator is on (its sample is the one nearest the event)
  /// or inside (a range around its x), in time order; empty without events.
  public var eventLabelsAtIndicator: [String] {
    guard !events.isEmpty, chartSet.x.indices.contains(view.indicator) else { return [] }
    let index = view.indicator
    let x = chartSet.xValue(at: index)
    // Only events between the neighbouring samples can have this sample as their nearest.
    let lower = index > 0 ? chartSet.xValue(at: index - 1) : x
    let upper = index < chartSet.lastIndex ? chartSet.xValue(at: index + 1) : x
    return shownEvents.events(in: lower...upper).filter { event in
      if let end = event.end, event.time <= x && x <= end { return true }
      return event.time >= lower && event.time <= upper
        && nearestIndex(toEvent: event.time) == index
    }.map { $0.label.isEmpty ? "event" : $0.label }
  }

  /// The note that some events lie wholly outside the chart set's span (they are kept: the
  /// data may grow, and `]`/`[` still count them), `nil` when all lie inside.
  public var eventsOutsideNote: LoadNote? {
    guard !events.isEmpty, let span = chartSet.xSpan else { return nil }
    let outside = shownEvents.countOutside(span)
    guard outside > 0 else { return nil }
    let count = events.marks.count
    return LoadNote(
      file: events.file,
      message: "\(outside) of \(count) event\(count == 1 ? "" : "s") outside the data's span (kept)"
    )
  }

  /// The sample nearest to an event's time.
  func nearestIndex(toEvent time: Double) -> Int {
    chartSet.nearestIndex(toX: time, in: 0...chartSet.lastIndex)
  }

  /// The event line of the status line and the tooltip: `▲ deploy v2`, several joined by ` · `.
  public var eventText: String? {
    let labels = eventLabelsAtIndicator
    return labels.isEmpty ? nil : "▲ " + labels.joined(separator: " · ")
  }
}
