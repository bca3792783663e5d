import TChartData

/// Rows with fewer cells than the header (a missing trailing cell, or the half-written last line
/// of a growing file): their missing cells are gaps, counted here for one note. A row whose
/// missing cells include x or a series cell is an error instead, and `--strict` refuses every
/// short row (``CSVTable/shortRow(line:cellsRead:values:)``).
struct CSVShortRows: Equatable {
  /// How many rows were short.
  var count = 0
  /// The line of the first one (relative to a chunk's start while a chunk is read alone).
  var firstLine = 0

  /// Counts a short row at `line`.
  mutating func add(line: Int) {
    if count == 0 { firstLine = line }
    count += 1
  }

  /// Adds the short rows of a chunk read after these, whose lines count from `lineOffset`.
  mutating func merge(_ later: CSVShortRows, lineOffset: Int) {
    guard later.count > 0 else { return }
    if count == 0 { firstLine = later.firstLine + lineOffset }
    count += later.count
  }

  /// `3 short rows: missing cells read as gaps (first at line 12)`, or `nil` when none.
  func note(file: String) -> LoadNote? {
    guard count > 0 else { return nil }
    let rows = count == 1 ? "1 short row" : "\(count) short rows"
    let place = count == 1 ? "at line \(firstLine)" : "first at line \(firstLine)"
    return LoadNote(file: file, message: "\(rows): missing cells read as gaps (\(place))")
  }
}

extension CSVTable {
  /// A row that ended (at a line break, or at the end of the whole input) after `cellsRead`
  /// cells: the missing cells become gaps in `values` (the row's slot in each column), or the
  /// error the row gives: a missing x or series cell, or any short row under `--strict`.
  mutating func shortRow(
    line: Int, cellsRead: Int, values: UnsafeMutablePointer<UnsafeMutablePointer<Double>>,
    row: Int
  ) throws(LoadError) {
    let count = header.names.count
    if options.strict { throw fieldCountError(line: line, found: cellsRead) }
    for field in cellsRead..<count {
      if field == header.xIndex {
        throw LoadError(file: file, location: "\(line):\(field + 1)", message: "missing x value")
      }
      if seriesFields.contains(field) {
        throw LoadError(
          file: file, location: "\(line):\(field + 1)", message: "missing series value")
      }
      values[field][row] = .nan
    }
    shortRows.add(line: line)
  }
}
