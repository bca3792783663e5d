import TChartCSV
import TChartCells
import TChartData
import TChartExplorer
import TChartLoading
import TChartPostgres
import TChartSources
import TChartTesting
import Testing

extension PostgresServerTests {
  /// Derived lines drawn from a PostgreSQL table (`--y 'rate(c),avg(g,4)'`, computed by the
  /// server's window functions over each window and its margin) give the frames of the same
  /// rows in memory, the lines computed by ``DerivedLineComputer`` and read from a CSV: dot for
  /// dot, zoomed in and out, plain and through a block summary; a counter's resets and gaps
  /// included.
  @Suite struct PostgresDerivedFramesTests {
    /// The transforms drawn: those whose values have few decimals on a table of x steps of
    /// powers of two and whole-number inputs (a legend's precision is probed from the rows on
    /// screen).
    static let drawn = [
      "rate(c)", "deriv(g)", "diff(g)", "cumsum(g)", "avg(g,4)", "avg(g,8)", "c - g", "diff(c)",
      "avg(g,64)", "cumsum(c)",
    ]

    @Test(arguments: [61, 62, 63, 64, 65, 66, 67, 68] as [UInt64])
    func derivedLinesDrawTheFramesOfTheLinesInMemory(seed: UInt64) throws {
      let server = try PostgresTestServer.shared()
      let summarized = seed % 2 == 0
      let table = PostgresTestServer.tableName("derived")
      var random = SeededRandom(seed: seed)
      var rows: [(x: Double, c: Double?, g: Double)] = []
      var x = Double(random.int(0...1000))
      var counter = 0.0
      var gauge = 50.0
      for _ in 0..<4000 {
        x += Double(1 << random.int(random.chance(0.01) ? 8...9 : 0...4))
        counter =
          random.chance(0.01) ? Double(random.int(0...5)) : counter + Double(random.int(0...40))
        gauge += Double(random.int(-3...3))
        rows.append((x, random.chance(0.01) ? nil : counter, gauge))
      }
      _ = try server.psql("CREATE TABLE \(table) (ts bigint, c float8, g float8)")
      for start in stride(from: 0, to: rows.count, by: 1000) {
        let part = rows[start..<Swift.min(rows.count, start + 1000)].map {
          "(\(Int64($0.x)), \($0.c.map { "\($0)" } ?? "NULL"), \($0.g))"
        }
        _ = try server.psql("INSERT INTO \(table) VALUES " + part.joined(separator: ", "))
      }
      let picked = (0..<3).map { _ in random.pick(Self.drawn) }
      let lines = Array(Set(picked)).sorted()
      let xs = rows.map(\.x)
      let columns = try lines.map { expression in
        let line = try #require(try TableDerivedLine.parse(expression, place: "test"))
        let inputs = line.inputs.map { input in rows.map { input == "c" ? ($0.c ?? .nan) : $0.g } }
        return DerivedLineComputer.values(of: line.transform, x: xs, inputs: inputs)
      }
      var csv = "ts," + lines.map { "\"\($0)\"" }.joined(separator: ",") + "\n"
      for row in xs.indices {
        csv +=
          "\(xs[row]),"
          + columns.map { $0[row].isNaN ? "" : "\($0[row])" }.joined(separator: ",") + "\n"
      }
      var loadOptions = LoadOptions(xColumn: "ts")
      loadOptions.xType = .number
      let file = try PostgresTestTables.load(csv, options: loadOptions)
      let plain = try PostgresTestTables.backend(
        server, PostgresTableOptions(table: table, xColumn: "ts", yColumns: lines, xType: .number))
      let backend: any SQLSeriesBackend =
        summarized ? SummarizedSeriesBackend(base: plain, blockCount: 1_024, minimumRows: 0) : plain
      let differing = try TableFrames.differing(
        backend: backend, file: file, rounds: 5,
        sizes: [Size(width: 80, height: 24), Size(width: 200, height: 60)], using: &random
      ) { options, random in
        options.monochrome = true
        if random.chance(0.5) { options.indicator = random.unit() }
      }
      #expect(differing.isEmpty, "\(lines): \(differing)")
    }
  }
}
