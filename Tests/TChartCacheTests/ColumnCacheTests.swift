import TChartCSV
import TChartData
import Testing

@testable import TChartCache

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct ColumnCacheTests {
  /// A fixture with a data file and its entry stored; the key.
  private func stored(_ fixture: CacheFixture, _ cache: ColumnCache) throws -> CacheKey {
    fixture.save("t,cpu,mem\n1,2,3\n", to: fixture.data)
    let key = try #require(cache.key(path: fixture.data, options: .init()))
    #expect(cache.store(sampleResult(), key: key, path: fixture.data).isEmpty)
    return key
  }

  private func hit(_ lookup: ColumnCache.Lookup) -> LoadResult? {
    if case .hit(let result) = lookup { return result }
    return nil
  }

  private func missNotes(_ lookup: ColumnCache.Lookup) -> [String]? {
    if case .miss(_, let notes) = lookup { return notes.map(\.description) }
    return nil
  }

  @Test func anEntryGivesBackTheColumnsAndTheNotes() throws {
    let fixture = CacheFixture()
    defer { fixture.remove() }
    let cache = fixture.cache()
    let key = try stored(fixture, cache)
    #expect(fixture.cacheFiles == [key.entryName])
    let result = try #require(hit(cache.open(path: fixture.data, options: .init())))
    #expect(columns(result.chartSets) == columns(sampleResult().chartSets))
    #expect(result.chartSets.map(\.name) == ["data"])
    #expect(result.notes == [LoadNote(file: fixture.data, message: "rows sorted by time")])
    var status = stat()
    stat(fixture.cacheFolder, &status)
    #expect(status.st_mode & 0o777 == 0o700)
  }

  @Test func theFileChangedSinceIsANoteAndAMiss() throws {
    let fixture = CacheFixture()
    defer { fixture.remove() }
    let cache = fixture.cache()
    let key = try stored(fixture, cache)
    fixture.save("t,cpu,mem\n1,2,4\n", to: fixture.data)
    let notes = try #require(missNotes(cache.open(path: fixture.data, options: .init())))
    #expect(
      notes == [
        "tchart: cache: \(cache.entryPath(key)) (made before \(fixture.data) changed) ignored, "
          + "reading \(fixture.data)"
      ])
    #expect(fixture.cacheFiles.isEmpty)
  }

  @Test func otherOptionsMissWithoutANote() throws {
    let fixture = CacheFixture()
    defer { fixture.remove() }
    let cache = fixture.cache()
    _ = try stored(fixture, cache)
    #expect(missNotes(cache.open(path: fixture.data, options: LoadOptions(xColumn: "cpu"))) == [])
    #expect(fixture.cacheFiles.count == 1)
  }

  /// Damages the stored entry with `damage` (given its descriptor and size), then opens.
  private func openDamaged(_ damage: (Int32, Int) -> Void) throws -> (
    notes: [String]?, entry: String, files: [String]
  ) {
    let fixture = CacheFixture()
    defer { fixture.remove() }
    let cache = fixture.cache()
    let key = try stored(fixture, cache)
    let entry = cache.entryPath(key)
    var status = stat()
    stat(entry, &status)
    let descriptor = open(entry, O_RDWR)
    damage(descriptor, Int(status.st_size))
    close(descriptor)
    let notes = missNotes(cache.open(path: fixture.data, options: .init()))
    return (notes, entry, fixture.cacheFiles)
  }

  @Test func aCorruptEntryIsANoteAndAMiss() throws {
    let (notes, entry, files) = try openDamaged { descriptor, _ in
      _ = pwrite(descriptor, "XXXX", 4, 0)
    }
    #expect(notes?.count == 1)
    #expect(notes?.first?.hasPrefix("tchart: cache: \(entry) (not a cache entry) ignored") == true)
    #expect(files.isEmpty)
  }

  @Test func aTruncatedEntryIsANoteAndAMiss() throws {
    let (notes, entry, files) = try openDamaged { descriptor, size in
      _ = ftruncate(descriptor, off_t(size - 9))
    }
    #expect(notes?.first?.hasPrefix("tchart: cache: \(entry) (truncated) ignored, reading") == true)
    #expect(files.isEmpty)
  }

  @Test func aDamagedPayloadIsANoteAndAMiss() throws {
    let (notes, _, files) = try openDamaged { descriptor, size in
      // The entry's size is in the header (and its checksum): cut the payload and write the
      // header again with the new size.
      var bytes = [UInt8](repeating: 0, count: size)
      _ = pread(descriptor, &bytes, bytes.count, 0)
      guard var header = try? bytes.withUnsafeBytes({ try CacheEntryHeader.decode($0) }) else {
        return
      }
      _ = ftruncate(descriptor, off_t(size - 16))
      header.entrySize = size - 16
      let encoded = header.encoded()
      _ = encoded.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    }
    #expect(notes?.first?.contains("(damaged: payload cut short) ignored") == true)
    #expect(files.isEmpty)
  }

  @Test func aPayloadOffsetBeyondIntIsANoteAndAMiss() throws {
    // Found by the cache fuzz harness: the offset's top byte set made `Int(_:)` trap.
    let (notes, entry, files) = try openDamaged { descriptor, _ in
      var byte: UInt8 = 0xff
      _ = pwrite(descriptor, &byte, 1, 23)
    }
    #expect(notes?.first?.hasPrefix("tchart: cache: \(entry) (truncated) ignored") == true)
    #expect(files.isEmpty)
  }

  @Test func aDamagedHeaderIsANoteAndAMiss() throws {
    // A byte of the stored load note changed: the header's checksum no longer matches.
    let (notes, entry, files) = try openDamaged { descriptor, _ in
      var byte: UInt8 = 0
      _ = pread(descriptor, &byte, 1, 40)
      byte ^= 0x20
      _ = pwrite(descriptor, &byte, 1, 40)
    }
    #expect(notes?.first?.hasPrefix("tchart: cache: \(entry) (damaged header) ignored") == true)
    #expect(files.isEmpty)
  }

  @Test func anotherVersionIsANoteAndAMiss() throws {
    let (notes, entry, files) = try openDamaged { descriptor, _ in
      var version = UInt32(7).littleEndian
      _ = pwrite(descriptor, &version, 4, 8)
    }
    #expect(notes?.first?.hasPrefix("tchart: cache: \(entry) (format version 7) ignored") == true)
    #expect(files.isEmpty)
  }

  @Test func anotherByteOrderIsANoteAndAMiss() throws {
    let (notes, _, _) = try openDamaged { descriptor, _ in
      var mark = CacheEntryHeader.byteOrderMark.byteSwapped
      _ = pwrite(descriptor, &mark, 4, 12)
    }
    #expect(notes?.first?.contains("(another byte order) ignored") == true)
  }

  @Test func anEntryOfAnotherKeyUnderTheSameNameIsNeverRead() throws {
    let fixture = CacheFixture()
    defer { fixture.remove() }
    let cache = fixture.cache()
    fixture.save("t,cpu,mem\n1,2,3\n", to: fixture.data)
    let key = try #require(cache.key(path: fixture.data, options: .init()))
    // A hash collision: another key's entry stored under this key's name.
    let forged = CacheKey(slot: "another file", state: key.state, path: key.path)
    #expect(cache.store(sampleResult(), key: forged, path: fixture.data).isEmpty)
    #expect(rename(cache.entryPath(forged), cache.entryPath(key)) == 0)
    let notes = try #require(missNotes(cache.open(path: fixture.data, options: .init())))
    #expect(notes.first?.contains("(made for another key) ignored") == true)
  }

  @Test func aHitMarksTheEntryUsed() throws {
    let fixture = CacheFixture()
    defer { fixture.remove() }
    let cache = fixture.cache()
    let key = try stored(fixture, cache)
    var old = [timespec(tv_sec: 1_000, tv_nsec: 0), timespec(tv_sec: 1_000, tv_nsec: 0)]
    utimensat(AT_FDCWD, cache.entryPath(key), &old, 0)
    #expect(hit(cache.open(path: fixture.data, options: .init())) != nil)
    var status = stat()
    stat(cache.entryPath(key), &status)
    #expect(status.st_atim.tv_sec > 1_000_000)
  }

  @Test func theBoundRemovesTheLeastRecentlyUsedEntries() throws {
    let fixture = CacheFixture()
    defer { fixture.remove() }
    var cache = fixture.cache()
    var keys: [CacheKey] = []
    for index in 0..<4 {
      let path = fixture.root + "/file\(index).csv"
      fixture.save("t,v\n\(index),1\n", to: path)
      let key = try #require(cache.key(path: path, options: .init()))
      #expect(cache.store(sampleResult(), key: key, path: path).isEmpty)
      var used = [
        timespec(tv_sec: 1_000 + index, tv_nsec: 0), timespec(tv_sec: 0, tv_nsec: FileTime.omit),
      ]
      utimensat(AT_FDCWD, cache.entryPath(key), &used, 0)
      keys.append(key)
    }
    var status = stat()
    stat(cache.entryPath(keys[0]), &status)
    let entrySize = Int(status.st_size)
    // file0 is read again: file1 is now the least recently used.
    #expect(hit(cache.open(path: fixture.root + "/file0.csv", options: .init())) != nil)
    cache.sizeLimit = 2 * entrySize
    cache.keepBound()
    #expect(fixture.cacheFiles == [keys[0].entryName, keys[3].entryName].sorted())
  }

  @Test func theDefaultBoundIsATenthOfTheDiskAtMostFourGiB() throws {
    let fixture = CacheFixture()
    defer { fixture.remove() }
    let cache = ColumnCache(folder: fixture.root, codec: TestCodec.codec, program: "t")
    var info = statvfs()
    statvfs(fixture.root, &info)
    let tenth = Int(info.f_blocks) * Int(info.f_frsize) / 10
    #expect(cache.effectiveLimit == min(4 << 30, tenth))
    #expect(cache.effectiveLimit > 0)
  }

  @Test func aDecliningCodecWritesNothing() throws {
    let fixture = CacheFixture()
    defer { fixture.remove() }
    let cache = fixture.cache(codec: .declining)
    fixture.save("t,v\n1,2\n", to: fixture.data)
    let key = try #require(cache.key(path: fixture.data, options: .init()))
    #expect(cache.store(sampleResult(), key: key, path: fixture.data).isEmpty)
    #expect(fixture.cacheFiles.isEmpty)
  }

  @Test func aFileChangedWhileParsedIsNotStored() throws {
    let fixture = CacheFixture()
    defer { fixture.remove() }
    let cache = fixture.cache()
    fixture.save("t,v\n1,2\n", to: fixture.data)
    let key = try #require(cache.key(path: fixture.data, options: .init()))
    fixture.save("t,v\n1,2\n3,4\n", to: fixture.data)
    #expect(cache.store(sampleResult(), key: key, path: fixture.data).isEmpty)
    #expect(fixture.cacheFiles.isEmpty)
  }

  @Test func columnsOverTheBoundAreNotWritten() throws {
    let fixture = CacheFixture()
    defer { fixture.remove() }
    let cache = fixture.cache(limit: 1 << 20)
    fixture.save("t,v\n1,2\n", to: fixture.data)
    let key = try #require(cache.key(path: fixture.data, options: .init()))
    // 50 000 samples of x and two lines: 1.1 MiB of columns.
    let notes = cache.store(sampleResult(count: 50_000), key: key, path: fixture.data)
    #expect(
      notes.map(\.description) == [
        "tchart: cache: 1.1 MiB of columns, over the cache's bound of 1 MiB; "
          + "\(fixture.data) not cached"
      ])
    #expect(fixture.cacheFiles.isEmpty)
    #expect(cache.store(sampleResult(count: 1_000), key: key, path: fixture.data).isEmpty)
    #expect(fixture.cacheFiles == [key.entryName])
  }

  @Test func aSmallBoundIsSaidInItsOwnUnit() throws {
    // `--cache-size 1K` said "0.0 MiB" (issue 37).
    let fixture = CacheFixture()
    defer { fixture.remove() }
    let cache = fixture.cache(limit: 1024)
    fixture.save("t,v\n1,2\n", to: fixture.data)
    let key = try #require(cache.key(path: fixture.data, options: .init()))
    let notes = cache.store(sampleResult(count: 1_000), key: key, path: fixture.data)
    #expect(
      notes.map(\.description) == [
        "tchart: cache: 23.4 KiB of columns, over the cache's bound of 1 KiB; "
          + "\(fixture.data) not cached"
      ])
  }
}
