import Synchronization
import TChartCells
import TChartData
import TChartExplorer
import TChartSQLite
import TChartSources
import TChartTesting
import Testing

/// A table's block summary kept between opens (``SummaryStore``): a reopen reads it back
/// instead of the table, a table grown past its old last x reads only the new rows, anything
/// else reads it again; frames are the same as from a summary read afresh, dot for dot.
@Suite("SQLite block summaries kept between opens")
struct KeptSummaryTests {
  /// The first `count` rows of a random table (increasing x; later rows append past it).
  static func rows(_ count: Int, seed: UInt64 = 7) -> [[Double?]] {
    Array(RandomTable(seed: seed, count: 12_000, lineCount: 2, gapChance: 0.01).rows.prefix(count))
  }

  static func database(rows count: Int) throws -> TestDatabase {
    let database = TestDatabase()
    try database.run(
      "CREATE TABLE data (ts REAL, v0 REAL, v1 REAL); CREATE INDEX data_ts ON data (ts)",
      rows: rows(count), insert: "INSERT INTO data VALUES (?,?,?)")
    return database
  }

  /// Appends rows `from..<to` of the same random table.
  static func append(_ database: TestDatabase, from: Int, to: Int) throws {
    try database.run(
      "SELECT 1", rows: Array(rows(to)[from...]), insert: "INSERT INTO data VALUES (?,?,?)")
  }

  /// One open of the table: a summarised backend over a recording SQLite backend.
  struct Open {
    let recording: RecordingBackend
    let summarized: SummarizedSeriesBackend

    init(_ database: TestDatabase, store: (any SummaryStore)?, y: [String] = ["v0", "v1"])
      throws
    {
      recording = RecordingBackend(
        try SQLiteSeriesBackend(
          SQLiteTableOptions(
            path: database.path, table: "data", x: "ts", y: y, xType: .number)))
      summarized = SummarizedSeriesBackend(
        base: recording, blockCount: 2_048, minimumRows: 0, store: store)
    }

    /// The frames of the whole span and of zoomed windows, at 80×24 and 200×60.
    func frames() throws -> [String] {
      let description = try summarized.describe()
      var random = SeededRandom(seed: 11)
      var frames: [String] = []
      for round in 0..<8 {
        let options = ExplorerOptions.printedFrame(
          round: round, sizes: [Size(width: 80, height: 24), Size(width: 200, height: 60)],
          using: &random)
        let chartSet = try TableFrameFetch.chartSet(
          backend: summarized, description: description, options: options)
        frames.append(try TableFrames.frame(chartSet, options: options, totalsFrom: summarized))
      }
      summarized.finishSaving()
      return frames
    }
  }

  @Test("a reopen reads the kept summary, not the table, and draws the same frames")
  func reopen() throws {
    let database = try Self.database(rows: 8_000)
    let store = MemorySummaryStore()
    let first = try Open(database, store: store)
    let built = try first.frames()
    #expect(first.summarized.summaryOrigin == .read)
    #expect(first.recording.summaryReads.count == first.summarized.parts)
    #expect(store.count == 1)
    let again = try Open(database, store: store)
    #expect(try again.frames() == built)
    #expect(again.summarized.summaryOrigin == .kept)
    #expect(again.recording.summaryReads.isEmpty, "the whole-span query is not sent again")
    #expect(again.summarized.builtSummary?.blocks == first.summarized.builtSummary?.blocks)
    // The same rows, bit for bit (a NULL's NaN included).
    let bits = { (summary: BlockSummary?) in
      summary?.rows.map {
        [UInt64(bitPattern: $0.order), $0.x.bitPattern] + $0.values.map(\.bitPattern)
      }
    }
    let same = bits(again.summarized.builtSummary) == bits(first.summarized.builtSummary)
    #expect(same)
  }

  @Test("rows appended past the old last x: only the new range is read, frames as fresh")
  func grown() throws {
    let database = try Self.database(rows: 8_000)
    let store = MemorySummaryStore()
    let first = try Open(database, store: store)
    _ = try first.frames()
    let oldLast = try #require(try first.summarized.describe().last?.x)
    try Self.append(database, from: 8_000, to: 12_000)
    let grown = try Open(database, store: store)
    let frames = try grown.frames()
    guard case .extended(let from)? = grown.summarized.summaryOrigin else {
      Issue.record("not extended: \(String(describing: grown.summarized.summaryOrigin))")
      return
    }
    #expect(from <= oldLast)
    let reads = grown.recording.summaryReads
    #expect(!reads.isEmpty && reads.allSatisfy { $0.lowerBound >= from })
    let fresh = try Open(database, store: nil)
    #expect(frames == (try fresh.frames()))
    // The old last block is read again: a few rows before the old last x at most.
    let newRows = database.scalar("SELECT COUNT(*) FROM data WHERE ts >= \(from)")
    #expect(newRows <= 4_000 + 50)
    // The extended summary is kept in turn.
    let again = try Open(database, store: store)
    #expect(try again.frames() == frames)
    #expect(again.summarized.summaryOrigin == .kept)
  }

  @Test("rows deleted before the old last x (and more appended): read again")
  func deleted() throws {
    let database = try Self.database(rows: 8_000)
    let store = MemorySummaryStore()
    _ = try Open(database, store: store).frames()
    try database.run("DELETE FROM data WHERE rowid IN (1000, 2500, 4000)")
    try Self.append(database, from: 8_000, to: 9_000)
    let changed = try Open(database, store: store)
    let frames = try changed.frames()
    #expect(changed.summarized.summaryOrigin == .read)
    #expect(frames == (try Open(database, store: nil).frames()))
  }

  @Test("a value updated in place (same rows, same first and last): read again")
  func updated() throws {
    let database = try Self.database(rows: 8_000)
    let store = MemorySummaryStore()
    _ = try Open(database, store: store).frames()
    try database.run("UPDATE data SET v0 = 1e6 WHERE rowid = 4321")
    let changed = try Open(database, store: store)
    let frames = try changed.frames()
    #expect(changed.summarized.summaryOrigin == .read)
    #expect(frames == (try Open(database, store: nil).frames()))
    #expect(frames.contains { $0.contains("1000000") })
  }

  @Test("corrupt, cut or foreign store bytes: read again, never a crash or wrong rows")
  func corrupt() throws {
    let database = try Self.database(rows: 6_000)
    let store = MemorySummaryStore()
    let built = try Open(database, store: store).frames()
    let good = try #require(store.only)
    var random = SeededRandom(seed: 3)
    let damaged: [[UInt8]] = [
      [], Array(good.prefix(good.count / 2)), Array(good.dropLast()),
      good.enumerated().map { $0.offset == good.count / 3 ? $0.element ^ 0x10 : $0.element },
      (0..<good.count).map { _ in UInt8(random.int(0...255)) },
      Array("tchart-block-summary".utf8) + [2, 0, 0, 0] + good.dropFirst(24),
    ]
    for bytes in damaged {
      store.replaceAll(with: bytes)
      let open = try Open(database, store: store)
      #expect(try open.frames() == built)
      #expect(open.summarized.summaryOrigin == .read)
    }
  }

  @Test("derived lines (rate, cumsum): kept and extended, frames as fresh")
  func derived() throws {
    let database = try Self.database(rows: 6_000)
    let store = MemorySummaryStore()
    let y = ["v0", "rate(v0)", "cumsum(v1)"]
    _ = try Open(database, store: store, y: y).frames()
    let again = try Open(database, store: store, y: y)
    _ = try again.frames()
    #expect(again.summarized.summaryOrigin == .kept)
    try Self.append(database, from: 6_000, to: 9_000)
    let grown = try Open(database, store: store, y: y)
    let frames = try grown.frames()
    if case .extended? = grown.summarized.summaryOrigin {
    } else {
      Issue.record("not extended: \(String(describing: grown.summarized.summaryOrigin))")
    }
    #expect(frames == (try Open(database, store: nil, y: y).frames()))
  }

  @Test(
    "the row count is kept with the summary and taken once, instead of counting; not under --where")
  func keptCount() throws {
    let database = try Self.database(rows: 3_000)
    func backend(filter: String? = nil) throws -> SQLiteSeriesBackend {
      try SQLiteSeriesBackend(
        SQLiteTableOptions(
          path: database.path, table: "data", x: "ts", y: ["v0"], filter: filter, xType: .number))
    }
    let first = try backend()
    #expect(first.describedSpan() == nil)
    _ = try first.describe()
    #expect(first.describedSpan() == "3000")
    let reopened = try backend()
    reopened.adoptDescribedSpan("2999")
    #expect(try reopened.describe().rowCount == 2_999)
    #expect(try reopened.describe().rowCount == 3_000)
    let filtered = try backend(filter: "v0 > 0")
    _ = try filtered.describe()
    #expect(filtered.describedSpan() == nil)
    // Through the summary: the reopen's description is the first open's.
    let store = MemorySummaryStore()
    let built = try Open(database, store: store).frames()
    let again = try Open(database, store: store)
    #expect(try again.frames() == built)
    #expect(try again.summarized.describe().rowCount == 3_000)
  }

  @Test("other columns or another --where: another entry")
  func otherColumns() throws {
    let database = try Self.database(rows: 6_000)
    let store = MemorySummaryStore()
    _ = try Open(database, store: store).frames()
    let other = try Open(database, store: store, y: ["v1"])
    _ = try other.frames()
    #expect(other.summarized.summaryOrigin == .read)
    #expect(store.count == 2)
  }
}

/// A ``SummaryStore`` in memory.
final class MemorySummaryStore: SummaryStore {
  private let entries = Mutex<[String: [UInt8]]>([:])

  func load(_ key: String) -> [UInt8]? { entries.withLock { $0[key] } }
  func save(_ key: String, _ bytes: [UInt8]) { entries.withLock { $0[key] = bytes } }

  var count: Int { entries.withLock { $0.count } }
  /// The one entry's bytes.
  var only: [UInt8]? { entries.withLock { $0.count == 1 ? $0.first?.value : nil } }
  /// Every entry's bytes replaced with `bytes`.
  func replaceAll(with bytes: [UInt8]) {
    entries.withLock { entries in
      for key in entries.keys { entries[key] = bytes }
    }
  }
}

/// An SQLite backend that records the summary's reads: the `within` ranges of whole-span
/// requests at the summary's grid.
final class RecordingBackend: SummaryKeeping {
  let base: SQLiteSeriesBackend
  private let reads = Mutex<[ClosedRange<Double>]>([])

  init(_ base: SQLiteSeriesBackend) { self.base = base }

  /// The ranges the summary was read over.
  var summaryReads: [ClosedRange<Double>] { reads.withLock { $0 } }

  var summaryIdentity: String? { base.summaryIdentity }
  func summaryVersion() throws(SourceError) -> SummaryVersion { try base.summaryVersion() }
  func rowCount(through value: Double) throws(SourceError) -> Int {
    try base.rowCount(through: value)
  }
  func describe() throws(SourceError) -> SourceDescription { try base.describe() }
  func m4(_ request: SeriesWindowRequest, within ranges: [ClosedRange<Double>]?)
    throws(SourceError) -> SeriesWindowAnswer
  {
    if request.rule.dotWidth == 2_048, let ranges, ranges.count == 1 {
      reads.withLock { $0 += ranges }
    }
    return try base.m4(request, within: ranges)
  }
  func rowsAround(x value: Double, lines: [Int]) throws(SourceError) -> [SourceRow] {
    try base.rowsAround(x: value, lines: lines)
  }
  func rows(in ranges: [ClosedRange<Double>], lines: [Int], limit: Int) throws(SourceError)
    -> RangeRows
  { try base.rows(in: ranges, lines: lines, limit: limit) }
  func totals(lower: Double, upper: Double) throws(SourceError) -> [SampleTotal] {
    try base.totals(lower: lower, upper: upper)
  }
  func cancel() { base.cancel() }
}
