import TChartCSV
import TChartData
import Testing

@testable import TChartCache

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct CachedColumnReportTests {
  /// A report with every reading and role, empty and absent first values.
  static let reports: [[ColumnReport]] = [
    [
      ColumnReport(
        name: "Month", index: 0, reading: .time("%Y %b"), role: .x, reason: "--x",
        firstValues: ["1960 Jan", "1960 Feb"]),
      ColumnReport(
        name: "", index: 1, reading: .rowIndex, role: .hidden, reason: "row index",
        firstValues: ["1", "2"]),
      ColumnReport(
        name: "cpu", index: 2, reading: .number, role: .line(1), reason: "number",
        firstValues: ["", "NA", "3"]),
      ColumnReport(
        name: "host", index: 3, reading: .text, role: .hidden, reason: "skipped: text",
        firstValues: []),
      ColumnReport(
        name: "state", index: 4, reading: .label, role: .seriesKey, reason: "--series",
        firstValues: ["a, b"]),
      ColumnReport(
        name: "n", index: 5, reading: .empty, role: .value, reason: "skipped: no value",
        firstValues: [""]),
      ColumnReport(
        name: "m", index: 6, reading: .number, role: .xPart, reason: "part of x 'year'",
        firstValues: ["1"]),
    ]
  ]

  @Test func aCachedReopenGivesTheSameColumnReport() throws {
    let fixture = CacheFixture()
    defer { fixture.remove() }
    let loads = CachedLoads(cache: fixture.cache())
    fixture.save("t,cpu,mem\n1,2,3\n", to: fixture.data)
    var parsed = sampleResult()
    parsed.columns = Self.reports
    var parses = 0
    let first = try loads.load(path: fixture.data, options: .init()) { () throws(LoadError) in
      parses += 1
      return parsed
    }
    #expect(loads.finish().isEmpty)
    let again = try loads.load(path: fixture.data, options: .init()) { () throws(LoadError) in
      parses += 1
      return parsed
    }
    #expect(parses == 1)
    #expect(first.columns == Self.reports)
    #expect(again.columns == Self.reports)
  }

  @Test func anEntryOfTheFormatBeforeReportsIsNotServed() throws {
    #expect(CacheKey.formatVersion >= 3)
    let fixture = CacheFixture()
    defer { fixture.remove() }
    let cache = fixture.cache()
    fixture.save("t,cpu,mem\n1,2,3\n", to: fixture.data)
    let key = try #require(cache.key(path: fixture.data, options: .init()))
    _ = cache.store(sampleResult(), key: key, path: fixture.data)
    // The same entry with the version before column reports in its header.
    let path = cache.entryPath(key)
    let file = fopen(path, "r+")
    defer { fclose(file) }
    var old = UInt32(2).littleEndian
    fseek(file, 8, SEEK_SET)
    fwrite(&old, 4, 1, file)
    fflush(file)
    guard case .miss(_, let notes) = cache.open(path: fixture.data, options: .init()) else {
      Issue.record("an entry of version 2 was served")
      return
    }
    #expect(notes.first?.description.contains("format version 2") == true)
  }
}
