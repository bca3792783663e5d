import TChartData

/// One chunk of a parallel CSV read (``CSVParallelRows``): the table as the rows before the
/// chunk are assumed to leave it, read on a worker thread into the chunk's own rows of the
/// column buffers, and what came of it.
///
/// `@unchecked Sendable`: a job is run by one worker thread, and read by the loading thread
/// only after every worker has finished (the dispatch group's wait orders the two).
final class CSVChunkJob: @unchecked Sendable {
  let chunk: CSVChunkSplit.Chunk
  /// The first row of the chunk's slot in the column buffers.
  let rowOffset: Int
  /// The kinds the chunk started with.
  let assumedKinds: [CSVLoader.ColumnKind]
  /// The table: rows and kinds of this chunk alone once run.
  private(set) var table: CSVTable
  /// Where the chunk's read stopped; its line counts from 0 at the chunk's start.
  private(set) var cursor: CSVCursor
  /// How the read ended: `nil` until run.
  private(set) var outcome: Result<CSVRowsStop, LoadError>?
  private let columns: UnsafeMutablePointer<UnsafeMutablePointer<Double>>
  /// Whether the table's end is the end of the input (not of a stream's bytes so far).
  private let endIsFinal: Bool

  init(
    chunk: CSVChunkSplit.Chunk, rowOffset: Int, table: CSVTable,
    columns: UnsafeMutablePointer<UnsafeMutablePointer<Double>>, endIsFinal: Bool
  ) {
    self.chunk = chunk
    self.endIsFinal = endIsFinal
    self.rowOffset = rowOffset
    assumedKinds = table.kinds
    self.table = table
    self.table.rows = 0
    self.table.outOfOrder = false
    self.table.shortRows = CSVShortRows()
    if self.table.releasesPagesFrom != nil { self.table.releasesPagesFrom = chunk.start }
    cursor = CSVCursor(p: chunk.start, line: 0)
    let count = table.kinds.count
    self.columns = .allocate(capacity: count)
    for field in 0..<count { self.columns[field] = columns[field] + rowOffset }
  }

  deinit { columns.deallocate() }

  /// Reads the chunk's rows.
  func run() {
    if table.spill != nil {
      // The slot's pages at once, on this thread (see ColumnSpill.populate).
      for field in table.kinds.indices {
        ColumnSpill.populate(columns[field], count: chunk.rowBound)
      }
    }
    outcome = Result { () throws(LoadError) in
      try table.readRows(
        into: columns, capacity: chunk.rowBound, from: &cursor, until: chunk.end,
        endIsFinal: endIsFinal)
    }
  }

  /// The chunk ended at a row cut by the end of a stream's bytes so far.
  var stoppedForMoreInput: Bool {
    if case .success(.needsMoreInput) = outcome { return true }
    return false
  }

  /// The first and last x of the chunk's rows (as read), when it has any.
  var xRange: (first: Double, last: Double)? {
    guard table.rows > 0 else { return nil }
    let x = columns[table.header.xIndex]
    return (x[0], x[table.rows - 1])
  }

  /// Whether the chunk's rows are those a sequential read gives after rows that leave the
  /// table as `before` and the cursor at `cursor`: it starts where they ended, no column
  /// changed its kind in a way the chunk did not also see, and (with `--strict`) x goes on
  /// increasing. A chunk that failed or filled its slot never fits: it is read again. One
  /// that stopped at a row cut by the end of a stream's bytes fits up to that row.
  func fits(after before: CSVTable, at cursor: CSVCursor) -> Bool {
    guard case .success(let stop) = outcome, stop != .full, chunk.start == cursor.p else {
      return false
    }
    for field in assumedKinds.indices where assumedKinds[field] != before.kinds[field] {
      let seen = table.kinds[field]
      guard assumedKinds[field] == .unknown, seen == .unknown || seen == before.kinds[field]
      else { return false }
    }
    if before.options.strict && before.seriesIndex == nil, let first = xRange?.first,
      !(first > cursor.previousX)
    {
      return false
    }
    return true
  }
}
