import Synchronization
import TChartCells
import TChartClickHouse
import TChartExplorer
import TChartSources
import TChartTesting
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A ClickHouse table's block summary kept between opens, on a real server: a reopen reads it
/// back (the version from `system.parts` and `system.mutations` unchanged), an insert past the
/// old last x extends it, a mutation makes it read again; frames equal a fresh summary's.
@Suite(.serialized) struct ClickHouseKeptSummaryTests {
  /// A ``SummaryStore`` in memory.
  final class MemoryStore: SummaryStore {
    private let entries = Mutex<[String: [UInt8]]>([:])
    func load(_ key: String) -> [UInt8]? { entries.withLock { $0[key] } }
    func save(_ key: String, _ bytes: [UInt8]) { entries.withLock { $0[key] = bytes } }
    var count: Int { entries.withLock { $0.count } }
  }

  /// One open of table `name`, summarised with `store`; its frames (whole span and zoomed, at
  /// 80×24 and 200×60) and where its summary came from.
  /// With `readsAfterFirstAnswer`, the summary left for after the frames is read at the end
  /// (as `render` does), and `afterwards` says where it came from then.
  static func open(
    _ name: String, port: Int, lines: [String], store: (any SummaryStore)?,
    readsAfterFirstAnswer: Bool = false
  ) throws -> (frames: [String], origin: SummaryOrigin?, afterwards: SummaryOrigin?) {
    let table = ClickHouseBackend(
      location: ClickHouseLocation(host: "127.0.0.1", port: port, database: "default", table: name),
      credentials: ClickHouseCredentials(), options: ClickHouseTableOptions(yColumns: lines))
    let backend = SummarizedSeriesBackend(
      base: table, blockCount: 1_024, minimumRows: 0, store: store,
      readsAfterFirstAnswer: readsAfterFirstAnswer)
    let description = try backend.describe()
    var random = SeededRandom(seed: 61)
    var frames: [String] = []
    for round in 0..<6 {
      var options = ExplorerOptions.printedFrame(
        round: round, sizes: [Size(width: 80, height: 24), Size(width: 200, height: 60)],
        using: &random)
      options.monochrome = true
      let chartSet = try TableFrameFetch.chartSet(
        backend: backend, description: description, options: options)
      frames.append(try TableFrames.frame(chartSet, options: options, totalsFrom: backend))
    }
    let origin = backend.summaryOrigin
    try backend.readDeferredSummary()
    backend.finishSaving()
    return (frames, origin, backend.summaryOrigin)
  }

  @Test func aColdOpenAnswersThenReadsTheSummaryItKeeps() throws {
    let ports = try ClickHouseTestServers.ports()
    let name = ClickHouseTestServers.tableName("after")
    let data = RandomTable(seed: 73, rows: 5000, lineCount: 2, dateTime: false)
    try data.create(name, on: ClickHouseTestServers.connection(port: ports.single))
    let store = MemoryStore()
    let plain = try Self.open(name, port: ports.single, lines: data.names, store: nil)
    // Every wide window is the base's answer until the summary is read after one.
    let cold = try Self.open(
      name, port: ports.single, lines: data.names, store: store, readsAfterFirstAnswer: true)
    #expect(cold.origin == nil)
    #expect(cold.frames == plain.frames)
    #expect(cold.afterwards == .read && store.count == 1)
    let reopened = try Self.open(
      name, port: ports.single, lines: data.names, store: store, readsAfterFirstAnswer: true)
    #expect(reopened.origin == .kept)
    #expect(reopened.frames == plain.frames)
  }

  @Test func reopenKeepsAndInsertExtends() throws {
    let ports = try ClickHouseTestServers.ports()
    let name = ClickHouseTestServers.tableName("kept")
    let data = RandomTable(seed: 71, rows: 6000, lineCount: 2, dateTime: false)
    let connection = ClickHouseTestServers.connection(port: ports.single)
    try data.create(name, on: connection, rows: 0..<4000)
    let store = MemoryStore()
    let version = try ClickHouseBackend(
      location: ClickHouseLocation(
        host: "127.0.0.1", port: ports.single, database: "default", table: name),
      credentials: ClickHouseCredentials(), options: ClickHouseTableOptions()
    ).summaryVersion()
    #expect(!version.exact.contains("unreadable"), "\(version)")
    #expect(version.exact.hasPrefix("parts=4000,"), "\(version)")
    let first = try Self.open(name, port: ports.single, lines: data.names, store: store)
    #expect(first.origin == .read)
    #expect(store.count == 1)
    let again = try Self.open(name, port: ports.single, lines: data.names, store: store)
    #expect(again.origin == .kept)
    #expect(again.frames == first.frames)
    // Rows inserted past the old last x: the summary is extended.
    try data.create(name, on: connection, engine: "none", rows: 4000..<6000)
    let grown = try Self.open(name, port: ports.single, lines: data.names, store: store)
    guard case .extended(let from)? = grown.origin else {
      Issue.record("not extended: \(String(describing: grown.origin))")
      return
    }
    #expect(from <= data.x[3999] && from > data.x[3900])
    let fresh = try Self.open(name, port: ports.single, lines: data.names, store: nil)
    #expect(grown.frames == fresh.frames)
    #expect(grown.frames != first.frames)
    // A merge rewrites the parts without changing a row: the summary is still current.
    let quoted = ClickHouseDialect().quoteIdentifier(name)
    try connection.execute("OPTIMIZE TABLE \(quoted) FINAL")
    let merged = try Self.open(name, port: ports.single, lines: data.names, store: store)
    #expect(merged.origin == .kept)
    #expect(merged.frames == grown.frames)
    // A mutation (values changed in place): read again.
    try connection.execute(
      "ALTER TABLE \(ClickHouseDialect().quoteIdentifier(name)) UPDATE c1 = 1000 WHERE ts = "
        + "\(data.stored[2000])")
    var changed = try Self.open(name, port: ports.single, lines: data.names, store: store)
    for _ in 0..<50 where changed.frames == grown.frames {
      // The mutation runs in the background.
      usleep(100_000)
      changed = try Self.open(name, port: ports.single, lines: data.names, store: store)
    }
    #expect(changed.origin == .read)
    #expect(
      changed.frames
        == (try Self.open(name, port: ports.single, lines: data.names, store: nil).frames))
  }
}
