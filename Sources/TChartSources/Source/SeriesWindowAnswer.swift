/// A source's answer to a ``SeriesWindowRequest``: the M4 rows of the window, in table order,
/// deduplicated (a row that is the minimum of one line and the first of another comes once),
/// each carrying the values of every requested line; plus how many rows the source fetched to
/// give it, so tests and benchmarks can check `rowsFetched ≤ request.rowBound`.
///
/// Any set of real rows holding each line's M4 rows draws, through the renderer's own M4, the
/// same dots as every row (the rows a column adds between its first, last and extremes are
/// inside its vertical span): so answers are merged into one small chart set
/// (``SourceRowSet``) and drawn by the unchanged renderer.
public struct SeriesWindowAnswer: Sendable, Equatable {
  /// The request answered.
  public var request: SeriesWindowRequest
  /// The rows, in table order (``SourceRow/precedes(_:_:)``), without duplicates.
  public var rows: [SourceRow]
  /// The rows the source read back from the database for this answer (before deduplication).
  public var rowsFetched: Int

  public init(request: SeriesWindowRequest, rows: [SourceRow], rowsFetched: Int) {
    self.request = request
    self.rows = rows
    self.rowsFetched = rowsFetched
  }
}
