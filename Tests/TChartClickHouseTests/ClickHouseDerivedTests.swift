import TChartClickHouse
import TChartData
import TChartSources
import TChartTesting
import Testing

/// Derived lines on a ClickHouse table, computed by the server from sorted arrays: the values
/// read back equal the in-memory derived line's (``DerivedLineComputer``), gaps and resets
/// included; a moving average over a duration is one message naming it.
@Suite(.serialized) struct ClickHouseDerivedTests {
  static let expressions = [
    "rate(c)", "deriv(g)", "diff(g)", "cumsum(g)", "avg(g,5)", "log(c)", "ratio(g,c)", "c - g",
    "diff(c)",
  ]

  @Test func derivedValuesEqualTheInMemoryLines() throws {
    let ports = try ClickHouseTestServers.ports()
    let name = ClickHouseTestServers.tableName("derived")
    let table = ClickHouseDialect().quoteIdentifier(name)
    let connection = ClickHouseTestServers.connection(port: ports.single)
    var random = SeededRandom(seed: 5)
    var rows: [(Double, Double?, Double)] = []
    var x = 1000.0
    var counter = 0.0
    var gauge = 50.0
    for _ in 0..<2000 {
      x += Double(random.int(1...20))
      counter =
        random.chance(0.01) ? Double(random.int(0...5)) : counter + Double(random.int(0...40))
      gauge += Double(random.int(-3...3))
      rows.append((x, random.chance(0.02) ? nil : counter, gauge))
    }
    try connection.execute(
      "CREATE TABLE \(table) (ts Int64, c Nullable(Float64), g Float64) ENGINE = MergeTree ORDER BY ts"
    )
    try connection.execute(
      "INSERT INTO \(table) VALUES "
        + rows.map { "(\(Int64($0.0)), \($0.1.map { "\($0)" } ?? "NULL"), \($0.2))" }
        .joined(separator: ", "))
    let backend = ClickHouseBackend(
      location: ClickHouseLocation(
        host: "127.0.0.1", port: ports.single, database: "default", table: name),
      credentials: ClickHouseCredentials(),
      options: ClickHouseTableOptions(xColumn: "ts", yColumns: Self.expressions, xType: .number))
    _ = try backend.describe()
    let xs = rows.map(\.0)
    let read = try backend.rows(
      in: [xs[0]...xs[xs.count - 1]], lines: Array(Self.expressions.indices), limit: 10_000)
    #expect(read.rows.map(\.x) == xs)
    for (index, expression) in Self.expressions.enumerated() {
      let line = try #require(try TableDerivedLine.parse(expression, place: "test"))
      let inputs = line.inputs.map { input in
        rows.map { input == "c" ? ($0.1 ?? .nan) : $0.2 }
      }
      let expected = DerivedLineComputer.values(of: line.transform, x: xs, inputs: inputs)
      let wrong = zip(read.rows, expected).filter { row, value in
        let actual = row.values[index]
        if value.isNaN { return !actual.isNaN }
        return
          !(actual == value || (line.transform == .log && abs(actual - value) <= 4 * value.ulp))
      }
      #expect(
        wrong.count == 0,
        "\(expression): \(wrong.prefix(3).map { "\($0.0.x): \($0.0.values[index]) not \($0.1)" })")
    }
  }

  @Test func anAverageOverADurationIsOneMessage() throws {
    let ports = try ClickHouseTestServers.ports()
    let name = ClickHouseTestServers.tableName("derivedspan")
    let connection = ClickHouseTestServers.connection(port: ports.single)
    try connection.execute(
      "CREATE TABLE \(ClickHouseDialect().quoteIdentifier(name)) (ts Int64, g Float64) "
        + "ENGINE = MergeTree ORDER BY ts")
    let backend = ClickHouseBackend(
      location: ClickHouseLocation(
        host: "127.0.0.1", port: ports.single, database: "default", table: name),
      credentials: ClickHouseCredentials(),
      options: ClickHouseTableOptions(xColumn: "ts", yColumns: ["avg(g,5m)"]))
    #expect(throws: SourceError.self) { try backend.describe() }
    do {
      _ = try backend.describe()
    } catch {
      #expect(error.exitCode == 69)
      #expect(
        error.message.contains("avg(g,5m): avg over a duration cannot be computed in ClickHouse"))
    }
  }
}
