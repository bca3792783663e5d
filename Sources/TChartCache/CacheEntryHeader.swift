import TChartData

/// The start of a cache entry: what it is, who wrote it and for what, then (from
/// ``payloadOffset``, page-aligned) the codec's payload.
///
/// Layout, little-endian except the byte-order mark: `TCHCACHE` (8 bytes), the format version
/// (UInt32), the byte-order mark `0x01020304` in the writer's order (UInt32), the payload
/// offset and the whole entry's size (UInt64 each), the key text's length and the number of
/// notes (UInt32 each), the key text, then each note's length (UInt32) and text, the number of
/// column reports (UInt32) and for each its number of columns (UInt32) and each column's
/// length (UInt32) and text (``ColumnReport/storedText``), then the ``CacheHash`` of all of
/// these as 32 hex digits (a damaged key, note or column is not read).
struct CacheEntryHeader: Equatable {
  static let magic: [UInt8] = Array("TCHCACHE".utf8)
  static let byteOrderMark: UInt32 = 0x0102_0304

  /// The key the entry was made for (``CacheKey/text``).
  var key: String
  /// The load's notes (messages only: the file is named as the user names it on open).
  var notes: [String]
  /// The load's column reports, one per chart set (``ColumnReport/storedText``).
  var columns: [[String]] = []
  /// Where the payload starts.
  var payloadOffset: Int
  /// The whole entry's size in bytes (a shorter file was truncated).
  var entrySize: Int

  /// The header's bytes.
  func encoded(version: UInt32 = CacheKey.formatVersion) -> [UInt8] {
    var bytes = Self.magic
    func append<T: FixedWidthInteger>(_ value: T) {
      withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
    }
    append(version)
    withUnsafeBytes(of: Self.byteOrderMark) { bytes += $0 }
    append(UInt64(payloadOffset))
    append(UInt64(entrySize))
    append(UInt32(key.utf8.count))
    append(UInt32(notes.count))
    bytes += key.utf8
    for note in notes {
      append(UInt32(note.utf8.count))
      bytes += note.utf8
    }
    append(UInt32(columns.count))
    for set in columns {
      append(UInt32(set.count))
      for column in set {
        append(UInt32(column.utf8.count))
        bytes += column.utf8
      }
    }
    return bytes + Self.checksum(bytes[...])
  }

  /// The hash of a header's bytes, as 32 hex digits.
  static func checksum(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
    var hash = CacheHash()
    bytes.withUnsafeBytes { hash.combine($0) }
    return Array(hash.hex.utf8)
  }

  /// The length of ``checksum(_:)``.
  static let checksumLength = 32

  /// The payload's offset for a header of `headerSize` bytes: the next page boundary.
  static func payloadOffset(after headerSize: Int) -> Int {
    let page = 16 << 10  // the largest common page size (arm64 macOS): aligned everywhere
    return (headerSize + page - 1) / page * page
  }

  /// Why an entry is not read.
  enum Problem: Error, Equatable {
    case notAnEntry
    case otherVersion(UInt32)
    case otherByteOrder
    case truncated
    /// Its checksum does not match its bytes.
    case damaged
  }

  /// Reads the header at the start of `bytes`.
  static func decode(_ bytes: UnsafeRawBufferPointer) throws(Problem) -> CacheEntryHeader {
    var offset = 0
    func take<T: FixedWidthInteger>(_: T.Type) throws(Problem) -> T {
      let size = MemoryLayout<T>.size
      guard offset + size <= bytes.count else { throw .truncated }
      var value = T.zero
      withUnsafeMutableBytes(of: &value) {
        $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + size]))
      }
      offset += size
      return value
    }
    func text(_ count: Int) throws(Problem) -> String {
      guard count >= 0, count <= bytes.count - offset else { throw .truncated }
      defer { offset += count }
      return String(decoding: bytes[offset..<offset + count], as: UTF8.self)
    }
    guard bytes.count >= magic.count, magic.elementsEqual(bytes[0..<magic.count]) else {
      throw bytes.count < magic.count ? .truncated : .notAnEntry
    }
    offset = magic.count
    let version = UInt32(littleEndian: try take(UInt32.self))
    guard version == CacheKey.formatVersion else { throw .otherVersion(version) }
    guard try take(UInt32.self) == byteOrderMark else { throw .otherByteOrder }
    // Compared as read, before they become Ints (a damaged word may not fit one).
    let offsetWord = UInt64(littleEndian: try take(UInt64.self))
    let sizeWord = UInt64(littleEndian: try take(UInt64.self))
    guard sizeWord == UInt64(bytes.count), offsetWord <= sizeWord else { throw .truncated }
    let payloadOffset = Int(offsetWord)
    let entrySize = Int(sizeWord)
    let keyLength = Int(UInt32(littleEndian: try take(UInt32.self)))
    let noteCount = Int(UInt32(littleEndian: try take(UInt32.self)))
    let key = try text(keyLength)
    var notes: [String] = []
    for _ in 0..<noteCount {
      notes.append(try text(Int(UInt32(littleEndian: try take(UInt32.self)))))
    }
    var columns: [[String]] = []
    for _ in 0..<Int(UInt32(littleEndian: try take(UInt32.self))) {
      var set: [String] = []
      for _ in 0..<Int(UInt32(littleEndian: try take(UInt32.self))) {
        set.append(try text(Int(UInt32(littleEndian: try take(UInt32.self)))))
      }
      columns.append(set)
    }
    guard offset + checksumLength <= payloadOffset else { throw .truncated }
    let stored = bytes[offset..<(offset + checksumLength)]
    guard checksum(Array(bytes[..<offset])[...]).elementsEqual(stored) else { throw .damaged }
    return CacheEntryHeader(
      key: key, notes: notes, columns: columns, payloadOffset: payloadOffset,
      entrySize: entrySize)
  }
}
