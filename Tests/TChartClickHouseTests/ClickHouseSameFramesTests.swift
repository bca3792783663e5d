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
    let (table, csv) = try ClickHouseTestTables.wide("frames", seed: summarized ? 41 : 42)
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
    let (backend, file) = try ClickHouseTestTables.long("long", seed: 45, count: 5000)
    #expect(
      try TableFrames.longTableProblems(backend: backend, file: file, rounds: 5, seed: 46) == [])
  }
}
