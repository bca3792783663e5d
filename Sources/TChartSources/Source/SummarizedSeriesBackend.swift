import Dispatch
import Synchronization
import TChartData

/// A large table's backend answering wide windows from a ``BlockSummary``: the first wide
/// request reads the whole table once, at ``blockCount`` blocks; after that a window of any
/// width costs one query over the blocks its column boundaries cut, about
/// `(dot columns + 1) × rows / blockCount` rows, instead of every row in the window. Narrow
/// windows, and tables under ``minimumRows``, go to the base backend as they are.
///
/// The summary is read in ``parts`` queries, left to right, and an observer
/// (``observeSummary(_:)``) hears of each: the explorer draws what is read while the rest comes.
/// With a ``SummaryStore`` and a base that is ``SummaryKeeping``, the summary is kept between
/// opens: saved (off the querying thread) once read, and read back on the next open when the
/// table's version stamp is unchanged, or extended when the table only grew past its old last
/// x (see ``KeptSummary``); else read again. Answers draw the same frames as the base
/// backend's (tests compare them dot for dot).
///
/// With ``readsAfterFirstAnswer`` (`render`: one frame, which reads the table once where the
/// summary reads it at 65,536 columns), a wide window that finds no summary, held or kept, is
/// answered by the base as it is, and the summary is read after it (``readDeferredSummary()``:
/// `render` once its frame is written, the query runner once an answer is posted): the first
/// frame comes as soon as without a summary, and the next open still finds it kept.
public final class SummarizedSeriesBackend: SQLSeriesBackend {
  /// The backend that runs the queries.
  public let base: any SQLSeriesBackend
  /// The number of blocks of the summary.
  public let blockCount: Int
  /// Tables with fewer rows are not summarised (their windows are quick to read).
  public let minimumRows: Int
  /// The number of queries the summary is read in, each over an equal share of the span.
  public let parts: Int
  private let summary = Mutex<BlockSummary?>(nil)
  private let observer = Mutex<(@Sendable (SummaryProgress) -> Void)?>(nil)
  private let building = Mutex(false)
  /// The base's description, asked once (SQLite counts the rows each time it is asked).
  private let described = Mutex<SourceDescription?>(nil)
  /// Where the summary is kept between opens, if anywhere.
  public let store: (any SummaryStore)?
  /// Where the summary came from, once there is one.
  let origin = Mutex<SummaryOrigin?>(nil)
  /// Saves the summary off the querying thread.
  let saving = DispatchQueue(label: "tchart.summary-save")
  /// Whether a first wide window answers before the summary is read (see the type).
  public let readsAfterFirstAnswer: Bool
  /// The summary a first wide window left to read after its answer.
  private let deferred = Mutex<DeferredRead?>(nil)
  private let readingDeferred = DispatchSemaphore(value: 1)

  /// The span and lines of a summary left to read.
  private struct DeferredRead {
    var first: Double
    var last: Double
    var lines: [Int]
  }

  public init(
    base: any SQLSeriesBackend, blockCount: Int = 65_536, minimumRows: Int = 2_000_000,
    parts: Int = 8, store: (any SummaryStore)? = nil, readsAfterFirstAnswer: Bool = false
  ) {
    self.base = base
    self.blockCount = max(2, blockCount)
    self.minimumRows = minimumRows
    self.parts = max(1, parts)
    self.store = store
    self.readsAfterFirstAnswer = readsAfterFirstAnswer
  }

  /// Reads the summary a first wide window left for after its answer, if it left one; a
  /// failure leaves it for the next wide window.
  public func readDeferredSummary() throws(SourceError) {
    // One reader at a time: a second caller waits, then finds it read.
    readingDeferred.wait()
    defer { readingDeferred.signal() }
    guard let read = deferred.withLock({ $0 }) else { return }
    _ = try built(first: read.first, last: read.last, lines: read.lines, deferring: false)
    deferred.withLock { $0 = nil }
  }

  /// Calls `observer` (on the querying thread) after each part of the summary is read, the
  /// last time with the whole summary.
  public func observeSummary(_ observer: @escaping @Sendable (SummaryProgress) -> Void) {
    self.observer.withLock { $0 = observer }
  }

  /// The summary, once a wide request has built it.
  public var builtSummary: BlockSummary? { summary.withLock { $0 } }

  public func describe() throws(SourceError) -> SourceDescription {
    if let held = described.withLock({ $0 }) { return held }
    primeDescription()
    let description = try base.describe()
    described.withLock { $0 = description }
    return description
  }

  public func rowsAround(x value: Double, lines: [Int]) throws(SourceError) -> [SourceRow] {
    try base.rowsAround(x: value, lines: lines)
  }

  public func totals(lower: Double, upper: Double) throws(SourceError) -> [SampleTotal] {
    try base.totals(lower: lower, upper: upper)
  }

  public func histogram(lower: Double, upper: Double, lines: [Int]) throws(SourceError)
    -> SourceHistogram
  {
    try base.histogram(lower: lower, upper: upper, lines: lines)
  }

  public func xy(
    _ ask: SourceXYAsk, grid: (ClosedRange<Double>?, ClosedRange<Double>?) -> XYGrid
  ) throws(SourceError) -> SourceXY {
    try base.xy(ask, grid: grid)
  }

  public func xyTrail(_ ask: SourceXYTrail.Ask) throws(SourceError) -> SourceXYTrail {
    try base.xyTrail(ask)
  }

  public func rows(in ranges: [ClosedRange<Double>], lines: [Int], limit: Int)
    throws(SourceError) -> RangeRows
  {
    try base.rows(in: ranges, lines: lines, limit: limit)
  }

  /// Cancels the query in flight, except the summary's own read: every wide window needs it,
  /// so a view that moved on waits for it rather than starting it over (a user pressing keys
  /// as a large table opens would otherwise never see it finish).
  public func cancel() {
    if !building.withLock({ $0 }) { base.cancel() }
  }

  public func m4(_ request: SeriesWindowRequest, within ranges: [ClosedRange<Double>]?)
    throws(SourceError) -> SeriesWindowAnswer
  {
    if let ranges { return try base.m4(request, within: ranges) }
    let description = try describe()
    guard let first = description.first?.x, let last = description.last?.x, last > first,
      description.rowCount >= minimumRows,
      isWide(request, first: first, last: last, rowCount: description.rowCount)
    else { return try base.m4(request) }
    guard
      let summary = try built(
        first: first, last: last, lines: Array(description.lineNames.indices),
        deferring: readsAfterFirstAnswer)
    else { return try base.m4(request) }
    let (kept, cut) = summary.split(request)
    let answer = try base.m4(request, within: cut)
    let rows = SourceRowSet(kept + answer.rows).rows
    return SeriesWindowAnswer(
      request: request, rows: M4Reduction.reduce(rows, rule: request.rule, lines: request.lines),
      rowsFetched: answer.rowsFetched)
  }

  /// Whether reading the window's rows would cost more than reading the blocks its column
  /// boundaries cut (twice over, so the summary is built only where it pays).
  func isWide(_ request: SeriesWindowRequest, first: Double, last: Double, rowCount: Int) -> Bool {
    let rule = request.rule
    let covered = (min(rule.upper, last) - max(rule.lower, first)) / (last - first)
    // Rows in the window > 2 × rows of the cut blocks, per row of the table.
    return covered > 2 * Double(rule.dotWidth + 1) / Double(blockCount)
  }

  /// The summary, built now when it is not yet: the M4 rows of the whole span at
  /// ``blockCount`` columns, read in ``parts`` queries over equal shares of it (a block that a
  /// share's edge cuts gets both shares' rows, a superset of its own M4 rows); or the summary
  /// kept from an earlier open, as it is or extended over the rows appended since. `deferring`:
  /// `nil` instead of reading a summary that none kept can give, left for
  /// ``readDeferredSummary()``.
  func built(first: Double, last: Double, lines: [Int], deferring: Bool = false)
    throws(SourceError) -> BlockSummary?
  {
    if let held = summary.withLock({ $0 }) { return held }
    let whole = SeriesWindowRequest(lower: first, upper: last, dotWidth: blockCount, lines: lines)
    building.withLock { $0 = true }
    defer { building.withLock { $0 = false } }
    let notify = observer.withLock { $0 }
    let keeping = try keepingState()
    var prefix: BlockSummary?
    switch try keeping?.reuse(blockCount: blockCount) {
    case .current(let kept)?:
      summary.withLock { $0 = kept }
      origin.withLock { $0 = .kept }
      notify?(SummaryProgress(summary: kept, readThrough: last, partsRead: parts, parts: parts))
      return kept
    case .grown(let kept)?: prefix = kept
    case nil:
      if deferring {
        deferred.withLock { $0 = DeferredRead(first: first, last: last, lines: lines) }
        return nil
      }
    }
    // A grown table's summary keeps its blocks but the last and reads from there on.
    let from = prefix?.blocks.last?.firstX ?? first
    func joined(_ rows: SourceRowSet) -> BlockSummary {
      let read = BlockSummary(rows: rows.rows, rule: whole.rule)
      return prefix?.keepingAllButLast(then: read, rule: whole.rule) ?? read
    }
    var rows = SourceRowSet()
    var lower = from
    for part in 1...parts {
      let upper = part == parts ? last : from + (last - from) * Double(part) / Double(parts)
      rows.merge(try base.m4(whole, within: [lower...upper]).rows)
      lower = upper
      if part < parts, let notify {
        notify(
          SummaryProgress(
            summary: joined(rows), readThrough: upper, partsRead: part, parts: parts))
      }
    }
    let made = joined(rows)
    summary.withLock { $0 = made }
    origin.withLock { $0 = prefix == nil ? .read : .extended(from: from) }
    notify?(SummaryProgress(summary: made, readThrough: last, partsRead: parts, parts: parts))
    if let keeping { save(made, keeping) }
    return made
  }
}
