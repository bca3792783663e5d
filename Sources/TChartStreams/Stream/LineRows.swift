/// A reader that turns a stream's lines into CSV lines for ``StreamParser`` as they arrive
/// (``JSONLineRows``, ``KeyValueLineRows``): it reads one complete line at a time (carried
/// over reads, so that lines split anywhere give the same rows) and counts the lines it skips.
protocol LineRows {
  /// The unfinished last line of the bytes so far.
  var carry: [UInt8] { get set }
  /// Lines skipped since the last ``drain(into:)``.
  var skipped: Int { get set }
  /// Why the last of them was skipped.
  var problem: String? { get set }
  /// Whether x is the arrival time (no key meaning time in the first line), once known.
  var xIsArrival: Bool { get }
  /// Reads the line in ``carry`` (complete, without its break) into `csv`.
  mutating func row(into csv: inout [UInt8])
}

extension LineRows {
  /// The CSV lines of the complete lines in `bytes` (and those carried from before).
  mutating func transform(_ bytes: UnsafeRawBufferPointer) -> [UInt8] {
    var csv: [UInt8] = []
    var start = 0
    for index in bytes.indices where bytes[index] == 0x0A {
      carry.append(contentsOf: bytes[start..<index])
      row(into: &csv)
      carry.removeAll(keepingCapacity: true)
      start = index + 1
    }
    carry.append(contentsOf: bytes[start...])
    return csv
  }

  /// The CSV line of a last line without a line break.
  mutating func finish() -> [UInt8] {
    var csv: [UInt8] = []
    if !carry.isEmpty { row(into: &csv) }
    carry.removeAll()
    return csv
  }

  /// Adds the lines skipped since the last call to `batch` (made when there is none).
  mutating func drain(into batch: inout StreamBatch?) {
    guard skipped > 0 || problem != nil else { return }
    var merged = batch ?? StreamBatch()
    merged.skipped += skipped
    merged.problem = problem ?? merged.problem
    batch = merged
    skipped = 0
    problem = nil
  }
}
