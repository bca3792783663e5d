import TChartData
import TChartTime

/// A saved view waiting for its data: a file that loads in the background opens the explorer
/// before its chart sets exist, so the session read at start is applied when they arrive
/// (``StreamEvent/loaded(_:)``), by ``ExplorerState/restoreSession(_:file:overrides:zone:)``.
public struct SessionToRestore: Sendable, Equatable {
  public var record: SessionRecord
  /// The data file as it is now (to tell a changed file).
  public var file: FileIdentity
  /// What the command line set, which wins over the saved view.
  public var overrides: SessionOverrides
  /// The record's ``ZoneSlice/Saved/zone`` as the tz database reads it now (`nil`: none saved, or
  /// no longer a zone).
  public var zone: DisplayTimeZone?

  public init(
    record: SessionRecord, file: FileIdentity, overrides: SessionOverrides,
    zone: DisplayTimeZone? = nil
  ) {
    self.record = record
    self.file = file
    self.overrides = overrides
    self.zone = zone
  }
}
