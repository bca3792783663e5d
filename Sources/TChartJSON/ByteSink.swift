#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A growing buffer of bytes written in place (the CSV text the JSON records become), freed by
/// ``deallocate()``.
struct ByteSink {
  private(set) var base: UnsafeMutablePointer<UInt8>
  private(set) var count = 0
  private var capacity: Int

  init(capacity: Int) {
    self.capacity = Swift.max(capacity, 4096)
    base = malloc(self.capacity)!.assumingMemoryBound(to: UInt8.self)
  }

  /// The bytes written so far.
  var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

  /// Makes room for `more` bytes.
  @inline(__always)
  mutating func reserve(_ more: Int) {
    if count + more > capacity { grow(to: count + more) }
  }

  private mutating func grow(to needed: Int) {
    capacity = Swift.max(needed, capacity * 2)
    base = realloc(base, capacity)!.assumingMemoryBound(to: UInt8.self)
  }

  @inline(__always)
  mutating func append(_ byte: UInt8) {
    reserve(1)
    base[count] = byte
    count += 1
  }

  @inline(__always)
  mutating func append(_ start: UnsafePointer<UInt8>, count length: Int) {
    reserve(length)
    (base + count).update(from: start, count: length)
    count += length
  }

  mutating func append(_ bytes: [UInt8]) {
    guard !bytes.isEmpty else { return }
    bytes.withUnsafeBufferPointer { append($0.baseAddress!, count: $0.count) }
  }

  /// Leaves `count` bytes (reserved) unwritten, to be written later through ``base``.
  mutating func skip(_ length: Int) {
    reserve(length)
    count += length
  }

  /// Forgets what was written, keeping the memory.
  mutating func removeAll() { count = 0 }

  func deallocate() { free(base) }
}
