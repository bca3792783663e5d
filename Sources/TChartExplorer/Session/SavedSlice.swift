import TChartData
import TChartTime

/// A feature's part of the view a session saves: ``SessionRecord`` is made of these, one per
/// feature, each encoded under its own keys at the record's top level, so a field added to a
/// feature's slice is saved and restored without touching the record.
protocol SavedSlice: Codable, Sendable, Equatable {
  /// What a session saves of this feature in `state`.
  init(of state: ExplorerState)
  /// Shows this part again on `state` as `restoring` says (what the command line set wins).
  func restore(into state: inout ExplorerState, _ restoring: inout SessionRestoring)
}

/// What a restore needs besides the record, and what it found it could not bring back.
struct SessionRestoring {
  /// What the command line set, which wins over the saved view.
  var overrides: SessionOverrides
  /// The record's ``ZoneSlice/Saved/zone`` as the tz database reads it now.
  var zone: DisplayTimeZone?
  /// Derived lines whose input is gone (named on the status line).
  var dropped: [String] = []
}
