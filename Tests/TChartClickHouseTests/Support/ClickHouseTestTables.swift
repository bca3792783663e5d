import TChartCSV
import TChartClickHouse
import TChartData
import TChartLoading
import TChartTesting

/// Tables on the single test server with the same rows read from CSV: what the views' and
/// frames' acceptance tests compare.
enum ClickHouseTestTables {
  /// A wide random table of 2 lines with gaps, x in Unix milliseconds, named after `prefix`:
  /// its backend and the CSV's chart set.
  static func wide(_ prefix: String, seed: UInt64, rows: Int = 5000) throws
    -> (ClickHouseBackend, ChartSet)
  {
    let ports = try ClickHouseTestServers.ports()
    let name = ClickHouseTestServers.tableName(prefix)
    let data = RandomTable(seed: seed, rows: rows, lineCount: 2, dateTime: false, gapChance: 0.02)
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
    return (backend, csv)
  }

  /// A long random table `(ts, sym, price)` named after `prefix`, a line per symbol: its
  /// backend and the long CSV's chart set.
  static func long(_ prefix: String, seed: UInt64, count: Int) throws
    -> (ClickHouseBackend, ChartSet)
  {
    let ports = try ClickHouseTestServers.ports()
    let name = ClickHouseTestServers.tableName(prefix)
    let connection = ClickHouseTestServers.connection(port: ports.single)
    let long = RandomLongTable(seed: seed, count: count, start: 1_600_000_000_000)
    let values = long.rows.map {
      "(\($0.x), '\(RandomLongTable.symbols[$0.symbol])', \($0.price))"
    }
    let table = ClickHouseDialect().quoteIdentifier(name)
    try connection.execute(
      "CREATE TABLE \(table) (ts Int64, sym String, price Float64) ENGINE = MergeTree ORDER BY ts")
    try connection.execute("INSERT INTO \(table) VALUES " + values.joined(separator: ", "))
    let backend = ClickHouseBackend(
      location: ClickHouseLocation(
        host: "127.0.0.1", port: ports.single, database: "default", table: name),
      credentials: ClickHouseCredentials(),
      options: ClickHouseTableOptions(yColumns: ["price"], seriesColumn: "sym"))
    return (backend, try long.file(xType: .unixMilliseconds))
  }
}
