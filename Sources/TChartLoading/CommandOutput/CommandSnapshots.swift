import TChartCSV
import TChartData

/// Saved output of a command whose rows start with labels, run once or again and again
/// (`free`, `free -s 1`: a header, then `Mem:` and `Swap:`; `iostat -d 1 2`: a row per device):
/// each snapshot is read as `--every`
/// reads a run (``CommandOutputReader``), so its lines are named alike (`Mem used`,
/// `Swap free`); a row per snapshot, x its number.
///
/// Such output: a header of words (a banner may come first), then lines that start with
/// distinct labels and hold numbers: two or more labels ending in `:`, or the header printed
/// again below (`iostat -d 1 2`). A snapshot starts at each copy of the header.
enum CommandSnapshots {
  /// The lines looked at for the header and its labelled rows.
  static let sampleLines = 16

  /// The snapshots of `bytes` as CSV (`snapshot` first), with notes; `nil` when they are not
  /// such output.
  static func csv(_ bytes: UnsafeBufferPointer<UInt8>, file: String, notes: inout [LoadNote])
    -> [UInt8]?
  {
    guard let header = header(bytes) else { return nil }
    var reader = CommandOutputReader(program: ChartNaming.baseName(file))
    var rows: [[Double]] = []
    var problems: (count: Int, first: String)?
    for snapshot in snapshots(bytes, header: header) {
      switch reader.row(snapshot) {
      case .success(let row): rows.append(row)
      case .failure(let problem):
        problems = ((problems?.count ?? 0) + 1, problems?.first ?? problem.description)
      }
    }
    guard let names = reader.names, !rows.isEmpty else { return nil }
    var out: [UInt8] = []
    out += Array((["snapshot"] + names).map(Self.cell).joined(separator: ",").utf8) + [0x0A]
    for (index, row) in rows.enumerated() {
      let cells = [String(index + 1)] + row.map { $0.isNaN ? "" : PlainNumber.text($0) }
      out += Array(cells.joined(separator: ",").utf8) + [0x0A]
    }
    notes.append(
      LoadNote(
        file: file,
        message: "read as \(rows.count) snapshot\(rows.count == 1 ? "" : "s") of command output "
          + "(lines named as --every names them); x is the snapshot number"))
    if let problems {
      notes.append(
        LoadNote(
          file: file,
          message: "\(problems.count) snapshot\(problems.count == 1 ? "" : "s") skipped "
            + "(\(problems.first))"))
    }
    return out
  }

  /// Whether `set`, read from `bytes`, is `free` written in bytes: sizes with a binary
  /// suffix (`free -h`: `15Gi`, read as bytes), or a `Mem total` of 10^10 or more (`free -b`;
  /// in `free`'s default KiB that would be over 9 TiB of memory).
  static func holdsBytes(_ bytes: UnsafeBufferPointer<UInt8>, set: ChartSet) -> Bool {
    guard let total = set.lines.first(where: { $0.name == "Mem total" }) else { return false }
    if total.values.contains(where: { $0 >= 1e10 }) { return true }
    let head = bytes.prefix(1 << 12)
    for index in head.indices.dropFirst().dropLast() where head[index - 1] &- 0x30 < 10 {
      let unit = head[index]
      if "KMGT".utf8.contains(unit), head[index + 1] == UInt8(ascii: "i") { return true }
    }
    return false
  }

  /// The header line's words: the first line of words without numbers (after a banner) that
  /// labelled rows follow, two or more with distinct labels ending in `:` (`free`), or any
  /// number when the header is printed again below them (`iostat -d 1 2`: `vda 1.5 …`).
  private static func header(_ bytes: UnsafeBufferPointer<UInt8>) -> [String]? {
    // The first lines only: a large file is not split whole to be refused.
    let head = UnsafeBufferPointer(rebasing: bytes[..<min(bytes.count, 1 << 14)])
    let lines = lineRanges(head).prefix(sampleLines * 4).map { words(head[$0]) }
    func isLabelled(_ words: [String]) -> Bool {
      words.count > 1 && words[0].first?.isLetter == true
        && CommandOutputReader.number(words[0]) == nil
        && words.dropFirst().allSatisfy { CommandOutputReader.number($0) != nil }
    }
    let candidates = lines.indices.prefix(sampleLines).filter { index in
      lines[index].count > 1 && index + 1 < lines.count
        && !lines[index].contains { CommandOutputReader.number($0) != nil }
        && isLabelled(lines[index + 1])
    }
    guard let index = candidates.first else { return nil }
    let labelled = lines[(index + 1)...].prefix(while: isLabelled)
    let labels = labelled.map { $0[0] }
    let colons = labels.count >= 2 && labels.allSatisfy { $0.count > 1 && $0.hasSuffix(":") }
    let repeated = lines[(index + labelled.count + 1)...].contains(lines[index])
    guard Set(labels).count == labels.count, colons || repeated else { return nil }
    // Nothing else holds numbers (`iostat -x`'s CPU rows between its device blocks: a
    // whitespace table).
    let header = lines[index]
    let other = lines.contains { words in
      words != header && !isLabelled(words)
        && words.contains { CommandOutputReader.number($0) != nil }
    }
    return other ? nil : header
  }

  /// The output cut before each copy of the header, from the first.
  private static func snapshots(_ bytes: UnsafeBufferPointer<UInt8>, header: [String])
    -> [[UInt8]]
  {
    var snapshots: [[UInt8]] = []
    var current: [UInt8] = []
    var started = false
    for line in lineRanges(bytes) {
      let isHeader = words(bytes[line]) == header
      // A banner above the first header (`iostat`'s `Linux …` line) is no snapshot.
      started = started || isHeader
      guard started else { continue }
      if isHeader && current.contains(where: { $0 > 0x20 }) {
        snapshots.append(current)
        current = []
      }
      current += bytes[line]
      current.append(0x0A)
    }
    if current.contains(where: { $0 > 0x20 }) { snapshots.append(current) }
    return snapshots
  }

  /// The ranges of the lines of `bytes`, without their breaks.
  private static func lineRanges(_ bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while start < bytes.count {
      var end = start
      while end < bytes.count && bytes[end] != 0x0A && bytes[end] != 0x0D { end += 1 }
      ranges.append(start..<end)
      start = end + (end + 1 < bytes.count && bytes[end] == 0x0D && bytes[end + 1] == 0x0A ? 2 : 1)
    }
    return ranges
  }

  private static func words(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> [String] {
    line.split { $0 == 0x20 || $0 == 0x09 }.map { String(decoding: $0, as: UTF8.self) }
  }

  /// `name` as a CSV field.
  static func cell(_ name: String) -> String {
    guard name.contains(where: { $0 == "," || $0 == "\"" }) else { return name }
    return "\"" + name.replacing("\"", with: "\"\"") + "\""
  }
}
