import TChartData

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The binary layout of loaded chart sets, made to be memory-mapped back (the column cache of
/// a file: the second open maps it instead of parsing).
///
/// Everything a loaded chart set holds is kept: names, ids, kinds, colours, details, flags,
/// `xKind`, `xNumbers`, `xPeriod`, `categories`, a UTC or fixed-offset `timeZone`, the x column and every data
/// line's values, and every derived structure (pyramid levels and gap bits, run summaries,
/// block sums, time-of-day bits), so reading it back builds nothing: it checks every block's
/// checksum (one pass over the archive at memory speed, no copy) and frames then read the
/// pages they look at.
///
/// Layout, from a page-aligned `base`, numbers little-endian as the machine writes them:
/// - a 64-byte header: magic `tchartA\0`, format version (UInt32), endianness mark (UInt32
///   `0x01020304`), the archive's length, the number of sections, an FNV-1a checksum of the
///   header, the section table, the metadata and the block checksums;
/// - the section table: per section its offset from `base`, element count and element size
///   (three UInt64);
/// - section 0, the metadata (bytes): the chart sets' texts and small values, and per column
///   nothing but its place in the section order;
/// - section 1, the block checksums (UInt64): an ``ArchiveBlockHash`` of every
///   ``checksumBlock`` bytes of every column, in section order, computed while the columns
///   are written (the header's checksum covers them);
/// - the columns, each at a 64-byte aligned offset, in a fixed order per chart set: x, its
///   time-of-day bits, then per line its values, per pyramid level its bounds and gap bits, per
///   run-summary level its starts, intervals and complex bits, and its block sums (high, low,
///   gaps).
///
/// A reader trusts the counts but checks each against the file's size, the element size it
/// expects and the others (every level's size follows from the sample count), and every
/// column's bytes against their block checksums, so a truncated, foreign or corrupt archive
/// throws instead of crashing or answering wrong data. It also checks what becomes an index:
/// the first and last x are finite and in order, run-summary starts never decrease.
///
/// Not archived: chart sets with day files (stage-2 folders: ``canArchive(_:)`` is false and
/// ``write(_:to:at:)`` throws ``Failure/notArchivable(_:)``; the caller does not cache them) or
/// shown in an IANA zone (a zone with rules: x stays UTC, the loader's chart sets are UTC and
/// `shown(in:)` applies `--tz` after the load). Derived lines are left out (only data lines are
/// written; the caller derives `--y`'s lines after the load, as after a parse).
///
/// A cached open shown in a zone other than UTC (`--tz Europe/Berlin`) rebuilds the time-of-day
/// bits in `shown(in:)`: one pass over the whole x column (8 bytes per row read, every page of x
/// made resident, about a millisecond per 10^6 rows), the only O(N) step of such an open.
public enum ChartSetArchive {
  /// Why an archive could not be written or read.
  public enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file does not start with this layout's magic number.
    case badMagic
    /// Written by another version of the layout.
    case otherVersion(UInt32)
    /// Written on a machine of the other byte order.
    case otherEndianness
    /// Its header, section table or metadata is inconsistent or points outside the file.
    case corrupt(String)
    /// Chart sets this layout does not keep (day files, a zone with rules).
    case notArchivable(String)
    /// Writing failed (`ENOSPC`, `EFBIG`…): the caller deletes the file.
    case writeFailed(String)

    public var description: String {
      switch self {
      case .badMagic: "not a tchart column archive"
      case .otherVersion(let version):
        "archive version \(version), this tchart reads version \(ChartSetArchive.version)"
      case .otherEndianness: "archive written on a machine of the other byte order"
      case .corrupt(let reason): "corrupt archive: \(reason)"
      case .notArchivable(let reason): "not archivable: \(reason)"
      case .writeFailed(let reason): "cannot write the archive: \(reason)"
      }
    }
  }

  /// The layout's version: a reader refuses any other.
  public static let version: UInt32 = 3
  /// The bytes of a column each block checksum covers (the last block of a column is shorter).
  static let checksumBlock = 1 << 20
  /// `tchartA\0`, read as a little-endian UInt64.
  static let magic: UInt64 = 0x0041_7472_6168_6374
  /// Written as a native UInt32: another byte order reads it as `0x04030201`.
  static let endianMark: UInt32 = 0x0102_0304
  /// The header's size, and the alignment of every section.
  static let headerSize = 64
  static let alignment = 64
  /// Bytes per section table entry (offset, count, element size).
  static let tableEntrySize = 24

  /// Whether ``write(_:to:at:)`` keeps `sets` (no day files, no zone with rules).
  public static func canArchive(_ sets: [ChartSet]) -> Bool {
    sets.allSatisfy { $0.days == nil && $0.timeZone.rules == nil }
  }

  /// Writes `sets` (everything a loaded chart set holds: see the type's documentation) to
  /// `descriptor` from byte offset `base` (a multiple of the page size) on; returns the bytes
  /// written. The columns are written straight from their storage, a ``checksumBlock`` per
  /// `pwrite` call, each block hashed as it is written (no second pass over the data).
  /// Throws ``Failure/notArchivable(_:)`` for day files or a zone with rules (nothing
  /// written), ``Failure/writeFailed(_:)`` on a short write (`ENOSPC`, `EFBIG`: the caller
  /// deletes the file).
  public static func write(_ sets: [ChartSet], to descriptor: Int32, at base: Int) throws -> Int {
    guard canArchive(sets) else {
      throw Failure.notArchivable("day files or a time zone with rules")
    }
    var plan = ArchivePlan()
    plan.metadata.integer(sets.count)
    for set in sets { plan.add(set) }
    plan.sections[0].count = plan.metadata.bytes.count
    plan.sections[1].count = plan.sections.dropFirst(2).reduce(0) {
      $0 + blocks(bytes: $1.count * $1.elementSize)
    }
    let layout = plan.layout()
    // The columns first, hashed block by block as they are written; the header, table,
    // metadata and checksums last.
    var checksums: [UInt64] = []
    checksums.reserveCapacity(plan.sections[1].count)
    for (offset, section) in zip(layout.offsets, plan.sections).dropFirst(2) {
      checksums += try section.write(descriptor, base + offset)
    }
    var head = ArchiveBytesWriter()
    head.integer(magic)
    head.integer(UInt64(version) | UInt64(endianMark) << 32)
    head.integer(layout.length)
    head.integer(layout.offsets.count)
    head.integer(0)  // the checksum, filled in below
    head.pad(to: headerSize)
    for (offset, section) in zip(layout.offsets, plan.sections) {
      head.integer(offset)
      head.integer(section.count)
      head.integer(section.elementSize)
    }
    head.pad(to: alignment)
    head.bytes.append(contentsOf: plan.metadata.bytes)
    head.pad(to: alignment)
    for value in checksums { head.integer(value) }
    var checksum = ArchiveChecksum()
    head.bytes.withUnsafeBytes {
      checksum.add(UnsafeRawBufferPointer(rebasing: $0[..<layout.metadataEnd]))
    }
    withUnsafeBytes(of: checksum.value) { value in
      for (index, byte) in value.enumerated() { head.bytes[32 + index] = byte }
    }
    try head.bytes.withUnsafeBytes { try writeAll($0, to: descriptor, at: base) }
    return layout.length
  }

  /// The block checksums a column of `bytes` bytes has.
  static func blocks(bytes: Int) -> Int { (bytes + checksumBlock - 1) / checksumBlock }

  /// Writes all of `bytes` at `offset`, retrying partial writes and interrupts.
  static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32, at offset: Int)
    throws
  {
    do {
      try SystemError.writeAll(bytes, to: descriptor, at: offset)
    } catch {
      throw Failure.writeFailed(error.description)
    }
  }
}

/// The sections and metadata of an archive being written, gathered before anything is.
struct ArchivePlan {
  /// One column to write: its count, element size and how to write its bytes (returning
  /// their block checksums).
  struct Section {
    var count: Int
    var elementSize: Int
    var write: (Int32, Int) throws -> [UInt64]
  }

  var metadata = ArchiveBytesWriter()
  /// Section 0 is the metadata, section 1 the block checksums (both written with the header).
  var sections: [Section] = [
    Section(count: 0, elementSize: 1, write: { _, _ in [] }),
    Section(count: 0, elementSize: 8, write: { _, _ in [] }),
  ]

  mutating func add<Element>(_ column: Column<Element>) {
    sections.append(
      Section(count: column.count, elementSize: MemoryLayout<Element>.stride) { descriptor, at in
        try column.withUnsafeBufferPointer { elements in
          let bytes = UnsafeRawBufferPointer(elements)
          let block = ChartSetArchive.checksumBlock
          return try stride(from: 0, to: bytes.count, by: block).map { start in
            let piece = UnsafeRawBufferPointer(
              rebasing: bytes[start..<Swift.min(bytes.count, start + block)])
            try ChartSetArchive.writeAll(piece, to: descriptor, at: at + start)
            return ArchiveBlockHash.of(piece)
          }
        }
      })
  }

  /// Adds a chart set's metadata and columns (data lines only).
  mutating func add(_ set: ChartSet) {
    metadata.text(set.name)
    metadata.byte(set.xKind == .time ? 0 : 1)
    metadata.byte(set.flags.rawValue)
    let numbers: UInt8 =
      switch set.xNumbers {
      case .plain: 0
      case .integer: 1
      case .year: 2
      }
    metadata.byte(numbers)
    metadata.byte(set.xPeriod.map { UInt8($0.rawValue) } ?? 255)
    metadata.integer(set.timeZone.secondsEast)
    metadata.text(set.timeZone.label)
    metadata.integer(set.count)
    add(set.timeOfDay.x)
    add(set.timeOfDay.blockBits)
    let lines = set.dataLineIndices
    metadata.integer(lines.count)
    for index in lines { add(set.lines[index]) }
    // The category names, one more than their count (0: none).
    metadata.integer(set.categories.map { $0.count + 1 } ?? 0)
    for name in set.categories ?? [] { metadata.text(name) }
  }

  mutating func add(_ series: Series) {
    metadata.text(series.id)
    metadata.text(series.name)
    metadata.text(series.kind.rawValue)
    metadata.byte(series.color.red)
    metadata.byte(series.color.green)
    metadata.byte(series.color.blue)
    metadata.byte(series.detail == nil ? 0 : 1)
    metadata.text(series.detail ?? "")
    let pyramid = series.pyramid
    metadata.byte(pyramid.hasAnyGap ? 1 : 0)
    metadata.integer(pyramid.values.count)
    add(pyramid.values)
    for level in pyramid.levels {
      add(level.bounds)
      add(level.gapBits)
    }
    metadata.integer(pyramid.runSummaries.levels.count)
    for level in pyramid.runSummaries.levels {
      add(level.starts)
      add(level.bounds)
      add(level.complexBits)
    }
    add(pyramid.sums.high)
    add(pyramid.sums.low)
    add(pyramid.sums.gaps)
  }

  /// Where each section goes (from the archive's base), where the metadata and block
  /// checksums end (what the header's checksum covers) and the archive's length.
  func layout() -> (offsets: [Int], metadataEnd: Int, length: Int) {
    let align = ChartSetArchive.alignment
    func aligned(_ offset: Int) -> Int { (offset + align - 1) / align * align }
    let metadataStart = aligned(
      ChartSetArchive.headerSize + sections.count * ChartSetArchive.tableEntrySize)
    var offsets = [metadataStart]
    var end = metadataStart + metadata.bytes.count
    var metadataEnd = end
    for (index, section) in sections.enumerated().dropFirst() {
      let start = aligned(end)
      offsets.append(start)
      end = start + section.count * section.elementSize
      if index == 1 { metadataEnd = end }
    }
    return (offsets, metadataEnd, end)
  }
}
