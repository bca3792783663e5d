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
    let ports = try ClickHouseTestServers.ports()
    let name = ClickHouseTestServers.tableName("xy")
    let data = RandomTable(seed: 57, rows: 5000, lineCount: 2, dateTime: false, gapChance: 0.02)
    try data.create(name, on: ClickHouseTestServers.connection(port: ports.single))
    var loadOptions = LoadOptions(xColumn: "ts")
    loadOptions.xType = .unixMilliseconds
    let csv = try ChartLoader.parse(
      bytes: Array(data.csv.utf8), file: "data.csv", options: loadOptions
    ).chartSets[0]
    let backend = ClickHouseBackend(
      location: ClickHouseLocation(
        host: "127.0.0.1", port: ports.single, database: "default", table: name),
      credentials: ClickHouseCredentials(), options: ClickHouseTableOptions(yColumns: data.names))
    var random = SeededRandom(seed: 58)
    let differing = try TableXY.differing(backend: backend, file: csv, rounds: 9, using: &random)
    #expect(differing == [])
  }

  @Test func aLongTablePairsItsSeriesAtEqualX() throws {
    let ports = try ClickHouseTestServers.ports()
    let name = ClickHouseTestServers.tableName("xy_long")
    let connection = ClickHouseTestServers.connection(port: ports.single)
    let long = RandomLongTable(seed: 59, count: 4000, start: 1_600_000_000_000)
    let values = long.rows.map {
      "(\($0.x), '\(RandomLongTable.symbols[$0.symbol])', \($0.price))"
    }
    let table = ClickHouseDialect().quoteIdentifier(name)
    try connection.execute(
      "CREATE TABLE \(table) (ts Int64, sym String, price Float64) ENGINE = MergeTree ORDER BY ts")
    try connection.execute("INSERT INTO \(table) VALUES " + values.joined(separator: ", "))
    let file = try long.file(xType: .unixMilliseconds)
    let backend = ClickHouseBackend(
      location: ClickHouseLocation(
        host: "127.0.0.1", port: ports.single, database: "default", table: name),
      credentials: ClickHouseCredentials(),
      options: ClickHouseTableOptions(yColumns: ["price"], seriesColumn: "sym"))
    #expect(try backend.describe().lineNames == file.lines.map(\.name))
    var random = SeededRandom(seed: 60)
    let differing = try TableXY.differing(backend: backend, file: file, rounds: 6, using: &random)
    #expect(differing == [])
  }
}
