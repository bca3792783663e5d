import TChartCSV
import TChartClickHouse
import TChartData
import TChartLoading
import TChartSources
import TChartTesting
import Testing

/// A ClickHouse table's XY (issue 41) on a real server: its extremes, the dots counted by a
/// `GROUP BY` of the dot cell and the indicator's trail equal those of the same rows read from
/// CSV (``TableXY``), wide (with gaps) and long (the series joined on x).
@Suite(.serialized) struct ClickHouseXYTests {
  @Test func aWideTableCountsAsItsCSV() throws {
    let (backend, csv) = try ClickHouseTestTables.wide("xy", seed: 57)
    var random = SeededRandom(seed: 58)
    let differing = try TableXY.differing(backend: backend, file: csv, rounds: 9, using: &random)
    #expect(differing == [])
  }

  @Test func aLongTablePairsItsSeriesAtEqualX() throws {
    let (backend, file) = try ClickHouseTestTables.long("xy_long", seed: 59, count: 4000)
    #expect(try backend.describe().lineNames == file.lines.map(\.name))
    var random = SeededRandom(seed: 60)
    let differing = try TableXY.differing(backend: backend, file: file, rounds: 6, using: &random)
    #expect(differing == [])
  }

  /// Derived lines (computed by the server) pair as the same lines computed in memory.
  @Test func derivedLinesCountAsInMemory() throws {
    let ports = try ClickHouseTestServers.ports()
    let name = ClickHouseTestServers.tableName("xy_derived")
    let table = ClickHouseDialect().quoteIdentifier(name)
    let connection = ClickHouseTestServers.connection(port: ports.single)
    var random = SeededRandom(seed: 61)
    var rows: [(x: Double, c: Double?, g: Double)] = []
    var x = 1000.0
    var gauge = 50.0
    for _ in 0..<3000 {
      x += Double(random.int(1...20))
      gauge += Double(random.int(-3...3))
      rows.append((x, random.chance(0.02) ? nil : Double(random.int(0...400)), gauge))
    }
    try connection.execute(
      "CREATE TABLE \(table) (ts Int64, c Nullable(Float64), g Float64) ENGINE = MergeTree "
        + "ORDER BY ts")
    try connection.execute(
      "INSERT INTO \(table) VALUES "
        + rows.map { "(\(Int64($0.x)), \($0.c.map { "\($0)" } ?? "NULL"), \($0.g))" }
        .joined(separator: ", "))
    let expressions = ["g", "diff(g)", "c - g"]
    let backend = ClickHouseBackend(
      location: ClickHouseLocation(
        host: "127.0.0.1", port: ports.single, database: "default", table: name),
      credentials: ClickHouseCredentials(),
      options: ClickHouseTableOptions(xColumn: "ts", yColumns: expressions, xType: .number))
    _ = try backend.describe()
    let xs = rows.map(\.x)
    let lines = try expressions.map { expression in
      // A plain column is its values; a derived line the in-memory computer's.
      let column = { (name: String) in rows.map { name == "c" ? ($0.c ?? .nan) : $0.g } }
      let values =
        try TableDerivedLine.parse(expression, place: "test").map { line in
          DerivedLineComputer.values(
            of: line.transform, x: xs, inputs: line.inputs.map(column))
        } ?? column(expression)
      return Series(
        id: expression, name: expression, color: RGBColor(red: 0, green: 0, blue: 0),
        values: values)
    }
    let file = ChartSet(name: name, x: xs, lines: lines)
    var random2 = SeededRandom(seed: 62)
    let differing = try TableXY.differing(backend: backend, file: file, rounds: 9, using: &random2)
    #expect(differing == [])
  }
}
