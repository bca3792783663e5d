import TChartCSV
import TChartData
import TChartLoading
import TChartSQLite
import TChartTesting

/// A random wide table: irregular increasing x with holes (long jumps), values with two
/// decimals (as prices or percentages: the legend's precision, probed from the rows drawn, is
/// then the same from a file and from a table), gaps (NULL, an empty CSV cell) at
/// `gapChance`, written as rows and as the same CSV.
struct RandomTable {
  var rows: [[Double?]] = []
  let lineCount: Int

  init(seed: UInt64, count: Int, lineCount: Int, gapChance: Double = 0) {
    var random = SeededRandom(seed: seed)
    self.lineCount = lineCount
    var x = random.unit() * 1000
    var levels = (0..<lineCount).map { _ in random.signedUnit() * 50 }
    for _ in 0..<count {
      x += random.chance(0.01) ? random.unit() * 500 : random.unit() * 2 + 0.001
      var row: [Double?] = [x]
      for line in 0..<lineCount {
        levels[line] += random.signedUnit() * (random.chance(0.02) ? 20 : 1)
        let value = (levels[line] * 100).rounded() / 100
        row.append(gapChance > 0 && random.chance(gapChance) ? nil : value)
      }
      rows.append(row)
    }
  }

  /// The same rows as CSV, `ts` then `v0`, `v1`, …
  var csv: String {
    var text = "ts," + (0..<lineCount).map { "v\($0)" }.joined(separator: ",") + "\n"
    for row in rows {
      text += row.map { $0.map { "\($0)" } ?? "" }.joined(separator: ",") + "\n"
    }
    return text
  }
}

extension RandomTable {
  /// A random wide table of 3 lines with gaps in SQLite (`data`: `ts`, `v0`…`v2`), and the
  /// same rows read from CSV.
  static func inSQLite(seed: UInt64) throws -> (TestDatabase, SQLiteSeriesBackend, ChartSet) {
    let table = RandomTable(seed: seed, count: 6000, lineCount: 3, gapChance: 0.03)
    let database = TestDatabase()
    try database.run(
      "CREATE TABLE data (ts REAL, v0 REAL, v1 REAL, v2 REAL)", rows: table.rows,
      insert: "INSERT INTO data VALUES (?,?,?,?)")
    var options = LoadOptions(xColumn: "ts")
    options.xType = .number
    let csv = try ChartLoader.parse(bytes: Array(table.csv.utf8), file: "d.csv", options: options)
    let backend = try SQLiteSeriesBackend(
      SQLiteTableOptions(
        path: database.path, table: "data", x: "ts", y: ["v0", "v1", "v2"], xType: .number))
    return (database, backend, csv.chartSets[0])
  }
}
