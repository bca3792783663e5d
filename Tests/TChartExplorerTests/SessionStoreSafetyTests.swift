import TChartTesting
import Testing

@testable import TChartExplorer
@testable import TChartExplorerRuntime

#if canImport(Glibc)
  import Glibc
#endif

/// Sessions are read from and written to a folder only while it is the user's own and no one
/// else can write it; a temporary file is never opened through a link planted at its name, and
/// only a regular session file is read.
@Suite("SessionStore safety")
struct SessionStoreSafetyTests {
  let base = SessionStoreTests()

  /// The bytes of the file at `path`, `nil` when it cannot be read.
  func contents(_ path: String) -> String? {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: 4096)
    let count = read(descriptor, &bytes, bytes.count)
    return count < 0 ? nil : String(decoding: bytes[..<count], as: UTF8.self)
  }

  @Test("a link planted at the temporary file's name is not followed")
  func plantedLink() throws {
    let folder = base.temporaryDirectory()
    let store = SessionStore(directory: folder + "/tchart")
    try store.save(base.record())
    let victim = folder + "/victim.txt"
    base.writeFile(victim, "the user's own file\n")
    // The name the temporary file had: SESSION.PID.tmp.
    let planted = store.sessionPath(for: "/data/a.csv") + ".\(getpid()).tmp"
    #expect(symlink(victim, planted) == 0)
    var newer = base.record()
    newer.themeSlice.theme = "day"
    try store.save(newer)
    #expect(contents(victim) == "the user's own file\n")
    #expect(store.load(for: newer.file) == .found(newer))
  }

  @Test("a FIFO in place of the session file is skipped with a note, not waited on")
  func fifo() throws {
    let store = SessionStore(directory: base.temporaryDirectory())
    let path = store.sessionPath(for: "/data/a.csv")
    let fifo = try #require(PlantedFIFO(path: path))
    let loaded = store.load(for: base.record().file)
    fifo.finish()
    #expect(loaded == .ignored("session not read: \(path) is not a regular file"))
  }

  @Test("a folder others can write is neither read nor written")
  func writableByOthers() throws {
    let folder = base.temporaryDirectory() + "/tchart"
    let store = SessionStore(directory: folder)
    try store.save(base.record())
    #expect(chmod(folder, 0o777) == 0)
    let note = "\(folder) is writable by others (mode 0777); not used — run chmod 700 \(folder)"
    #expect(store.load(for: base.record().file) == .ignored("session not read: " + note))
    var newer = base.record()
    newer.themeSlice.theme = "day"
    #expect(throws: SessionStoreError(message: "cannot save the session: " + note)) {
      try store.save(newer)
    }
    #expect(chmod(folder, 0o700) == 0)
    #expect(store.load(for: base.record().file) == .found(base.record()))
  }

  @Test(
    "a folder of another user is not used",
    .enabled(if: geteuid() == 0, "only root can give a folder to another user"))
  func anotherUser() throws {
    let folder = base.temporaryDirectory() + "/tchart"
    let store = SessionStore(directory: folder)
    try store.save(base.record())
    #expect(chown(folder, 4321, 4321) == 0)
    #expect(
      store.load(for: base.record().file)
        == .ignored(
          "session not read: \(folder) belongs to uid 4321, not to you; not used — run mv \(folder) \(folder).not-mine"
        ))
  }
}
