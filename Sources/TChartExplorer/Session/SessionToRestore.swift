/// A saved view waiting for its data: a file that loads in the background opens the explorer
/// before its chart sets exist, so the session read at start is applied when they arrive
/// (``StreamEvent/loaded(_:)``), by ``ExplorerState/restoreSession(_:file:overrides:)``.
public struct SessionToRestore: Sendable, Equatable {
  public var record: SessionRecord
  /// The data file as it is now (to tell a changed file).
  public var file: FileIdentity
  /// What the command line set, which wins over the saved view.
  public var overrides: SessionOverrides

  public init(record: SessionRecord, file: FileIdentity, overrides: SessionOverrides) {
    self.record = record
    self.file = file
    self.overrides = overrides
  }
}
