import TChartData
import TChartTime

/// The header row of a CSV/TSV file: its delimiter, column names and which column is x.
package struct CSVHeader {
  /// `,`, tab or `;`.
  var delimiter: UInt8
  /// Column names in order (empty names become `column N`).
  var names: [String]
  /// The index of the x column in ``names``.
  var xIndex: Int
  /// Where the first data row starts.
  var bodyStart: UnsafePointer<UInt8>
  /// The 1-based line number of the first data row.
  var bodyLine: Int
  /// The 1-based line number of the header row.
  var headerLine = 1
  /// Whether the header named one field fewer than the rows hold, so an unnamed first column
  /// of row names was added (as R's `write.table` and pandas write an index).
  var addedRowNames = false

  /// The most columns a table may have (the loader nests one array initialiser per column).
  package static let maximumColumns = 4096

  /// The delimiters tried, in order of preference when counts tie.
  static let delimiters: [UInt8] = [0x2C, 0x09, 0x3B]

  /// Reads the header at the start of `bytes` (after a byte-order mark and blank lines); with
  /// `given` names, none: the body starts there. With `addsRowNames` (a file read whole), a
  /// header one field short of the rows gets an unnamed first column (``rowsHoldOneMore``).
  /// Where the header starts after a preamble of `#` lines closed by a blank line (as
  /// analytics exports write their query above the table: `# OTexts.org`, `# 20180101-…`);
  /// `nil` when `p` starts no such preamble. `line` counts the lines passed.
  static func afterCommentPreamble(
    _ start: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>, line: inout Int
  ) -> UnsafePointer<UInt8>? {
    var p = start
    var lines = line
    var comments = 0
    while p < end && p.pointee == 0x23 && comments < 64 {
      while p < end && p.pointee != 0x0A && p.pointee != 0x0D { p += 1 }
      p = CSVLoader.skipLineBreak(p, end: end, line: &lines)
      comments += 1
    }
    guard comments > 0, p < end, p.pointee == 0x0A || p.pointee == 0x0D else { return nil }
    while p < end && (p.pointee == 0x0A || p.pointee == 0x0D) {
      p = CSVLoader.skipLineBreak(p, end: end, line: &lines)
    }
    line = lines
    return p
  }

  package static func read(
    _ bytes: UnsafeBufferPointer<UInt8>, file: String, xColumn: String?, given: [String]? = nil,
    addsRowNames: Bool = false
  ) throws(LoadError) -> CSVHeader {
    let base = bytes.baseAddress!
    let end = base + bytes.count
    var p = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? base + 3 : base
    var line = 1
    while p < end && (p.pointee == 0x0A || p.pointee == 0x0D) {
      p = CSVLoader.skipLineBreak(p, end: end, line: &line)
    }
    if given == nil, let body = afterCommentPreamble(p, end: end, line: &line) { p = body }
    let headerLine = line
    let delimiter = detectDelimiter(from: p, end: end)
    var names: [String] = given ?? []
    var seen: Set<String> = []
    while given == nil {
      let field: CSVField
      do {
        field = try CSVField.read(at: p, end: end, delimiter: delimiter)
      } catch {
        throw fieldProblem(error, line: line, column: names.count + 1, file: file)
      }
      let name = field.text
      if !name.isEmpty && !seen.insert(name).inserted {
        throw LoadError(
          file: file, location: "\(line):\(names.count + 1)",
          message: "duplicate column name '\(name)'")
      }
      names.append(name)
      guard names.count <= maximumColumns else {
        throw LoadError(
          file: file, location: "\(line):\(names.count)",
          message: "too many columns (at most \(maximumColumns))")
      }
      line += field.newlines
      p = field.next
      guard p < end && p.pointee == delimiter else { break }
      p += 1
    }
    var addedRowNames = false
    if given == nil {
      p = CSVLoader.skipLineBreak(p, end: end, line: &line)
      if addsRowNames,
        Self.rowsHoldOneMore(than: names.count, from: p, end: end, delimiter: delimiter)
      {
        names.insert("", at: 0)
        addedRowNames = true
      }
    }
    for index in names.indices where names[index].isEmpty { names[index] = "column \(index + 1)" }
    let xIndex: Int
    if let xColumn {
      guard let index = names.firstIndex(of: xColumn) else {
        throw unknownColumn(xColumn, for: "--x", among: names, file: file, line: headerLine)
      }
      xIndex = index
    } else {
      xIndex = 0
    }
    guard names.count >= 2 else {
      throw LoadError(file: file, location: "\(headerLine)", message: "no data columns besides x")
    }
    return CSVHeader(
      delimiter: delimiter, names: names, xIndex: xIndex, bodyStart: p, bodyLine: line,
      headerLine: headerLine, addedRowNames: addedRowNames)
  }

  /// Whether the first rows from `start` (up to 8, at least two) all hold one field more than
  /// the header's `count` names, and not only an empty one after a trailing delimiter: R's
  /// `write.table` names the data columns only, above rows that start with their row names.
  static func rowsHoldOneMore(
    than count: Int, from start: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>,
    delimiter: UInt8
  ) -> Bool {
    var p = start
    var rows = 0
    var line = 0
    var lastFieldsEmpty = true
    while p < end && rows < 8 {
      var fields = 0
      var lastEmpty = false
      while true {
        guard let field = try? CSVField.read(at: p, end: end, delimiter: delimiter) else {
          return false
        }
        fields += 1
        lastEmpty = field.next == p
        p = field.next
        guard p < end && p.pointee == delimiter else { break }
        p += 1
      }
      // A row cut by the end of what has arrived (a stream's first block) is not counted.
      guard p < end else { break }
      guard fields == count + 1 else { return false }
      rows += 1
      lastFieldsEmpty = lastFieldsEmpty && lastEmpty
      p = CSVLoader.skipLineBreak(p, end: end, line: &line)
    }
    return rows >= 2 && !lastFieldsEmpty
  }

  /// The index of the column `name` (`nil` for `nil`); an error naming `flag` when there is
  /// none.
  func index(of name: String?, for flag: String, file: String) throws(LoadError) -> Int? {
    guard let name else { return nil }
    guard let index = names.firstIndex(of: name) else {
      throw Self.unknownColumn(name, for: flag, among: names, file: file, line: headerLine)
    }
    return index
  }

  /// `no column named 'tmie' for --x: did you mean 'time'? (the columns: time, a, b)`: the
  /// error of a name no column has, with the closest names and the columns (the first 12).
  /// A `--y` name that reads as a mistyped derived line (`mean(cpu)`, `rx -`) is a usage error
  /// (exit 64) that also lists the forms of a derived line.
  static func unknownColumn(
    _ name: String, for flag: String, among names: [String], file: String, line: Int
  ) -> LoadError {
    let guess = EditDistance.guess(for: name, among: names)
    let shown = names.prefix(12).joined(separator: ", ")
    let more = names.count > 12 ? ", … (\(names.count))" : ""
    let message = "no column named '\(name)' for \(flag)\(guess) (the columns: \(shown)\(more))"
    if flag == "--y", DerivedLineParser.looksLikeExpression(name) {
      return LoadError(
        .usage, file: file, location: "\(line)",
        message: message + "; a derived line is one of: \(DerivedLineError.forms)")
    }
    return LoadError(file: file, location: "\(line)", message: message)
  }

  /// The delimiter that occurs most often in the first line, outside quotes (`,` when none).
  package static func detectDelimiter(from start: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>)
    -> UInt8
  {
    var counts = [0, 0, 0]
    var inQuotes = false
    var p = start
    while p < end {
      let byte = p.pointee
      if byte == 0x22 {
        inQuotes.toggle()
      } else if !inQuotes {
        if byte == 0x0A || byte == 0x0D { break }
        if let index = delimiters.firstIndex(of: byte) { counts[index] += 1 }
      }
      p += 1
    }
    let best = counts.indices.max {
      counts[$0] < counts[$1] || (counts[$0] == counts[$1] && $0 > $1)
    }!
    return delimiters[best]
  }

  /// The message for a quoted field that runs to the end of the input.
  package static let unterminatedQuoteMessage = "unterminated quoted field"

  /// The error for a malformed quoted field at `line`:`column`.
  static func fieldProblem(_ problem: CSVField.Problem, line: Int, column: Int, file: String)
    -> LoadError
  {
    let message: String
    switch problem {
    case .unterminatedQuote: message = unterminatedQuoteMessage
    case .textAfterQuote: message = "unexpected text after a closing quote"
    }
    return LoadError(file: file, location: "\(line):\(column)", message: message)
  }
}
