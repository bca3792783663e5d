import TChartCSV
import TChartData

/// Saved output that lists things rather than moments (`df`, `ps aux`, `du -s *`): a row per
/// filesystem, process or file, named in a text column (the first, or the last as `du`
/// writes), numbers beside, split at spaces or tabs (no `,`, `;` or quote on the first line).
/// A file that failed to load as a table and has this shape is read as categories: the names,
/// and each column holding a quantity on every row (`252G` and `22%` as `df -h` writes them),
/// named by the header's word above it; drawn as bars.
enum TextSnapshot {
  /// The rows looked at to recognise the shape.
  static let sampleRows = 50

  /// What a snapshot holds: its header's words (if any), its rows' words, and whether the
  /// names are the first words (else the last).
  struct Shape {
    var header: [String]?
    var rows: [[String]]
    var namesFirst: Bool
  }

  /// The load of `bytes`, which failed to load with `failure`, as categories when they are
  /// such a snapshot and the failure is about the table's shape (no x, no data column), not a
  /// cell; `nil` otherwise.
  static func load(
    _ bytes: UnsafeBufferPointer<UInt8>, file: String, options: LoadOptions, failure: LoadError
  ) throws(LoadError) -> LoadResult? {
    guard recognizes(bytes, failure: failure), let shape = shape(bytes, rows: Int.max) else {
      return nil
    }
    // A stream of it is read whole, checked as it arrives: the same checks come first.
    try TextCheck.asReadWhole(bytes, file: file)
    var notes: [LoadNote] = []
    let (csv, x) = table(shape, notes: &notes, file: file)
    var options = options
    options.xColumn = options.xColumn ?? x
    var columns: [ColumnReport] = []
    let set = try csv.withUnsafeBufferPointer { table throws(LoadError) in
      try CSVLoader.load(
        table, file: file, name: ChartNaming.baseName(file), options: options, notes: &notes,
        columns: &columns)
    }
    return LoadResult(chartSets: [set], notes: notes, columns: [columns])
  }

  /// Whether `bytes`, which failed to load with `failure`, are such a snapshot (a stream of
  /// them is then read whole, as a file).
  static func recognizes(_ bytes: UnsafeBufferPointer<UInt8>, failure: LoadError) -> Bool {
    failsOnShape(failure) && shape(bytes, rows: sampleRows) != nil
  }

  /// Whether `failure` is about the table's shape (no x, no data column), which a snapshot
  /// read as categories answers, rather than about a cell.
  static func failsOnShape(_ failure: LoadError) -> Bool {
    let kinds = ["no data columns besides x", "no numeric data columns", "x is column"]
    return failure.kind == .invalidData && kinds.contains { failure.message.contains($0) }
  }

  /// The shape of the first `rows` rows of `bytes`, when they are a snapshot.
  static func shape(_ bytes: UnsafeBufferPointer<UInt8>, rows count: Int) -> Shape? {
    let head = String(
      decoding: count == Int.max ? bytes[...] : bytes.prefix(1 << 16), as: UTF8.self)
    var lines = head.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).map {
      $0.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    }.filter { !$0.isEmpty }.prefix(count == Int.max ? Int.max : count + 1)
    // Command output is split at spaces or tabs: a CSV file keeps the error in its cells.
    let firstLine = head.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).first ?? ""
    guard let first = lines.first, !firstLine.contains(where: { ",;\"".contains($0) }) else {
      return nil
    }
    let header = first.allSatisfy { CommandOutputReader.number($0) == nil } ? first : nil
    // Tabs: `du`'s rows without a header (a table with one is TSV, read as written).
    if header != nil && firstLine.contains("\t") { return nil }
    if header != nil { lines = lines.dropFirst() }
    let rows = Array(lines)
    guard rows.count >= 2, rows.allSatisfy({ row in row.contains(where: isQuantity) }) else {
      return nil
    }
    let namesFirst = rows.allSatisfy { isName($0[0]) }
    guard namesFirst || rows.allSatisfy({ isName($0[$0.count - 1]) }) else { return nil }
    return Shape(header: header, rows: rows, namesFirst: namesFirst)
  }

  /// `shape` as CSV: the names, then each column holding a quantity on every row, named by
  /// the header's word above it (`1`, `2`, … without a header); and the names' column.
  static func table(_ shape: Shape, notes: inout [LoadNote], file: String) -> ([UInt8], String) {
    let width = shape.rows.map(\.count).min() ?? 0
    let positions = shape.namesFirst ? Array(1..<Swift.max(1, width)) : Array(0..<(width - 1))
    let values = positions.filter { position in
      shape.rows.allSatisfy { isQuantity($0[position]) }
    }
    func name(_ position: Int) -> String {
      guard let header = shape.header, position < header.count else { return String(position + 1) }
      return header[position]
    }
    var x = shape.header.map { shape.namesFirst ? $0[0] : $0[$0.count - 1] } ?? "name"
    var names = values.map(name)
    if names.contains(x) { x = "name" }
    for index in names.indices where names.firstIndex(of: names[index]) != index {
      names[index] += " \(index + 1)"
    }
    var out = [x] + names
    var text = out.map(cell).joined(separator: ",") + "\n"
    for row in shape.rows {
      let label = shape.namesFirst ? row[0] : row[row.count - 1]
      out =
        [label]
        + values.map { position in
          quantity(row[position]).map { String($0) } ?? ""
        }
      text += out.map(cell).joined(separator: ",") + "\n"
    }
    notes.append(
      LoadNote(
        file: file,
        message: "a snapshot with a row per \(x): its names drawn as categories with "
          + (names.isEmpty ? "no number" : names.joined(separator: ", "))
          + "; to chart how it changes, run the command under --every"))
    return (Array(text.utf8), x)
  }

  /// `text` as a CSV cell (quoted when it holds a delimiter, quote or line break).
  static func cell(_ text: String) -> String {
    guard text.contains(where: { ",\"\n\r".contains($0) }) else { return text }
    return "\"" + text.replacing("\"", with: "\"\"") + "\""
  }

  /// `word` as a number: also with `%` after it (`22%`) or a size unit (`252G`, `1.6Gi`:
  /// bytes, powers of 1024).
  static func quantity(_ word: String) -> Double? {
    if let number = CommandOutputReader.number(word) { return number }
    if word.hasSuffix("%") { return CommandOutputReader.number(String(word.dropLast())) }
    guard let unit = word.last, let power = "KMGTP".firstIndex(of: unit) else { return nil }
    let scale = pow1024("KMGTP".distance(from: "KMGTP".startIndex, to: power) + 1)
    return CommandOutputReader.number(String(word.dropLast())).map { $0 * scale }
  }

  /// 1024 to the `power`.
  private static func pow1024(_ power: Int) -> Double {
    (0..<power).reduce(1.0) { value, _ in value * 1024 }
  }

  /// Whether `word` is a number, with a unit or `%` after it (`df -h`'s `252G`, `22%`).
  private static func isQuantity(_ word: String) -> Bool {
    quantity(word) != nil
  }

  /// Whether `word` names a thing: not a number, a date or a time of day.
  private static func isName(_ word: String) -> Bool {
    CommandOutputReader.number(word) == nil && TimesOfDay.seconds(word) == nil
      && !DateText.reads(word)
  }
}
