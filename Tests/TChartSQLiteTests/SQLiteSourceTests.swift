import TChartData
import TChartSQLite
import TChartSources
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Opening, errors (one line, sysexits codes), hostile names, the read-only promise and the
/// time limit of the SQLite source.
@Suite("SQLite source")
struct SQLiteSourceTests {
  static func sample() throws -> TestDatabase {
    let database = TestDatabase()
    try database.run(
      "CREATE TABLE t (ts REAL, cpu REAL)", rows: (0..<100).map { [Double($0), Double($0 % 7)] },
      insert: "INSERT INTO t VALUES (?,?)")
    return database
  }

  static func error(_ options: SQLiteTableOptions) -> SourceError? {
    do {
      _ = try SQLiteSeriesBackend(options).describe()
      return nil
    } catch {
      return error
    }
  }

  @Test("the query plan tells whether x is read through an index (the block summary's condition)")
  func searchesByX() throws {
    let database = TestDatabase()
    try database.run(
      "CREATE TABLE t (ts REAL, cpu REAL)", rows: [[1, 2], [3, 4]],
      insert: "INSERT INTO t VALUES (?, ?)")
    let options = SQLiteTableOptions(path: database.path, table: "t", x: "ts", y: ["cpu"])
    #expect(try SQLiteSeriesBackend(options).searchesByX() == false)
    try database.run("CREATE INDEX t_ts ON t (ts)")
    #expect(try SQLiteSeriesBackend(options).searchesByX() == true)
  }

  @Test("a missing file is exit 66 naming it")
  func missingFile() {
    let error = Self.error(
      SQLiteTableOptions(path: "/nonexistent/x.sqlite", table: "t", x: "ts", y: ["cpu"]))
    #expect(error?.exitCode == 66)
    #expect(error?.description == "tchart: /nonexistent/x.sqlite: no such file")
  }

  @Test("a file that is not a database is exit 65")
  func notADatabase() throws {
    let database = TestDatabase(name: "text.sqlite")
    let file = fopen(database.path, "w")
    fputs(String(repeating: "not a database at all\n", count: 100), file)
    fclose(file)
    let error = Self.error(SQLiteTableOptions(path: database.path, table: "t", x: "ts", y: ["cpu"]))
    #expect(error?.exitCode == 65)
    #expect(error?.description == "tchart: \(database.path): not an SQLite database")
  }

  @Test("an unknown table or column is exit 65 naming it")
  func unknownNames() throws {
    let database = try Self.sample()
    let table = Self.error(
      SQLiteTableOptions(path: database.path, table: "nope", x: "ts", y: ["cpu"]))
    #expect(table?.exitCode == 65)
    #expect(table?.description == "tchart: \(database.path): no table 'nope'")
    let column = Self.error(
      SQLiteTableOptions(path: database.path, table: "t", x: "ts", y: ["cpu", "mem"]))
    #expect(column?.exitCode == 65)
    #expect(column?.description == "tchart: \(database.path): no column 'mem' in table 't'")
  }

  @Test("an unreadable file is exit 77 (skipped as root, who reads everything)")
  func permission() throws {
    guard getuid() != 0 else { return }
    let database = try Self.sample()
    chmod(database.path, 0)
    defer { chmod(database.path, 0o644) }
    let error = Self.error(SQLiteTableOptions(path: database.path, table: "t", x: "ts", y: ["cpu"]))
    #expect(error?.exitCode == 77)
  }

  @Test("hostile table and column names are quoted: read as names, nothing dropped")
  func hostileNames() throws {
    let database = TestDatabase(name: "hostile.sqlite")
    let column = "a\"b; DROP TABLE t; --"
    let table = "t'; DROP TABLE t; --\""
    let quoted = StandardSQLDialect()
    try database.run(
      "CREATE TABLE t (x REAL); CREATE TABLE \(quoted.quoteIdentifier(table)) (ts REAL, \(quoted.quoteIdentifier(column)) REAL)",
      rows: (0..<50).map { [Double($0), Double($0 * $0)] },
      insert: "INSERT INTO \(quoted.quoteIdentifier(table)) VALUES (?,?)")
    let backend = try SQLiteSeriesBackend(
      SQLiteTableOptions(path: database.path, table: table, x: "ts", y: [column]))
    let description = try backend.describe()
    #expect(description.lineNames == [column])
    #expect(description.rowCount == 50)
    #expect(description.last?.values == [49 * 49])
    let answer = try backend.m4(SeriesWindowRequest(lower: 0, upper: 49, dotWidth: 10, lines: [0]))
    #expect(answer.rows.contains { $0.values == [49 * 49] })
    #expect(database.scalar("SELECT COUNT(*) FROM sqlite_master WHERE name = 't'") == 1)
  }

  @Test("the file's bytes and modification time are unchanged by reading it")
  func readOnly() throws {
    let database = try Self.sample()
    let bytes = TestDatabase.bytes(database.path)
    let modified = TestDatabase.modified(database.path)
    usleep(20_000)
    let backend = try SQLiteSeriesBackend(
      SQLiteTableOptions(path: database.path, table: "t", x: "ts", y: ["cpu"]))
    _ = try backend.describe()
    _ = try backend.m4(SeriesWindowRequest(lower: 3, upper: 90, dotWidth: 20, lines: [0]))
    _ = try backend.rowsAround(x: 50.5, lines: [0])
    #expect(TestDatabase.bytes(database.path) == bytes)
    #expect(TestDatabase.modified(database.path) == modified)
  }

  @Test("rows around an x: the last at or before it and the first after it")
  func rowsAround() throws {
    let database = try Self.sample()
    let backend = try SQLiteSeriesBackend(
      SQLiteTableOptions(path: database.path, table: "t", x: "ts", y: ["cpu"]))
    #expect(try backend.rowsAround(x: 10.4, lines: [0]).map(\.x) == [10, 11])
    #expect(try backend.nearestRow(toX: 10.6, lines: [0])?.x == 11)
    #expect(try backend.nearestRow(toX: 10.4, lines: [0])?.x == 10)
    #expect(try backend.rowsAround(x: -5, lines: [0]).map(\.x) == [0])
  }

  @Test("a query over the time limit throws a timeout, exit 69")
  func timeout() throws {
    let database = try Self.sample()
    let slow =
      "(WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100000000)"
      + " SELECT COUNT(*) FROM n) > 0"
    let error = Self.error(
      SQLiteTableOptions(
        path: database.path, table: "t", x: "ts", y: ["cpu"], filter: slow, timeout: 0.05))
    #expect(error?.kind == .timeout)
    #expect(error?.exitCode == 69)
    #expect(error?.message == "query took longer than 0.05 s")
  }

  @Test("the SQL bucket rule gives the Swift column of every x, halves and edges included")
  func bucketRule() throws {
    let database = try Self.sample()
    let dialect = StandardSQLDialect()
    var checked = 0
    for rule in [
      DotColumnRule(lower: 0, upper: 99, dotWidth: 160),
      DotColumnRule(lower: 0.1, upper: 0.7, dotWidth: 7),
      DotColumnRule(lower: 1_700_000_000.25, upper: 1_700_086_400.5, dotWidth: 399),
    ] {
      let steps = 997
      for step in 0...steps {
        let x = rule.lower + (rule.upper - rule.lower) * Double(step) / Double(steps)
        let half = rule.lower + (Double(step % rule.dotWidth) + 0.5) / rule.scale * rule.span
        for value in [x, half, half.nextDown, half.nextUp] where value >= rule.lower {
          let sql = "SELECT \(dialect.dotColumnExpression(x: dialect.literal(value), rule: rule))"
          #expect(Int(database.scalar(sql)) == rule.column(of: value), "x \(value)")
          checked += 1
        }
      }
    }
    #expect(checked > 3000)
  }

  @Test("double literals read back bit for bit")
  func literals() {
    let dialect = StandardSQLDialect()
    #expect(dialect.literal(1) == "1.0")
    #expect(dialect.literal(0.1) == "0.1")
    #expect(dialect.literal(1e300) == "1e+300")
    #expect(dialect.literal(.nan) == "NULL")
    #expect(dialect.quoteIdentifier("a\"b") == "\"a\"\"b\"")
    #expect(dialect.literal("it's") == "'it''s'")
  }
}
