import TChartCSV
import TChartData

/// Turns a stream of `key=value` lines (``KeyValueLine``: `ping`, logfmt logs) into CSV lines
/// for ``StreamParser``, as they arrive, as ``KeyValueTable`` reads a file: the header is the
/// first line's keys holding numbers (text keys such as `level=info` are not drawn), x first:
/// the key meaning time that holds a date or a Unix time, else a counter named so (`icmp_seq`,
/// `seq`), else the arrival time (``xIsArrival``). A number with a unit (`0.045 ms`, `1.2s`) is
/// written in its key's first unit. A line without pairs (`ping`'s banner and summary) is
/// skipped and counted; keys the first line did not have are not drawn. Lines split anywhere
/// give the same rows.
struct KeyValueLineRows: LineRows {
  /// The keys drawn and the unit of each, once the first line of pairs was read.
  private var keys: [(name: String, unit: String?)]?
  private var columnOfKey: [String: Int] = [:]
  var carry: [UInt8] = []
  private var line = 0
  var skipped = 0
  var problem: String?
  /// Whether x is the arrival time: the first line of pairs has no time key nor counter.
  private(set) var xIsArrival = false

  /// Whether a stream whose first bytes are `bytes` is key=value lines: one of its first two
  /// lines that are not blank holds pairs (the other may be a banner, as `ping` writes); `nil`
  /// while they are not complete and the stream goes on (`whole` false). A first line that
  /// starts with a number or holds `,`, `;` or a tab is rows at once (a slow stream's first row
  /// is not held).
  static func starts(_ bytes: [UInt8], whole: Bool) -> Bool? {
    var seen = 0
    var start = 0
    while start < bytes.count {
      guard let end = bytes[start...].firstIndex(of: 0x0A) else { break }
      let line = bytes[start..<end]
      start = end + 1
      guard let first = line.first(where: { ![0x20, 0x09, 0x0D].contains($0) }) else { continue }
      if line.contains(UInt8(ascii: "=")) && KeyValueLine(line) != nil { return true }
      let startsNumber = first &- 0x30 < 10 || [0x2B, 0x2D, 0x2E].contains(first)
      if seen == 0 && (startsNumber || line.contains { [0x2C, 0x3B, 0x09].contains($0) }) {
        return false
      }
      seen += 1
      if seen == 2 { return false }
    }
    if whole {
      let last = bytes[start...]
      return last.contains(UInt8(ascii: "=")) && KeyValueLine(last) != nil
    }
    return nil
  }

  /// Reads the carried line into CSV.
  mutating func row(into csv: inout [UInt8]) {
    line += 1
    guard carry.contains(where: { ![0x20, 0x09, 0x0D].contains($0) }) else { return }
    guard let parsed = KeyValueLine(carry) else {
      skipped += 1
      let words = String(decoding: carry, as: UTF8.self).split(separator: " ").prefix(3)
      problem = "line \(line): no key=value pairs ('\(words.joined(separator: " ")) …')"
      return
    }
    if keys == nil { csv += header(parsed.pairs) }
    var cells = [String](repeating: "", count: keys?.count ?? 0)
    for pair in parsed.pairs {
      guard let column = columnOfKey[pair.key], cells[column].isEmpty else { continue }
      let unit = keys![column].unit
      if let (value, written) = pair.number,
        let converted = MeasureUnit.convert(value, from: written, to: unit)
      {
        cells[column] = PlainNumber.text(converted)
      } else if column == 0 && !xIsArrival {
        cells[column] = pair.value.contains(",") ? "" : pair.value
      }
    }
    csv += Array(cells.joined(separator: ",").utf8) + [0x0A]
  }

  /// Fixes the keys from the first line of pairs; its CSV header line.
  private mutating func header(_ pairs: [KeyValueLine.Pair]) -> [UInt8] {
    var drawn = pairs.filter { $0.number != nil || Self.isTime($0) }
    var seen: Set<String> = []
    drawn = drawn.filter { seen.insert($0.key).inserted }
    let x =
      drawn.firstIndex(where: Self.isTime)
      ?? drawn.firstIndex {
        $0.key.lowercased().contains("seq") && $0.number?.unit == nil
          && $0.number.map { $0.value == $0.value.rounded() } == true
      }
    if let x { drawn.insert(drawn.remove(at: x), at: 0) }
    xIsArrival = x == nil && drawn.count > 1
    keys = drawn.map { ($0.key, Self.isTime($0) ? nil : $0.number?.unit) }
    for (index, key) in drawn.enumerated() { columnOfKey[key.key] = index }
    return Array(drawn.map(\.key).joined(separator: ",").utf8) + [0x0A]
  }

  /// Whether `pair` is a time: a key meaning time holding a date or Unix seconds.
  private static func isTime(_ pair: KeyValueLine.Pair) -> Bool {
    guard CSVXColumn.meansTime(pair.key) else { return false }
    if let (value, unit) = pair.number { return unit == nil && value >= 1e9 }
    return DateText.reads(pair.value)
  }
}
