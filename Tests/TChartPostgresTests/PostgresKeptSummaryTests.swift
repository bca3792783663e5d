import Synchronization
import TChartCells
import TChartExplorer
import TChartPostgres
import TChartSources
import TChartTesting
import Testing

/// A PostgreSQL table's block summary kept between opens, on a real server: a reopen reads it
/// back; an insert past the old last x, or an update in place, makes it read again; the
/// frames equal those of a fresh summary every time, and the identity never holds a password.
extension PostgresServerTests {
  @Suite struct PostgresKeptSummaryTests {
    final class MemoryStore: SummaryStore {
      private let entries = Mutex<[String: [UInt8]]>([:])
      func load(_ key: String) -> [UInt8]? { entries.withLock { $0[key] } }
      func save(_ key: String, _ bytes: [UInt8]) { entries.withLock { $0[key] = bytes } }
      var count: Int { entries.withLock { $0.count } }
    }

    static func open(_ table: String, server: PostgresTestServer, store: (any SummaryStore)?)
      throws -> (frames: [String], origin: SummaryOrigin?)
    {
      let base = try PostgresTestTables.backend(server, PostgresTableOptions(table: table))
      let backend = SummarizedSeriesBackend(
        base: base, blockCount: 1_024, minimumRows: 0, store: store)
      let description = try backend.describe()
      var random = SeededRandom(seed: 91)
      var frames: [String] = []
      for round in 0..<4 {
        var options = ExplorerOptions.printedFrame(
          round: round, sizes: [Size(width: 80, height: 24), Size(width: 200, height: 60)],
          using: &random)
        options.monochrome = true
        let chartSet = try TableFrameFetch.chartSet(
          backend: backend, description: description, options: options)
        frames.append(try TableFrames.frame(chartSet, options: options, totalsFrom: backend))
      }
      backend.finishSaving()
      return (frames, backend.summaryOrigin)
    }

    @Test func reopenKeepsAnyChangeReads() throws {
      let server = try PostgresTestServer.shared()
      let (table, _) = try PostgresTestTables.wide("kept", rows: 20_000, on: server)
      let identity = try PostgresTestTables.backend(server, PostgresTableOptions(table: table))
        .summaryIdentity
      #expect(identity?.contains(server.password) == false)
      let store = MemoryStore()
      let first = try Self.open(table, server: server, store: store)
      #expect(first.origin == .read)
      #expect(store.count == 1)
      let again = try Self.open(table, server: server, store: store)
      #expect(again.origin == .kept)
      #expect(again.frames == first.frames)
      // Rows past the old last x: read again (no extension: an update among the appended
      // rows would go unseen), drawn as a fresh summary draws them.
      _ = try server.psql(
        "INSERT INTO \(table) SELECT 1700000000 + i * 10, i % 50, i FROM generate_series(0, 999) i")
      let grown = try Self.open(table, server: server, store: store)
      #expect(grown.origin == .read)
      #expect(grown.frames == (try Self.open(table, server: server, store: nil).frames))
      #expect(grown.frames != first.frames)
      // A value changed in place (the row count and the ends the same): read again.
      _ = try server.psql(
        "UPDATE \(table) SET a = 5000 WHERE ts = (SELECT ts FROM \(table) ORDER BY ts OFFSET 7000 LIMIT 1)"
      )
      let changed = try Self.open(table, server: server, store: store)
      #expect(changed.origin == .read)
      #expect(changed.frames == (try Self.open(table, server: server, store: nil).frames))
      #expect(changed.frames != grown.frames)
    }
  }
}
