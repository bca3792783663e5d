import Testing

@testable import TChartExplorer
@testable import TChartExplorerRuntime

#if canImport(Glibc)
  import Glibc
#endif

@Suite("SessionStore")
struct SessionStoreTests {
  /// A fresh directory under /tmp for one test.
  func temporaryDirectory() -> String {
    var template = Array("/tmp/tchart-session-XXXXXX".utf8CString)
    return template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)) }
  }

  func record(path: String = "/data/a.csv", size: Int = 10) -> SessionRecord {
    SessionRecord(
      file: FileIdentity(path: path, size: size, modified: 1_700_000_000.25), chartName: "a",
      charts: [.init(name: "a", windowStart: 5, windowEnd: 9, hiddenLines: ["b"])],
      theme: "night", yScale: "log", colors: ["b": "#ff8800"])
  }

  func writeFile(_ path: String, _ text: String) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    _ = text.withCString { write(descriptor, $0, strlen($0)) }
    close(descriptor)
  }

  @Test("the directory comes from XDG_STATE_HOME, else HOME; neither: no sessions")
  func directories() {
    #expect(
      SessionStore(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"])?.directory == "/s/tchart")
    #expect(SessionStore(environment: ["HOME": "/h"])?.directory == "/h/.local/state/tchart")
    #expect(
      SessionStore(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"])?.directory
        == "/h/.local/state/tchart")
    #expect(SessionStore(environment: [:]) == nil)
  }

  @Test("a record written is read back equal, in a directory created for it")
  func roundTrip() throws {
    let store = SessionStore(directory: temporaryDirectory() + "/deep/tchart")
    #expect(store.load(for: record().file) == .none)
    try store.save(record())
    #expect(store.load(for: record().file) == .found(record()))
    // A changed file still finds its record, whose identity tells it changed.
    #expect(
      store.load(for: FileIdentity(path: "/data/a.csv", size: 11, modified: 0))
        == .found(record()))
  }

  @Test("a crash between writing and renaming leaves the old session")
  func atomic() throws {
    let store = SessionStore(directory: temporaryDirectory())
    try store.save(record())
    var newer = record()
    newer.themeSlice.theme = "day"
    let temporary = try store.writeTemporary(newer)
    #expect(store.load(for: record().file) == .found(record()))
    #expect(rename(temporary, store.sessionPath(for: "/data/a.csv")) == 0)
    #expect(store.load(for: record().file) == .found(newer))
  }

  @Test("corrupt, foreign and other-version session files are ignored with a note")
  func ignored() throws {
    let store = SessionStore(directory: temporaryDirectory())
    try store.save(record())
    let path = store.sessionPath(for: "/data/a.csv")
    for text in ["{not json", "[1, 2]", "", #"{"version": 99}"#] {
      writeFile(path, text)
      guard case .ignored(let note) = store.load(for: record().file) else {
        Issue.record("\(text) was not ignored")
        continue
      }
      #expect(note.contains("ignored"))
    }
    // A session saved for another path (a hash collision) is not this file's.
    try store.save(record(path: "/data/other.csv"))
    let otherPath = store.sessionPath(for: "/data/other.csv")
    #expect(rename(otherPath, path) == 0)
    #expect(store.load(for: record().file) != .found(record(path: "/data/other.csv")))
  }

  @Test("the identity of a file: resolved path, size, time; none for standard input")
  func identity() throws {
    let directory = temporaryDirectory()
    writeFile(directory + "/data.csv", "x,y\n1,2\n")
    #expect(mkdir(directory + "/sub", 0o700) == 0)
    let identity = try #require(FileIdentity.of(path: directory + "/sub/../data.csv"))
    #expect(identity.path == directory + "/data.csv")
    #expect(identity.size == 8)
    #expect(FileIdentity.of(path: "-") == nil)
    #expect(FileIdentity.of(path: directory + "/missing") == nil)
  }
}
