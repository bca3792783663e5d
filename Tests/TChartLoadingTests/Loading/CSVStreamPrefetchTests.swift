import Dispatch
import TChartTesting
import Testing

@_spi(Benchmarks) @testable import TChartCSV
@_spi(Benchmarks) @testable import TChartLoading

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A stream read ahead by its reader thread (``StreamPrefetch``) loads as the same bytes as a
/// file, whatever the sizes of the pipe's writes and of the blocks, with rows longer than the
/// headroom in front of a block, and the thread stops when the load stops early.
@Suite struct CSVStreamPrefetchTests {
  /// Loads `bytes` written into a pipe in pieces of `piece` bytes; the writer keeps the pipe
  /// open until `release` is signalled when given.
  private func outcome(
    throughPipe bytes: [UInt8], options: LoadOptions, piece: Int,
    release: DispatchSemaphore? = nil
  ) -> String {
    signal(SIGPIPE, SIG_IGN)
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return "no pipe" }
    let writeEnd = ends[1]
    let written = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      var offset = 0
      while offset < bytes.count {
        let end = min(bytes.count, offset + piece)
        let wrote = bytes[offset..<end].withUnsafeBytes {
          write(writeEnd, $0.baseAddress, $0.count)
        }
        guard wrote > 0 else { break }
        offset += wrote
      }
      release?.wait()
      close(writeEnd)
      written.signal()
    }
    defer {
      release?.signal()
      close(ends[0])
      written.wait()
    }
    do {
      let result = try CSVStream.load(
        descriptor: ends[0], file: "r.csv", name: ChartNaming.baseName("r.csv"), options: options,
        progress: nil)
      return "\(result)"
    } catch {
      return error.description
    }
  }

  /// Where `found` first differs from `expected`, briefly ("" when equal).
  private func difference(_ found: String, _ expected: String) -> String {
    guard found != expected else { return "" }
    let common = zip(found, expected).prefix { $0 == $1 }.count
    let start = max(0, common - 80)
    return
      "at \(common): \(found.dropFirst(start).prefix(160)) ≠ \(expected.dropFirst(start).prefix(160))"
  }

  /// Rows of numbers, and every `every` rows a quoted cell of `quoted` bytes with a line break
  /// each 1000 bytes (CRLF), so rows cross block edges at many places.
  private func csv(rows: Int, every: Int, quoted: Int) -> [UInt8] {
    var text = "x,a,note\n"
    let line = String(repeating: "q", count: 998) + "\r\n"
    let cell =
      "\"" + String(String(repeating: line, count: quoted / 1000 + 1).prefix(quoted)) + "\""
    for row in 0..<rows {
      text += "\(row),\(row % 100).5,\(row % every == every - 1 ? cell : "n")\r\n"
    }
    return Array(text.utf8)
  }

  @Test func rowsLongerThanTheHeadroomJoinTheNextBlock() {
    // Rows of 3 MB against blocks of 1 MB after a headroom of 1 MiB.
    let bytes = csv(rows: 3000, every: 1000, quoted: 3_000_000)
    var options = LoadOptions()
    options.chunking.workers = 1
    let expected = loadOutcome(bytes, options: options)
    #expect(expected.contains("skipped text column note"))
    for workers in [1, 2] {
      options.chunking.workers = workers
      options.chunking.streamBlock = 1 << 20
      #expect(
        difference(outcome(throughPipe: bytes, options: options, piece: 1 << 16), expected) == "")
    }
  }

  @Test func oneByteAtATimeLoadsAsWhole() {
    let bytes = csv(rows: 20_000, every: 37, quoted: 2500)
    let expected = loadOutcome(bytes, options: LoadOptions())
    var options = LoadOptions()
    options.chunking.streamBlock = 4096
    #expect(difference(outcome(throughPipe: bytes, options: options, piece: 1), expected) == "")
    #expect(
      difference(outcome(throughPipe: bytes, options: options, piece: bytes.count), expected) == "")
    options.chunking.workers = 2
    options.chunking.parallelFrom = 1024
    options.chunking.streamBlock = 65_536 + 17
    #expect(difference(outcome(throughPipe: bytes, options: options, piece: 1), expected) == "")
  }

  /// The load fails while the writer still holds the pipe open: the reader thread, waiting
  /// for the rest of its block, stops without waiting for the end of the stream (the test
  /// would hang otherwise: the writer closes only once the load has returned).
  @Test func aFailedLoadDoesNotWaitForTheEndOfTheStream() {
    var text = "x,a\n"
    for row in 0..<2000 { text += "\(row),\(row)\n" }
    text += "2000,oops\n"
    // More than a block after the error: the block holding it is handed over.
    for row in 2001..<3000 { text += "\(row),\(row)\n" }
    let bytes = Array(text.utf8)
    var options = LoadOptions()
    options.chunking.streamBlock = 512
    let release = DispatchSemaphore(value: 0)
    #expect(
      outcome(throughPipe: bytes, options: options, piece: 100, release: release)
        == loadOutcome(bytes, options: LoadOptions()))
  }
}
