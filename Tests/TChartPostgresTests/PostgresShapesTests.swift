import TChartCSV
import TChartCells
import TChartPostgres
import TChartSources
import TChartTesting
import Testing

extension PostgresServerTests {
  /// The other shapes a table comes in: x as a `date`, as `double precision` holding NaN and
  /// infinity (rows a file cannot have: left out), a view (no `ctid`, no `xmin`: derived lines
  /// still drawn, its summary never taken as current), and a URL libpq cannot read (its
  /// message never shows the password).
  @Suite struct PostgresShapesTests {
    static let sizes = [Size(width: 80, height: 24), Size(width: 200, height: 60)]

    @Test func datesAndFloatsAsX() throws {
      let server = try PostgresTestServer.shared()
      let table = PostgresTestServer.tableName("shapes")
      _ = try server.psql(
        """
        CREATE TABLE \(table) AS SELECT (DATE '2001-01-01' + i) AS day, (i * 0.25 + 1)::float8 AS f,
          CASE WHEN i % 41 = 3 THEN NULL ELSE (i % 37) * 1.5 END::float8 AS v
        FROM generate_series(0, 7999) AS i;
        INSERT INTO \(table) VALUES (NULL, 'NaN', 1), (NULL, 'Infinity', 2), (NULL, '-Infinity', 3);
        """)
      let dates = try server.psql(
        "COPY (SELECT to_char(day, 'YYYY-MM-DD') AS day, v FROM \(table) WHERE day IS NOT NULL "
          + "ORDER BY day) TO STDOUT WITH CSV HEADER")
      let floats = try server.psql(
        "COPY (SELECT f, v FROM \(table) WHERE f NOT IN ('NaN', 'Infinity', '-Infinity') "
          + "ORDER BY f) TO STDOUT WITH CSV HEADER")
      var random = SeededRandom(seed: 95)
      for (x, csv) in [("day", dates), ("f", floats)] {
        var options = LoadOptions(xColumn: x)
        if x == "f" { options.xType = .number }
        let file = try PostgresTestTables.load(csv, options: options)
        let backend = try PostgresTestTables.backend(
          server,
          PostgresTableOptions(
            table: table, xColumn: x, yColumns: ["v"], xType: x == "f" ? .number : .auto))
        #expect(try backend.describe().rowCount == 8000)
        let differing = try TableFrames.differing(
          backend: backend, file: file, rounds: 4, sizes: Self.sizes, using: &random
        ) { options, _ in options.monochrome = true }
        #expect(differing == [], "x \(x)")
      }
    }

    @Test func aViewDrawsDerivedLinesAndIsNeverTakenAsCurrent() throws {
      let server = try PostgresTestServer.shared()
      let (table, _) = try PostgresTestTables.wide("viewed", rows: 3000, on: server)
      let view = table + "_v"
      _ = try server.psql("CREATE VIEW \(view) AS SELECT * FROM \(table) WHERE a IS NOT NULL")
      let backend = try PostgresTestTables.backend(
        server, PostgresTableOptions(table: view, yColumns: ["rate(counter)", "a"]))
      let description = try backend.describe()
      #expect(description.rowCount == 2988)
      let stamp = try backend.summaryVersion()
      #expect(stamp.exact.hasPrefix("unreadable"))
      let again = try PostgresTestTables.backend(server, PostgresTableOptions(table: view))
      #expect(try again.summaryVersion() != stamp)
      let totals = try backend.totals(
        lower: description.first?.x ?? 0, upper: description.last?.x ?? 0)
      // The first row has no rate.
      #expect(totals.map(\.values) == [2987, 2988])
    }

    @Test func aURLLibpqCannotReadNeverShowsItsPassword() throws {
      let server = try PostgresTestServer.shared()
      let url = "postgres://postgres:se%zzcret@127.0.0.1:\(server.port)/\(server.database)"
      let backend = PostgresBackend(
        location: try PostgresLocation.parse(url), options: PostgresTableOptions(table: "t"),
        timeout: 5)
      do {
        _ = try backend.describe()
        Issue.record("a bad URL opened")
      } catch {
        #expect(!error.description.contains("se%zzcret") && !error.description.contains("zzcret"))
        #expect(error.exitCode == 69 || error.exitCode == 77)
      }
    }
  }
}
