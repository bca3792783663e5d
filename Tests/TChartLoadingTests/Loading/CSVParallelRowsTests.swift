import TChartTesting
import Testing

@_spi(Benchmarks) @testable import TChartCSV
@_spi(Benchmarks) @testable import TChartLoading

/// Chunked, parallel CSV reading gives exactly what the sequential row loop gives: the same
/// chart sets and notes, or the same first error.
@Suite struct CSVParallelRowsTests {
  /// `options` forcing the parallel reader on tiny inputs.
  private func forced(_ options: LoadOptions, random: inout SeededRandom) -> LoadOptions {
    var options = options
    options.chunking.workers = random.int(2...4)
    options.chunking.parallelFrom = 0
    options.chunking.prefixBytes = random.int(1...200)
    options.chunking.chunkBytes = random.int(1...300)
    return options
  }

  @Test(arguments: 0..<8)
  func randomFilesLoadAsSequentially(seed: Int) {
    var random = SeededRandom(seed: UInt64(seed) * 7919 + 3)
    for _ in 0..<250 {
      let csv = RandomCSV(random: &random)
      var sequential = csv.options
      sequential.chunking.workers = 1
      let expected = loadOutcome(csv.bytes, options: sequential)
      for _ in 0..<3 {
        let options = forced(csv.options, random: &random)
        let found = loadOutcome(csv.bytes, options: options)
        #expect(found == expected, "\(String(decoding: csv.bytes, as: UTF8.self).debugDescription)")
      }
    }
  }

  @Test func chartSetsAreEqualNotOnlyTheirText() throws {
    var random = SeededRandom(seed: 99)
    var compared = 0
    while compared < 50 {
      let csv = RandomCSV(random: &random)
      var sequential = csv.options
      sequential.chunking.workers = 1
      guard
        let expected = try? ChartLoader.parse(bytes: csv.bytes, file: "r.csv", options: sequential)
      else { continue }
      let found = try ChartLoader.parse(
        bytes: csv.bytes, file: "r.csv", options: forced(csv.options, random: &random))
      #expect(found == expected)
      compared += 1
    }
  }

  @Test func cutsNeverFallInsideQuotesOrACRLF() {
    var random = SeededRandom(seed: 5)
    for _ in 0..<300 {
      let csv = RandomCSV(random: &random)
      let bytes = csv.bytes
      guard !bytes.isEmpty else { continue }
      bytes.withUnsafeBufferPointer { buffer in
        let start = buffer.baseAddress!
        let chunks = CSVChunkSplit.split(
          from: start, to: start + buffer.count, firstBytes: random.int(1...50),
          chunkBytes: random.int(1...80), workers: random.int(1...3), releasesPages: false)
        #expect(chunks.first?.start == start)
        #expect(chunks.last?.end == start + buffer.count)
        for (chunk, next) in zip(chunks, chunks.dropFirst()) {
          #expect(chunk.end == next.start)
          let cut = chunk.end - start
          let quotes = buffer[..<cut].filter { $0 == 0x22 }.count
          #expect(quotes % 2 == 0)
          #expect(buffer[cut - 1] == 0x0A || buffer[cut - 1] == 0x0D)
          #expect(!(buffer[cut - 1] == 0x0D && buffer[cut] == 0x0A))
          let lineFeeds = buffer[(chunk.start - start)..<cut].filter { $0 == 0x0A }.count
          #expect(chunk.rowBound == lineFeeds)
        }
      }
    }
  }

  @Test func aBigFileReadsInParallelWithTheSequentialResult() throws {
    var text = "t,a,b,label\n"
    for row in 0..<60_000 {
      text += "\(row * 2 - row % 5),\(row).5,\(row % 7 == 0 ? "" : "\(row % 13)"),"
      text += row % 1000 == 0 ? "\"x,\ny\"\r\n" : "t\(row % 300)\n"
    }
    var options = LoadOptions()
    options.chunking.workers = 1
    let expected = try loadResult(text, options: options)
    options.chunking = CSVChunking()
    options.chunking.workers = 2
    options.chunking.parallelFrom = 0
    options.chunking.prefixBytes = 4096
    #expect(try loadResult(text, options: options) == expected)
  }

  @Test func aBigLongTableReadsInParallelWithTheSequentialResult() throws {
    var text = "sym,day,price\n"
    for row in 0..<60_000 {
      text += "s\((row * 7919) % 37),\(row / 37),\(row % 101).25\n"
    }
    var options = LoadOptions()
    options.seriesColumn = "sym"
    options.chunking.workers = 1
    let expected = try loadResult(text, options: options)
    #expect(expected.chartSets.first?.lines.count == 37)
    options.chunking.workers = 3
    options.chunking.parallelFrom = 0
    options.chunking.prefixBytes = 100
    #expect(try loadResult(text, options: options) == expected)
  }
}
