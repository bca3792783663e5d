import TChartStorage
import TChartTesting
import Testing

@testable import TChartData

#if canImport(Glibc)
  import Glibc
#endif

/// ``ChartSetArchive``: every kind of chart set reads back equal, with the same pyramids, run
/// summaries, block sums and time-of-day bits, pointing into the mapping; a damaged archive
/// throws.
@Suite("ChartSetArchive")
struct ChartSetArchiveTests {
  /// Whether two pyramids hold the same derived structures.
  static func sameStructures(_ a: MinMaxPyramid, _ b: MinMaxPyramid) -> Bool {
    a.levels == b.levels && a.hasAnyGap == b.hasAnyGap && a.runSummaries == b.runSummaries
      && a.sums == b.sums
  }

  @Test("every kind reads back equal, its structures mapped and identical")
  func roundTrip() throws {
    let charts = ArchiveRoundTrip.charts()
    let read = try ArchiveRoundTrip.readBack(charts)
    #expect(read.count == charts.count)
    for (original, back) in zip(charts, read) {
      #expect(back == original, "\(original.name)")
      #expect(back.timeOfDay.blockBits == original.timeOfDay.blockBits, "\(original.name)")
      #expect(back.timeOfDay.zone == original.timeZone)
      #expect(back.x.isMapped || original.count == 0, "\(original.name)")
      for (line, series) in back.lines.enumerated() {
        #expect(series.detail == original.lines[line].detail)
        #expect(series.values.isMapped || original.count == 0)
        #expect(
          Self.sameStructures(series.pyramid, original.lines[line].pyramid),
          "\(original.name) line \(line)")
      }
    }
  }

  @Test("queries on a read-back pyramid answer as on the original")
  func queriesAgree() throws {
    let charts = ArchiveRoundTrip.charts()
    let read = try ArchiveRoundTrip.readBack(charts, base: 8_192)
    var random = SeededRandom(seed: 7)
    for (original, back) in zip(charts, read) where original.count > 0 {
      for (a, b) in zip(original.lines, back.lines) {
        for _ in 0..<50 {
          let lower = random.int(0...(original.count - 1))
          let range = lower..<random.int(lower...original.count)
          #expect(a.pyramid.extremes(in: range) == b.pyramid.extremes(in: range))
          #expect(a.pyramid.total(in: range) == b.pyramid.total(in: range))
          #expect(a.pyramid.indexOfMax(in: range) == b.pyramid.indexOfMax(in: range))
          var left: [Double] = []
          var right: [Double] = []
          a.pyramid.forEachJoinedSpan(in: range) { left += [$0, $1] }
          b.pyramid.forEachJoinedSpan(in: range) { right += [$0, $1] }
          #expect(left == right)
          #expect(
            original.timeOfDay.hasTimeOfDay(in: range) == back.timeOfDay.hasTimeOfDay(in: range))
        }
      }
    }
  }

  @Test("appending to and trimming a read-back chart set equals doing it to the original")
  func mutatedMappedChart() throws {
    let original = ArchiveRoundTrip.charts()[0]
    var back = try #require(try ArchiveRoundTrip.readBack([original]).first)
    var copy = original
    let rows = (1...300).map { original.x.last! + Double($0) * 600 }
    let columns = original.lines.indices.map { line in
      rows.indices.map { $0 % 7 == line ? .nan : Double($0 * (line + 1)) }
    }
    try back.append(x: rows, values: columns)
    try copy.append(x: rows, values: columns)
    #expect(back == copy)
    for (a, b) in zip(back.lines, copy.lines) { #expect(Self.sameStructures(a.pyramid, b.pyramid)) }
    #expect(back.timeOfDay.blockBits == copy.timeOfDay.blockBits)
    #expect(back.droppingFirst(1_234) == copy.droppingFirst(1_234))
  }

  @Test("a derived line is left out; day files and zone rules are not archivable")
  func whatIsLeftOut() throws {
    var chart = ArchiveRoundTrip.charts()[0]
    let plain = chart.lines.count
    try chart.addDerived(
      DerivedLineSpec(transform: .diff, inputs: ["line a"]), color: .init(red: 1, green: 2, blue: 3)
    )
    #expect(chart.lines.count == plain + 1)
    let back = try #require(try ArchiveRoundTrip.readBack([chart]).first)
    #expect(back.lines.count == plain)
    #expect(back.lines.map(\.id) == chart.dataLineIndices.map { chart.lines[$0].id })
    #expect(back.derived.isEmpty)
    var days = chart
    days.days = DayFiles(folder: "/tmp", title: "days")
    #expect(!ChartSetArchive.canArchive([days]))
    #expect(throws: ChartSetArchive.Failure.self) { try ArchiveRoundTrip.readBack([days]) }
  }

  /// The archive of the test charts, its bytes and where its metadata ends.
  static func archiveBytes() throws -> (bytes: [UInt8], metadataEnd: Int) {
    let path = ArchiveRoundTrip.temporaryPath("bytes")
    defer { unlink(path) }
    let length = try ArchiveRoundTrip.write(ArchiveRoundTrip.charts(), to: path)
    let file = try MappedFile(path: path)
    #expect(file.count == length)
    let bytes = Array(file.bytes)
    let table = bytes.withUnsafeBytes { raw in
      (
        raw.loadUnaligned(fromByteOffset: 64, as: UInt64.self),
        raw.loadUnaligned(fromByteOffset: 72, as: UInt64.self)
      )
    }
    return (bytes, Int(table.0 + table.1))
  }

  /// Reads `bytes` as an archive file; the error thrown, `nil` when it read.
  static func readError(_ bytes: [UInt8], name: String) -> (any Error)? {
    let path = ArchiveRoundTrip.temporaryPath(name)
    defer { unlink(path) }
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    bytes.withUnsafeBytes { _ = write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
    do {
      let file = try MappedFile(path: path)
      _ = try ChartSetArchive.read(file, at: 0)
      return nil
    } catch {
      return error
    }
  }

  /// Reads `bytes` as an archive file: its chart sets, or the error thrown.
  static func read(_ bytes: [UInt8], name: String) -> Result<[ChartSet], any Error> {
    let path = ArchiveRoundTrip.temporaryPath(name)
    defer { unlink(path) }
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    bytes.withUnsafeBytes { _ = write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
    return Result { try ChartSetArchive.read(MappedFile(path: path), at: 0) }
  }

  @Test("a flipped byte in the columns throws or reads back the same, never other values")
  func flippedColumnBytes() throws {
    let (bytes, metadataEnd) = try Self.archiveBytes()
    let charts = ArchiveRoundTrip.charts()
    var random = SeededRandom(seed: 37)
    var changed = 0
    for _ in 0..<300 {
      let position = random.int(metadataEnd...(bytes.count - 1))
      var damaged = bytes
      damaged[position] ^= UInt8(random.int(1...255))
      guard case .success(let back) = Self.read(damaged, name: "column-flip") else { continue }
      let same =
        back == charts
        && zip(back, charts).allSatisfy { read, original in
          read.timeOfDay.blockBits == original.timeOfDay.blockBits
            && zip(read.lines, original.lines).allSatisfy {
              Self.sameStructures($0.pyramid, $1.pyramid)
            }
        }
      if !same { changed += 1 }
    }
    #expect(changed == 0, "\(changed) of 300 flips read back other values")
  }

  @Test("a truncated archive throws at every cut point tried")
  func truncated() throws {
    let (bytes, metadataEnd) = try Self.archiveBytes()
    var random = SeededRandom(seed: 11)
    var cuts = Array(0..<Swift.min(metadataEnd, 700)) + [metadataEnd, bytes.count - 1]
    cuts += (0..<300).map { _ in random.int(0...(bytes.count - 1)) }
    for cut in cuts {
      #expect(Self.readError(Array(bytes[..<cut]), name: "cut") != nil, "cut at \(cut)")
    }
  }

  @Test("a flipped byte in the header, section table or metadata throws (seeded fuzz)")
  func flippedBytes() throws {
    let (bytes, metadataEnd) = try Self.archiveBytes()
    var random = SeededRandom(seed: 12)
    var positions = Array(0..<128)
    positions += (0..<400).map { _ in random.int(0...(metadataEnd - 1)) }
    for position in positions {
      var damaged = bytes
      damaged[position] ^= UInt8(random.int(1...255))
      #expect(Self.readError(damaged, name: "flip") != nil, "byte \(position)")
    }
  }

  @Test("wrong magic, another version, the other byte order, a bad base: named errors")
  func foreignArchives() throws {
    let (bytes, _) = try Self.archiveBytes()
    var magic = bytes
    magic[0] = UInt8(ascii: "x")
    #expect(Self.readError(magic, name: "magic") as? ChartSetArchive.Failure == .badMagic)
    var version = bytes
    version[8] = 1
    #expect(
      Self.readError(version, name: "version") as? ChartSetArchive.Failure == .otherVersion(1))
    var order = bytes
    order[12...15] = [1, 2, 3, 4]
    #expect(Self.readError(order, name: "order") as? ChartSetArchive.Failure == .otherEndianness)
    let path = ArchiveRoundTrip.temporaryPath("base")
    defer { unlink(path) }
    try ArchiveRoundTrip.write(ArchiveRoundTrip.charts(), to: path, base: 4_096)
    let file = try MappedFile(path: path)
    #expect(throws: ChartSetArchive.Failure.self) { try ChartSetArchive.read(file, at: 4_000) }
    #expect(throws: ChartSetArchive.Failure.self) { try ChartSetArchive.read(file, at: -64) }
    #expect(throws: ChartSetArchive.Failure.badMagic) { try ChartSetArchive.read(file, at: 0) }
    #expect(try ChartSetArchive.read(file, at: 4_096) == ArchiveRoundTrip.charts())
  }

  @Test("a write that fails (a read-only descriptor) throws writeFailed")
  func failedWrite() throws {
    let path = ArchiveRoundTrip.temporaryPath("readonly")
    defer { unlink(path) }
    close(open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600))
    let descriptor = open(path, O_RDONLY)
    defer { close(descriptor) }
    #expect(throws: ChartSetArchive.Failure.self) {
      try ChartSetArchive.write(ArchiveRoundTrip.charts(), to: descriptor, at: 0)
    }
  }
}
