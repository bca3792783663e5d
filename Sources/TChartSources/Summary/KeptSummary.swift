import TChartData

/// A ``BlockSummary`` as kept between opens: the summary with what names it and the version
/// stamp of the table it was read from (row count, first and last rows, ``SummaryVersion``).
/// Turned into bytes and back by ``encoded()`` and ``init(decoding:)``.
public struct KeptSummary: Sendable {
  /// The ``SummaryKeeping/summaryIdentity`` (and the summary's block count) it was read for.
  public var identity: String
  /// The table's lines (``SourceDescription/lineNames``), joined by U+001F.
  public var lines: String
  /// The table's row count, first and last rows and version when the summary was read.
  public var rowCount: Int
  public var first: SourceRow
  public var last: SourceRow
  public var version: SummaryVersion
  /// ``SummaryKeeping/describedSpan()`` when the summary was read (empty for none).
  public var span: String
  /// The number of lines of every row.
  public var lineCount: Int
  public var summary: BlockSummary

  public init(
    identity: String, lines: String, rowCount: Int, first: SourceRow, last: SourceRow,
    version: SummaryVersion, span: String, lineCount: Int, summary: BlockSummary
  ) {
    self.identity = identity
    self.lines = lines
    self.span = span
    self.rowCount = rowCount
    self.first = first
    self.last = last
    self.version = version
    self.lineCount = lineCount
    self.summary = summary
  }

  /// Whether two rows are the same bit for bit (a NULL's `.nan` equals itself).
  static func same(_ lhs: SourceRow, _ rhs: SourceRow) -> Bool {
    lhs.order == rhs.order && lhs.x.bitPattern == rhs.x.bitPattern
      && lhs.values.map(\.bitPattern) == rhs.values.map(\.bitPattern)
  }

  /// Whether the table described by `description` at `version` is the one this was read from.
  public func isCurrent(_ description: SourceDescription, version: SummaryVersion) -> Bool {
    guard let first = description.first, let last = description.last else { return false }
    return description.rowCount == rowCount && Self.same(first, self.first)
      && Self.same(last, self.last) && version == self.version
  }

  /// Whether the table described by `description` at `version` may be this one grown by rows
  /// past the old last x: more rows, the same first row, a larger last x, the same
  /// ``SummaryVersion/appending``. (The caller then checks that the rows up to the old last x
  /// are as many as before.)
  public func mayHaveGrown(_ description: SourceDescription, version: SummaryVersion) -> Bool {
    guard let first = description.first, let last = description.last else { return false }
    return description.rowCount > rowCount && Self.same(first, self.first)
      && last.x > self.last.x && version.appending == self.version.appending
  }
}

extension KeptSummary {
  /// Marks the start of the bytes, and their layout's version.
  static let magic: [UInt8] = Array("tchart-block-summary".utf8)
  static let layoutVersion: UInt32 = 1

  /// The bytes: the magic and layout version, then every field little-endian, then an FNV-1a
  /// checksum of all that comes before it.
  public func encoded() -> [UInt8] {
    var writer = ByteWriter()
    writer.bytes(Self.magic)
    writer.u32(Self.layoutVersion)
    writer.string(identity)
    writer.string(lines)
    writer.string(span)
    writer.i64(Int64(rowCount))
    writer.u32(UInt32(lineCount))
    writer.row(first, lineCount)
    writer.row(last, lineCount)
    writer.string(version.exact)
    writer.string(version.appending)
    writer.f64(summary.rule.lower)
    writer.f64(summary.rule.upper)
    writer.i64(Int64(summary.rule.dotWidth))
    writer.i64(Int64(summary.rows.count))
    for row in summary.rows { writer.row(row, lineCount) }
    writer.i64(Int64(summary.blocks.count))
    for block in summary.blocks {
      writer.i64(Int64(block.rows.lowerBound))
      writer.i64(Int64(block.rows.upperBound))
    }
    writer.u64(Self.checksum(writer.data[...]))
    return writer.data
  }

  /// The summary kept in `bytes`, or `nil` when they are not one (another layout, cut short,
  /// corrupt, or blocks that do not fit the rows).
  public init?(decoding bytes: [UInt8]) {
    guard bytes.count >= Self.magic.count + 12,
      let kept = bytes.withUnsafeBytes({ Self.decode($0) })
    else { return nil }
    self = kept
  }

  static func decode(_ bytes: UnsafeRawBufferPointer) -> KeptSummary? {
    var trailer = ByteReader(bytes: bytes, offset: bytes.count - 8)
    guard checksum(UnsafeRawBufferPointer(rebasing: bytes[..<(bytes.count - 8)])) == trailer.u64()
    else { return nil }
    var reader = ByteReader(
      bytes: UnsafeRawBufferPointer(rebasing: bytes[..<(bytes.count - 8)]), offset: 0)
    guard reader.take(magic.count).map(Array.init) == magic,
      reader.u32() == layoutVersion, let identity = reader.string(),
      let lines = reader.string(), let span = reader.string(), let rowCount = reader.i64(),
      let lineCount = reader.u32().map(Int.init),
      let first = reader.row(lineCount), let last = reader.row(lineCount),
      let exact = reader.string(), let appending = reader.string(),
      let lower = reader.f64(), let upper = reader.f64(), let dotWidth = reader.i64(),
      let rowTotal = reader.i64(), rowTotal >= 0,
      rowTotal <= reader.remaining / (16 + 8 * lineCount)
    else { return nil }
    var rows: [SourceRow] = []
    rows.reserveCapacity(Int(rowTotal))
    for _ in 0..<rowTotal {
      guard let row = reader.row(lineCount) else { return nil }
      if let previous = rows.last, !SourceRow.precedes(previous, row) { return nil }
      rows.append(row)
    }
    guard let blockTotal = reader.i64(), blockTotal >= 0, blockTotal <= reader.remaining / 16
    else { return nil }
    var blocks: [BlockSummary.Block] = []
    blocks.reserveCapacity(Int(blockTotal))
    var next = 0
    for _ in 0..<blockTotal {
      guard let start = reader.i64().map(Int.init), let end = reader.i64().map(Int.init),
        start == next, end > start, end <= rows.count
      else { return nil }
      blocks.append(
        BlockSummary.Block(firstX: rows[start].x, lastX: rows[end - 1].x, rows: start..<end))
      next = end
    }
    guard next == rows.count, reader.remaining == 0, dotWidth > 0, dotWidth <= Int32.max,
      lower <= upper
    else { return nil }
    return KeptSummary(
      identity: identity, lines: lines, rowCount: Int(rowCount), first: first, last: last,
      version: SummaryVersion(exact: exact, appending: appending), span: span,
      lineCount: lineCount,
      summary: BlockSummary(
        rule: DotColumnRule(lower: lower, upper: upper, dotWidth: Int(dotWidth)), rows: rows,
        blocks: blocks))
  }

  /// FNV-1a, 64 bits, of `bytes`.
  static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt64 {
    bytes.withUnsafeBytes { checksum($0) }
  }

  /// FNV-1a, 64 bits.
  static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return hash
  }
}

/// Little-endian fields appended to bytes.
struct ByteWriter {
  var data: [UInt8] = []

  mutating func bytes(_ more: [UInt8]) { data += more }
  mutating func u32(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { data += $0 } }
  mutating func u64(_ value: UInt64) { withUnsafeBytes(of: value.littleEndian) { data += $0 } }
  mutating func i64(_ value: Int64) { u64(UInt64(bitPattern: value)) }
  mutating func f64(_ value: Double) { u64(value.bitPattern) }
  mutating func string(_ text: String) {
    let utf8 = Array(text.utf8)
    u32(UInt32(utf8.count))
    bytes(utf8)
  }
  /// A row's order, x and `lineCount` values (`.nan` past its own).
  mutating func row(_ row: SourceRow, _ lineCount: Int) {
    i64(row.order)
    f64(row.x)
    for line in 0..<lineCount { f64(line < row.values.count ? row.values[line] : .nan) }
  }
}

/// Little-endian fields read from bytes; every read is `nil` past the end.
struct ByteReader {
  let bytes: UnsafeRawBufferPointer
  var offset: Int

  var remaining: Int { bytes.count - offset }

  mutating func take(_ count: Int) -> UnsafeRawBufferPointer? {
    guard count >= 0, count <= remaining else { return nil }
    defer { offset += count }
    return UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + count)])
  }
  mutating func u64() -> UInt64? {
    guard remaining >= 8 else { return nil }
    defer { offset += 8 }
    return UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
  }
  mutating func u32() -> UInt32? {
    guard remaining >= 4 else { return nil }
    defer { offset += 4 }
    return UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
  }
  mutating func i64() -> Int64? { u64().map { Int64(bitPattern: $0) } }
  mutating func f64() -> Double? { u64().map(Double.init(bitPattern:)) }
  mutating func string() -> String? {
    guard let count = u32(), let part = take(Int(count)) else { return nil }
    return String(decoding: part, as: UTF8.self)
  }
  mutating func row(_ lineCount: Int) -> SourceRow? {
    guard let order = i64(), let x = f64(), remaining >= 8 * lineCount else { return nil }
    var values: [Double] = []
    values.reserveCapacity(lineCount)
    for _ in 0..<lineCount { values.append(f64() ?? .nan) }
    return SourceRow(order: order, x: x, values: values)
  }
}
