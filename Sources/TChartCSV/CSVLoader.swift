import TChartData

/// Loads a CSV or TSV table into one chart set, scanning bytes without per-row allocation.
///
/// - The first line is the header; the delimiter is the one of `,`, tab, `;` that occurs most
///   in it (ties in that order). Fields may be quoted per RFC 4180.
/// - The x column is the one named by `--x`, else the first column holding time, else a row
///   index, else the first column (``CSVColumnRoles``). x holds dates (``DateText``,
///   ``DatePattern``) or numbers, read as ``XType`` and ``CSVXColumn`` say; decimal years and
///   split time are converted after the row loop (``CSVTable/applyRoles(to:)``).
/// - Missing cells (``MissingTokens``) are gaps (`.nan`). A column whose first value is a number
///   is numeric and must hold only numbers; one whose first value is text is a text column,
///   skipped with a note (and counted for the long-layout hint); a column with no value is
///   dropped.
/// - Wide layout: every numeric column is a line, in file order (only `--y` with that flag).
///   Long layout (`--series`): see ``CSVLongLayout``.
/// - Rows whose x is out of order are sorted by x (stably, with a note); repeated x values stay
///   in file order. `--strict` refuses x that is not strictly increasing instead.
/// - With the `;` delimiter a decimal comma is accepted (`2,5`), as European spreadsheets write.
/// - Blank lines are skipped; line breaks may be LF, CRLF or CR.
/// - Input that is not text is refused (``TextCheck``): a NUL byte (located by character
///   column), a line over 1 MiB, a header that is not UTF-8.
/// Errors are located `LINE:COLUMN`, the column being the 1-based field number.
package enum CSVLoader {
  /// What a column turned out to hold. Kinds from ``xDate`` on never take the fast number path.
  package enum ColumnKind: UInt8 {
    case unknown, numeric, text, xNumber, xUndecided, xDate, label
  }

  /// `releasesPages`: `bytes` is a file mapping whose pages may be dropped once parsed.
  /// Notes about how the file was read are appended to `notes`. A file of at least
  /// ``CSVChunking/parallelFrom`` bytes is read in parallel chunks (``CSVParallelRows``), with
  /// exactly the result of the sequential read; `progress` is told how far the read is.
  package static func load(
    _ bytes: UnsafeBufferPointer<UInt8>, file: String, name: String, options: LoadOptions,
    notes: inout [LoadNote], releasesPages: Bool = false, progress: LoadProgressMeter? = nil
  ) throws(LoadError) -> ChartSet {
    var columns: [ColumnReport] = []
    return try load(
      bytes, file: file, name: name, options: options, notes: &notes, columns: &columns,
      releasesPages: releasesPages, progress: progress)
  }

  /// As ``load(_:file:name:options:notes:releasesPages:progress:)``, with the report of every
  /// column (``ColumnReport``) in `columns`. A table read as wide whose x repeats beside a text
  /// column is read again as long (a note says so); `dropsTotalRow` (a file's own CSV) leaves
  /// out a last row without x (``totalRow(of:)``).
  package static func load(
    _ bytes: UnsafeBufferPointer<UInt8>, file: String, name: String, options: LoadOptions,
    notes: inout [LoadNote], columns reports: inout [ColumnReport], releasesPages: Bool = false,
    progress: LoadProgressMeter? = nil, dropsTotalRow: Bool = false
  ) throws(LoadError) -> ChartSet {
    let before = notes
    do {
      return try loadOnce(
        bytes, file: file, name: name, options: options, notes: &notes, columns: &reports,
        releasesPages: releasesPages, progress: progress, dropsTotalRow: dropsTotalRow)
    } catch
      where error.suggestedSeries != nil && options.seriesColumn == nil
      && options.chunking.readsWhole
    {
      // x repeats beside a text column of few values: a long table, read again as one.
      let series = error.suggestedSeries!
      var long = options
      long.seriesColumn = series
      long.seriesGuessed = true
      var longNotes = before
      longNotes.append(
        LoadNote(
          file: file,
          message: "x repeats beside '\(series)': a line per \(series) "
            + "(--series \(ColumnChoice.quoted(series)); --series names another)"))
      guard
        let set = try? loadOnce(
          bytes, file: file, name: name, options: long, notes: &longNotes, columns: &reports,
          progress: progress, dropsTotalRow: dropsTotalRow)
      else { throw error }
      notes = longNotes
      return set
    }
  }

  /// One read of `bytes` as `options` say (``load(_:file:name:options:notes:columns:releasesPages:progress:)``).
  private static func loadOnce(
    _ bytes: UnsafeBufferPointer<UInt8>, file: String, name: String, options: LoadOptions,
    notes: inout [LoadNote], columns reports: inout [ColumnReport], releasesPages: Bool = false,
    progress: LoadProgressMeter? = nil, dropsTotalRow: Bool
  ) throws(LoadError) -> ChartSet {
    // A whole body always gives a table.
    var table = try table(for: bytes, file: file, options: options, notes: &notes)!
    if dropsTotalRow && options.chunking.readsWhole, let total = totalRow(of: table) {
      table.end = total
      notes.append(
        LoadNote(file: file, message: "the last row has no x: a total, left out"))
    }
    table.releasesPagesFrom = releasesPages ? bytes.baseAddress! : nil
    let start = table.header.bodyStart
    var capacity = CSVTable.estimateRows(from: start, end: table.end)
    table.spill = options.spill?.spill(forBytes: capacity * table.kinds.count * 8)
    let chunking = options.chunking
    if chunking.workers > 1 && bytes.count >= chunking.parallelFrom,
      var arrays = try CSVParallelRows.read(&table, chunking: chunking, progress: progress)
    {
      var set = try table.chartSet(name: name, columns: &arrays, notes: &notes)
      reports = table.columnReport(of: set)
      if let spill = table.spill { set.spill(into: spill) }
      return set
    }
    if let progress { table.onCheckpoint = { progress.advance(by: $0) } }
    while true {
      var attempt = table
      var cursor = attempt.bodyCursor
      // Bound where it is made: a second reference would make a spilled column's first
      // change a copy.
      if var arrays = try CSVColumns.withColumns(
        count: table.kinds.count, capacity: capacity, spill: table.spill,
        fill: { columns throws(LoadError) in
          let stop = try attempt.readRows(
            into: columns, capacity: capacity, from: &cursor, until: attempt.end)
          return stop == .full ? nil : attempt.rows
        })
      {
        var set = try attempt.chartSet(name: name, columns: &arrays, notes: &notes)
        reports = attempt.columnReport(of: set)
        if let spill = table.spill { set.spill(into: spill) }
        return set
      }
      capacity = CSVTable.maximumRows(from: start, end: table.end)
    }
  }

  /// The table ready for its row loop: the header read, x chosen (notes say how), the column
  /// kinds set for x and `--series`. Reads the header and looks at the first rows of `bytes`
  /// only (``CSVSniff``), except for x dates written `A/B/YYYY`, whose order may take the
  /// whole body to decide: `nil` for those when `bytes` are not the whole input
  /// (`bodyIsWhole` false, a stream's first block).
  package static func table(
    for bytes: UnsafeBufferPointer<UInt8>, file: String, options: LoadOptions,
    notes: inout [LoadNote], bodyIsWhole: Bool = true
  ) throws(LoadError) -> CSVTable? {
    try TextCheck.header(bytes, file: file)
    var header = try CSVHeader.read(
      bytes, file: file, xColumn: options.xColumn, given: options.givenNames,
      addsRowNames: options.chunking.readsWhole)
    if header.addedRowNames {
      notes.append(
        LoadNote(
          file: file,
          message: "the rows hold one field more than the header: the first is read as row "
            + "names (column 1), as R's write.table writes them"))
    }
    let end = bytes.baseAddress! + bytes.count
    let seriesFields = try CSVTable.seriesFields(options.seriesColumn, header: header, file: file)
    let series = seriesFields.first
    if let yColumn = options.yColumn {
      _ = try header.index(of: yColumn, for: "--y", file: file)
    }
    var reading = CSVXColumn.Reading(type: options.xType, pattern: options.datePattern)
    reading.inputZone = options.inputZone
    let samples = CSVSniff.sampleColumns(header: header, end: end, missing: options.missing)
    let firstCells = samples.map { column in column.lazy.compactMap { $0 }.first }
    let roles = CSVColumnRoles.plan(
      names: header.names, samples: samples, series: series,
      xIndex: options.xColumn == nil ? nil : header.xIndex, options: options)
    header.xIndex = roles.xIndex
    if let note = roles.note { notes.append(LoadNote(file: file, message: note)) }
    if seriesFields.contains(header.xIndex) {
      throw LoadError(.usage, file: file, location: "", message: "--series and x are one column")
    }
    if usesSlashDates(firstCells: firstCells, header: header, reading: reading) {
      guard bodyIsWhole else { return nil }
      reading.order = try CSVSniff.slashOrder(
        header: header, end: end, field: header.xIndex, file: file)
    }
    var table = CSVTable(header: header, end: end, file: file)
    table.options = options
    table.reading = reading
    table.seriesIndex = series
    table.roles = roles
    table.firstCells = CSVSniff.firstCells(
      header: header, end: end, rows: ColumnReport.firstValueCount)
    table.seriesFields = seriesFields
    try table.prepareSelection(firstCells: firstCells)
    if case .split(let split) = roles.form, let months = split.namedMonths {
      table.kinds[months] = .label
    }
    table.kinds[header.xIndex] = reading.initialKind
    if CSVTable.holdsCategory(
      firstCells[header.xIndex], name: header.names[header.xIndex], reading: reading)
    {
      // Text in x and no time: categories, drawn as bars.
      table.kinds[header.xIndex] = .label
      table.roles.xReason = "categories: text, no time column"
      if options.xColumn == nil {
        notes.append(
          LoadNote(file: file, message: "x is the categories in '\(header.names[header.xIndex])'"))
      }
    }
    table.checkpointStep = options.chunking.checkpointBytes
    return table
  }

  /// Where the last row starts when it has no x and other rows are above it (a
  /// spreadsheet's total under its rows: `,"30,782,853"`); `nil` otherwise or when x is not
  /// the first column.
  static func totalRow(of table: CSVTable) -> UnsafePointer<UInt8>? {
    guard table.header.xIndex == 0 else { return nil }
    let body = table.header.bodyStart
    var last = table.end
    while last > body && ((last - 1).pointee == 0x0A || (last - 1).pointee == 0x0D) { last -= 1 }
    var start = last
    while start > body && (start - 1).pointee != 0x0A && (start - 1).pointee != 0x0D {
      start -= 1
    }
    guard start > body, start < last,
      start.pointee == table.header.delimiter
    else { return nil }
    // A total is under rows: a last row alone is the table's own (its error stays).
    let rows = UnsafeBufferPointer(start: body, count: start - body)
    guard rows.contains(where: { $0 != 0x0A && $0 != 0x0D }) else { return nil }
    return start
  }

  /// Whether x holds `A/B/YYYY` dates whose order must be decided from the column.
  static func usesSlashDates(
    firstCells: [String?], header: CSVHeader, reading: CSVXColumn.Reading
  ) -> Bool {
    guard reading.pattern == nil, reading.type == .auto || reading.type == .date,
      let first = firstCells[header.xIndex]
    else { return false }
    return CSVSniff.isSlashDate(first)
  }

  /// Steps over one line break (LF, CRLF or CR) at `p`, counting it.
  @inline(__always)
  static func skipLineBreak(
    _ p: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>, line: inout Int
  ) -> UnsafePointer<UInt8> {
    guard p < end else { return p }
    if p.pointee == 0x0D {
      line += 1
      return p + 1 < end && (p + 1).pointee == 0x0A ? p + 2 : p + 1
    }
    if p.pointee == 0x0A {
      line += 1
      return p + 1
    }
    return p
  }
}
