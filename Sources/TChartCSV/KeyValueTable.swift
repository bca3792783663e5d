import TChartData

/// Reads lines of `key=value` pairs (``KeyValueLine``: logfmt logs, saved `ping` output) as
/// the CSV loader's input, line for line, so that `LINE:COLUMN` in its errors stay the file's
/// own.
///
/// - Each key is a column, in order of first appearance (a key missing from a line is a gap);
///   a number with a unit (`12ms`, `0.045 ms`, `1.2s`) is written in the key's first unit.
///   Keys holding text (`level=info`) are text columns (`--where`, `--series` read them).
/// - x is the first key meaning time that holds dates or Unix times (`ts`, `time`), else a
///   counter (whole numbers that increase on every line: `icmp_seq`), else the row number (a
///   column `row` added).
/// - Lines that are not key=value (`ping`'s header and summary) are blank, with a note.
///
/// Key=value text: at least one line of pairs among the first ``sampleLines`` lines that are
/// not blank (within ``sampleBytes``), and no more other lines than pair lines beside
/// ``allowedOthers`` (a banner above, a summary below).
package enum KeyValueTable {
  /// The lines looked at to decide.
  static let sampleLines = 200
  /// Other lines allowed beside as many pair lines: `ping`'s banner and its summary.
  static let allowedOthers = 4
  /// The bytes looked at to decide, at most (lines of a wide table can be long).
  static let sampleBytes = 1 << 20

  /// Whether `bytes` are lines of pairs; `nil` when they are not `whole` and their complete
  /// lines do not tell yet.
  package static func starts(_ bytes: UnsafeBufferPointer<UInt8>, whole: Bool = true) -> Bool? {
    var pairs = 0
    var others = 0
    var seen = 0
    let sample = UnsafeBufferPointer(rebasing: bytes[..<min(bytes.count, sampleBytes)])
    let cut = sample.count < bytes.count
    forEachLine(sample) { line, _, ended in
      guard ended || (whole && !cut) else { return false }
      guard line.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) else { return true }
      seen += 1
      if line.contains(UInt8(ascii: "=")) && KeyValueLine(line) != nil {
        pairs += 1
      } else {
        others += 1
      }
      return seen < sampleLines
    }
    let fits = pairs > 0 && others <= pairs + allowedOthers
    if whole || cut || seen >= sampleLines { return fits }
    if fits { return true }
    return others > allowedOthers ? false : nil
  }

  /// The input as the CSV loader reads it: the bytes, the names, x.
  struct Converted {
    var csv: [UInt8]
    var names: [String]
    var xColumn: String
    /// Why x is the key it is, for the column report; `nil` for the row number.
    var xReason: String?
  }

  /// One key's column: its cells by line, whether all are numbers, its unit.
  private struct Key {
    var name: String
    var cells: [Int: String] = [:]
    var numbers: [Int: Double] = [:]
    var isNumber = true
    var unit: String?
    var unitMismatch = false
  }

  /// The input rewritten as CSV, with notes saying how it was read; `nil` when it is not lines
  /// of pairs.
  static func csv(_ bytes: UnsafeBufferPointer<UInt8>, file: String, notes: inout [LoadNote])
    -> Converted?
  {
    guard starts(bytes) == true else { return nil }
    var keys: [Key] = []
    var index: [String: Int] = [:]
    var lineCount = 0
    var pairLines: [Int] = []
    var others: (count: Int, first: Int, text: String)?
    forEachLine(bytes) { line, number, _ in
      lineCount = number
      guard line.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) else { return true }
      guard let parsed = KeyValueLine(line) else {
        let words = String(decoding: line, as: UTF8.self).split(separator: " ").prefix(3)
        others = (
          (others?.count ?? 0) + 1, others?.first ?? number,
          others?.text ?? words.joined(separator: " ")
        )
        return true
      }
      pairLines.append(number)
      for pair in parsed.pairs {
        let column =
          index[pair.key]
          ?? {
            keys.append(Key(name: pair.key))
            index[pair.key] = keys.count - 1
            return keys.count - 1
          }()
        guard keys[column].cells[number] == nil else { continue }
        keys[column].cells[number] = pair.value
        guard keys[column].isNumber, let (value, unit) = pair.number else {
          keys[column].isNumber = false
          continue
        }
        if keys[column].numbers.isEmpty { keys[column].unit = unit }
        if let converted = MeasureUnit.convert(value, from: unit, to: keys[column].unit) {
          keys[column].numbers[number] = converted
        } else {
          keys[column].unitMismatch = true
          keys[column].isNumber = false
        }
      }
      return true
    }
    let chosenX = xKey(keys, lines: pairLines)
    let x = chosenX?.column
    var order = Array(keys.indices)
    if let x { order.insert(order.remove(at: x), at: 0) }
    var names = order.map { keys[$0].name }
    let rowX = x == nil
    if rowX { names.append(names.contains("row") ? "row number" : "row") }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    let pairLineSet = Set(pairLines)
    var row = 0
    for number in 1...max(lineCount, 1) {
      defer { out.append(0x0A) }
      guard pairLineSet.contains(number) else { continue }
      row += 1
      for (position, column) in order.enumerated() {
        if position > 0 { out.append(0x2C) }
        let key = keys[column]
        if key.isNumber, let value = key.numbers[number] {
          out.append(contentsOf: PlainNumber.text(value).utf8)
        } else if let cell = key.cells[number] {
          appendCell(cell, to: &out)
        }
      }
      if rowX { out.append(contentsOf: ",\(row)".utf8) }
    }
    var read = "read as key=value lines"
    if let x {
      read += ": x is \(keys[x].name)"
    } else {
      read += ": x is the row number (no key holds times or counts up)"
    }
    let units = order.compactMap { column -> String? in
      let key = keys[column]
      guard key.isNumber, let unit = key.unit, unit != "%" else { return nil }
      return "\(key.name) in \(unit)"
    }
    if !units.isEmpty { read += "; " + units.joined(separator: ", ") }
    notes.append(LoadNote(file: file, message: read))
    if let others {
      notes.append(
        LoadNote(
          file: file,
          message: "\(others.count) line\(others.count == 1 ? "" : "s") without key=value pairs "
            + "skipped (line \(others.first): '\(others.text) …')"))
    }
    let xName = x.map { keys[$0].name } ?? names.last!
    return Converted(csv: out, names: names, xColumn: xName, xReason: chosenX?.reason)
  }

  /// The key that is x: the first meaning time (by its name) that holds dates or Unix times
  /// on every line, else the first counter (whole numbers without a unit, on every line,
  /// increasing), one named `…seq…` first.
  private static func xKey(_ keys: [Key], lines: [Int]) -> (column: Int, reason: String)? {
    let onEveryLine = keys.indices.filter { keys[$0].cells.count == lines.count }
    let time = onEveryLine.first { column in
      let key = keys[column]
      guard CSVXColumn.meansTime(key.name) else { return false }
      if key.isNumber && key.unit == nil {
        return lines.allSatisfy { (key.numbers[$0] ?? 0) >= 1e9 }
      }
      return lines.allSatisfy { DateText.reads(key.cells[$0]!) }
    }
    if let time { return (time, "the first key meaning time that holds times") }
    guard lines.count > 1 else { return nil }
    let counters = onEveryLine.filter { column in
      let key = keys[column]
      guard key.isNumber, key.unit == nil else { return false }
      let values = lines.map { key.numbers[$0]! }
      return values.allSatisfy { $0 == $0.rounded() }
        && zip(values, values.dropFirst()).allSatisfy { $0 < $1 }
    }
    let counter =
      counters.first { keys[$0].name.lowercased().contains("seq") } ?? counters.first
    return counter.map { ($0, "a counter: whole numbers that increase on every line") }
  }

  /// Appends `cell` as one CSV field, quoted when it needs to be.
  private static func appendCell(_ cell: String, to out: inout [UInt8]) {
    guard cell.utf8.contains(where: { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D })
    else {
      out.append(contentsOf: cell.utf8)
      return
    }
    out.append(0x22)
    for byte in cell.utf8 {
      out.append(byte)
      if byte == 0x22 { out.append(0x22) }
    }
    out.append(0x22)
  }

  /// Calls `body(line, number, ended)` for each line (without its break; `ended`: a line
  /// break follows) until it returns false; lines are counted as the loader counts them (LF,
  /// CRLF or CR).
  private static func forEachLine(
    _ bytes: UnsafeBufferPointer<UInt8>,
    _ body: (Slice<UnsafeBufferPointer<UInt8>>, Int, Bool) -> Bool
  ) {
    var offset = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    var number = 0
    while offset < bytes.count {
      var end = offset
      while end < bytes.count && bytes[end] != 0x0A && bytes[end] != 0x0D { end += 1 }
      number += 1
      guard body(bytes[offset..<end], number, end < bytes.count) else { return }
      guard end < bytes.count else { return }
      offset = end + (bytes[end] == 0x0D && end + 1 < bytes.count && bytes[end + 1] == 0x0A ? 2 : 1)
    }
  }
}

extension KeyValueTable {
  /// Loads `bytes` when they are lines of pairs (`nil` otherwise), with the names and x
  /// chosen; a NUL byte anywhere is refused first, as the whole read of a stream does.
  package static func load(
    _ bytes: UnsafeBufferPointer<UInt8>, file: String, options: LoadOptions
  ) throws(LoadError) -> LoadResult? {
    var notes: [LoadNote] = []
    guard options.givenNames == nil, var converted = csv(bytes, file: file, notes: &notes) else {
      return nil
    }
    try TextCheck.asReadWhole(bytes, file: file)
    var options = options
    let chosen = options.xColumn == nil
    options.givenNames = converted.names
    options.xColumn = options.xColumn ?? converted.xColumn
    var columns: [ColumnReport] = []
    let set = try converted.csv.withUnsafeMutableBufferPointer { table throws(LoadError) in
      try CSVLoader.load(
        UnsafeBufferPointer(table), file: file, name: ChartNaming.baseName(file),
        options: options, notes: &notes, columns: &columns)
    }
    if chosen {
      ColumnReport.chosenByShape(&columns, x: options.xColumn, added: converted.xReason == nil)
      for index in columns.indices where columns[index].role == .x {
        columns[index].reason = converted.xReason ?? columns[index].reason
      }
    }
    return LoadResult(chartSets: [set], notes: notes, columns: [columns])
  }
}
