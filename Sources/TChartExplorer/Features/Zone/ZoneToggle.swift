import TChartData
import TChartTime

/// `z`: times in UTC or in the zone chosen with `--tz` (`Europe/Berlin`, `local`, `+02:00`).
/// x stays Unix seconds, so a switch is only each chart set's ``ChartSet/timeZone``; the title
/// names the zone (`UTC (z)` while UTC stands in for the chosen one). Undoable (``ZoneSlice``).
public enum ZoneToggle {
  /// The zone shown while `z` switched to UTC: named in the title, so it is not taken for the
  /// chosen zone.
  public static let utcAside = DisplayTimeZone(secondsEast: 0, label: "UTC (z)")

  /// What `z` shows after times in `current` with `aside` put aside (``Look/zoneAside``): the
  /// zone put aside again, or UTC with `current` put aside; `nil` when times are in UTC and no
  /// zone was chosen.
  static func next(current: DisplayTimeZone, aside: DisplayTimeZone?)
    -> (shown: DisplayTimeZone, aside: DisplayTimeZone?)?
  {
    if let aside { return (aside, nil) }
    return current.isUTC ? nil : (utcAside, current)
  }

  /// Said when `z` has no zone to switch to.
  static let refusal = "Times are in UTC: start with --tz ZONE (Europe/Berlin, local) to switch"

  /// The zone chosen for times (`aside` while `z` shows UTC, else the zone of the first chart
  /// set of `chartSets` with times); `nil` when no chart set has times.
  static func chosen(aside: DisplayTimeZone?, in chartSets: [ChartSet]) -> DisplayTimeZone? {
    aside ?? chartSets.first(where: { $0.xKind == .time && $0.xPeriod == nil })?.timeZone
  }
}

extension ExplorerState {
  /// Switches between UTC and the chosen zone; says so on the status line (or that no zone was
  /// chosen).
  mutating func toggleZone() {
    let current = feed.chartSets[navigation.chartIndex].timeZone
    guard let next = ZoneToggle.next(current: current, aside: look.zoneAside) else {
      notes.send(.say(ZoneToggle.refusal))
      return
    }
    showZone(next.shown, aside: next.aside)
    notes.send(.say("Times in \(next.aside == nil ? next.shown.label : "UTC")"))
  }

  /// Shows times in `zone` with `aside` put aside (``Look/zoneAside``): every chart set and the
  /// day chart.
  mutating func showZone(_ zone: DisplayTimeZone, aside: DisplayTimeZone? = nil) {
    look.zoneAside = aside
    for index in feed.chartSets.indices {
      feed.chartSets[index] = feed.chartSets[index].shown(in: zone)
    }
    if let day = navigation.dayChart {
      navigation.dayChart?.chart = day.chart.shown(in: zone)
    }
  }
}
