import TChartCSV
import TChartData

/// The events of `--events FILE` as the chart set on screen shows them: the ones in the
/// window, the labels at the indicator, and `]`/`[`, which put the indicator on the next or
/// previous event (the window pans to it, keeping its width).
extension ExplorerState {
  /// The status line's answer to `]`/`[` without an events file.
  static let noEventsMessage = "no events: --events FILE"

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

  /// `]` (`step` 1) or `[` (-1): the indicator on the next or previous event's sample (an event
  /// on the indicator's own sample is passed over); the status line names it and its place.
  mutating func jumpToEvent(by step: Int) {
    guard !events.isEmpty else {
      notes.status = Self.noEventsMessage
      return
    }
    guard !isWaitingForData, chartSet.count > 0 else { return }
    let shown = shownEvents
    let here = view.indicator
    var x = chartSet.xValue(at: here)
    var target: EventMark?
    while let event = step > 0 ? shown.next(after: x) : shown.previous(before: x) {
      x = event.time
      let index = nearestIndex(toEvent: event.time)
      // A moment on the indicator's own sample is passed over; beyond the data, the first or
      // last sample is the target once.
      if index != here || (!panels.showsIndicator) {
        target = event
        break
      }
    }
    guard let target else {
      let count = shown.marks.count
      notes.status = "No event \(step > 0 ? "after" : "before") this (\(count) in all)"
      return
    }
    goToX(target.time)
    let position = (shown.marks.firstIndex(of: target) ?? 0) + 1
    let label =
      "▲ \(target.label.isEmpty ? "event" : target.label)  \(position)/\(shown.marks.count)"
    // `goToX` says when the event lies beyond the data.
    notes.status = notes.status.map { label + " · " + $0 } ?? label
  }
}
