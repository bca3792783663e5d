import TChartSources
import Testing

/// The table source's cache of answers: least recently used out, bounded by count and by rows.
@Suite("Source answer cache")
struct SourceAnswerCacheTests {
  /// An answer for the window `lower…lower + 1` with `rows` rows.
  static func answer(_ lower: Double, rows: Int) -> SeriesWindowAnswer {
    let request = SeriesWindowRequest(lower: lower, upper: lower + 1, dotWidth: 10, lines: [0])
    let rows = (0..<rows).map { SourceRow(order: Int64($0), x: lower, values: [0]) }
    return SeriesWindowAnswer(request: request, rows: rows, rowsFetched: rows.count)
  }

  @Test("past its count the least recently used answer goes; a lookup makes one recent")
  func count() {
    var cache = SourceAnswerCache(capacity: 2)
    cache.insert(Self.answer(0, rows: 1))
    cache.insert(Self.answer(1, rows: 1))
    #expect(cache.answer(for: Self.answer(0, rows: 1).request) != nil)
    cache.insert(Self.answer(2, rows: 1))
    #expect(cache.holds(Self.answer(0, rows: 1).request))
    #expect(!cache.holds(Self.answer(1, rows: 1).request))
    #expect(cache.answers.count == 2)
  }

  @Test("past its rows the oldest answers go, never the newest")
  func rows() {
    var cache = SourceAnswerCache(capacity: 10, rowCapacity: 100)
    for lower in 0..<4 { cache.insert(Self.answer(Double(lower), rows: 30)) }
    #expect(cache.answers.map(\.request.rule.lower) == [1, 2, 3])
    #expect(cache.rowCount == 90)
    cache.insert(Self.answer(9, rows: 250))
    #expect(cache.answers.map(\.request.rule.lower) == [9])
  }
}
