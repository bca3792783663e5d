import TChartCSV
import Testing

@testable import TChartCache

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct CacheKeyTests {
  private func key(_ fixture: CacheFixture, _ options: LoadOptions = LoadOptions()) throws
    -> CacheKey
  {
    try #require(fixture.cache().key(path: fixture.data, options: options))
  }

  @Test func touchingTheFileChangesItsKey() throws {
    let fixture = CacheFixture()
    defer { fixture.remove() }
    fixture.save("t,v\n1,2\n", to: fixture.data)
    let before = try key(fixture)
    var times = [timespec(tv_sec: 1_000, tv_nsec: 5), timespec(tv_sec: 1_000, tv_nsec: 5)]
    #expect(utimensat(AT_FDCWD, fixture.data, &times, 0) == 0)
    let after = try key(fixture)
    #expect(after.slot == before.slot)
    #expect(after.state != before.state)
    #expect(after.entryName == before.entryName)
  }

  @Test func truncatingTheFileChangesItsKey() throws {
    let fixture = CacheFixture()
    defer { fixture.remove() }
    fixture.save("t,v\n1,2\n3,4\n", to: fixture.data)
    let before = try key(fixture)
    #expect(truncate(fixture.data, 8) == 0)
    #expect(try key(fixture).state != before.state)
  }

  @Test func replacingTheFileChangesItsKey() throws {
    let fixture = CacheFixture()
    defer { fixture.remove() }
    fixture.save("t,v\n1,2\n", to: fixture.data)
    var status = stat()
    stat(fixture.data, &status)
    let before = try key(fixture)
    // Same bytes, same time, another inode.
    let other = fixture.root + "/other.csv"
    fixture.save("t,v\n1,2\n", to: other)
    #if canImport(Darwin)
      var times = [status.st_atimespec, status.st_mtimespec]
    #else
      var times = [status.st_atim, status.st_mtim]
    #endif
    utimensat(AT_FDCWD, other, &times, 0)
    #expect(rename(other, fixture.data) == 0)
    let after = try key(fixture)
    #expect(after.state != before.state)
    #expect(after.state.contains("inode"))
  }

  @Test func sameSizeAndTimeWithOtherBytesChangesItsKey() throws {
    let fixture = CacheFixture()
    defer { fixture.remove() }
    // Bigger than both hashed ends: the change is in the last 64 KiB.
    let rows = (0..<20_000).map { "\($0),\($0 % 7)" }.joined(separator: "\n")
    fixture.save("t,v\n" + rows + "\n", to: fixture.data)
    var status = stat()
    stat(fixture.data, &status)
    let before = try key(fixture)
    let descriptor = open(fixture.data, O_WRONLY)
    let size = Int(status.st_size)
    _ = pwrite(descriptor, "9", 1, off_t(size - 2))  // the last row's value, in place
    close(descriptor)
    #if canImport(Darwin)
      var times = [status.st_atimespec, status.st_mtimespec]
    #else
      var times = [status.st_atim, status.st_mtim]
    #endif
    #expect(utimensat(AT_FDCWD, fixture.data, &times, 0) == 0)
    let after = try key(fixture)
    #expect(!before.state.isEmpty)
    #expect(
      after.state.split(separator: "\n").dropLast()
        == before.state.split(separator: "\n").dropLast())
    #expect(after.state != before.state)
  }

  @Test func everyLoadOptionChangesTheSlot() throws {
    let fixture = CacheFixture()
    defer { fixture.remove() }
    fixture.save("t,v,w\n1,2,3\n", to: fixture.data)
    let plain = try key(fixture)
    var variants: [LoadOptions] = []
    variants.append(LoadOptions(xColumn: "v"))
    var options = LoadOptions()
    options.yColumn = "w"
    variants.append(options)
    options = LoadOptions()
    options.seriesColumn = "v"
    variants.append(options)
    options = LoadOptions()
    options.xType = .number
    variants.append(options)
    options = LoadOptions()
    options.datePattern = try DatePattern("%d.%m.%Y")
    variants.append(options)
    options = LoadOptions()
    options.missing = MissingTokens(["missing"])
    variants.append(options)
    options = LoadOptions()
    options.rowFilter = try RowFilter(parsing: "v > 1")
    variants.append(options)
    options = LoadOptions()
    options.strict = true
    variants.append(options)
    options = LoadOptions()
    options.inputZone = .init(secondsEast: 3_600, label: "UTC+01:00")
    variants.append(options)
    let slots = try variants.map { try key(fixture, $0).slot }
    #expect(Set(slots + [plain.slot]).count == variants.count + 1)
    #expect(try variants.allSatisfy { try key(fixture, $0).state == plain.state })
  }

  @Test func theCodecAndProgramVersionsAreInTheSlot() throws {
    let fixture = CacheFixture()
    defer { fixture.remove() }
    fixture.save("t,v\n1,2\n", to: fixture.data)
    let one = try #require(
      CacheKey.make(path: fixture.data, options: .init(), codec: "a", program: "tchart 1"))
    let codec = try #require(
      CacheKey.make(path: fixture.data, options: .init(), codec: "b", program: "tchart 1"))
    let program = try #require(
      CacheKey.make(path: fixture.data, options: .init(), codec: "a", program: "tchart 2"))
    #expect(Set([one.entryName, codec.entryName, program.entryName]).count == 3)
  }

  @Test func standardInputFoldersPipesAndEmptyFilesHaveNoKey() throws {
    let fixture = CacheFixture()
    defer { fixture.remove() }
    let cache = fixture.cache()
    #expect(cache.key(path: "-", options: .init()) == nil)
    #expect(cache.key(path: fixture.root, options: .init()) == nil)
    let fifo = fixture.root + "/fifo"
    #expect(mkfifo(fifo, 0o600) == 0)
    #expect(cache.key(path: fifo, options: .init()) == nil)
    fixture.save("", to: fixture.data)
    #expect(cache.key(path: fixture.data, options: .init()) == nil)
    #expect(cache.key(path: fixture.root + "/missing.csv", options: .init()) == nil)
  }

  @Test func theEntryNameIsTheSameInEveryProcess() {
    // FNV-1a: fixed numbers, not Swift's per-process seeded Hasher.
    #expect(CacheHash.hex("") == "6c62272e07bb0142cbf29ce484222325")
    #expect(CacheHash.hex("a").count == 32)
    #expect(CacheHash.hex("a") != CacheHash.hex("b"))
  }

  @Test func sizesReadAsTheConfigFileWritesThem() {
    #expect(CacheSize.bytes("2G") == 2 << 30)
    #expect(CacheSize.bytes("500M") == 500 << 20)
    #expect(CacheSize.bytes("1.5GiB") == 3 << 29)
    #expect(CacheSize.bytes("4096") == 4096)
    #expect(CacheSize.bytes("10k") == 10 << 10)
    #expect(CacheSize.bytes("lots") == nil)
    #expect(CacheSize.bytes("-1G") == nil)
    #expect(CacheSize.bytes("") == nil)
    #expect(CacheSize.bytes("G") == nil)
  }

  @Test func theFolderFollowsXDG() {
    #expect(
      ColumnCache.folder(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/a"])
        == "/x/cache/tchart")
    #expect(
      ColumnCache.folder(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/home/a"])
        == "/home/a/.cache/tchart")
    #expect(ColumnCache.folder(environment: [:]) == nil)
  }
}
