/// The little pieces of a ``ChartSetArchive``'s metadata: numbers and texts appended to a byte
/// array in the machine's (little-endian) order.
struct ArchiveBytesWriter {
  /// The bytes so far.
  var bytes: [UInt8] = []

  mutating func integer(_ value: UInt64) {
    withUnsafeBytes(of: value) { bytes.append(contentsOf: $0) }
  }

  mutating func integer(_ value: Int) { integer(UInt64(bitPattern: Int64(value))) }

  mutating func byte(_ value: UInt8) { bytes.append(value) }

  /// Its UTF-8 bytes after their count.
  mutating func text(_ value: String) {
    var value = value
    value.withUTF8 { utf8 in
      integer(utf8.count)
      bytes.append(contentsOf: utf8)
    }
  }

  /// Zero bytes up to the next multiple of `alignment`.
  mutating func pad(to alignment: Int) {
    let padded = (bytes.count + alignment - 1) / alignment * alignment
    bytes.append(contentsOf: repeatElement(0, count: padded - bytes.count))
  }
}

/// Reads back what ``ArchiveBytesWriter`` wrote, from mapped bytes, checking every length
/// against what is left (a corrupt archive throws, never reads outside).
struct ArchiveBytesReader {
  let bytes: UnsafeRawBufferPointer
  var offset = 0

  init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

  var remaining: Int { bytes.count - offset }

  mutating func integer() throws(ChartSetArchive.Failure) -> UInt64 {
    guard remaining >= 8 else { throw .corrupt("metadata ends early") }
    defer { offset += 8 }
    return UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
  }

  /// A count or size: at most `limit` (what could possibly fit in the archive).
  mutating func count(atMost limit: Int) throws(ChartSetArchive.Failure) -> Int {
    let value = try integer()
    guard value <= UInt64(Swift.max(0, limit)) else { throw .corrupt("a count out of range") }
    return Int(value)
  }

  mutating func signed() throws(ChartSetArchive.Failure) -> Int {
    Int(Int64(bitPattern: try integer()))
  }

  mutating func byte() throws(ChartSetArchive.Failure) -> UInt8 {
    guard remaining >= 1 else { throw .corrupt("metadata ends early") }
    defer { offset += 1 }
    return bytes[offset]
  }

  mutating func text() throws(ChartSetArchive.Failure) -> String {
    let length = try count(atMost: remaining)
    defer { offset += length }
    return String(
      decoding: UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + length)]), as: UTF8.self)
  }
}

/// FNV-1a, 64 bits: the checksum of an archive's header, section table and metadata.
struct ArchiveChecksum {
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  mutating func add(_ bytes: UnsafeRawBufferPointer) {
    var hash = value
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    value = hash
  }
}
