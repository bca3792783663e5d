import TChartSQLite
import TChartSources
import TChartTesting
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The folder a table's block summaries are kept in between opens of `tchart`.
@Suite("FolderSummaryStore")
struct FolderSummaryStoreTests {
  @Test("an entry saved is loaded back whole; the folder is made; no temporary file is left")
  func roundTrip() throws {
    let database = TestDatabase()
    let folder = database.directory + "/cache/tchart/tables"
    let store = FolderSummaryStore(folder: folder)
    #expect(store.load("abc") == nil)
    let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 * 7) }
    store.save("abc", bytes)
    #expect(store.load("abc") == bytes)
    store.save("abc", [1, 2, 3])
    #expect(store.load("abc") == [1, 2, 3])
    let names = Self.names(in: folder)
    #expect(names == ["abc.summary"])
    for name in names { unlink(folder + "/" + name) }
    for path in [folder, database.directory + "/cache/tchart", database.directory + "/cache"] {
      rmdir(path)
    }
  }

  @Test("a folder that cannot be written: nothing saved, nothing thrown")
  func unwritable() {
    let store = FolderSummaryStore(folder: "/proc/tchart-no-such/tables")
    store.save("k", [1])
    #expect(store.load("k") == nil)
  }

  @Test("a table reopened through a folder store reads its summary back")
  func reopenThroughFolder() throws {
    let database = try KeptSummaryTests.database(rows: 5_000)
    let folder = database.directory + "/tables"
    let store = FolderSummaryStore(folder: folder)
    let built = try KeptSummaryTests.Open(database, store: store).frames()
    let again = try KeptSummaryTests.Open(database, store: store)
    #expect(try again.frames() == built)
    #expect(again.summarized.summaryOrigin == .kept)
    for name in Self.names(in: folder) { unlink(folder + "/" + name) }
    rmdir(folder)
  }

  static func names(in folder: String) -> [String] { FolderNames.of(folder) }
}
