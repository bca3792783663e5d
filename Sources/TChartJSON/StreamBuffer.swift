import TChartData

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The bytes of a stream that have arrived and are not yet parsed, in one `malloc`ed buffer:
/// ``fill(upTo:)`` reads more at the end, ``drop(before:)`` moves the unparsed tail to the
/// front. The buffer grows only when the unparsed bytes fill it.
struct StreamBuffer {
  private let descriptor: Int32
  private let file: String
  private(set) var base: UnsafeMutablePointer<UInt8>
  private(set) var capacity: Int
  /// Bytes held, from ``base``.
  private(set) var count = 0
  /// Bytes dropped so far (parsed and gone): the stream offset of ``base``.
  private(set) var dropped = 0
  /// The stream has ended.
  private(set) var atEnd = false

  init(descriptor: Int32, capacity: Int, file: String) throws(LoadError) {
    self.descriptor = descriptor
    self.file = file
    self.capacity = max(capacity, 1 << 12)
    guard let memory = malloc(self.capacity) else { throw Self.failure(ENOMEM, file: file) }
    base = memory.assumingMemoryBound(to: UInt8.self)
    // Bigger pipe buffers mean fewer reads and switches (F_SETPIPE_SZ, Linux); refused
    // quietly where not allowed or not a pipe.
    _ = fcntl(descriptor, 1031, Int32(1 << 20))
  }

  /// Frees the buffer (call once, at the end).
  func deallocate() { free(base) }

  /// The bytes held.
  var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

  /// The end of the bytes held.
  var end: UnsafePointer<UInt8> { UnsafePointer(base + count) }

  /// Reads until `wanted` bytes are held or the stream ends; grows the buffer when it is full.
  /// Returns the number of bytes read.
  @discardableResult
  mutating func fill(upTo wanted: Int) throws(LoadError) -> Int {
    var received = 0
    if count == capacity { try grow() }
    while !atEnd && count < min(wanted, capacity) {
      let got = read(descriptor, base + count, min(wanted, capacity) - count)
      if got < 0 && errno == EINTR { continue }
      if got < 0 { throw Self.failure(errno, file: file) }
      if got == 0 { atEnd = true }
      count += got
      received += got
    }
    return received
  }

  /// Forgets the bytes before `p` (parsed), moving the rest to the front.
  mutating func drop(before p: UnsafePointer<UInt8>) {
    let kept = end - p
    let removed = count - kept
    guard removed > 0 else { return }
    if kept > 0 { UnsafeMutableRawPointer(base).copyMemory(from: p, byteCount: kept) }
    count = kept
    dropped += removed
  }

  private mutating func grow() throws(LoadError) {
    guard let grown = realloc(base, capacity * 2) else { throw Self.failure(ENOMEM, file: file) }
    base = grown.assumingMemoryBound(to: UInt8.self)
    capacity *= 2
  }

  private static func failure(_ code: Int32, file: String) -> LoadError {
    LoadError(.unreadable, file: file, location: "", message: String(cString: strerror(code)))
  }
}
