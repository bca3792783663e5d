import TChartCSV
import TChartCells
import TChartExplorer
import TChartLoading
import TChartSQLite
import TChartSources
import TChartTesting
import Testing

/// The acceptance test of the seam: a frame of a table equals the frame of the same data read
/// from CSV, character for character, and no answer holds more than 4 rows per dot column and
/// line (plus the window's two neighbours).
@Suite("SQLite frames equal CSV frames")
struct SameFramesTests {
  @Test("random tables with holes, gaps and irregular x, at several sizes, windows and indicators")
  func sameFrames() throws {
    try compareFrames { backend, _ in backend }
  }

  @Test("the same frames through a block summary of 1,000 to 8,192 blocks")
  func sameFramesSummarized() throws {
    var summarized: [SummarizedSeriesBackend] = []
    try compareFrames { backend, seed in
      let blocks = [1_000, 2_048, 4_096, 8_192][Int(seed) % 4]
      let wrapped = SummarizedSeriesBackend(base: backend, blockCount: blocks, minimumRows: 0)
      summarized.append(wrapped)
      return wrapped
    }
    #expect(summarized.allSatisfy { $0.builtSummary != nil }, "every table was summarised")
  }

  /// Renders random tables through `wrap(backend, seed)` and from CSV, and compares the frames.
  func compareFrames(
    _ wrap: (SQLiteSeriesBackend, UInt64) -> any SQLSeriesBackend
  ) throws {
    for seed in UInt64(1)...4 {
      // Odd seeds have gaps (NULL, an empty CSV cell) in 2 % of the values.
      let gaps = seed % 2 == 1
      let table = RandomTable(
        seed: seed, count: 3000 + Int(seed) * 2000, lineCount: Int(seed % 3) + 1,
        gapChance: gaps ? 0.02 : 0)
      let database = TestDatabase()
      let columns = (0..<table.lineCount).map { "v\($0) REAL" }.joined(separator: ", ")
      let marks = Array(repeating: "?", count: table.lineCount + 1).joined(separator: ",")
      try database.run(
        "CREATE TABLE data (ts REAL, \(columns))", rows: table.rows,
        insert: "INSERT INTO data VALUES (\(marks))")
      var loadOptions = LoadOptions(xColumn: "ts")
      loadOptions.xType = .number
      let csv = try ChartLoader.parse(
        bytes: Array(table.csv.utf8), file: "data.csv", options: loadOptions
      ).chartSets[0]
      let backend = try SQLiteSeriesBackend(
        SQLiteTableOptions(
          path: database.path, table: "data", x: "ts",
          y: (0..<table.lineCount).map { "v\($0)" }, xType: .number))
      let description = try backend.describe()
      #expect(description.rowCount == table.rows.count)
      let source = wrap(backend, seed)
      var random = SeededRandom(seed: seed * 77)
      for round in 0..<5 {
        var options = ExplorerOptions.printedFrame(
          round: round,
          sizes: [
            Size(width: 80, height: 24), Size(width: 200, height: 60),
            Size(width: 120, height: 40),
          ], using: &random)
        options.monochrome = random.chance(0.5)
        if random.chance(0.5) { options.indicator = random.unit() }
        let fromTable = try TableFrameFetch.chartSet(
          backend: source, description: description, options: options)
        if !gaps {
          #expect(fromTable.count < table.rows.count / 2, "the table chart set is small")
        }
        let expected = try TableFrames.frame(csv, options: options)
        let actual = try TableFrames.frame(fromTable, options: options, totalsFrom: source)
        #expect(actual == expected, "seed \(seed) round \(round) \(options.size)")
      }
    }
  }

  @Test("every answer holds at most 4 rows per dot column and line, plus two neighbours")
  func rowsPerFrame() throws {
    try checkRowsPerFrame(gapChance: 0)
  }

  @Test("with gaps, the answers add the gap columns' rows, within the budget")
  func rowsPerFrameWithGaps() throws {
    try checkRowsPerFrame(gapChance: 0.01)
  }

  func checkRowsPerFrame(gapChance: Double) throws {
    let table = RandomTable(seed: 9, count: 20000, lineCount: 3, gapChance: gapChance)
    let database = TestDatabase()
    try database.run(
      "CREATE TABLE data (ts REAL, v0 REAL, v1 REAL, v2 REAL)", rows: table.rows,
      insert: "INSERT INTO data VALUES (?,?,?,?)")
    let backend = try SQLiteSeriesBackend(
      SQLiteTableOptions(path: database.path, table: "data", x: "ts", y: ["v0", "v1", "v2"]))
    let description = try backend.describe()
    let first = description.first!.x
    let last = description.last!.x
    var random = SeededRandom(seed: 4)
    for _ in 0..<20 {
      let lower = first + random.unit() * (last - first) * 0.8
      let upper = lower + random.unit() * (last - lower)
      let request = SeriesWindowRequest(
        lower: lower, upper: upper, dotWidth: random.int(2...400),
        lines: random.chance(0.5) ? [0, 1, 2] : [1])
      let m4 = try backend.m4(request)
      // M4 rows: gap rows come on top of the extremes (a first and a last per column and line).
      #expect(m4.rowsFetched <= request.rowBound + (gapChance > 0 ? request.rowBound / 2 : 0))
      #expect(m4.rows.count <= m4.rowsFetched)
      #expect(m4.rowsFetched > 0)
      let answer = try backend.answer(request)
      #expect(answer.rowsFetched <= m4.rowsFetched + request.gapRowBudget + 1)
      if gapChance == 0 {
        // Nothing more to read (rows compared by id: a line not asked for is `.nan`).
        #expect(answer.rows.map(\.order) == m4.rows.map(\.order))
        #expect(answer.rowsFetched == m4.rowsFetched)
      }
    }
  }

  @Test("a long table (--series): the frames of the same rows as a long CSV")
  func longTable() throws {
    let long = RandomLongTable(seed: 51, count: 6000, start: 1000)
    let database = TestDatabase()
    try database.run(
      "CREATE TABLE data (ts REAL, sym TEXT, price REAL)",
      rows: long.rows.map { [Double($0.x), Double($0.symbol), $0.price] },
      insert: "INSERT INTO data VALUES (?, CASE ? WHEN 0 THEN 'a' ELSE 'b' END, ?)")
    let backend = try SQLiteSeriesBackend(
      SQLiteTableOptions(
        path: database.path, table: "data", x: "ts", y: ["price"], series: "sym", xType: .number))
    let file = try long.file(xType: .number)
    #expect(
      try TableFrames.longTableProblems(backend: backend, file: file, rounds: 6, seed: 52) == [])
  }
}
