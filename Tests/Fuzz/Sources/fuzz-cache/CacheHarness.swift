import FuzzSupport
import TChartCSV
import TChartCache
import TChartCells
import TChartData
import TChartExplorer
import TChartLoading

#if canImport(Glibc)
  import Glibc
#endif

/// The column cache's entries (issue 37): random bytes and random flips in a real entry (a
/// small CSV file's, written once through the cache with the archive codec `tchart` uses) are
/// a note and a parse, or read back the very chart sets, notes and frames, never a trap and
/// never other numbers. The first byte picks what is done to the entry, the rest says where
/// and what:
/// - 0: flips: each 4 bytes are a position (3 bytes, little-endian, modulo the entry's size)
///   and a byte XORed there (0 counts as 1);
/// - 1: the payload replaced by the input (random bytes after the entry's header);
/// - 2: the input written over the entry from a position (its first 3 bytes);
/// - 3: flips as in 0, then the entry cut at a position (the last 3 bytes).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCache(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  let input = fuzzBytes(data, count)
  guard let mode = input.first else { return 0 }
  let body = Array(input.dropFirst())
  let fixture = CacheFixture.shared
  var entry = fixture.entryBytes
  func position(_ bytes: ArraySlice<UInt8>) -> Int {
    bytes.prefix(3).enumerated().reduce(0) { $0 | Int($1.element) << (8 * $1.offset) }
  }
  func flip(_ bytes: [UInt8]) {
    for start in stride(from: 0, to: bytes.count - 3, by: 4) {
      let at = position(bytes[start..<(start + 3)]) % entry.count
      entry[at] ^= max(1, bytes[start + 3])
    }
  }
  switch mode % 4 {
  case 0: flip(body)
  case 1: entry = Array(entry.prefix(fixture.payloadOffset)) + body
  case 2:
    let at = position(body[...]) % entry.count
    let patch = body.dropFirst(3).prefix(entry.count - at)
    entry.replaceSubrange(at..<(at + patch.count), with: patch)
  default:
    flip(Array(body.dropLast(3)))
    entry = Array(entry.prefix(position(body.suffix(3)) % (entry.count + 1)))
  }
  fixture.place(entry)
  switch fixture.cache.open(path: fixture.data, options: LoadOptions()) {
  case .hit(let result):
    fuzzCheck(result.chartSets == fixture.chartSets, "a damaged entry read other chart sets")
    fuzzCheck(result.notes == fixture.notes, "a damaged entry read other notes: \(result.notes)")
    fuzzCheck(
      CacheFixture.frames(result.chartSets) == fixture.frames,
      "a damaged entry drew other frames")
  case .miss(_, let notes):
    fuzzCheck(
      notes.count == 1 && notes[0].description.contains("ignored, reading \(fixture.data)"),
      "a damaged entry unused without its note: \(notes)")
  }
  return 0
}

/// The file, its entry and what it reads back as, made once per process.
struct CacheFixture: Sendable {
  static let shared = CacheFixture()

  let folder = "/tmp/tchart-fuzz-cache-\(getpid())"
  let data: String
  let cache: ColumnCache
  let entryPath: String
  let entryBytes: [UInt8]
  let payloadOffset: Int
  let chartSets: [ChartSet]
  let notes: [LoadNote]
  let frames: [String]

  init() {
    mkdir(folder, 0o700)
    data = folder + "/data.csv"
    // Two lines, one with gaps (run summaries), 3,000 rows (several pyramid levels, every
    // kind of section).
    var text = "time,cpu,mem\n"
    for row in 0..<3_000 {
      let cpu = row % 97 == 5 ? "" : "\(80 + Double(row % 17) / 3)"
      text += "\(1_704_067_200 + 60 * row),\(cpu),\(row % 23)\n"
    }
    let file = fopen(data, "w")
    fputs(text, file)
    fclose(file)
    cache = ColumnCache(folder: folder + "/cache", codec: .archive, program: "fuzz")
    let result: LoadResult
    do { result = try ChartLoader.load(path: data, options: LoadOptions()) } catch {
      fatalError("the fixture does not load: \(error)")
    }
    guard let key = cache.key(path: data, options: LoadOptions()) else {
      fatalError("no cache key for \(data)")
    }
    let stored = cache.store(result, key: key, path: data)
    entryPath = cache.entryPath(key)
    guard stored.isEmpty, let mapped = try? MappedFile(path: entryPath) else {
      fatalError("the fixture's entry was not written: \(stored)")
    }
    entryBytes = Array(mapped.bytes)
    payloadOffset = Int(
      entryBytes[16..<24].reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) })
    guard case .hit(let read) = cache.open(path: data, options: LoadOptions()),
      read.chartSets == result.chartSets
    else { fatalError("the fixture's entry does not read back") }
    chartSets = read.chartSets
    notes = read.notes
    frames = Self.frames(read.chartSets)
  }

  /// Writes `bytes` as the entry (replacing it).
  func place(_ bytes: [UInt8]) {
    unlink(entryPath)
    let descriptor = open(entryPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    fuzzCheck(descriptor >= 0, "cannot write \(entryPath)")
    bytes.withUnsafeBytes { _ = write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
  }

  /// The frames of the first chart set whole and zoomed in (the pyramid's lower levels), with
  /// the indicator and A/B placed, and its JSON summary.
  static func frames(_ sets: [ChartSet]) -> [String] {
    guard let set = sets.first else { return [] }
    let size = Size(width: 70, height: 20)
    let ranges: [(lower: Double, upper: Double)?] = [nil, (0.31, 0.37)]
    return ranges.map { range in
      var options = ExplorerOptions()
      options.size = size
      options.range = range
      options.indicator = 0.5
      options.animates = false
      options.interactive = false
      guard var state = try? ExplorerState(chartSets: [set], options: options) else {
        return "no state"
      }
      state.view.ab = ABCursors(fractions: 0.25, 0.75, in: state.chartSet)
      let frame = ExplorerScreen.render(state: state, size: size)
      let summary = state.viewSummary.json(
        source: ViewSummary.Source(kind: "file", name: "data.csv"), frame: frame.lines)
      return frame.text + "\n" + summary.text()
    }
  }
}
