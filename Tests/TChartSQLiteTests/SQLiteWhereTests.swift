import TChartCSV
import TChartSQLite
import TChartSources
import Testing

/// `--where` on an SQLite table: the one grammar of files, translated with every name and value
/// quoted, so that what the user writes is compared, never run.
@Suite("SQLite --where")
struct SQLiteWhereTests {
  static func hosts() throws -> TestDatabase {
    let database = TestDatabase()
    try database.run("CREATE TABLE t (ts REAL, host TEXT, cpu REAL)")
    var values: [String] = []
    for ts in 0..<30 { values.append("(\(ts), '\(["a", "b", "c"][ts % 3])', \(ts % 7))") }
    try database.run("INSERT INTO t VALUES " + values.joined(separator: ","))
    return database
  }

  func describe(_ database: TestDatabase, filter: String, series: String? = nil) throws
    -> SourceDescription
  {
    let sql = try RowFilter(parsing: filter).sql(StandardSQLDialect())
    let options = SQLiteTableOptions(
      path: database.path, table: "t", x: "ts", y: ["cpu"], series: series, filter: sql)
    return try SQLiteSeriesBackend(options).describe()
  }

  @Test("text and number conditions keep the rows a file's --where keeps")
  func keepsTheSameRows() throws {
    let database = try Self.hosts()
    // host a: ts 0, 3, …, 27 with cpu ts % 7: 0 3 6 2 5 1 4 0 3 6 → six at least 3.
    #expect(try describe(database, filter: "host = 'a' and cpu >= 3").rowCount == 6)
    #expect(try describe(database, filter: "host != a and ts < 10").rowCount == 6)
    let long = try describe(database, filter: "host != b", series: "host")
    #expect(long.lineNames == ["a", "c"])
  }

  @Test("a date against x stored as Unix seconds or milliseconds compares as that number")
  func datesOnX() throws {
    let database = try Self.hosts()
    let filter = try RowFilter(parsing: "ts >= '1970-01-01T00:00:25Z' and host=b")
    let seconds = filter.sql(StandardSQLDialect(), time: .init(name: "ts"))
    #expect(seconds == #""ts" >= 25.0 AND "host" = 'b'"#)
    let options = SQLiteTableOptions(
      path: database.path, table: "t", x: "ts", y: ["cpu"], filter: seconds)
    #expect(try SQLiteSeriesBackend(options).describe().rowCount == 2)
    let milliseconds = filter.sql(StandardSQLDialect(), time: .init(name: "ts", scale: 1000))
    #expect(milliseconds.hasPrefix(#""ts" >= 25000.0"#))
  }

  @Test("an injection attempt is one string literal: no row matches, the table stays")
  func injectionIsALiteral() throws {
    let database = try Self.hosts()
    let hostile = #"host = "x'; DROP TABLE t; --""#
    #expect(try describe(database, filter: hostile).rowCount == 0)
    #expect(try describe(database, filter: "host = a").rowCount == 10)
  }
}
