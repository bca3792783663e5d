import TChartCSV

/// How the file's columns are read (the columns sheet, `C`): undone (the file is read again),
/// and saved, so that the next open reads the file the same way.
public enum ColumnsSlice {
  /// What an undo step remembers: the choice wanted (`nil`: not a file read again).
  public struct Undoable: Sendable, Equatable {
    public var columns: ColumnChoice?
  }

  /// What a session saves: the choice the file was read with; absent when it is the command
  /// line's (and in older records). The command reads it before the file's load
  /// (`ExploreSession`), so the file is read once, the way it was last seen.
  public struct Saved: Codable, Sendable, Equatable {
    public var columns: ColumnChoice?
  }
}

extension ColumnsSlice.Undoable: UndoableSlice {
  init(of state: ExplorerState) { columns = state.feed.reading?.wanted }

  func restore(into state: inout ExplorerState) {
    if let columns { state.feed.reading?.wanted = columns }
  }

  static func stepLabel(from before: Self, to after: Self) -> String? {
    guard before != after, let columns = after.columns else { return nil }
    let flags = columns.flagText
    return flags.isEmpty ? "read as guessed" : "read with " + flags
  }
}

extension ColumnsSlice.Saved: SavedSlice {
  init(of state: ExplorerState) {
    columns = state.feed.reading.flatMap { $0.loaded == $0.initial ? nil : $0.loaded }
  }

  /// Nothing to show: the command read the file with ``columns`` already.
  func restore(into state: inout ExplorerState, _ restoring: inout SessionRestoring) {}
}
