import TChartData

/// The rows a long or filtered table keeps and the series they form: `--where` (``RowFilter``)
/// and `--series a,b` (one line per combination, named `Alabama · measles`). Both run once
/// over the finished columns, after the row loop.
extension CSVTable {
  /// The `--series` columns: the column named so, else each of a comma-separated list.
  static func seriesFields(_ name: String?, header: CSVHeader, file: String) throws(LoadError)
    -> [Int]
  {
    guard let name else { return [] }
    if let whole = header.names.firstIndex(of: name) { return [whole] }
    let parts = name.split(separator: ",").map { Self.withoutSpaces($0) }
    guard parts.count > 1 else {
      return [try header.index(of: name, for: "--series", file: file)!]
    }
    var fields: [Int] = []
    for part in parts {
      let field = try header.index(of: part, for: "--series", file: file)!
      if !fields.contains(field) { fields.append(field) }
    }
    return fields
  }

  /// `part` without leading and trailing spaces.
  private static func withoutSpaces(_ part: Substring) -> String {
    var text = part
    while text.first == " " { text.removeFirst() }
    while text.last == " " { text.removeLast() }
    return String(text)
  }

  /// Sets the kinds of the `--series` columns and of the columns `--where` compares as text
  /// (whose first value is not a number): their cells are numbered like series labels, so
  /// that the filter can read them.
  mutating func prepareSelection(firstCells: [String?]) throws(LoadError) {
    for field in seriesFields { kinds[field] = .label }
    guard let filter = options.rowFilter else { return }
    for condition in filter.conditions {
      guard let field = try header.index(of: condition.column, for: "--where", file: file),
        field != header.xIndex, kinds[field] == .unknown
      else { continue }
      let first = firstCells[field]
      var cell = first ?? ""
      let isNumber = first != nil && cell.withUTF8 { FastFloat.parse($0) } != nil
      if !isNumber { kinds[field] = .label }
    }
  }

  /// Whether ``selectRows(_:notes:)`` has work: a filter, labels beyond one series column, or
  /// a series beside categories (numbered among x's names, numbered apart here).
  var needsSelection: Bool {
    options.rowFilter != nil || seriesFields.count > 1 || !seriesFields.isEmpty && drawsCategories
  }

  /// Drops the rows `--where` refuses (an error when none is left) and, for a long table,
  /// numbers the series (each combination of the `--series` columns) in order of first
  /// appearance, into the first series column and ``seriesLabels``.
  mutating func selectRows(_ columns: inout [Column<Double>], notes: inout [LoadNote])
    throws(LoadError)
  {
    let labels = texts.labels
    if let filter = options.rowFilter {
      let bound = try CSVRowFilter(filter, table: self)
      var kept = 0
      for row in 0..<rows where bound.keeps(row, columns: columns, labels: labels) {
        if kept != row {
          for field in columns.indices { columns[field][kept] = columns[field][row] }
        }
        kept += 1
      }
      guard kept > 0 else {
        throw LoadError(
          file: file, location: "", message: "no row matches --where \(filter)")
      }
      for field in columns.indices { columns[field].removeLast(columns[field].count - kept) }
      if kept < rows {
        notes.append(
          LoadNote(file: file, message: "--where kept \(kept) of \(rows) rows"))
      }
      rows = kept
    }
    guard let first = seriesFields.first else { return }
    var numbers: [[Int]: Int] = [:]
    var names: [String] = []
    for row in 0..<rows {
      let key = seriesFields.map { Int(columns[$0][row]) }
      if let known = numbers[key] {
        columns[first][row] = Double(known)
      } else {
        numbers[key] = names.count
        columns[first][row] = Double(names.count)
        names.append(key.map { labels[$0] }.joined(separator: " · "))
      }
    }
    seriesLabels = names
  }
}
