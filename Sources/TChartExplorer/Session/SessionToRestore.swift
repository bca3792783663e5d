/// A saved view waiting for its data: a file that loads in the background opens the explorer
/// before its chart sets exist, so the session read at start is applied when they arrive
/// (``ExplorerAction/streamLoaded(_:)``), by ``ExplorerState/restoreSession(_:file:keepTheme:)``.
public struct SessionToRestore: Sendable, Equatable {
  public var record: SessionRecord
  /// The data file as it is now (to tell a changed file).
  public var file: FileIdentity
  /// Whether a theme given on the command line wins over the saved one.
  public var keepTheme: Bool

  public init(record: SessionRecord, file: FileIdentity, keepTheme: Bool) {
    self.record = record
    self.file = file
    self.keepTheme = keepTheme
  }
}
