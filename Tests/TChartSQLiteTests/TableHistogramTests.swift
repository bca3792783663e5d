import TChartCSV
import TChartData
import TChartLoading
import TChartSQLite
import TChartSources
import TChartTesting
import Testing

/// A table's histogram (issue 41) is counted by the database: its bins and counts equal those
/// of the same rows read from CSV, and each line's counts equal a scan of the window's values
/// with the bins' own `index(of:)`, for any window and lines.
@Suite struct TableHistogramTests {
  @Test(arguments: [UInt64(1), 2, 3])
  func countsEqualTheFilesAndAScan(seed: UInt64) throws {
    let (database, backend, chart) = try RandomTable.inSQLite(seed: seed)
    _ = database
    var random = SeededRandom(seed: seed * 31)
    #expect(
      try TableHistograms.differing(backend: backend, file: chart, rounds: 8, using: &random) == [])
  }

  @Test func aLongTableCountsEachSeries() throws {
    let database = TestDatabase()
    var rows: [[Double?]] = []
    var random = SeededRandom(seed: 9)
    for index in 0..<3000 {
      rows.append([Double(index / 2), Double(index % 2), random.unit() * 100 - 20])
    }
    try database.run(
      "CREATE TABLE data (ts REAL, s INTEGER, v REAL)", rows: rows,
      insert: "INSERT INTO data VALUES (?,?,?)")
    let backend = try SQLiteSeriesBackend(
      SQLiteTableOptions(path: database.path, table: "data", x: "ts", y: ["v"], series: "s"))
    let survey = try backend.histogram(lower: 100, upper: 899.5, lines: [0, 1])
    let counted = survey.histogram(maxBins: 30)
    for line in counted.lines {
      let name = Double(backend.lineNames[line.line])!
      let values = rows.filter { $0[1] == name && (100...899.5).contains($0[0]!) }.map { $0[2]! }
      var scan = [Int](repeating: 0, count: line.bins.count)
      for value in values { scan[line.bins.index(of: value)!] += 1 }
      #expect(line.total == values.count)
      #expect(line.counts == scan)
    }
  }

  @Test func aWindowWithoutValuesIsEmpty() throws {
    let (database, backend, _) = try RandomTable.inSQLite(seed: 4)
    _ = database
    let survey = try backend.histogram(lower: -10, upper: -5, lines: [0, 1])
    #expect(survey.extremes == nil)
    #expect(survey.histogram(maxBins: 20).lines.map(\.total) == [0, 0])
  }
}
