import TChartData

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The bytes of a stream that have arrived and are not yet parsed, held contiguous from
/// ``base``: ``fill(upTo:)`` reads more at the end, ``drop(before:)`` moves the unparsed tail
/// to the front. The buffer grows only when the unparsed bytes fill it.
///
/// After ``startPrefetch(blockBytes:)`` a reader thread (``StreamPrefetch``) reads blocks ahead
/// while the bytes held are parsed, and ``fill(upTo:)`` takes the next block whole: the bytes
/// held (a row cut by the block's end) are copied into the headroom in front of it and it
/// becomes the buffer, so ``base`` moves; nothing else is copied.
struct StreamBuffer {
  private let descriptor: Int32
  private let file: String
  /// The allocation holding the bytes (``base`` is inside it).
  private var storage: UnsafeMutablePointer<UInt8>
  private var storageCapacity: Int
  private(set) var base: UnsafeMutablePointer<UInt8>
  /// Bytes that fit from ``base``.
  private(set) var capacity: Int
  /// Bytes held, from ``base``.
  private(set) var count = 0
  /// The stream has ended.
  private(set) var atEnd = false
  private var prefetch: StreamPrefetch?

  init(descriptor: Int32, capacity: Int, file: String) throws(LoadError) {
    self.descriptor = descriptor
    self.file = file
    self.capacity = max(capacity, 1 << 12)
    guard let memory = malloc(self.capacity) else { throw Self.failure(ENOMEM, file: file) }
    storage = memory.assumingMemoryBound(to: UInt8.self)
    storageCapacity = self.capacity
    base = storage
    // Bigger pipe buffers mean fewer reads and switches (F_SETPIPE_SZ, Linux); refused
    // quietly where not allowed or not a pipe.
    _ = fcntl(descriptor, 1031, Int32(1 << 20))
  }

  /// Stops the reader thread, if any, and frees the buffers (call once, at the end, before the
  /// descriptor is closed).
  mutating func deallocate() {
    prefetch?.finish()
    prefetch = nil
    free(storage)
  }

  /// From now on, blocks of `blockBytes` are read ahead on a thread of their own (when it
  /// cannot start, reading stays on the calling thread).
  mutating func startPrefetch(blockBytes: Int) {
    guard prefetch == nil, !atEnd else { return }
    // One buffer of its own: with the one held here once the first block is taken, reading
    // one block while the one before is parsed.
    prefetch = StreamPrefetch(
      descriptor: descriptor, blockBytes: blockBytes, headroom: Self.headroom, buffers: 1)
  }

  /// The bytes in front of each prefetched block, for the row cut by the block before.
  static let headroom = 1 << 20

  /// The bytes held.
  var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

  /// The end of the bytes held.
  var end: UnsafePointer<UInt8> { UnsafePointer(base + count) }

  /// Reads until `wanted` bytes are held or the stream ends (prefetching: whole blocks); grows
  /// the buffer when it is full. Returns the number of bytes read. ``base`` may move.
  @discardableResult
  mutating func fill(upTo wanted: Int) throws(LoadError) -> Int {
    if let prefetch { return try take(from: prefetch, upTo: wanted) }
    var received = 0
    if count == capacity { try grow(to: capacity * 2) }
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

  /// Reads on to the stream's end while at most `limit` bytes are held: whether the end came.
  mutating func readToEnd(within limit: Int) throws(LoadError) -> Bool {
    while !atEnd && count <= limit { try fill(upTo: limit + 1) }
    return atEnd && count <= limit
  }

  /// Forgets the bytes before `p` (parsed), moving the rest to the front.
  mutating func drop(before p: UnsafePointer<UInt8>) {
    let kept = end - p
    let removed = count - kept
    guard removed > 0 else { return }
    if kept > 0 { UnsafeMutableRawPointer(base).copyMemory(from: p, byteCount: kept) }
    count = kept
  }

  /// ``fill(upTo:)`` from the reader thread's blocks.
  private mutating func take(from prefetch: StreamPrefetch, upTo wanted: Int) throws(LoadError)
    -> Int
  {
    var received = 0
    while !atEnd && count < wanted {
      let block = prefetch.next()
      let bytes = block.buffer + prefetch.headroom
      if block.error != 0 {
        prefetch.recycle(block.buffer, capacity: block.capacity)
        throw Self.failure(block.error, file: file)
      }
      if count <= prefetch.headroom {
        // The block becomes the buffer, the bytes held in front of it.
        let start = bytes - count
        start.update(from: base, count: count)
        // The reader always gets a buffer back (it has no other to read into).
        let wanted = prefetch.headroom + prefetch.blockBytes
        if storageCapacity < wanted {
          guard let grown = realloc(storage, wanted) else {
            prefetch.recycle(block.buffer, capacity: block.capacity)
            throw Self.failure(ENOMEM, file: file)
          }
          storage = grown.assumingMemoryBound(to: UInt8.self)
          storageCapacity = wanted
        }
        prefetch.recycle(storage, capacity: storageCapacity)
        storage = block.buffer
        storageCapacity = block.capacity
        base = start
        capacity = storage + storageCapacity - base
      } else {
        // A row longer than the headroom: the block's bytes join the buffer.
        if count + block.count > capacity { try grow(to: max(capacity * 2, count + block.count)) }
        (base + count).update(from: bytes, count: block.count)
        prefetch.recycle(block.buffer, capacity: block.capacity)
      }
      count += block.count
      received += block.count
      if block.atEnd { atEnd = true }
    }
    return received
  }

  /// Grows the buffer to hold `bytes` from ``base``.
  private mutating func grow(to bytes: Int) throws(LoadError) {
    let offset = base - storage
    guard let grown = realloc(storage, offset + bytes) else {
      throw Self.failure(ENOMEM, file: file)
    }
    storage = grown.assumingMemoryBound(to: UInt8.self)
    storageCapacity = offset + bytes
    base = storage + offset
    capacity = bytes
  }

  private static func failure(_ code: Int32, file: String) -> LoadError {
    LoadError(.unreadable, file: file, location: "", message: String(cString: strerror(code)))
  }
}
