import TChartCells
import TChartData
import TChartExplorer
import TChartSQLite
import TChartSources
import Testing

/// An `INTEGER` column of Unix seconds or milliseconds is a time axis as it is in a CSV, by
/// its name and size, with no `--x-type` (issue 40, item 6).
@Suite("SQLite Unix time")
struct SQLiteUnixTimeTests {
  /// A table `t` with an `INTEGER` x column `name` holding `values` and a value column `a`.
  static func database(x name: String, _ values: [Int]) throws -> TestDatabase {
    let database = TestDatabase()
    let rows = values.enumerated().map { "(\($0.element), \($0.offset))" }
    try database.run(
      "CREATE TABLE t (\"\(name)\" INTEGER, a REAL); INSERT INTO t VALUES "
        + rows.joined(separator: ", "))
    return database
  }

  static func describe(_ database: TestDatabase, x: String) throws -> (XKind, [Double]) {
    let backend = try SQLiteSeriesBackend(
      SQLiteTableOptions(path: database.path, table: "t", x: x, y: ["a"]))
    let description = try backend.describe()
    var options = ExplorerOptions()
    options.size = Size(width: 80, height: 24)
    let chart = try TableFrameFetch.chartSet(
      backend: backend, description: description, options: options)
    return (description.xKind, Array(chart.x))
  }

  @Test("seconds and milliseconds under a time name are time; other numbers stay numbers")
  func unixTime() throws {
    let seconds = [1_700_000_000, 1_700_000_060, 1_700_000_120]
    let (kind, x) = try Self.describe(try Self.database(x: "ts", seconds), x: "ts")
    #expect(kind == .time && x == seconds.map(Double.init))
    let millis = seconds.map { $0 * 1000 }
    let (msKind, msX) = try Self.describe(try Self.database(x: "time", millis), x: "time")
    #expect(msKind == .time && msX == seconds.map(Double.init))
    let (plainKind, _) = try Self.describe(try Self.database(x: "n", [1, 2, 3]), x: "n")
    #expect(plainKind == .number)
    let (bigKind, _) = try Self.describe(try Self.database(x: "n", seconds), x: "n")
    #expect(bigKind == .number, "10 digits under a name that is not time stay numbers")
  }
}
