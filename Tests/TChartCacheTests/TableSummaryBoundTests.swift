import Testing

@testable import TChartCache

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Tables' kept block summaries (`tables/KEY.summary`) count in the cache's bound.
@Suite struct TableSummaryBoundTests {
  @Test func summariesCountInTheBoundAndGoLeastRecentlyUsedFirst() throws {
    let fixture = CacheFixture()
    defer { fixture.remove() }
    var cache = fixture.cache()
    fixture.save("t,v\n1,2\n", to: fixture.data)
    let key = try #require(cache.key(path: fixture.data, options: .init()))
    #expect(cache.store(sampleResult(), key: key, path: fixture.data).isEmpty)
    let tables = fixture.cacheFolder + "/" + ColumnCache.tablesFolder
    mkdir(tables, 0o700)
    let summaries = (0..<3).map { tables + "/table\($0).summary" }
    for (index, path) in summaries.enumerated() {
      fixture.save(String(repeating: "s", count: 10_000), to: path)
      var used = [timespec(tv_sec: 1_000 + index, tv_nsec: 0), timespec(tv_sec: 0, tv_nsec: 0)]
      used[1].tv_nsec = FileTime.omit
      utimensat(AT_FDCWD, path, &used, 0)
    }
    fixture.save("left by a killed writer", to: tables + "/table9.summary.77.tmp")
    let listing = cache.listing()
    #expect(listing.entries.count == 4)
    #expect(listing.temporaries.map(\.name) == ["tables/table9.summary.77.tmp"])
    // Room for the column entry and one summary: the two least recently used summaries go.
    var status = stat()
    stat(cache.entryPath(key), &status)
    cache.sizeLimit = Int(status.st_size) + 10_000
    cache.keepBound()
    #expect(access(summaries[0], F_OK) != 0)
    #expect(access(summaries[1], F_OK) != 0)
    #expect(access(summaries[2], F_OK) == 0)
    #expect(access(cache.entryPath(key), F_OK) == 0)
  }
}
