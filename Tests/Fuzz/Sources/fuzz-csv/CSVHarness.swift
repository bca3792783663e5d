import FuzzSupport
@_spi(Benchmarks) import TChartCSV
import TChartCells
import TChartExplorer
@_spi(Benchmarks) import TChartLoading
import TChartStreams

#if canImport(Glibc)
  import Glibc
#endif

/// The CSV/TSV loader on all its paths. The first byte picks the options (`--series`, an x
/// type, `--strict`) and the chunk sizes; the rest is the file. The sequential read must load or
/// fail with a located error; the parallel read (two or three workers, chunks of a few bytes)
/// and the stream (a pipe read in blocks of a few bytes; CSV only) must give exactly its result or its
/// first error; the stream reader's parser must give the same rows whether the bytes arrive
/// whole or cut in two anywhere. What loads opens in the explorer and draws a frame.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCSV(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  let bytes = fuzzBytes(data, count)
  guard bytes.count >= 2 else { return 0 }
  let mode = Int(bytes[0])
  let size = Int(bytes[1])
  let body = Array(bytes.dropFirst(2))
  var options = LoadOptions()
  switch mode & 7 {
  case 1: options.seriesColumn = "series"
  case 2: options.xType = .number
  case 3: options.xType = .date
  case 4: options.strict = true
  case 5: options.xColumn = "t"
  default: break
  }
  var sequential = options
  sequential.chunking.workers = 1
  let expected = outcome(body, options: sequential)
  var parallel = options
  parallel.chunking.workers = 2 + (mode >> 3) % 2
  parallel.chunking.parallelFrom = 0
  parallel.chunking.prefixBytes = 1 + size % 64
  parallel.chunking.chunkBytes = 1 + (size >> 6) * 16 + (mode >> 4)
  fuzzCheck(outcome(body, options: parallel) == expected, "parallel read differs")
  var streamed = parallel
  streamed.chunking.streamBlock = 1 + size % 97
  // Contest JSON (first byte `[` or `{`) from a pipe is read whole by another path.
  let first = body.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
  // A file read whole turns a table of periods, leaves out a total row and reads a long table
  // again as long (issue 40); a pipe's rows are gone by then: it reads as a file read as a
  // pipe would.
  var asPipe = sequential
  asPipe.pivotsPeriods = false
  asPipe.chunking.readsWhole = false
  if first != UInt8(ascii: "[") && first != UInt8(ascii: "{") {
    fuzzCheck(
      streamedOutcome(body, options: streamed)
        == pipeOutcome(body, options: asPipe, whole: expected),
      "stream read differs")
  }
  checkStreamParser(body, cut: size)
  return 0
}

/// The load's result (with a frame of it) or its error, as text.
func outcome(_ body: [UInt8], options: LoadOptions) -> String {
  do {
    let result = try ChartLoader.parse(bytes: body, file: "fuzz.csv", options: options)
    if let set = result.chartSets.first {
      let state = ExplorerState(chartSets: [set], screenSize: Size(width: 60, height: 16))
      _ = ExplorerScreen.render(state: state, size: state.terminal.size)
    }
    return "\(result)"
  } catch {
    fuzzCheck(error.description.contains("fuzz.csv"), "an error without its file: \(error)")
    return error.description
  }
}

/// What a pipe of `body` gives: the file read as a pipe reads it, or `whole` (the file's own
/// outcome) when that read fails on the table's shape, which a small stream decides again whole.
func pipeOutcome(_ body: [UInt8], options: LoadOptions, whole: String) -> String {
  do {
    _ = try ChartLoader.parse(bytes: body, file: "fuzz.csv", options: options)
  } catch  where CSVStream.readsAgainWhole(after: error) {
    return whole
  } catch {}
  return outcome(body, options: options)
}

/// The same bytes through a pipe (they fit in its buffer, so no writer thread is needed).
func streamedOutcome(_ body: [UInt8], options: LoadOptions) -> String {
  var ends: [Int32] = [0, 0]
  guard pipe(&ends) == 0 else { fatalError("pipe: \(errno)") }
  defer { close(ends[0]) }
  let written = body.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
  close(ends[1])
  guard written == body.count else { return "short pipe write" }
  guard !body.isEmpty else { return outcome(body, options: options) }
  do {
    return
      "\(try CSVStream.load(descriptor: ends[0], file: "fuzz.csv", name: "fuzz", options: options))"
  } catch {
    return error.description
  }
}

/// The stream reader's parser: the same batches whole or cut at `cut`.
func checkStreamParser(_ body: [UInt8], cut: Int) {
  var whole = StreamParser()
  whole.feed(body, arrival: 1)
  whole.finish(arrival: 1)
  var split = StreamParser()
  let at = min(cut, body.count)
  split.feed(Array(body[..<at]), arrival: 1)
  split.feed(Array(body[at...]), arrival: 1)
  split.finish(arrival: 1)
  let a = whole.take().map { "\($0)" } ?? "none"
  let b = split.take().map { "\($0)" } ?? "none"
  fuzzCheck(a == b, "stream parser: whole \(a) cut at \(at) \(b)")
}
