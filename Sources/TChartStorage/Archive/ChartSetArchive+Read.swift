import TChartData
import TChartTime

extension ChartSetArchive {
  /// The chart sets of an archive written at `base` of `file`, their columns and pyramids
  /// pointing into the mapping (nothing built or copied: the header, the section table and the
  /// metadata are read, every column's blocks hashed against their checksums, and the
  /// run-summary starts of lines with gaps checked so that no lookup can leave its intervals).
  ///
  /// Throws (never crashes, never returns wrong data) on a bad magic, another version or byte
  /// order, a checksum that does not match the header, table, metadata and block checksums, a
  /// column block that does not match its checksum, offsets or counts outside the file,
  /// misaligned sections, sizes that do not follow from the sample counts, or an x column whose
  /// first and last values are not finite and in order.
  public static func read(_ file: MappedFile, at base: Int) throws -> [ChartSet] {
    var reader = try ArchiveSections(file: file, base: base)
    let setCount = try reader.meta.count(atMost: reader.meta.remaining)
    var sets: [ChartSet] = []
    for _ in 0..<setCount { sets.append(try reader.chartSet()) }
    guard reader.next == reader.table.count else { throw Failure.corrupt("sections left over") }
    guard reader.meta.remaining == 0 else { throw Failure.corrupt("metadata left over") }
    return sets
  }
}

/// An archive being read: its header checked, its section table, the metadata's cursor and
/// the next section to take.
struct ArchiveSections {
  typealias Failure = ChartSetArchive.Failure
  /// One section table entry.
  struct Entry {
    var offset: Int
    var count: Int
    var elementSize: Int
  }

  let file: MappedFile
  let base: Int
  /// The archive's bytes (from `base`, its length).
  let bytes: UnsafeRawBufferPointer
  var table: [Entry] = []
  /// The block checksums (section 1).
  var checksums = UnsafeBufferPointer<UInt64>(start: nil, count: 0)
  /// The index in ``checksums`` of each section's first block.
  var firstBlock: [Int] = []
  var meta: ArchiveBytesReader
  /// The next section to take (0 is the metadata, 1 the block checksums).
  var next = 2

  init(file: MappedFile, base: Int) throws(Failure) {
    self.file = file
    self.base = base
    let all = file.bytes
    guard base >= 0, base % ChartSetArchive.alignment == 0, base <= all.count,
      all.count - base >= ChartSetArchive.headerSize
    else { throw .corrupt("shorter than a header") }
    let header = UnsafeRawBufferPointer(rebasing: all[base...])
    func word(_ index: Int) -> UInt64 {
      UInt64(littleEndian: header.loadUnaligned(fromByteOffset: 8 * index, as: UInt64.self))
    }
    guard word(0) == ChartSetArchive.magic else { throw .badMagic }
    let mark = UInt32(truncatingIfNeeded: word(1) >> 32)
    guard mark != ChartSetArchive.endianMark.byteSwapped else { throw .otherEndianness }
    guard mark == ChartSetArchive.endianMark else { throw .corrupt("no byte-order mark") }
    let version = UInt32(truncatingIfNeeded: word(1))
    guard version == ChartSetArchive.version else { throw .otherVersion(version) }
    guard word(2) <= UInt64(header.count) else { throw .corrupt("longer than the file") }
    let length = Int(word(2))
    bytes = UnsafeRawBufferPointer(rebasing: header[..<length])
    let tableLimit = (length - ChartSetArchive.headerSize) / ChartSetArchive.tableEntrySize
    guard word(3) >= 2, word(3) <= UInt64(Swift.max(0, tableLimit)) else {
      throw .corrupt("a section count out of range")
    }
    var entries: [Entry] = []
    for index in 0..<Int(word(3)) {
      let at = ChartSetArchive.headerSize + index * ChartSetArchive.tableEntrySize
      func field(_ k: Int) -> UInt64 {
        UInt64(littleEndian: header.loadUnaligned(fromByteOffset: at + 8 * k, as: UInt64.self))
      }
      let (offset, count, size) = (field(0), field(1), field(2))
      guard size >= 1, size <= 8, offset <= UInt64(length), offset % 64 == 0,
        count <= (UInt64(length) - offset) / size
      else { throw .corrupt("section \(index) lies outside the archive") }
      entries.append(Entry(offset: Int(offset), count: Int(count), elementSize: Int(size)))
    }
    let tableEnd = ChartSetArchive.headerSize + entries.count * ChartSetArchive.tableEntrySize
    let metadata = entries[0]
    guard metadata.elementSize == 1, metadata.offset >= tableEnd else {
      throw .corrupt("no metadata section")
    }
    let metadataEnd = metadata.offset + metadata.count
    let sums = entries[1]
    var blocks = [0, 0]
    var total = 0
    for entry in entries.dropFirst(2) {
      blocks.append(total)
      total += ChartSetArchive.blocks(bytes: entry.count * entry.elementSize)
    }
    guard sums.elementSize == 8, sums.offset >= metadataEnd, sums.count == total,
      let checksums = file.buffer(of: UInt64.self, at: base + sums.offset, count: sums.count)
    else { throw .corrupt("no block checksums") }
    var checksum = ArchiveChecksum()
    checksum.add(UnsafeRawBufferPointer(rebasing: bytes[..<32]))
    withUnsafeBytes(of: UInt64(0)) { checksum.add($0) }
    checksum.add(UnsafeRawBufferPointer(rebasing: bytes[40..<(sums.offset + 8 * sums.count)]))
    guard checksum.value == word(4) else { throw .corrupt("checksum mismatch") }
    self.checksums = checksums
    firstBlock = blocks
    table = entries
    meta = ArchiveBytesReader(
      UnsafeRawBufferPointer(rebasing: bytes[metadata.offset..<metadataEnd]))
    try verifyColumns()
  }

  /// The next section as a column of `count` elements of `T`, pointing into the mapping.
  mutating func column<T: BitwiseCopyable>(_: T.Type, count: Int) throws(Failure) -> Column<T> {
    guard next < table.count else { throw .corrupt("fewer sections than the metadata names") }
    let entry = table[next]
    next += 1
    guard entry.elementSize == MemoryLayout<T>.stride, entry.count == count,
      let buffer = file.buffer(of: T.self, at: base + entry.offset, count: count)
    else { throw .corrupt("section \(next - 1) does not have the size its data needs") }
    return Column(mapping: file, buffer: buffer)
  }

  /// Checks every column section against its block checksums before any is read, the blocks
  /// shared out over the cores: a cached open reads its whole entry once, at memory speed.
  func verifyColumns() throws(Failure) {
    let block = ChartSetArchive.checksumBlock
    var ranges: [Range<Int>] = []
    var expected: [UInt64] = []
    var sections: [Int] = []
    for section in 2..<table.count {
      let entry = table[section]
      let end = entry.offset + entry.count * entry.elementSize
      for (index, start) in stride(from: entry.offset, to: end, by: block).enumerated() {
        ranges.append(start..<Swift.min(end, start + block))
        expected.append(checksums[firstBlock[section] + index])
        sections.append(section)
      }
    }
    if let index = ArchiveBlockHash.firstMismatch(in: bytes, ranges, expected) {
      let section = sections[index]
      let byte = ranges[index].lowerBound - table[section].offset
      throw .corrupt("section \(section) does not match its checksum at byte \(byte)")
    }
  }

  /// The next chart set.
  mutating func chartSet() throws(Failure) -> ChartSet {
    let name = try meta.text()
    let kind = try meta.byte()
    let flags = ChartFlags(rawValue: try meta.byte())
    let numbers = try meta.byte()
    let period = try meta.byte()
    let secondsEast = try meta.signed()
    let label = try meta.text()
    guard kind <= 1, numbers <= 2, period == 255 || TimePrecision(rawValue: Int(period)) != nil,
      secondsEast >= -86_400, secondsEast <= 86_400
    else { throw .corrupt("chart set \(name): a value out of range") }
    let zone =
      secondsEast == 0 && label == "UTC"
      ? DisplayTimeZone.utc : DisplayTimeZone(secondsEast: secondsEast, label: label)
    let count = try meta.count(atMost: bytes.count / 8)
    let x = try column(Double.self, count: count)
    // Positions are interpolated between x values: the ends must be finite and in order.
    if let first = x.first, let last = x.last {
      guard first.isFinite, last.isFinite, first <= last else {
        throw .corrupt("chart set \(name): x is not finite and increasing")
      }
    }
    let bits = try column(UInt64.self, count: Self.words(Self.nodeCounts(count).first ?? 0))
    let lineCount = try meta.count(atMost: meta.remaining)
    var lines: [Series] = []
    for _ in 0..<lineCount { lines.append(try series(count: count)) }
    var set = ChartSet(
      name: name, timeOfDay: TimeOfDayIndex(x: x, blockBits: bits, zone: zone),
      xKind: kind == 0 ? .time : .number, lines: lines, flags: flags, days: nil)
    set.xNumbers = [.plain, .integer, .year][Int(numbers)]
    set.xPeriod = period == 255 ? nil : TimePrecision(rawValue: Int(period))
    let categories = try meta.count(atMost: meta.remaining)
    if categories > 0 {
      guard categories - 1 == count else {
        throw .corrupt("chart set \(name): \(categories - 1) categories for \(count) samples")
      }
      set.categories = try (0..<count).map { _ throws(Failure) in try meta.text() }
    }
    return set
  }

  /// The next series of a chart set of `count` samples.
  mutating func series(count: Int) throws(Failure) -> Series {
    let id = try meta.text()
    let name = try meta.text()
    guard let kind = SeriesKind(rawValue: try meta.text()) else {
      throw .corrupt("series \(id): an unknown kind")
    }
    let color = RGBColor(red: try meta.byte(), green: try meta.byte(), blue: try meta.byte())
    let hasDetail = try meta.byte()
    let detail = try meta.text()
    let hasAnyGap = try meta.byte()
    guard hasDetail <= 1, hasAnyGap <= 1, try meta.integer() == UInt64(count) else {
      throw .corrupt("series \(id): a value out of range")
    }
    let values = try column(Double.self, count: count)
    let nodes = Self.nodeCounts(count)
    var levels: [PyramidLevel] = []
    for size in nodes {
      levels.append(
        PyramidLevel(
          bounds: try column(Double.self, count: 2 * size),
          gapBits: try column(UInt64.self, count: Self.words(size))))
    }
    let runLevels = try meta.count(atMost: nodes.count)
    guard runLevels == (hasAnyGap == 1 ? nodes.count : 0) else {
      throw .corrupt("series \(id): run summaries do not match its gaps")
    }
    var summaries: [RunSummaries.Level] = []
    for size in nodes.prefix(runLevels) {
      let starts = try column(Int32.self, count: size + 1)
      let intervals = try checkedStarts(starts, id: id)
      summaries.append(
        RunSummaries.Level(
          starts: starts, bounds: try column(Double.self, count: 2 * intervals),
          complexBits: try column(UInt64.self, count: Self.words(size))))
    }
    let blocks = (count >> BlockSums.blockShift) + 1
    let sums = BlockSums(
      high: try column(Double.self, count: blocks), low: try column(Double.self, count: blocks),
      gaps: try column(Int.self, count: blocks))
    var series = Series(
      id: id, name: name, kind: kind, color: color,
      pyramid: MinMaxPyramid(
        values: values, levels: levels, hasAnyGap: hasAnyGap == 1,
        runSummaries: RunSummaries(levels: summaries), sums: sums))
    series.detail = hasDetail == 1 ? detail : nil
    return series
  }

  /// The number of intervals run-summary `starts` index, after checking that they start at 0
  /// and never decrease (so every node's intervals lie inside the level's).
  func checkedStarts(_ starts: Column<Int32>, id: String) throws(Failure) -> Int {
    let ordered = starts.withUnsafeBufferPointer { starts in
      var previous: Int32 = 0
      for start in starts {
        guard start >= previous else { return false }
        previous = start
      }
      return starts.first == 0
    }
    guard ordered, let last = starts.last else {
      throw .corrupt("series \(id): run summary starts out of order")
    }
    return Int(last)
  }

  /// The nodes per pyramid level over `count` samples, level 0 first (none when empty), as
  /// ``MinMaxPyramid`` builds them.
  static func nodeCounts(_ count: Int) -> [Int] {
    var nodes = (count + MinMaxPyramid.blockSize - 1) >> MinMaxPyramid.blockShift
    guard nodes > 0 else { return [] }
    var result = [nodes]
    while nodes > 1 {
      nodes = (nodes + 1) / 2
      result.append(nodes)
    }
    return result
  }

  /// The 64-bit words holding `bits` bits.
  static func words(_ bits: Int) -> Int { (bits + 63) >> 6 }
}
