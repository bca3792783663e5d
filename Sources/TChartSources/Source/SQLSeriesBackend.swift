import TChartData

/// A table in a database seen as a chart set's series: what SQLite and ClickHouse implement.
///
/// Calls are synchronous and may take long (they run a query): the explorer calls them on a
/// background thread (`SourceQueryRunner`), `tchart render` directly. Every call honours the
/// backend's time limit (`--timeout`) and throws ``SourceError/Kind/timeout`` past it;
/// ``cancel()`` (from any thread) makes the call in flight throw ``SourceError/Kind/cancelled``.
/// Queries are built through the backend's ``SQLDialect``: identifiers quoted, literals escaped.
public protocol SQLSeriesBackend: AnyObject, Sendable {
  /// The table's lines, x kind, row count and first and last rows.
  func describe() throws(SourceError) -> SourceDescription

  /// The M4 rows of a window at a width (see ``SeriesWindowRequest``): one query per line, the
  /// buckets computed in SQL by ``SQLDialect/dotColumnExpression(x:rule:)``. With `ranges`
  /// (increasing, disjoint, inside the window), only the rows whose x lies in one of them count, and the window's
  /// two neighbours are still given: what a ``BlockSummary`` asks for the blocks that a column
  /// boundary or a window edge cuts. `nil` is the whole window (``m4(_:)``).
  func m4(_ request: SeriesWindowRequest, within ranges: [ClosedRange<Double>]?)
    throws(SourceError) -> SeriesWindowAnswer
  /// The last row with `x ≤ value` and the first row with `x > value` (those that exist), with
  /// the values of `lines`: the samples around a window's edge and the tooltip's nearest sample.
  func rowsAround(x value: Double, lines: [Int]) throws(SourceError) -> [SourceRow]

  /// The rows whose x lies in one of `ranges` (increasing, disjoint), with the values of
  /// `lines`, in table order, at most `limit` (see ``RangeRows``): what ``answer(_:)`` reads
  /// for the dot columns where a line has a gap.
  func rows(in ranges: [ClosedRange<Double>], lines: [Int], limit: Int) throws(SourceError)
    -> RangeRows

  /// Per line of the source (every one, in order): the sum of the values and the counts of
  /// values and gaps of the rows with `lower ≤ x ≤ upper` (a long table's gaps: the x of the
  /// window where the series has no value, as in a long CSV).
  func totals(lower: Double, upper: Double) throws(SourceError) -> [SampleTotal]

  /// The histogram survey of `lines` (increasing) over the rows with `lower ≤ x ≤ upper` (see
  /// ``SourceHistogram``): the lines' extremes, counts and sums, then their values counted in
  /// fine bins by the database. A source that cannot count them throws ``SourceError/Kind/usage``.
  func histogram(lower: Double, upper: Double, lines: [Int]) throws(SourceError)
    -> SourceHistogram

  /// Lines `ask.across` against `ask.up` over the rows with `lower ≤ x ≤ upper` (see
  /// ``SourceXY``): their extremes, then `grid(x extremes, y extremes)`'s dots counted by the
  /// database. A source that cannot pair them throws ``SourceError/Kind/usage``.
  func xy(
    _ ask: SourceXYAsk, grid: (ClosedRange<Double>?, ClosedRange<Double>?) -> XYGrid
  ) throws(SourceError) -> SourceXY

  /// The XY plot's indicator and the samples before it (see ``SourceXYTrail``).
  func xyTrail(_ ask: SourceXYTrail.Ask) throws(SourceError) -> SourceXYTrail

  /// Interrupts the query in flight, if any (called from another thread).
  func cancel()
}

extension SQLSeriesBackend {
  /// No histogram: a source whose rows are not all there to count (Prometheus's steps).
  public func histogram(lower: Double, upper: Double, lines: [Int]) throws(SourceError)
    -> SourceHistogram
  {
    throw SourceError(.usage, place: "", message: "this source's values cannot be counted")
  }

  /// No XY: a source whose rows are not all there to pair (Prometheus's steps).
  public func xy(
    _ ask: SourceXYAsk, grid: (ClosedRange<Double>?, ClosedRange<Double>?) -> XYGrid
  ) throws(SourceError) -> SourceXY {
    throw SourceError(.usage, place: "", message: "this source's values cannot be paired")
  }

  /// No trail: a source whose rows are not all there to pair (Prometheus's steps).
  public func xyTrail(_ ask: SourceXYTrail.Ask) throws(SourceError) -> SourceXYTrail {
    throw SourceError(.usage, place: "", message: "this source's values cannot be paired")
  }

  /// The M4 rows of the whole window of `request`.
  public func m4(_ request: SeriesWindowRequest) throws(SourceError) -> SeriesWindowAnswer {
    try m4(request, within: nil)
  }

  /// What a frame draws `request` from: its M4 rows (``m4(_:)``), plus every row of the dot
  /// columns where a line has a gap (see ``GapColumns``), so those columns draw exactly the
  /// runs between gaps that the whole table draws; within ``SeriesWindowRequest/gapRowBudget``
  /// rows, beyond which the remaining gap columns are drawn from their extremes alone
  /// (``GapColumns/plainM4(_:from:)``).
  public func answer(_ request: SeriesWindowRequest) throws(SourceError) -> SeriesWindowAnswer {
    let answer = try m4(request)
    let gaps = GapColumns(answer)
    guard !gaps.ranges.isEmpty else { return answer }
    let budget = request.gapRowBudget
    let read = try rows(in: gaps.ranges, lines: request.lines, limit: budget)
    let complete = gaps.completeColumns(of: read)
    var rows = complete.unread.map { gaps.plainM4(answer, from: $0) } ?? answer.rows
    rows += complete.rows
    return SeriesWindowAnswer(
      request: request, rows: SourceRowSet(rows).rows,
      rowsFetched: answer.rowsFetched + read.rows.count)
  }

  /// The row nearest to `value` among ``rowsAround(x:lines:)`` (the earlier on a tie), as the
  /// in-memory `ChartSet.nearestIndex(toX:in:)` picks it.
  public func nearestRow(toX value: Double, lines: [Int]) throws(SourceError) -> SourceRow? {
    let rows = try rowsAround(x: value, lines: lines)
    guard let low = rows.first else { return nil }
    guard rows.count > 1, low.x <= value else { return low }
    let high = rows[1]
    return value - low.x > high.x - value ? high : low
  }
}
