/// A table opened again with other `--y` columns (a derived line added or removed in the
/// explorer): the columns asked for, the table as described now, and the rows around the x
/// values the view stood on (so the window stays where it was).
public struct TableReopening: Sendable, Equatable {
  /// The `--y` columns the table was opened with.
  public var columns: [String]
  /// The table as it reads now (its ``SourceDescription/lineNames`` are the columns).
  public var description: SourceDescription
  /// The rows around each x asked for (``SQLSeriesBackend/rowsAround(x:lines:)``).
  public var rows: [SourceRow]

  public init(columns: [String], description: SourceDescription, rows: [SourceRow]) {
    self.columns = columns
    self.description = description
    self.rows = rows
  }
}
