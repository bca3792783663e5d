import TChartSources
import TChartTesting
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Kept summaries are read from and written to their folder only while it is the user's own
/// and no one else can write it; a temporary file is never opened through a link planted at its
/// name, and only a regular file is read.
@Suite("FolderSummaryStore safety")
struct FolderSummaryStoreSafetyTests {
  /// A fresh folder under /tmp with an empty `tables` folder (0700) in it; both paths.
  func folders() -> (root: String, tables: String) {
    var template = Array("/tmp/tchart-summary-XXXXXX".utf8CString)
    let root = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)) }
    mkdir(root + "/tables", 0o700)
    return (root, root + "/tables")
  }

  func remove(_ root: String) {
    for name in FolderSummaryStoreTests.names(in: root + "/tables") {
      unlink(root + "/tables/" + name)
    }
    for name in FolderSummaryStoreTests.names(in: root) { unlink(root + "/" + name) }
    rmdir(root + "/tables")
    rmdir(root)
  }

  @Test("a link planted at the temporary file's name is not followed")
  func plantedLink() {
    let (root, tables) = folders()
    defer { remove(root) }
    let victim = root + "/victim"
    let descriptor = open(victim, O_WRONLY | O_CREAT, 0o600)
    _ = write(descriptor, "mine", 4)
    close(descriptor)
    #expect(symlink(victim, tables + "/k.summary.\(getpid()).tmp") == 0)
    let store = FolderSummaryStore(folder: tables)
    store.save("k", [1, 2, 3])
    var status = stat()
    #expect(stat(victim, &status) == 0 && status.st_size == 4)
    #expect(store.load("k") == [1, 2, 3])
  }

  @Test("a FIFO in place of a summary is skipped, not waited on")
  func fifo() throws {
    let (root, tables) = folders()
    defer { remove(root) }
    let fifo = try #require(PlantedFIFO(path: tables + "/k.summary"))
    let loaded = FolderSummaryStore(folder: tables).load("k")
    fifo.finish()
    #expect(loaded == nil)
  }

  @Test("a folder others can write is neither read nor written")
  func writableByOthers() {
    let (root, tables) = folders()
    defer { remove(root) }
    let store = FolderSummaryStore(folder: tables)
    store.save("k", [1, 2, 3])
    #expect(chmod(tables, 0o777) == 0)
    #expect(store.load("k") == nil)
    store.save("j", [4])
    #expect(FolderSummaryStoreTests.names(in: tables) == ["k.summary"])
  }

  @Test(
    "a folder of another user is not used",
    .enabled(if: geteuid() == 0, "only root can give a folder to another user"))
  func anotherUser() {
    let (root, tables) = folders()
    defer { remove(root) }
    let store = FolderSummaryStore(folder: tables)
    store.save("k", [1, 2, 3])
    #expect(chown(tables, 4321, 4321) == 0)
    #expect(store.load("k") == nil)
  }
}
