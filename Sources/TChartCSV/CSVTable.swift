import TChartData

/// The row loop's state: the header, the columns filled so far and the kind of each column.
///
/// One table reads a whole file, or (``CSVParallelRows``) one chunk of it, or (``CSVStream``)
/// a stream block after block: ``readRows(into:capacity:from:until:endIsFinal:)`` reads the
/// rows that start before a limit and leaves a ``CSVCursor`` where it stopped.
package struct CSVTable {
  let header: CSVHeader
  /// The end of the bytes at hand (of the file, or of what a stream has delivered so far).
  package var end: UnsafePointer<UInt8>
  package let file: String
  package var kinds: [CSVLoader.ColumnKind]
  /// Rows written to the column buffers given to the row loop.
  package var rows = 0
  var options = LoadOptions()
  var reading = CSVXColumn.Reading(type: .auto, pattern: nil)
  /// The `--series` column, when the table is long.
  var seriesIndex: Int?
  /// x's form and the columns not drawn (``CSVColumnRoles``).
  var roles = CSVColumnRoles(xIndex: 0)
  /// The first cells of each column, as written (``ColumnReport/firstValues``).
  var firstCells: [[String]] = []
  /// Every `--series` column (`--series a,b`: one line per combination); a missing cell in
  /// one is an error.
  var seriesFields: [Int] = []
  /// The series' names when ``selectRows(_:notes:)`` numbered them (else the labels').
  var seriesLabels: [String]?
  /// Rows with fewer cells than the header, read with gaps.
  var shortRows = CSVShortRows()
  /// Series labels and text columns' values.
  var texts = CSVTextCells()
  /// Some x was not greater than the one before (rows to sort, or repeats).
  var outOfOrder = false
  /// Number columns a wide table does not draw, with why (``NonMeasure``).
  var notMeasures: [Int: String] = [:]
  /// A long table's value column, once chosen (``CSVLongLayout/valueColumn(_:notes:)``).
  var valueField: Int?
  /// When the input is a file mapping: the start of the pages not yet dropped.
  var releasesPagesFrom: UnsafePointer<UInt8>?
  /// Where a big file's columns go (``ColumnSpill``), and each line's pyramid once built;
  /// `nil`: in memory.
  package var spill: ColumnSpill?
  /// How many parsed bytes between checkpoints (dropping parsed pages, reporting progress).
  var checkpointStep = 1 << 20
  /// Called at each checkpoint and when the row loop returns, with the bytes parsed since the
  /// last call.
  package var onCheckpoint: ((Int) -> Void)?

  init(header: CSVHeader, end: UnsafePointer<UInt8>, file: String) {
    self.header = header
    self.end = end
    self.file = file
    kinds = Array(repeating: .unknown, count: header.names.count)
  }

  /// Rows expected: the body size over the mean length of the first lines, plus 10 %.
  static func estimateRows(from start: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>) -> Int {
    let sample = min(end - start, 1 << 16)
    var breaks = 0
    for offset in 0..<sample where start[offset] == 0x0A { breaks += 1 }
    if sample == end - start { return breaks + 1 }
    let perRow = Double(sample) / Double(max(breaks, 1))
    return Int(Double(end - start) / perRow * 1.1) + 64
  }

  /// An upper bound on the rows: every row ends with a line break, except perhaps the last.
  static func maximumRows(from start: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>) -> Int {
    var breaks = 1
    var p = start
    while p < end {
      if p.pointee == 0x0A || p.pointee == 0x0D { breaks += 1 }
      p += 1
    }
    return breaks
  }

  /// The cursor at the first data row.
  package var bodyCursor: CSVCursor { CSVCursor(p: header.bodyStart, line: header.bodyLine) }

  /// Reads the data rows that start before `limit` from `cursor` into `columns` (one buffer
  /// per field, `capacity` rows each, filled from ``rows`` on) and moves `cursor` past them.
  /// Rows may run past `limit` (up to ``end``). When `endIsFinal` is false, ``end`` is only
  /// where the bytes delivered so far stop: a row that reaches it is left unread
  /// (``CSVRowsStop/needsMoreInput``) unless an error shows before the end is reached, which
  /// is then the error the whole input gives too.
  package mutating func readRows(
    into columns: UnsafeMutablePointer<UnsafeMutablePointer<Double>>, capacity: Int,
    from cursor: inout CSVCursor, until limit: UnsafePointer<UInt8>, endIsFinal: Bool = true
  ) throws(LoadError) -> CSVRowsStop {
    let delimiter = header.delimiter
    let fieldCount = header.names.count
    let last = fieldCount - 1
    let xIndex = header.xIndex
    let end = self.end
    var p = cursor.p
    var line = cursor.line
    var previousX = cursor.previousX
    var kinds = self.kinds
    var texts = self.texts
    var outOfOrder = self.outOfOrder
    var checkpoint = p
    let strictOrder =
      options.strict && seriesIndex == nil && !roles.combinesColumns && !drawsCategories
    defer {
      self.kinds = kinds
      self.texts = texts
      self.outOfOrder = outOfOrder
      cursor = CSVCursor(p: p, line: line, previousX: previousX)
      if p > checkpoint { onCheckpoint?(p - checkpoint) }
      // A chunk's last pages too: they would stay resident to the end of the load.
      if let released = releasesPagesFrom, p > released {
        FileBytes.releasePages(from: released, upTo: p)
        releasesPagesFrom = p
      }
    }
    while p < limit {
      let byte = p.pointee
      if byte == 0x0A || byte == 0x0D {
        if byte == 0x0D && p + 1 == end && !endIsFinal { return .needsMoreInput }
        p = CSVLoader.skipLineBreak(p, end: end, line: &line)
        continue
      }
      if rows == capacity { return .full }
      let rowLine = line
      let rowStart = p
      let rowPreviousX = previousX
      let rowOutOfOrder = outOfOrder
      var cutByEnd = false
      fields: for field in 0..<fieldCount {
        let value: Double
        let kind = kinds[field]
        if kind.rawValue < CSVLoader.ColumnKind.xDate.rawValue,
          let (number, stop) = FastFloat.scanCommon(p, end),
          stop < end
            ? stop.pointee == delimiter || stop.pointee == 0x0A || stop.pointee == 0x0D
            : endIsFinal
        {
          value = number
          p = stop
          if kind == .unknown { kinds[field] = .numeric }
          if kind == .xUndecided { kinds[field] = .xNumber }
        } else {
          let cell: CSVField
          do {
            cell = try CSVField.read(at: p, end: end, delimiter: delimiter)
          } catch {
            if error == .unterminatedQuote && !endIsFinal {
              cutByEnd = true
              break fields
            }
            throw CSVHeader.fieldProblem(error, line: line, column: field + 1, file: file)
          }
          if let nul = TextCheck.firstNUL(from: p, to: cell.next) {
            throw TextCheck.nulError(at: nul, from: rowStart, line: rowLine, file: file)
          }
          if cell.next - rowStart > TextCheck.maximumLine && line + cell.newlines == rowLine {
            throw TextCheck.longLineError(line: rowLine, file: file)
          }
          if cell.next == end && !endIsFinal {
            cutByEnd = true
            break fields
          }
          value = try slowValue(cell, field: field, kinds: &kinds, texts: &texts, line: line)
          line += cell.newlines
          p = cell.next
        }
        if field == xIndex {
          if !(value > previousX) {
            if strictOrder {
              throw notIncreasing(
                line: rowLine, field: field, value: value, previous: previousX,
                isDate: kinds[field] == .xDate)
            }
            outOfOrder = true
          }
          previousX = value
        }
        columns[field][rows] = value
        if field < last {
          guard p < end && p.pointee == delimiter else {
            if p == end && !endIsFinal {
              cutByEnd = true
              break fields
            }
            if p == end || p.pointee == 0x0A || p.pointee == 0x0D {
              try shortRow(line: rowLine, cellsRead: field + 1, values: columns, row: rows)
              break fields
            }
            throw fieldCountError(line: rowLine, found: field + 1)
          }
          p += 1
        } else if p < end && p.pointee == delimiter {
          let extra = countFields(from: p)
          if extra.reachesEnd && !endIsFinal {
            cutByEnd = true
            break fields
          }
          throw fieldCountError(line: rowLine, found: extra.count + fieldCount)
        }
      }
      if cutByEnd {
        // Left for when more bytes have arrived: as if the row had not been started.
        p = rowStart
        line = rowLine
        previousX = rowPreviousX
        outOfOrder = rowOutOfOrder
        return .needsMoreInput
      }
      if p - rowStart > TextCheck.maximumLine && line == rowLine {
        throw TextCheck.longLineError(line: rowLine, file: file)
      }
      rows += 1
      if p + 1 == end && p.pointee == 0x0D && !endIsFinal { return .needsMoreInput }
      p = CSVLoader.skipLineBreak(p, end: end, line: &line)
      if p - checkpoint >= checkpointStep {
        if let released = releasesPagesFrom {
          FileBytes.releasePages(from: released, upTo: p)
          releasesPagesFrom = p
        }
        onCheckpoint?(p - checkpoint)
        checkpoint = p
      }
    }
    return .reachedLimit
  }
}
