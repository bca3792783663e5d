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
    let (backend, csv) = try ClickHouseTestTables.wide("histogram", seed: 47)
    var random = SeededRandom(seed: 48)
    #expect(
      try TableHistograms.differing(backend: backend, file: csv, rounds: 9, using: &random) == [])
  }

  @Test func aLongTableCountsEachSeries() throws {
    let (backend, file) = try ClickHouseTestTables.long("histogram_long", seed: 49, count: 4000)
    // The series in the table's order are the file's lines in its order.
    #expect(try backend.describe().lineNames == file.lines.map(\.name))
    var random = SeededRandom(seed: 50)
    #expect(
      try TableHistograms.differing(backend: backend, file: file, rounds: 6, using: &random) == [])
  }
}
