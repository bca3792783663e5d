/// A table whose ``BlockSummary`` can be kept between opens (SQLite, ClickHouse): what names
/// the summary, and the cheap questions that tell whether the table is still the one it was
/// read from, or the same table grown by rows appended past its old last x.
public protocol SummaryKeeping: SQLSeriesBackend {
  /// What names the table's summary: the source (an SQLite file's real path, device and
  /// inode; a ClickHouse host, port and database, never credentials), the table, the x, y and
  /// series columns, `--where` and the x type; `nil` when the summary is not to be kept.
  var summaryIdentity: String? { get }

  /// What stands for the table's contents beside its row count and first and last rows, read
  /// now (see ``SummaryVersion``).
  func summaryVersion() throws(SourceError) -> SummaryVersion

  /// The number of rows (as ``SourceDescription/rowCount`` counts them) with `x ≤ value`.
  func rowCount(through value: Double) throws(SourceError) -> Int

  /// What describing the table reads every row for (ClickHouse: the row count and the x span),
  /// once described, as text to keep with the summary; `nil` where describing is cheap.
  func describedSpan() -> String?

  /// Takes `span` (``describedSpan()`` of an earlier open, the table's ``SummaryVersion``
  /// unchanged since) as what ``SQLSeriesBackend/describe()`` would read; before describing.
  func adoptDescribedSpan(_ span: String)
}

extension SummaryKeeping {
  public func describedSpan() -> String? { nil }
  public func adoptDescribedSpan(_ span: String) {}
}

/// The part of a table's version stamp that its row count and first and last rows do not
/// give: ``exact`` must be unchanged for a kept summary to be used as it is (an SQLite file's
/// size and modification time, a ClickHouse table's parts); ``appending`` must be unchanged for
/// it to be extended by rows appended since (ClickHouse: the table's mutations; SQLite: nothing
/// more, the rows up to the old last x are counted instead).
public struct SummaryVersion: Sendable, Equatable {
  public var exact: String
  public var appending: String

  public init(exact: String, appending: String) {
    self.exact = exact
    self.appending = appending
  }
}
