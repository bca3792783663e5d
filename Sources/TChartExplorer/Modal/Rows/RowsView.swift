import TChartCSV

/// The rows behind the indicator (`r`): what the table shows, the request in flight, the first
/// column shown (`←`/`→`) and the search (`/`, as in less: `Enter` or `n` the next match).
public struct RowsView: Sendable, Equatable {
  /// What the table shows.
  public enum Content: Sendable, Equatable {
    /// The file's rows are being read.
    case reading
    /// The file's rows around the indicator.
    case file(SourceRows)
    /// No rows to read (a stream, JSON, a table, a folder): the samples' values, with why.
    case samples(note: String)
  }

  public var content: Content = .reading
  /// The read asked for, while it runs (an answer to another is dropped).
  public var asked: SourceRowsQuery?
  /// The x the content is for.
  public var shownX: Double?
  /// The first column shown.
  public var firstColumn = 0
  /// The search (`nil`: none).
  public var query: String?
  /// Whether the search is being typed.
  public var typing = false
  /// The row of ``content`` the search found last (`nil`: none yet).
  public var found: Int?

  public init() {}

  /// The file rows shown, if any.
  var rows: SourceRows? {
    if case .file(let rows) = content { rows } else { nil }
  }
}
