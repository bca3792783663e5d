import TChartData
import TChartTime

/// The zone times are shown in (`--tz`, `z`): `z`'s UTC is undone; the zone chosen and whether
/// UTC stood in for it are saved.
public enum ZoneSlice {
  /// What an undo step remembers: ``Look/zoneAside``, the chosen zone while `z` shows UTC.
  public struct Undoable: Sendable, Equatable {
    public var zoneAside: DisplayTimeZone?
  }

  /// What a session saves: the zone chosen (`Europe/Berlin`, `local`, `+02:00`, `UTC`, also
  /// while `z` showed UTC) and `true` when `z` showed UTC; both absent in records written before
  /// zones and for data without times.
  public struct Saved: Codable, Sendable, Equatable {
    public var zone: String?
    public var utcShown: Bool?
  }
}

extension ZoneSlice.Undoable: UndoableSlice {
  init(of state: ExplorerState) { zoneAside = state.look.zoneAside }

  func restore(into state: inout ExplorerState) {
    if zoneAside != state.look.zoneAside { state.toggleZone() }
  }

  static func stepLabel(from before: Self, to after: Self) -> String? {
    before == after ? nil : after.zoneAside == nil ? "zone" : "UTC"
  }
}

extension ZoneSlice.Saved: SavedSlice {
  init(of state: ExplorerState) {
    guard let zone = ZoneToggle.chosen(aside: state.look.zoneAside, in: state.feed.chartSets) else {
      return
    }
    self.zone = zone.argument
    utcShown = state.look.zoneAside == nil ? nil : true
  }

  /// Shows the zone looked up now (unless `--tz` was given), then UTC as `z` does when the
  /// record says so and the zone chosen is the one it saved.
  func restore(into state: inout ExplorerState, _ restoring: inout SessionRestoring) {
    if !restoring.overrides.contains(.timeZone), let zone = restoring.zone {
      state.showZone(zone)
    }
    guard utcShown == true, state.look.zoneAside == nil,
      let chosen = ZoneToggle.chosen(aside: state.look.zoneAside, in: state.feed.chartSets),
      !chosen.isUTC, chosen.argument == zone
    else { return }
    state.toggleZone()
  }
}
