import TChartCSV
import TChartCells
import TChartExplorer
import TChartPostgres
import TChartSources
import TChartTesting
import Testing

/// The acceptance test on a real server: frames of a PostgreSQL table equal the frames of the
/// same rows as CSV, character for character (with the statistics' totals), at 80×24 and 200×60
/// in random windows zoomed in and out, read straight and through a block summary: gaps
/// (NULLs), irregular x, a counter's reset, timestamps with and without a time zone, integer
/// epochs, and a long table.
extension PostgresServerTests {
  @Suite struct PostgresSameFramesTests {
    static let sizes = [Size(width: 80, height: 24), Size(width: 200, height: 60)]

    /// A million rows: the whole span, then windows down to a few hundred rows.
    @Test func aMillionRowsDrawTheFramesOfTheirCSV() throws {
      let server = try PostgresTestServer.shared()
      let (table, csv) = try PostgresTestTables.wide("million", rows: 1_000_000, on: server)
      let backend = try PostgresTestTables.backend(server, PostgresTableOptions(table: table))
      var random = SeededRandom(seed: 82)
      let differing = try TableFrames.differing(
        backend: backend, file: csv, rounds: 4, sizes: Self.sizes, using: &random
      ) { options, random in
        options.monochrome = true
        if random.chance(0.5) { options.indicator = random.unit() }
      }
      #expect(differing == [])
    }

    /// Lines chosen and ordered by `--y`, read straight and through a block summary (whose cut
    /// blocks are read by ranges) in many windows.
    @Test(arguments: [false, true])
    func smallerTablesInManyWindows(summarized: Bool) throws {
      let server = try PostgresTestServer.shared()
      let (table, csv) = try PostgresTestTables.wide("many", rows: 50_000, on: server)
      let base = try PostgresTestTables.backend(
        server, PostgresTableOptions(table: table, yColumns: ["counter", "a"]))
      let backend: any SQLSeriesBackend =
        summarized ? SummarizedSeriesBackend(base: base, blockCount: 1_024, minimumRows: 0) : base
      var random = SeededRandom(seed: summarized ? 83 : 87)
      var file = csv
      file.lines = [csv.lines[1], csv.lines[0]]
      let differing = try TableFrames.differing(
        backend: backend, file: file, rounds: 10, sizes: Self.sizes, using: &random
      ) { options, _ in options.monochrome = true }
      #expect(differing == [])
    }

    /// `--where`, translated with PostgreSQL's quoting, keeps the rows the CSV loader keeps.
    @Test(arguments: ["a > 20 and counter < 30000", "a != 7.5", "counter >= 1000 and a < 50"])
    func whereKeepsTheRowsTheFileKeeps(filter: String) throws {
      let server = try PostgresTestServer.shared()
      let (table, _) = try PostgresTestTables.wide("where", rows: 30_000, on: server)
      let rowFilter = try RowFilter(parsing: filter)
      var options = LoadOptions(xColumn: "ts")
      options.rowFilter = rowFilter
      let csv = try server.psql(
        "COPY (SELECT ts, a, counter FROM \(table) ORDER BY ts) TO STDOUT WITH CSV HEADER")
      let file = try PostgresTestTables.load(csv, options: options)
      let backend = try PostgresTestTables.backend(
        server, PostgresTableOptions(table: table, filter: rowFilter.sql(PostgresDialect())))
      var random = SeededRandom(seed: 88)
      let differing = try TableFrames.differing(
        backend: backend, file: file, rounds: 5, sizes: Self.sizes, using: &random
      ) { options, _ in options.monochrome = true }
      #expect(differing == [])
    }

    @Test(arguments: ["at", "stamp"])
    func timestampsWithAndWithoutAZoneAreInstants(x: String) throws {
      let server = try PostgresTestServer.shared()
      let (table, csv) = try PostgresTestTables.timestamps("times", rows: 30_000, on: server)
      let backend = try PostgresTestTables.backend(
        server, PostgresTableOptions(table: table, xColumn: x, yColumns: ["v"]))
      #expect(try backend.describe().xKind == .time)
      var random = SeededRandom(seed: 84)
      let differing = try TableFrames.differing(
        backend: backend, file: csv, rounds: 6, sizes: Self.sizes, using: &random
      ) { options, _ in options.monochrome = true }
      #expect(differing == [])
    }

    @Test func aLongTableDrawsTheFramesOfItsLongCSV() throws {
      let server = try PostgresTestServer.shared()
      let (table, csv) = try PostgresTestTables.long("long", seed: 85, count: 5000, on: server)
      let backend = try PostgresTestTables.backend(
        server, PostgresTableOptions(table: table, yColumns: ["price"], seriesColumn: "sym"))
      #expect(
        try TableFrames.longTableProblems(backend: backend, file: csv, rounds: 5, seed: 86) == [])
    }
  }
}
