/// Where a ``SummarizedSeriesBackend``'s block summary came from.
public enum SummaryOrigin: Sendable, Equatable {
  /// Read from the table, whole.
  case read
  /// Kept from an earlier open, the table unchanged since.
  case kept
  /// Kept from an earlier open and extended: the rows from `from` on read from the table.
  case extended(from: Double)
}
