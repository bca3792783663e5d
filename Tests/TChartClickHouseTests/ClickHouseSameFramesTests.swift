import TChartClickHouse
import TChartExplorer
import TChartModel
import TChartRender
import TChartTesting
import Testing

/// The acceptance test of the seam on a real server: frames of a ClickHouse table with gaps
/// (NULLs) and irregular x equal the frames of the same rows as CSV, character for character,
/// read straight and through a block summary.
@Suite(.serialized) struct ClickHouseSameFramesTests {
  static func frame(_ chartSet: ChartSet, options: ExplorerOptions) throws -> String {
    let state = try ExplorerState(chartSets: [chartSet], options: options)
    return ExplorerScreen.render(state: state, size: options.size).text
  }

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
    let description = try backend.describe()
    var random = SeededRandom(seed: summarized ? 43 : 44)
    for round in 0..<6 {
      var options = ExplorerOptions()
      options.size = random.pick([
        Size(width: 80, height: 24), Size(width: 200, height: 60), Size(width: 120, height: 40),
      ])
      options.monochrome = true
      options.animates = false
      options.interactive = false
      if round > 0 {
        let lower = random.unit() * 0.9
        options.range = (lower, min(1, lower + 0.002 + random.unit() * random.unit()))
      }
      if random.chance(0.5) { options.indicator = random.unit() }
      let fromTable = try TableFrameFetch.chartSet(
        backend: backend, description: description, options: options)
      // The chart set's name is the table's; the CSV's is the file's.
      var fromFile = csv
      fromFile.name = fromTable.name
      #expect(
        try Self.frame(fromTable, options: options) == Self.frame(fromFile, options: options),
        "round \(round) \(options.size)")
    }
  }

  @Test func aLongTableDrawsTheFramesOfItsLongCSV() throws {
    let ports = try ClickHouseTestServers.ports()
    let name = ClickHouseTestServers.tableName("long")
    let connection = ClickHouseTestServers.connection(port: ports.single)
    var random = SeededRandom(seed: 45)
    var values: [String] = []
    var csv = "ts,sym,price\n"
    var x: Int64 = 1_600_000_000_000
    var levels = [50.0, -20.0]
    for _ in 0..<5000 {
      x += Int64(random.int(1...400))
      // Mostly one symbol per x; now and then both at the same x.
      let symbols = random.chance(0.1) ? [0, 1] : [random.int(0...1)]
      for symbol in symbols {
        levels[symbol] += random.signedUnit()
        let price = (levels[symbol] * 8).rounded() / 8
        let sym = symbol == 0 ? "a" : "b"
        values.append("(\(x), '\(sym)', \(price))")
        csv += "\(x),\(sym),\(price)\n"
      }
    }
    let table = ClickHouseDialect().quoteIdentifier(name)
    try connection.execute(
      "CREATE TABLE \(table) (ts Int64, sym String, price Float64) ENGINE = MergeTree ORDER BY ts")
    try connection.execute("INSERT INTO \(table) VALUES " + values.joined(separator: ", "))
    var loadOptions = LoadOptions(xColumn: "ts")
    loadOptions.seriesColumn = "sym"
    loadOptions.yColumn = "price"
    loadOptions.xType = .unixMilliseconds
    var file = try ChartLoader.parse(
      bytes: Array(csv.utf8), file: "data.csv", options: loadOptions
    ).chartSets[0]
    let backend = ClickHouseBackend(
      location: ClickHouseLocation(
        host: "127.0.0.1", port: ports.single, database: "default", table: name),
      credentials: ClickHouseCredentials(),
      options: ClickHouseTableOptions(yColumns: ["price"], seriesColumn: "sym"))
    let description = try backend.describe()
    #expect(description.lineNames == file.lines.map(\.name))
    file.name = description.name
    var settings = SeededRandom(seed: 46)
    for round in 0..<5 {
      var options = ExplorerOptions()
      options.size = settings.pick([Size(width: 80, height: 24), Size(width: 160, height: 48)])
      options.animates = false
      options.interactive = false
      if round > 0 {
        let lower = settings.unit() * 0.9
        options.range = (lower, min(1, lower + 0.002 + settings.unit() * settings.unit()))
      }
      let fromTable = try TableFrameFetch.chartSet(
        backend: backend, description: description, options: options)
      #expect(
        try Self.frame(fromTable, options: options) == Self.frame(file, options: options),
        "round \(round) \(options.size)")
    }
  }
}
