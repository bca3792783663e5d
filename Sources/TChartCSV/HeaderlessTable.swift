import TChartData

/// Reads a table whose first line is data, not a header (every field a number, split at `,`,
/// tab, `;` or runs of spaces: `-0.00313258 0.083`), as the live stream does: the lines are
/// named `1`, `2`, …; x is the first column when it strictly increases, else the row number
/// (a column `row` added at the end of each line). The rows stay on their own lines, so errors
/// keep the file's `LINE:COLUMN`; the CSV loader is given the names (``LoadOptions``
/// `givenNames`) and reads the first line as a row.
///
/// Missing values (`NA`, `-`) may stand among at least two numbers. Not headerless (`nil`): a
/// first line holding a field that is neither, or whose numbers
/// are `0, 1, …` or `1, 2, …` (column numbers, as pandas names unnamed columns), unless its
/// text stands where the lines below hold text (names beside numbers: `HeaderlessTable+Names`).
package enum HeaderlessTable {
  /// A line of the input, or a field of one.
  typealias Bytes = Slice<UnsafeBufferPointer<UInt8>>

  /// The input as the CSV loader reads it: bytes (`nil`: the input as it is), the names, x.
  struct Converted {
    var csv: [UInt8]?
    var names: [String]
    var xColumn: String
  }

  /// Whether `bytes` start with a line of numbers (blank lines and a byte-order mark before it
  /// skipped); `nil` when they hold no complete line yet and are not `whole`.
  package static func starts(_ bytes: UnsafeBufferPointer<UInt8>, whole: Bool = true) -> Bool? {
    var offset = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while offset < bytes.count, bytes[offset] == 0x0A || bytes[offset] == 0x0D { offset += 1 }
    guard
      let end = bytes[offset...].firstIndex(where: { $0 == 0x0A || $0 == 0x0D })
        ?? (whole ? bytes.count : nil)
    else { return nil }
    guard end > offset else { return false }
    let delimiter = Self.delimiter(bytes[offset..<end])
    let fields = Self.fields(bytes[offset..<end], delimiter)
    let texts = fields.map { field in
      let text = String(decoding: field, as: UTF8.self)
      return text.count >= 2 && text.hasPrefix("\"") && text.hasSuffix("\"")
        ? String(text.dropFirst().dropLast()) : text
    }
    let values = texts.map { Double($0) }
    // Missing values (`NA`) beside at least two numbers are data too: no header names them.
    let missing = MissingTokens.standard
    let numbersSeen = values.count { $0 != nil }
    guard
      texts.indices.allSatisfy({
        values[$0]?.isFinite == true || numbersSeen >= 2 && missing.contains(texts[$0])
      })
    else { return namedRows(bytes, whole: whole) != nil }
    let numbers = values.compactMap { $0 }
    guard !numbers.isEmpty else { return false }
    let counted =
      numbers.enumerated().allSatisfy { Double($0.offset) == $0.element }
      || numbers.enumerated().allSatisfy { Double($0.offset + 1) == $0.element }
    return !(counted && numbers.count > 1)
  }

  /// The input rewritten so when it is headerless, with a note saying how it was read.
  static func csv(_ bytes: UnsafeBufferPointer<UInt8>, file: String, notes: inout [LoadNote])
    -> Converted?
  {
    guard starts(bytes) == true else { return nil }
    if let named = namedRows(bytes, whole: true) {
      let column = String(named.nameField + 1)
      notes.append(
        LoadNote(
          file: file,
          message: "no header: the first line is data, the columns named 1, 2, …; x is the "
            + "names in column \(column)"))
      return Converted(csv: nil, names: (1...named.width).map(String.init), xColumn: column)
    }
    var lines: [Bytes] = []
    var offset = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while offset <= bytes.count {
      let end = bytes[offset...].firstIndex { $0 == 0x0A || $0 == 0x0D } ?? bytes.count
      lines.append(bytes[offset..<end])
      guard end < bytes.count else { break }
      offset = end + (bytes[end] == 0x0D && end + 1 < bytes.count && bytes[end + 1] == 0x0A ? 2 : 1)
    }
    if lines.last?.isEmpty == true { lines.removeLast() }
    let first = lines.first { !$0.isEmpty }!
    let delimiter = delimiter(first)
    let width = fields(first, delimiter).count
    var previous = -Double.infinity
    var increases = width > 1
    for line in lines where increases && !line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
      let value = fields(line, delimiter).first.flatMap {
        Double(String(decoding: $0, as: UTF8.self))
      }
      increases = value.map { $0 > previous } ?? false
      previous = value ?? previous
    }
    let read = "no header: the first line is data, the lines named 1, 2, …"
    if increases && delimiter != nil {
      notes.append(LoadNote(file: file, message: read + "; x is column 1, which increases"))
      return Converted(csv: nil, names: ["x"] + (1..<width).map(String.init), xColumn: "x")
    }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + bytes.count / 4)
    var row = 0
    for line in lines {
      if !line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
        if let delimiter {
          out.append(contentsOf: line)
          out.append(delimiter)
        } else {
          for field in fields(line, nil) {
            out.append(contentsOf: field)
            out.append(0x2C)
          }
        }
        row += 1
        if !increases { out.append(contentsOf: String(row).utf8) } else { out.removeLast() }
      }
      out.append(0x0A)
    }
    let names =
      increases
      ? ["x"] + (1..<width).map(String.init) : (1...width).map(String.init) + ["row"]
    let x = increases ? "x is column 1, which increases" : "x is the row number"
    notes.append(LoadNote(file: file, message: read + "; " + x))
    return Converted(csv: out, names: names, xColumn: increases ? "x" : "row")
  }

  /// The delimiter of `line`: the one of `,`, tab, `;` it holds most (ties in that order), or
  /// `nil` (runs of spaces) when it holds none.
  static func delimiter(_ line: Bytes) -> UInt8? {
    let counts = CSVHeader.delimiters.map { byte in line.count { $0 == byte } }
    guard let most = counts.max(), most > 0 else { return nil }
    return CSVHeader.delimiters[counts.firstIndex(of: most)!]
  }

  /// The fields of `line` split at `delimiter`, or at runs of spaces and tabs when `nil`;
  /// spaces around each field dropped.
  static func fields(_ line: Bytes, _ delimiter: UInt8?) -> [Bytes] {
    let space: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 }
    guard let delimiter else {
      return line.split(whereSeparator: space)
    }
    return line.split(separator: delimiter, omittingEmptySubsequences: false).map { field in
      let start = field.firstIndex { !space($0) } ?? field.endIndex
      let end = field.lastIndex { !space($0) }.map { $0 + 1 } ?? start
      return field[start..<end]
    }
  }
}

extension HeaderlessTable {
  /// Loads `bytes` when they are headerless (`nil` otherwise: also a `.json` file, whose
  /// numbers are refused as JSON), with the names and x chosen; a NUL byte anywhere is refused
  /// first, as the whole read of a stream does.
  package static func load(
    _ bytes: UnsafeBufferPointer<UInt8>, file: String, options: LoadOptions
  ) throws(LoadError) -> LoadResult? {
    var notes: [LoadNote] = []
    guard options.givenNames == nil, !file.lowercased().hasSuffix(".json"),
      let converted = csv(bytes, file: file, notes: &notes)
    else { return nil }
    // A stream of it is read whole, checked as it arrives: the same checks come first.
    try TextCheck.asReadWhole(bytes, file: file)
    var options = options
    let chosen = options.xColumn == nil
    options.givenNames = converted.names
    options.xColumn = options.xColumn ?? converted.xColumn
    let name = ChartNaming.baseName(file)
    var columns: [ColumnReport] = []
    let set: ChartSet
    if var csv = converted.csv {
      set = try csv.withUnsafeMutableBufferPointer { table throws(LoadError) in
        try CSVLoader.load(
          UnsafeBufferPointer(table), file: file, name: name, options: options, notes: &notes,
          columns: &columns)
      }
    } else {
      set = try CSVLoader.load(
        bytes, file: file, name: name, options: options, notes: &notes, columns: &columns)
    }
    // Categories keep the loader's reason (text, no time column).
    if chosen && set.categories == nil {
      ColumnReport.chosenByShape(
        &columns, x: options.xColumn, added: converted.xColumn == "row")
    }
    return LoadResult(chartSets: [set], notes: notes, columns: [columns])
  }
}
