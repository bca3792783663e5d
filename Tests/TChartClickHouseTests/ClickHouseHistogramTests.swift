import TChartCSV
import TChartClickHouse
import TChartData
import TChartLoading
import TChartSources
import TChartTesting
import Testing

/// A ClickHouse table's histogram (issue 41) on a real server: counted by `GROUP BY` of the fine
/// bins, it has the bins and counts of the same rows read from CSV, wide (with gaps) and long.
@Suite(.serialized) struct ClickHouseHistogramTests {
  @Test func aWideTableCountsAsItsCSV() throws {
    let ports = try ClickHouseTestServers.ports()
    let name = ClickHouseTestServers.tableName("histogram")
    let data = RandomTable(seed: 47, rows: 5000, lineCount: 2, dateTime: false, gapChance: 0.02)
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
    var random = SeededRandom(seed: 48)
    #expect(
      try TableHistograms.differing(backend: backend, file: csv, rounds: 9, using: &random) == [])
  }

  @Test func aLongTableCountsEachSeries() throws {
    let ports = try ClickHouseTestServers.ports()
    let name = ClickHouseTestServers.tableName("histogram_long")
    let connection = ClickHouseTestServers.connection(port: ports.single)
    let long = RandomLongTable(seed: 49, count: 4000, start: 1_600_000_000_000)
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
    // The series in the table's order are the file's lines in its order.
    #expect(try backend.describe().lineNames == file.lines.map(\.name))
    var random = SeededRandom(seed: 50)
    #expect(
      try TableHistograms.differing(backend: backend, file: file, rounds: 6, using: &random) == [])
  }
}
