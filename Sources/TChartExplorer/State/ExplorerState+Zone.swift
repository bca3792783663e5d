import TChartData
import TChartTime

/// `z`: times in UTC or in the zone chosen with `--tz` (`Europe/Berlin`, `local`, `+02:00`).
/// x stays Unix seconds, so a switch is only each chart set's ``ChartSet/timeZone``; the title
/// names the zone (`UTC (z)` while UTC stands in for the chosen one).
extension ExplorerState {
  /// The zone shown while `z` switched to UTC: named in the title, so it is not taken for the
  /// chosen zone.
  public static let utcAside = DisplayTimeZone(secondsEast: 0, label: "UTC (z)")

  /// Switches between UTC and the chosen zone; says so on the status line (or that no zone was
  /// chosen). Undoable (``ZoneSlice``).
  mutating func toggleZone() {
    let shown: DisplayTimeZone
    if let chosen = look.zoneAside {
      shown = chosen
      look.zoneAside = nil
    } else {
      let current = feed.chartSets[navigation.chartIndex].timeZone
      guard !current.isUTC else {
        notes.status = "Times are in UTC: start with --tz ZONE (Europe/Berlin, local) to switch"
        return
      }
      look.zoneAside = current
      shown = Self.utcAside
    }
    for index in feed.chartSets.indices {
      feed.chartSets[index] = feed.chartSets[index].shown(in: shown)
    }
    if let day = navigation.dayChart {
      navigation.dayChart?.chart = day.chart.shown(in: shown)
    }
    notes.status = "Times in \(look.zoneAside == nil ? shown.label : "UTC")"
  }

  /// The zone chosen for times (``Look/zoneAside`` while `z` shows UTC, else the zone of the
  /// first chart set with times); `nil` when no chart set has times.
  var chosenZone: DisplayTimeZone? {
    if let aside = look.zoneAside { return aside }
    return feed.chartSets.first(where: { $0.xKind == .time && $0.xPeriod == nil })?.timeZone
  }

  /// Shows times in `zone` (a restored session's), `z`'s UTC undone.
  mutating func showZone(_ zone: DisplayTimeZone) {
    look.zoneAside = nil
    for index in feed.chartSets.indices {
      feed.chartSets[index] = feed.chartSets[index].shown(in: zone)
    }
    if let day = navigation.dayChart {
      navigation.dayChart?.chart = day.chart.shown(in: zone)
    }
  }
}
