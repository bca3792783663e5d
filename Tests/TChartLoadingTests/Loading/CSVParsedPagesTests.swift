import TChartTesting
import Testing

@_spi(Benchmarks) @testable import TChartCSV
@_spi(Benchmarks) @testable import TChartJSON

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file load holds a bounded window of raw bytes: the pages of the mapping it has parsed are
/// dropped as each thread moves on and when each chunk ends, and the result is the one of
/// bytes never dropped.
@Suite struct CSVParsedPagesTests {
  /// A CSV of `rows` rows: numbers, a quoted cell with a line break every 97 rows, CRLF ends.
  private func csv(rows: Int) -> [UInt8] {
    var text = "t,a,b,note\r\n"
    for row in 0..<rows {
      text += "\(row * 3),\(row % 1000).25,\(row % 17),"
      text += row % 97 == 0 ? "\"two\r\nlines, \"\"quoted\"\"\"\r\n" : "n\(row % 5)\r\n"
    }
    return Array(text.utf8)
  }

  /// Maps `bytes` (written to a file) read-only and private, as ``FileBytes`` does.
  private func withMapping<T>(_ bytes: [UInt8], _ body: (UnsafeBufferPointer<UInt8>) throws -> T)
    throws -> T
  {
    // A file of its own (mkstemp): the cases run at once with the same bytes, and one
    // truncating the file another has mapped makes the other's reads fail (SIGBUS).
    var template = Array("/tmp/tchart-parsed-pages-XXXXXX".utf8CString)
    let descriptor = mkstemp(&template)
    try #require(descriptor >= 0)
    let path = String(cString: template)
    defer {
      close(descriptor)
      unlink(path)
    }
    let wrote = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    try #require(wrote == bytes.count)
    let mapping = try #require(mmap(nil, bytes.count, PROT_READ, MAP_PRIVATE, descriptor, 0))
    try #require(mapping != MAP_FAILED)
    defer { munmap(mapping, bytes.count) }
    return try body(
      UnsafeBufferPointer(start: mapping.assumingMemoryBound(to: UInt8.self), count: bytes.count))
  }

  /// The resident bytes of the mapping starting at `address` (`/proc/self/smaps`), or `nil`.
  private func residentBytes(ofMappingAt address: UnsafeRawPointer) -> Int? {
    guard let file = fopen("/proc/self/smaps", "r") else { return nil }
    defer { fclose(file) }
    let start = String(UInt(bitPattern: address), radix: 16)
    var line = [CChar](repeating: 0, count: 1024)
    var inside = false
    while fgets(&line, Int32(line.count), file) != nil {
      let text = String(
        decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      if let dash = text.firstIndex(of: "-"), text[..<dash].allSatisfy(\.isHexDigit) {
        inside = text[..<dash].drop { $0 == "0" } == start[...]
      } else if inside && text.hasPrefix("Rss:") {
        return (Int(text.dropFirst(4).filter(\.isNumber)) ?? 0) * 1024
      }
    }
    return nil
  }

  @Test(arguments: [1, 2, 3])
  func parsedPagesAreDroppedAndTheResultIsUnchanged(workers: Int) throws {
    #if os(Linux)
      let bytes = csv(rows: 320_000)
      #expect(bytes.count > 6 << 20)
      var options = LoadOptions()
      options.chunking.workers = workers
      var notes: [LoadNote] = []
      let expected = try ChartLoader.parse(bytes: bytes, file: "f.csv", options: options)
      let (set, resident) = try withMapping(bytes) { mapped in
        let set = try CSVLoader.load(
          mapped, file: "f.csv", name: ChartNaming.baseName("f.csv"), options: options,
          notes: &notes, releasesPages: true)
        return (set, residentBytes(ofMappingAt: mapped.baseAddress!))
      }
      #expect(LoadResult(chartSets: [set], notes: notes) == expected)
      // Whole file: more than 6 MB. Left: the pages around each chunk's and checkpoint's edge.
      let left = try #require(resident)
      #expect(left < 1 << 20, "\(left) bytes of \(bytes.count) resident")
    #endif
  }

  /// A file several checkpoints long, with quoted line breaks and CRLF at every place relative
  /// to the checkpoints and chunk edges (steps of 1…4 KiB), loads as if no page were dropped.
  @Test(arguments: [1, 3])
  func checkpointsAtEveryPlaceGiveTheSameResult(workers: Int) throws {
    let bytes = csv(rows: 20_000)
    let expected = loadOutcome(bytes, options: LoadOptions())
    for step in stride(from: 1009, through: 4096, by: 773) {
      var options = LoadOptions()
      options.chunking.workers = workers
      options.chunking.parallelFrom = 0
      options.chunking.checkpointBytes = step
      options.chunking.chunkBytes = step * 7 + 1
      options.chunking.prefixBytes = step
      let found = try withMapping(bytes) { mapped in
        var notes: [LoadNote] = []
        let set = try CSVLoader.load(
          mapped, file: "r.csv", name: ChartNaming.baseName("r.csv"), options: options,
          notes: &notes, releasesPages: true)
        return "\(LoadResult(chartSets: [set], notes: notes))"
      }
      #expect(found == expected, "step \(step)")
    }
  }
}
