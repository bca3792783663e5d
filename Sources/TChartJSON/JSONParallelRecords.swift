import Dispatch
@_spi(Benchmarks) import TChartCSV

/// Reads the rest of a big JSON-lines text or array of records in parallel chunks cut after
/// line breaks, each chunk by its own ``JSONRecordCSV`` with a frozen copy of the keys read so
/// far, then joins their rows in file order.
///
/// A chunk counts only when the chunk before it ended exactly where it starts: its last record
/// ended (and, in an array, the comma after it came) before the cut, with only blanks between.
/// Otherwise (a cut inside a pretty-printed record), or when any chunk meets a key not seen
/// before or an error, nothing is kept and the caller reads on sequentially: the result and
/// the first error are the sequential ones.
enum JSONParallelRecords {
  /// What the text holds.
  enum Kind {
    case lines
    /// The elements of an array at this JSON path.
    case array(path: String)
  }

  /// Reads from `table`'s index to the end in chunks; `false` (and `table` unchanged) when
  /// the chunks did not line up, met a new key or an error, or there is too little to cut.
  static func read(
    _ table: inout JSONRecordCSV, bytes: UnsafeBufferPointer<UInt8>, file: String, kind: Kind,
    chunking: CSVChunking
  ) -> Bool {
    let cuts = cuts(bytes, from: table.index, chunking: chunking)
    guard cuts.count > 2 else { return false }
    var tree = table.tree
    tree.frozen = true
    let jobs = (0..<cuts.count - 1).map { chunk in
      JSONChunk(
        reader: JSONRecordCSV(
          bytes: bytes, file: file, tree: tree,
          capacity: (cuts[chunk + 1] - cuts[chunk]) / 2 + 4096),
        start: cuts[chunk], end: chunk == cuts.count - 2 ? nil : cuts[chunk + 1], kind: kind)
    }
    DispatchQueue.concurrentPerform(iterations: jobs.count) { jobs[$0].run() }
    guard jobs.allSatisfy(\.fits) else {
      for job in jobs { job.reader.deallocate() }
      return false
    }
    for job in jobs { table.append(job.reader) }
    return true
  }

  /// Where the chunks start: `start`, then just after the first line break at or after every
  /// chunk size, then the end.
  private static func cuts(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, chunking: CSVChunking
  ) -> [Int] {
    let size = Swift.max(
      1 << 12, chunking.chunkBytes ?? (bytes.count - start) / (4 * chunking.workers))
    var cuts = [start]
    var target = start + size
    while target < bytes.count {
      guard let newline = bytes[target...].firstIndex(of: 0x0A), newline + 1 < bytes.count else {
        break
      }
      cuts.append(newline + 1)
      target = newline + 1 + size
    }
    cuts.append(bytes.count)
    return cuts
  }
}

/// One chunk of ``JSONParallelRecords``: read by one worker thread, then by the loading thread
/// (`@unchecked Sendable`: never at once).
private final class JSONChunk: @unchecked Sendable {
  var reader: JSONRecordCSV
  let start: Int
  /// Where the next chunk starts; `nil` for the last chunk.
  let end: Int?
  let kind: JSONParallelRecords.Kind
  /// Whether the chunk was read without error and ended where the next one starts.
  var fits = false

  init(reader: JSONRecordCSV, start: Int, end: Int?, kind: JSONParallelRecords.Kind) {
    self.reader = reader
    self.start = start
    self.end = end
    self.kind = kind
  }

  func run() {
    reader.index = start
    do {
      switch kind {
      case .lines:
        try reader.lines(until: end ?? Int.max)
        fits = end.map { reader.lastEnd <= $0 } ?? true
      case .array(let path):
        let closed = try reader.elements(path: path, until: end ?? Int.max)
        fits = end.map { !closed && reader.lastComma < $0 } ?? closed
      }
    } catch {
      fits = false
    }
  }
}
