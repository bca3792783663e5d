import TChartData

/// Where the charts come from: the loaded chart sets, and the stream or table feeding them
/// (both `nil` for a file), and
/// the saved view waiting for a loading file's chart sets.
public struct DataFeed: Sendable, Equatable {
  /// The loaded chart sets (never empty). A stream's one chart set grows in place
  /// (``ExplorerAction/streamRows(_:)``); others never change.
  public internal(set) var chartSets: [ChartSet]
  /// The stream being read, when the data is one (`nil` for files).
  public internal(set) var stream: LiveStream?
  /// The database table shown, when the data is one (`nil` otherwise): its answers and the
  /// query in flight (see `TableQueries`, `Reducer/TableReducer.swift`).
  public internal(set) var table: TableQueries?
  /// The saved view of a file still loading, shown when its chart sets arrive.
  public var sessionToRestore: SessionToRestore?
}
