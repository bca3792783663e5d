import TChartCSV
import TChartData
import TChartTesting
import Testing

@testable import TChartCache

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The cache's folder is used only while it is the user's own and no one else can write it, and
/// only regular files are read from it.
@Suite struct CacheFolderSafetyTests {
  /// A fixture with one entry written for its data file; its key.
  private func written(_ fixture: CacheFixture, _ cache: ColumnCache) throws -> CacheKey {
    fixture.save("t,cpu,mem\n1,2,3\n", to: fixture.data)
    let key = try #require(cache.key(path: fixture.data, options: .init()))
    #expect(cache.store(sampleResult(), key: key, path: fixture.data).isEmpty)
    guard case .hit = cache.open(path: fixture.data, options: .init()) else {
      Issue.record("the entry written is not found")
      return key
    }
    return key
  }

  /// What an open found: its notes when it missed without a key (nothing will be written).
  private func refusedNotes(_ lookup: ColumnCache.Lookup) -> [String]? {
    guard case .miss(nil, let notes) = lookup else { return nil }
    return notes.map(\.description)
  }

  @Test func aFolderOthersCanWriteIsNeitherReadNorWritten() throws {
    let fixture = CacheFixture()
    defer { fixture.remove() }
    let cache = fixture.cache()
    _ = try written(fixture, cache)
    let folder = fixture.cacheFolder
    func note(_ mode: String) -> String {
      "tchart: cache: \(folder) is writable by others (mode \(mode)); not used — run chmod 700 \(folder)"
    }
    for (mode, text): (mode_t, String) in [(0o777, "0777"), (0o770, "0770"), (0o1777, "1777")] {
      #expect(chmod(folder, mode) == 0)
      #expect(refusedNotes(cache.open(path: fixture.data, options: .init())) == [note(text)])
    }
    #expect(chmod(folder, 0o777) == 0)
    let before = fixture.cacheFiles
    let other = fixture.root + "/other.csv"
    fixture.save("t,cpu\n1,2\n", to: other)
    let key = try #require(cache.key(path: other, options: .init()))
    #expect(cache.store(sampleResult(), key: key, path: other).map(\.description) == [note("0777")])
    #expect(fixture.cacheFiles == before)
  }

  @Test(.enabled(if: geteuid() == 0, "only root can give a folder to another user"))
  func aFolderOfAnotherUserIsNotUsed() throws {
    let fixture = CacheFixture()
    defer { fixture.remove() }
    let cache = fixture.cache()
    _ = try written(fixture, cache)
    let folder = fixture.cacheFolder
    #expect(chown(folder, 4321, 4321) == 0)
    #expect(
      refusedNotes(cache.open(path: fixture.data, options: .init())) == [
        "tchart: cache: \(folder) belongs to uid 4321, not to you; not used — run mv \(folder) \(folder).not-mine"
      ])
  }

  @Test func aFIFOInPlaceOfAnEntryIsANoteNotAWait() throws {
    let fixture = CacheFixture()
    defer { fixture.remove() }
    let cache = fixture.cache()
    let key = try written(fixture, cache)
    let entry = cache.entryPath(key)
    unlink(entry)
    let fifo = try #require(PlantedFIFO(path: entry))
    let lookup = cache.open(path: fixture.data, options: .init())
    fifo.finish()
    guard case .miss(let missed, let notes) = lookup else {
      Issue.record("a FIFO was read as an entry")
      return
    }
    #expect(missed == key)
    #expect(
      notes.map(\.description) == [
        "tchart: cache: \(entry) (not a regular file) ignored, reading \(fixture.data)"
      ])
  }
}
