import TChartData
import TChartTime

/// A view saved between runs and shown again: pure conversions between the explorer's state and
/// a ``SessionRecord`` (the command line reads and writes the file, after the terminal is
/// restored: the reducer never does I/O).
extension ExplorerState {
  /// The view to save for `file`: the chart set on screen, each chart set's window (as x
  /// values), hidden lines (as ids) and chosen right-axis lines (as names), the theme, the
  /// Y-scale mode, the layout, the period compared with, the zone times are shown in (and
  /// whether `z` showed UTC) and the chosen line colours (`#rrggbb` by line id). A day chart
  /// and the pie are not kept.
  public func sessionRecord(for file: FileIdentity) -> SessionRecord {
    SessionRecord(of: self, file: file)
  }

  /// Shows the view `record` saved, on the data of `file` as loaded now: chart sets matched by
  /// name, lines by id, windows clamped to the span (all of it when `file` is the one saved).
  /// The chosen line colours come back (a colour that is not `#rrggbb` is dropped), and the
  /// right-axis lines whose names match. The theme, the Y-scale mode, the right-axis lines,
  /// the layout and the zone are restored unless the command line set them
  /// (`overrides`). The status line says whether the file had changed.
  ///
  /// `zone` is the record's ``ZoneSlice/Saved/zone`` as the tz database reads it now (the caller
  /// looks it up: the reducer does no I/O); `nil` keeps the zone shown. `z`'s UTC comes back
  /// when the zone chosen now is the one saved.
  public mutating func restoreSession(
    _ record: SessionRecord, file: FileIdentity, overrides: SessionOverrides = [],
    zone: DisplayTimeZone? = nil
  ) {
    var restoring = SessionRestoring(overrides: overrides, zone: zone)
    record.restore(into: &self, &restoring)
    notes.send(
      .say(
        record.file == file
          ? "session restored (--fresh to start over)" : "file changed: view partly restored"))
    if !restoring.dropped.isEmpty {
      let list = restoring.dropped.joined(separator: ", ")
      notes.send(.add("dropped \(list) (its input is gone)"))
    }
    send(YAxesFeature.Action.retarget(jump: true))
    // A table asks for the restored window's rows (its chart set holds only the rows the
    // window's ends stand on until they come).
    send(.settleTable)
  }
}
