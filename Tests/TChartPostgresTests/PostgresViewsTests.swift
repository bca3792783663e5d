import TChartCSV
import TChartData
import TChartPostgres
import TChartSources
import TChartTesting
import Testing

extension PostgresServerTests {
  /// A PostgreSQL table's histogram and XY plot on a real server: counted by the server in the
  /// fine bins and dot cells, with the trail of the indicator, they equal those of the same rows
  /// read from CSV, wide (with gaps), long (the series joined on x) and with derived lines.
  @Suite struct PostgresViewsTests {
    @Test func aWideTableCountsAsItsCSV() throws {
      let server = try PostgresTestServer.shared()
      let (table, csv) = try PostgresTestTables.wide("views", rows: 20_000, on: server)
      let backend = try PostgresTestTables.backend(server, PostgresTableOptions(table: table))
      var random = SeededRandom(seed: 71)
      #expect(
        try TableHistograms.differing(backend: backend, file: csv, rounds: 8, using: &random)
          == [])
      #expect(try TableXY.differing(backend: backend, file: csv, rounds: 8, using: &random) == [])
    }

    @Test func aLongTableCountsEachSeries() throws {
      let server = try PostgresTestServer.shared()
      let (table, file) = try PostgresTestTables.long(
        "views_long", seed: 72, count: 4000, on: server)
      let backend = try PostgresTestTables.backend(
        server, PostgresTableOptions(table: table, yColumns: ["price"], seriesColumn: "sym"))
      #expect(try backend.describe().lineNames == file.lines.map(\.name))
      var random = SeededRandom(seed: 73)
      #expect(
        try TableHistograms.differing(backend: backend, file: file, rounds: 6, using: &random)
          == [])
      #expect(try TableXY.differing(backend: backend, file: file, rounds: 6, using: &random) == [])
    }

    /// Derived lines (computed by the server) count and pair as the same lines in memory.
    @Test func derivedLinesCountAsInMemory() throws {
      let server = try PostgresTestServer.shared()
      let table = PostgresTestServer.tableName("views_derived")
      var random = SeededRandom(seed: 74)
      var rows: [(x: Double, c: Double?, g: Double)] = []
      var x = 1000.0
      var gauge = 50.0
      for _ in 0..<3000 {
        x += Double(random.int(1...20))
        gauge += Double(random.int(-3...3))
        rows.append((x, random.chance(0.02) ? nil : Double(random.int(0...400)), gauge))
      }
      _ = try server.psql("CREATE TABLE \(table) (ts bigint, c float8, g float8)")
      for start in stride(from: 0, to: rows.count, by: 1000) {
        let part = rows[start..<Swift.min(rows.count, start + 1000)].map {
          "(\(Int64($0.x)), \($0.c.map { "\($0)" } ?? "NULL"), \($0.g))"
        }
        _ = try server.psql("INSERT INTO \(table) VALUES " + part.joined(separator: ", "))
      }
      let expressions = ["g", "diff(g)", "c - g", "rate(c)"]
      let backend = try PostgresTestTables.backend(
        server,
        PostgresTableOptions(table: table, xColumn: "ts", yColumns: expressions, xType: .number))
      let xs = rows.map(\.x)
      let lines = try expressions.map { expression in
        let column = { (name: String) in rows.map { name == "c" ? ($0.c ?? .nan) : $0.g } }
        let values =
          try TableDerivedLine.parse(expression, place: "test").map { line in
            DerivedLineComputer.values(of: line.transform, x: xs, inputs: line.inputs.map(column))
          } ?? column(expression)
        return Series(
          id: expression, name: expression, color: RGBColor(red: 0, green: 0, blue: 0),
          values: values)
      }
      let file = ChartSet(name: table, x: xs, lines: lines)
      #expect(
        try TableHistograms.differing(backend: backend, file: file, rounds: 6, using: &random)
          == [])
      #expect(try TableXY.differing(backend: backend, file: file, rounds: 6, using: &random) == [])
    }
  }
}
