import TChartData
import TChartTesting
import Testing

@_spi(Benchmarks) @testable import TChartCSV
@_spi(Benchmarks) @testable import TChartLoading

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

  @Test(arguments: [1, 2, 3])
  func parsedPagesAreDroppedAndTheResultIsUnchanged(workers: Int) throws {
    #if os(Linux)
      let bytes = csv(rows: 320_000)
      #expect(bytes.count > 6 << 20)
      var options = LoadOptions()
      options.chunking.workers = workers
      var notes: [LoadNote] = []
      var columns: [ColumnReport] = []
      let expected = try ChartLoader.parse(bytes: bytes, file: "f.csv", options: options)
      let (set, resident) = try withMapping(bytes) { mapped in
        let set = try CSVLoader.load(
          mapped, file: "f.csv", name: ChartNaming.baseName("f.csv"), options: options,
          notes: &notes, columns: &columns, releasesPages: true)
        return (set, residentBytes(ofMappingAt: mapped.baseAddress!))
      }
      #expect(LoadResult(chartSets: [set], notes: notes, columns: [columns]) == expected)
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
        var columns: [ColumnReport] = []
        let set = try CSVLoader.load(
          mapped, file: "r.csv", name: ChartNaming.baseName("r.csv"), options: options,
          notes: &notes, columns: &columns, releasesPages: true)
        return "\(LoadResult(chartSets: [set], notes: notes, columns: [columns]))"
      }
      #expect(found == expected, "step \(step)")
    }
  }
}
