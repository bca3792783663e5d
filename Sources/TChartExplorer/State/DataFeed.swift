import TChartData

/// Where the charts come from: the loaded chart sets, and the stream or table feeding them
/// (both `nil` for a file).
public struct DataFeed: Sendable, Equatable {
  /// The loaded chart sets (never empty). A stream's one chart set grows in place
  /// (``ExplorerAction/streamRows(_:)``); others never change.
  public internal(set) var chartSets: [ChartSet]
  /// The stream being read, when the data is one (`nil` for files).
  public internal(set) var stream: LiveStream?
  /// The database table shown, when the data is one (`nil` otherwise): its answers and the
  /// query in flight (see `TableQueries`, `Reducer/TableReducer.swift`).
  public internal(set) var table: TableQueries?
}
