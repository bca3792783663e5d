import Dispatch
import Synchronization
import TChartData

/// Reads a big CSV body on several threads with exactly the result of the sequential row
/// loop: the same rows, kinds, labels, notes and first error.
///
/// The body is cut at row boundaries (``CSVChunkSplit``). The first chunk is read on the
/// loading thread, which decides the columns' kinds; the others are read at once by worker
/// threads, each assuming the table as the first chunk left it, straight into its own slot of
/// the final column buffers. Then, in file order, each chunk is checked against the state the
/// rows before it really left (``CSVChunkJob/fits(after:at:)``): a chunk that fits is joined
/// (its rows moved down over the slack of the slots before, its new series labels renumbered,
/// its kinds, distinct texts and x order merged); one that does not, or that failed, is read
/// again sequentially from the true state, which also gives the true first error. The common
/// case reads every byte once.
package enum CSVParallelRows {
  /// The columns of every row of `table`'s body (in `table`'s ``ColumnSpill`` when it has
  /// one), or `nil` when a chunk held more rows than its bound (lines ended by lone CRs): then
  /// the caller reads sequentially. On success `table` holds the kinds, texts, order and row
  /// count of the whole body.
  static func read(
    _ table: inout CSVTable, chunking: CSVChunking, progress: LoadProgressMeter?
  ) throws(LoadError) -> [Column<Double>]? {
    let chunks = split(
      from: table.header.bodyStart, to: table.end, firstBytes: chunking.prefixBytes,
      chunking: chunking, releasesPages: table.releasesPagesFrom != nil)
    guard chunks.count > 1 else { return nil }
    let capacity = chunks.reduce(0) { $0 + $1.rowBound }
    var whole = table
    let arrays = try CSVColumns.withColumns(
      count: table.kinds.count, capacity: capacity, spill: table.spill
    ) { columns throws(LoadError) in
      var cursor = whole.bodyCursor
      let stop = try readChunks(
        chunks, into: columns, table: &whole, cursor: &cursor, workers: chunking.workers,
        progress: progress)
      return stop == .full ? nil : whole.rows
    }
    if arrays != nil { table = whole }
    return arrays
  }

  /// The chunks of `[start, end)` for `chunking` (four per worker unless it says otherwise).
  package static func split(
    from start: UnsafePointer<UInt8>, to end: UnsafePointer<UInt8>, firstBytes: Int,
    chunking: CSVChunking, releasesPages: Bool
  ) -> [CSVChunkSplit.Chunk] {
    let workers = max(1, chunking.workers)
    let rest = max(1, end - start - firstBytes)
    return CSVChunkSplit.split(
      from: start, to: end, firstBytes: firstBytes,
      chunkBytes: chunking.chunkBytes ?? (rest + 4 * workers - 1) / (4 * workers),
      workers: workers, releasesPages: releasesPages)
  }

  /// Reads the rows of `chunks` (which start at `cursor`) into `columns` from row
  /// `table.rows` on, which must have room for the chunks' row bounds. With `endIsFinal` false
  /// (a stream), a row cut by the end of the bytes at hand stops the read there
  /// (``CSVRowsStop/needsMoreInput``); ``CSVRowsStop/full`` means a chunk held more rows than
  /// its bound, and the caller must read sequentially from `cursor`.
  package static func readChunks(
    _ chunks: [CSVChunkSplit.Chunk],
    into columns: UnsafeMutablePointer<UnsafeMutablePointer<Double>>,
    table: inout CSVTable, cursor: inout CSVCursor, workers: Int, progress: LoadProgressMeter?,
    endIsFinal: Bool = true
  ) throws(LoadError) -> CSVRowsStop {
    let onCheckpoint = table.onCheckpoint
    defer { table.onCheckpoint = onCheckpoint }
    if let progress {
      table.onCheckpoint = { bytes in
        progress.advance(by: bytes)
        progress.report()
      }
    }
    var offset = table.rows + chunks[0].rowBound
    let first = try table.readRows(
      into: columns, capacity: offset, from: &cursor, until: chunks[0].end,
      endIsFinal: endIsFinal)
    guard first == .reachedLimit else { return first }
    var jobs: [CSVChunkJob] = []
    var assumed = table
    assumed.onCheckpoint = progress.map { meter in { meter.advance(by: $0) } }
    for chunk in chunks.dropFirst() {
      jobs.append(
        CSVChunkJob(
          chunk: chunk, rowOffset: offset, table: assumed, columns: columns,
          endIsFinal: endIsFinal))
      offset += chunk.rowBound
    }
    run(jobs, workers: max(1, workers), progress: progress)
    let sharedLabels = table.texts.labels.count
    for job in jobs {
      if job.fits(after: table, at: cursor) {
        join(job, into: columns, table: &table, cursor: &cursor, sharedLabels: sharedLabels)
        if job.stoppedForMoreInput { return .needsMoreInput }
        continue
      }
      if table.releasesPagesFrom != nil { table.releasesPagesFrom = cursor.p }
      let stop = try table.readRows(
        into: columns, capacity: job.rowOffset + job.chunk.rowBound, from: &cursor,
        until: job.chunk.end, endIsFinal: endIsFinal)
      if stop != .reachedLimit { return stop }
    }
    return .reachedLimit
  }

  /// Runs the jobs on `workers` threads, each taking the next job not yet taken; the calling
  /// thread waits, reporting progress.
  private static func run(_ jobs: [CSVChunkJob], workers: Int, progress: LoadProgressMeter?) {
    let group = DispatchGroup()
    let next = CSVJobCounter()
    for _ in 0..<min(workers, jobs.count) {
      DispatchQueue.global().async(group: group) {
        while let index = next.take(below: jobs.count) { jobs[index].run() }
      }
    }
    while group.wait(timeout: .now() + LoadProgressMeter.interval) == .timedOut {
      progress?.report()
    }
  }

  /// Joins a chunk that fits: its rows follow the table's, its state merges into the table's.
  private static func join(
    _ job: CSVChunkJob, into columns: UnsafeMutablePointer<UnsafeMutablePointer<Double>>,
    table: inout CSVTable, cursor: inout CSVCursor, sharedLabels: Int
  ) {
    let rows = job.table.rows
    let xRange = job.xRange
    if job.rowOffset != table.rows && rows > 0 {
      for field in table.kinds.indices {
        UnsafeMutableRawPointer(columns[field] + table.rows).copyMemory(
          from: columns[field] + job.rowOffset, byteCount: rows * MemoryLayout<Double>.stride)
      }
    }
    let renumbered = table.texts.merge(job.table.texts, sharedLabels: sharedLabels)
    if let renumbered {
      for field in table.kinds.indices where table.kinds[field] == .label {
        let labels = columns[field] + table.rows
        for row in 0..<rows where !labels[row].isNaN {
          labels[row] = Double(renumbered[Int(labels[row])])
        }
      }
    }
    for field in table.kinds.indices where job.table.kinds[field] != .unknown {
      table.kinds[field] = job.table.kinds[field]
    }
    if let (first, last) = xRange {
      if !(first > cursor.previousX) { table.outOfOrder = true }
      cursor.previousX = last
    }
    table.outOfOrder = table.outOfOrder || job.table.outOfOrder
    table.rows += rows
    table.shortRows.merge(job.table.shortRows, lineOffset: cursor.line)
    cursor.p = job.cursor.p
    cursor.line += job.cursor.line
  }
}

/// The index of the next chunk job a worker takes, shared by the workers.
private final class CSVJobCounter: Sendable {
  private let next = Atomic<Int>(0)

  /// The next index not yet taken, while it is below `count`.
  func take(below count: Int) -> Int? {
    let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
    return index < count ? index : nil
  }
}
