import TChartData
import TChartSQLite
import TChartSources
import TChartTesting
import Testing

/// An M4 answer with derived lines is derived as the window and its margins are read (in x
/// order, in Swift): its rows equal those of SQL window functions over the whole table, for a
/// wide table mixing plain and derived lines, windows anywhere, and several ranges at once (as
/// the block summary asks).
@Suite("SQLite derived M4 scan")
struct DerivedScanTests {
  /// Whether two answers' rows are the same rows with the same values (a gap equal to a gap).
  static func same(_ a: [SourceRow], _ b: [SourceRow]) -> Bool {
    a.count == b.count
      && zip(a, b).allSatisfy { one, other in
        one.order == other.order && one.x == other.x && one.values.count == other.values.count
          && zip(one.values, other.values).allSatisfy { $0 == $1 || ($0.isNaN && $1.isNaN) }
      }
  }

  @Test("M4 rows derived while read equal the whole table's SQL window functions")
  func sameAsWholeTable() throws {
    let data = DerivedWindowTests.table(seed: 21, count: 3000)
    let database = try DerivedWindowTests.database(data)
    let y = ["rate(c)", "g", "avg(g,40s)", "cumsum(g)", "avg(c,3)", "deriv(g)"]
    let options = SQLiteTableOptions(path: database.path, table: "data", x: "ts", y: y)
    let windowed = try SQLiteSeriesBackend(options)
    let whole = try SQLiteSeriesBackend(options, windowsDerived: false)
    _ = try windowed.describe()
    _ = try whole.describe()
    let lines = Array(y.indices)
    var random = SeededRandom(seed: 4)
    var checked = 0
    for lower in DerivedWindowTests.lowerEnds(data) {
      let request = SeriesWindowRequest(
        lower: lower, upper: lower + Double(random.int(50...3000)), dotWidth: 30,
        lines: random.chance(0.5) ? lines : [0, 2])
      let mine = try windowed.m4(request)
      let theirs = try whole.m4(request)
      #expect(!mine.rows.isEmpty)
      #expect(Self.same(mine.rows, theirs.rows), "window at \(lower)")
      checked += mine.rows.count
    }
    // Several ranges of one window at once, their margins apart or overlapping.
    let first = data.x[0]
    let last = data.x[data.x.count - 1]
    let request = SeriesWindowRequest(lower: first, upper: last, dotWidth: 64, lines: lines)
    for gap in [3.0, 200, 2000] {
      var ranges: [ClosedRange<Double>] = []
      var start = first + 10
      while start + 40 < last {
        ranges.append(start...(start + 40))
        start += 40 + gap
      }
      let mine = try windowed.m4(request, within: ranges)
      let theirs = try whole.m4(request, within: ranges)
      #expect(Self.same(mine.rows, theirs.rows), "ranges \(gap) apart")
      checked += mine.rows.count
    }
    #expect(checked > 500)
  }
}
