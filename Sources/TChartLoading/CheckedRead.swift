import TChartCSV
import TChartData
import TChartJSON

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a stream (pipe, terminal, device, standard input) to its end into one `malloc`ed
/// buffer (for contest JSON, day files, and CSV whose x dates need the whole column first;
/// other CSV streams are parsed as they arrive by ``CSVStream``), checking every chunk as it arrives with ``TextCheck``: a NUL byte, a line longer
/// than 1 MiB (not in contest JSON) or a CSV header that is not UTF-8 stops the read at once
/// with an exit-65 error, so `/dev/zero` or `/dev/urandom` never grow the buffer without bound.
struct CheckedRead {
  private let file: String
  private var buffer: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  private var count = 0
  /// The offset where the current (unfinished) line starts.
  private var lineStart = 0
  /// The format, once the first byte that is not whitespace has arrived.
  private var format = ChartLoader.Format.empty
  private var headerChecked = false

  /// Reads `descriptor` to its end, after the bytes `initial` already read from it; the
  /// caller frees the buffer returned (with `free`).
  static func readAll(
    descriptor: Int32, sizeHint: Int, file: String,
    after initial: UnsafeBufferPointer<UInt8> = UnsafeBufferPointer(start: nil, count: 0)
  ) throws(LoadError) -> (UnsafeMutablePointer<UInt8>, Int) {
    var reader = try CheckedRead(
      capacity: max(sizeHint + 1, initial.count * 2, 1 << 16), file: file)
    do {
      if let base = initial.baseAddress, initial.count > 0 {
        reader.buffer.update(from: base, count: initial.count)
        reader.count = initial.count
        try reader.check(from: 0)
      }
      while try reader.readChunk(descriptor: descriptor) {}
    } catch {
      free(reader.buffer)
      throw error
    }
    return (reader.buffer, reader.count)
  }

  private init(capacity: Int, file: String) throws(LoadError) {
    guard let memory = malloc(capacity) else { throw Self.systemFailure(ENOMEM, file: file) }
    buffer = memory.assumingMemoryBound(to: UInt8.self)
    self.capacity = capacity
    self.file = file
  }

  /// Reads once into the free space (doubling the buffer when full) and checks what came;
  /// false at end of file.
  private mutating func readChunk(descriptor: Int32) throws(LoadError) -> Bool {
    if count == capacity {
      guard let grown = realloc(buffer, capacity * 2) else {
        throw Self.systemFailure(ENOMEM, file: file)
      }
      buffer = grown.assumingMemoryBound(to: UInt8.self)
      capacity *= 2
    }
    let got = read(descriptor, buffer + count, capacity - count)
    if got < 0 && errno == EINTR { return true }
    if got < 0 { throw Self.systemFailure(errno, file: file) }
    if got == 0 { return false }
    count += got
    try check(from: count - got)
    return true
  }

  /// Checks the bytes from `old` to ``count``.
  private mutating func check(from old: Int) throws(LoadError) {
    let all = UnsafeBufferPointer(start: UnsafePointer(buffer), count: count)
    if format == .empty { format = ChartLoader.sniff(all) }
    let base = UnsafePointer(buffer)
    if let nul = TextCheck.firstNUL(from: base + old, to: base + count) {
      if format == .json {
        throw LoadError(
          file: file, location: TextPosition.of(offset: nul - base, in: all),
          message: TextCheck.nulMessage)
      }
      throw TextCheck.nulError(at: nul, from: base, line: 1, file: file)
    }
    guard format != .json else { return }
    var p = base + count
    while p > base + old && p[-1] != 0x0A && p[-1] != 0x0D { p -= 1 }
    if p > base + old { lineStart = p - base }
    if count - lineStart > TextCheck.maximumLine {
      let line = TextCheck.position(of: base + lineStart, from: base, line: 1).line
      throw TextCheck.longLineError(line: line, file: file)
    }
    if format == .delimited && !headerChecked {
      headerChecked = try TextCheck.header(all, file: file) == .complete
    }
  }

  private static func systemFailure(_ code: Int32, file: String) -> LoadError {
    LoadError(.unreadable, file: file, location: "", message: String(cString: strerror(code)))
  }
}
