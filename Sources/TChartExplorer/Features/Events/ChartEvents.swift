import TChartCSV
import TChartData

/// The events of `--events FILE` as a chart set shows them with its indicator on a sample: the
/// ones in a range and the labels at the indicator (`]`/`[`: ``EventsFeature``).
public struct ChartEvents {
  /// All the events.
  public var events: EventMarks
  /// The chart set they are shown on.
  public var chartSet: ChartSet
  /// The indicator's sample.
  public var indicator: Int

  /// The events in the chart set's shown x (its time zone).
  public var shown: EventMarks { events.shown(for: chartSet) }

  /// The labels of the events the indicator is on (its sample is the one nearest the event)
  /// or inside (a range around its x), in time order; empty without events.
  public var labelsAtIndicator: [String] {
    guard !events.isEmpty, chartSet.x.indices.contains(indicator) else { return [] }
    let index = indicator
    let x = chartSet.xValue(at: index)
    // Only events between the neighbouring samples can have this sample as their nearest.
    let lower = index > 0 ? chartSet.xValue(at: index - 1) : x
    let upper = index < chartSet.lastIndex ? chartSet.xValue(at: index + 1) : x
    return shown.events(in: lower...upper).filter { event in
      if let end = event.end, event.time <= x && x <= end { return true }
      return event.time >= lower && event.time <= upper
        && chartSet.nearestIndex(toX: event.time, in: 0...chartSet.lastIndex) == index
    }.map { $0.label.isEmpty ? "event" : $0.label }
  }

  /// The event line of the status line and the tooltip: `▲ deploy v2`, several joined by ` · `.
  public var textAtIndicator: String? {
    let labels = labelsAtIndicator
    return labels.isEmpty ? nil : "▲ " + labels.joined(separator: " · ")
  }

  /// The note that some events lie wholly outside the chart set's span (they are kept: the
  /// data may grow, and `]`/`[` still count them), `nil` when all lie inside.
  public var outsideNote: LoadNote? {
    guard !events.isEmpty, let span = chartSet.xSpan else { return nil }
    let outside = shown.countOutside(span)
    guard outside > 0 else { return nil }
    let count = events.marks.count
    return LoadNote(
      file: events.file,
      message: "\(outside) of \(count) event\(count == 1 ? "" : "s") outside the data's span (kept)"
    )
  }
}

extension ExplorerState {
  /// The events as the chart set on screen shows them.
  public var chartEvents: ChartEvents {
    ChartEvents(events: events, chartSet: chartSet, indicator: view.indicator)
  }
}
