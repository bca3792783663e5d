import TChartCSV
import TChartCells
import TChartClickHouse
import TChartExplorer
import TChartLoading
import TChartSources
import TChartTesting
import Testing

/// The acceptance test of the seam on a real server: frames of a ClickHouse table with gaps
/// (NULLs) and irregular x equal the frames of the same rows as CSV, character for character,
/// read straight and through a block summary.
@Suite(.serialized) struct ClickHouseSameFramesTests {
  @Test(arguments: [false, true])
  func tablesWithGapsDrawTheFramesOfTheirCSV(summarized: Bool) throws {
    let ports = try ClickHouseTestServers.ports()
    let name = ClickHouseTestServers.tableName("frames")
    let data = RandomTable(
      seed: summarized ? 41 : 42, rows: 5000, lineCount: 2, dateTime: false, gapChance: 0.02)
    try data.create(name, on: ClickHouseTestServers.connection(port: ports.single))
    var loadOptions = LoadOptions(xColumn: "ts")
    loadOptions.xType = .unixMilliseconds
    let csv = try ChartLoader.parse(
      bytes: Array(data.csv.utf8), file: "data.csv", options: loadOptions
    ).chartSets[0]
    let table = ClickHouseBackend(
      location: ClickHouseLocation(
        host: "127.0.0.1", port: ports.single, database: "default", table: name),
      credentials: ClickHouseCredentials(), options: ClickHouseTableOptions(yColumns: data.names))
    let backend: any SQLSeriesBackend =
      summarized ? SummarizedSeriesBackend(base: table, blockCount: 1_024, minimumRows: 0) : table
    var random = SeededRandom(seed: summarized ? 43 : 44)
    let differing = try TableFrames.differing(
      backend: backend, file: csv, rounds: 6,
      sizes: [
        Size(width: 80, height: 24), Size(width: 200, height: 60), Size(width: 120, height: 40),
      ], using: &random
    ) { options, random in
      options.monochrome = true
      if random.chance(0.5) { options.indicator = random.unit() }
    }
    #expect(differing == [])
  }

  @Test func aLongTableDrawsTheFramesOfItsLongCSV() throws {
    let ports = try ClickHouseTestServers.ports()
    let name = ClickHouseTestServers.tableName("long")
    let connection = ClickHouseTestServers.connection(port: ports.single)
    let long = RandomLongTable(seed: 45, count: 5000, start: 1_600_000_000_000)
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
    #expect(
      try TableFrames.longTableProblems(backend: backend, file: file, rounds: 5, seed: 46) == [])
  }
}
