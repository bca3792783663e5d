@_spi(Benchmarks) import TChartCSV
import TChartData

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Parses a CSV/TSV stream (standard input, a pipe, a terminal, a device) as it arrives,
/// without first holding the whole input, with the same results and first errors as reading
/// the same bytes from a file.
///
/// The first block (``CSVChunking/streamBlock`` bytes and the header and the rows
/// ``CSVSniff`` samples, or the whole input when shorter) is held before the header is read,
/// so that choosing x looks at the same rows as for a file. Then each block's complete rows go through the row loop
/// (``CSVTable/readRows(into:capacity:from:until:endIsFinal:)`` with `endIsFinal` false, which
/// leaves a row cut by the end of the block for the next block) into growing column buffers
/// (``CSVGrowingColumns``), and the unfinished tail moves to the front of the next block, which
/// a reader thread (``StreamPrefetch``) has read meanwhile.
///
/// Checked as the bytes arrive: the header (NUL, 1 MiB, UTF-8, as ``TextCheck/header(_:file:)``),
/// NUL bytes (by the row loop, at their place), a line longer than 1 MiB (a row cut by the
/// block end whose last line is already longer; inside quotes too, where a file reports the
/// end of the row), and a row longer than ``maximumRow`` (an unterminated quote), so that
/// `/dev/zero` or `/dev/urandom` fail at once. Two cases read the whole stream first, as
/// before: x dates written `A/B/YYYY` (their order may take the whole column to decide) and
/// contest JSON (small; ``CheckedRead``).
@_spi(Benchmarks) public enum CSVStream {
  /// The longest unfinished row a stream may hold (a quoted field running on).
  static let maximumRow = 64 << 20

  /// Loads the stream at `descriptor` with no progress meter (for the CSV fuzz harness, which
  /// compares it with the file read).
  public static func load(descriptor: Int32, file: String, name: String, options: LoadOptions)
    throws(LoadError) -> LoadResult
  {
    try load(descriptor: descriptor, file: file, name: name, options: options, progress: nil)
  }

  /// Loads the stream at `descriptor`; `file` names it in messages, `name` titles the chart.
  static func load(
    descriptor: Int32, file: String, name: String, options: LoadOptions,
    progress: LoadProgressMeter?
  ) throws(LoadError) -> LoadResult {
    // A block and the headroom: the size of the reader thread's buffers, which it joins.
    var buffer = try StreamBuffer(
      descriptor: descriptor, capacity: options.chunking.streamBlock + StreamBuffer.headroom,
      file: file)
    defer { buffer.deallocate() }
    var format = ChartLoader.Format.empty
    while !buffer.atEnd {
      let old = buffer.count
      // A little at a time, so that a header that is not text is refused at once, and no
      // more than two blocks at a time (as when the buffer held two blocks): the buffer now
      // holds a block and the headroom, and reading 64 KiB would wait on a stream that is
      // slow or held open for the rest (a load that fails in the first rows would wait).
      try buffer.fill(
        upTo: buffer.count + min(1 << 16, max(2 * options.chunking.streamBlock, 1 << 12)))
      if format == .empty { format = ChartLoader.sniff(buffer.bytes) }
      if format == .json { break }
      if format == .delimited {
        // Not text: the row loop reports the NUL at its place.
        if TextCheck.firstNUL(from: buffer.base + old, to: buffer.end) != nil { break }
        // Nor is a line too long: the row loop or the check of an unfinished row refuses it.
        if lastLineLength(buffer) > TextCheck.maximumLine || buffer.count > maximumRow { break }
        // A header that cannot be read may be a headerless or whitespace table's first line:
        // held until that is decided (the file read never reads it as a CSV header).
        if try TextCheck.header(buffer.bytes, file: file) == .complete,
          buffer.count >= options.chunking.streamBlock,
          (try? holdsSample(buffer, file: file, options: options))
            ?? (WhitespaceTable.starts(buffer.bytes, whole: false) != nil)
        {
          break
        }
      }
    }
    var notes: [LoadNote] = []
    // The header's own problems first, as a file's are (before a NUL further on, which a
    // stream read whole would meet first).
    if format == .delimited { _ = try TextCheck.header(buffer.bytes, file: file) }
    // A whitespace table or key=value lines (decided by the first block; undecided is CSV)
    // are read whole.
    var table: CSVTable?
    if format == .delimited,
      WhitespaceTable.starts(buffer.bytes, whole: buffer.atEnd) != true,
      HeaderlessTable.starts(buffer.bytes, whole: buffer.atEnd) != true,
      KeyValueTable.starts(buffer.bytes, whole: buffer.atEnd) != true
    {
      do {
        table = try self.table(buffer, file: file, options: options, notes: &notes)
      } catch  where readsAgainWhole(after: error) {
        // A header of the wrong shape: a small stream is decided again as the file.
        guard try buffer.readToEnd(within: headLimit) else { throw error }
        return try ChartLoader.parse(
          buffer: buffer.bytes, file: file, options: options, releasesPages: false)
      }
    }
    guard var table else {
      let (whole, count) = try CheckedRead.readAll(
        descriptor: descriptor, sizeHint: 0, file: file, after: buffer.bytes)
      defer { free(whole) }
      return try ChartLoader.parse(
        buffer: UnsafeBufferPointer(start: whole, count: count), file: file, options: options,
        releasesPages: false)
    }
    if let progress {
      table.onCheckpoint = { bytes in
        progress.advance(by: bytes)
        progress.report()
      }
    }
    return try rows(
      &table, buffer: &buffer, file: file, name: name, options: options, notes: &notes,
      progress: progress)
  }

  /// Reads the rows of `table` from `buffer` to the stream's end, read ahead on a thread while
  /// what arrived is parsed, and makes the chart set.
  private static func rows(
    _ table: inout CSVTable, buffer: inout StreamBuffer, file: String, name: String,
    options: LoadOptions, notes: inout [LoadNote], progress: LoadProgressMeter?
  ) throws(LoadError) -> LoadResult {
    let columns = CSVGrowingColumns(count: table.kinds.count, spill: options.spill)
    var cursor = table.bodyCursor
    // The bytes passed while they are few (a command's list, `df | tchart -`): a table of the
    // wrong shape is then decided as a file is (``TextSnapshot``), as if read whole.
    var head: [UInt8]? = []
    // From here on the stream is read ahead on a thread while what arrived is parsed.
    buffer.startPrefetch(blockBytes: options.chunking.streamBlock)
    while true {
      table.end = buffer.end
      let stop: CSVRowsStop
      do {
        stop = try readBlock(
          &table, from: &cursor, into: columns, atEnd: buffer.atEnd, options: options,
          progress: progress)
      } catch  where readsAgainWhole(after: error) && head != nil {
        // A cell that fails on the table's shape (text where x is): a small stream is decided
        // again as the file, as a table of the wrong shape is below.
        guard try buffer.readToEnd(within: headLimit - head!.count) else { throw error }
        let whole = head! + Array(buffer.bytes)
        return try whole.withUnsafeBufferPointer { bytes throws(LoadError) in
          try ChartLoader.parse(buffer: bytes, file: file, options: options, releasesPages: false)
        }
      }
      if buffer.atEnd && stop == .reachedLimit { break }
      try checkUnfinishedRow(from: cursor, end: buffer.end, file: file)
      let passed = UnsafeBufferPointer(
        start: UnsafePointer(buffer.base), count: cursor.p - UnsafePointer(buffer.base))
      head = head.flatMap { $0.count + passed.count <= headLimit ? $0 + passed : nil }
      buffer.drop(before: cursor.p)
      try buffer.fill(upTo: buffer.count + options.chunking.streamBlock)
      cursor.p = UnsafePointer(buffer.base)
    }
    var arrays = columns.columns(rows: table.rows)
    do {
      var set = try table.chartSet(name: name, columns: &arrays, notes: &notes)
      if let spill = table.spill { set.spill(into: spill) }
      return LoadResult(chartSets: [set], notes: notes, columns: [table.columnReport(of: set)])
    } catch  where readsAgainWhole(after: error) && head != nil {
      var whole = head ?? []
      whole.append(contentsOf: UnsafeBufferPointer(start: buffer.base, count: buffer.count))
      return try whole.withUnsafeBufferPointer { bytes throws(LoadError) in
        try ChartLoader.parse(buffer: bytes, file: file, options: options, releasesPages: false)
      }
    }
  }

  /// The most bytes a stream keeps to be decided again as a file (``rows``).
  static let headLimit = 1 << 20

  /// Whether a stream of at most ``headLimit`` bytes whose table failed with `failure` is
  /// decided again as a file read whole (a snapshot's categories, a file's first error).
  @_spi(Benchmarks) public static func readsAgainWhole(after failure: LoadError) -> Bool {
    TextSnapshot.failsOnShape(failure)
  }

  /// The table the first block starts (``CSVLoader/table(for:file:options:notes:bodyIsWhole:)``);
  /// `nil` for a list of things (`df | tchart render -`: ``TextSnapshot``), read whole as a
  /// file is.
  private static func table(
    _ buffer: StreamBuffer, file: String, options: LoadOptions, notes: inout [LoadNote]
  ) throws(LoadError) -> CSVTable? {
    do {
      // A stream's rows are read as they come: no reading of a file read whole (the header of
      // R's write.table, one field short) applies.
      var options = options
      options.chunking.readsWhole = false
      return try CSVLoader.table(
        for: buffer.bytes, file: file, options: options, notes: &notes, bodyIsWhole: buffer.atEnd)
    } catch {
      if TextSnapshot.recognizes(buffer.bytes, failure: error) { return nil }
      throw error
    }
  }

  /// Reads the rows of the bytes at hand from `cursor`: in parallel chunks
  /// (``CSVParallelRows``) when they are many, else (or when a chunk overflows) sequentially.
  private static func readBlock(
    _ table: inout CSVTable, from cursor: inout CSVCursor, into columns: CSVGrowingColumns,
    atEnd: Bool, options: LoadOptions, progress: LoadProgressMeter?
  ) throws(LoadError) -> CSVRowsStop {
    let chunking = options.chunking
    if chunking.workers > 1 && table.end - cursor.p >= chunking.parallelFrom {
      let chunks = CSVParallelRows.split(
        from: cursor.p, to: table.end,
        firstBytes: table.rows == 0 ? chunking.prefixBytes : chunking.prefixBytes / 16,
        chunking: chunking, releasesPages: false)
      if chunks.count > 1 {
        try columns.reserve(table.rows + chunks.reduce(0) { $0 + $1.rowBound }, file: table.file)
        table.spill = columns.spill
        let stop = try CSVParallelRows.readChunks(
          chunks, into: columns.pointers, table: &table, cursor: &cursor,
          workers: chunking.workers, progress: progress, endIsFinal: atEnd)
        if stop != .full { return stop }
      }
    }
    try columns.reserve(
      table.rows + CSVByteCount.lineBreaks(from: cursor.p, to: table.end) + 1, file: table.file)
    table.spill = columns.spill
    return try table.readRows(
      into: columns.pointers, capacity: columns.capacity, from: &cursor, until: table.end,
      endIsFinal: atEnd)
  }

  /// Whether the first block holds the rows ``CSVSniff`` looks at.
  private static func holdsSample(_ buffer: StreamBuffer, file: String, options: LoadOptions)
    throws(LoadError) -> Bool
  {
    let header = try CSVHeader.read(buffer.bytes, file: file, xColumn: options.xColumn)
    return CSVSniff.holdsSample(header: header, end: buffer.end)
  }

  /// The length of the last line held (after the last LF or CR).
  private static func lastLineLength(_ buffer: StreamBuffer) -> Int {
    var p = buffer.end
    while p > buffer.base && p[-1] != 0x0A && p[-1] != 0x0D { p -= 1 }
    return buffer.end - p
  }

  /// Refuses a row the row loop left unfinished at the end of what has arrived when it is
  /// already too long: its last line over 1 MiB, or the row over ``maximumRow``.
  private static func checkUnfinishedRow(
    from cursor: CSVCursor, end: UnsafePointer<UInt8>, file: String
  ) throws(LoadError) {
    var lineStart = end
    while lineStart > cursor.p && lineStart[-1] != 0x0A && lineStart[-1] != 0x0D { lineStart -= 1 }
    if end - lineStart > TextCheck.maximumLine {
      let line = TextCheck.position(of: lineStart, from: cursor.p, line: cursor.line).line
      throw TextCheck.longLineError(line: line, file: file)
    }
    if end - cursor.p > maximumRow {
      throw LoadError(
        file: file, location: "\(cursor.line)",
        message: "a row longer than 64 MiB (an unterminated quote?)")
    }
  }
}
