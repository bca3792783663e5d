import TChartCSV
import TChartData

/// Saved output that lists things rather than moments (`df`, `ps aux`, `du -s *`): a row per
/// filesystem, process or file, named in a text column (the first, or the last as `du`
/// writes), numbers beside, split at spaces or tabs (no `,`, `;` or quote on the first line).
/// tchart draws values over x, not categories (yet): a file that failed to load as a table
/// and has this shape is refused with what it is and what to do.
enum TextSnapshot {
  /// The rows looked at.
  static let sampleRows = 50

  /// The error for `bytes`, which failed to load with `failure`, when they are such a
  /// snapshot and the failure is about the table's shape (no x, no data column), not a cell;
  /// `nil` otherwise.
  static func error(
    _ bytes: UnsafeBufferPointer<UInt8>, file: String, failure: LoadError
  ) -> LoadError? {
    let shape = ["no data columns besides x", "no numeric data columns", "x is column"]
    guard failure.kind == .invalidData,
      shape.contains(where: { failure.message.contains($0) })
    else { return nil }
    let head = String(decoding: bytes.prefix(1 << 16), as: UTF8.self)
    var lines = head.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).map {
      $0.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    }.filter { !$0.isEmpty }.prefix(sampleRows + 1)
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
    guard rows.count >= 2,
      rows.allSatisfy({ row in row.contains(where: isQuantity) })
    else { return nil }
    let firstIsText = rows.allSatisfy { isName($0[0]) }
    guard firstIsText || rows.allSatisfy({ isName($0[$0.count - 1]) }) else { return nil }
    var names: [String] = []
    for row in rows where names.count < 2 {
      let name = firstIsText ? row[0] : row[row.count - 1]
      if !names.contains(name) { names.append(name) }
    }
    let shown = names.map { "'\($0)'" }.joined(separator: ", ")
    let what = header.map { firstIsText ? $0[0] : $0[$0.count - 1] } ?? "name"
    return LoadError(
      file: file, location: "",
      message: "a snapshot with a row per \(what) (\(shown), …), not values "
        + "over time: tchart cannot draw categories yet; to chart how it changes, run the "
        + "command under --every (tchart --every 5s -- COMMAND)")
  }

  /// Whether `word` is a number, with a unit or `%` after it (`df -h`'s `252G`, `22%`).
  private static func isQuantity(_ word: String) -> Bool {
    let number = word.reversed().drop { $0.isLetter || $0 == "%" }.reversed()
    return CommandOutputReader.number(String(number)) != nil
  }

  /// Whether `word` names a thing: not a number, a date or a time of day.
  private static func isName(_ word: String) -> Bool {
    CommandOutputReader.number(word) == nil && TimesOfDay.seconds(word) == nil
      && !DateText.reads(word)
  }
}
