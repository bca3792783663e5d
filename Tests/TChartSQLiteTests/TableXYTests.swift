import TChartCSV
import TChartData
import TChartLoading
import TChartSQLite
import TChartSources
import TChartTesting
import Testing

/// A table's XY view (issue 41) is counted by the database: the extremes, the dot counts and the
/// indicator's trail of two lines equal those of the same rows read from CSV (``TableXY``), wide
/// (with gaps) and long (the series paired at equal x, gaps where one has no row).
@Suite struct TableXYTests {
  @Test(arguments: [UInt64(1), 2, 3])
  func aWideTableCountsAsItsCSV(seed: UInt64) throws {
    let (database, backend, csv) = try RandomTable.inSQLite(seed: seed)
    _ = database
    var random = SeededRandom(seed: seed * 37)
    let differing = try TableXY.differing(
      backend: backend, file: csv, rounds: 9, using: &random)
    #expect(differing == [])
  }

  @Test func aLongTablePairsItsSeriesAtEqualX() throws {
    let long = RandomLongTable(seed: 21, count: 4000, start: 1_000)
    let database = TestDatabase()
    try database.run(
      "CREATE TABLE data (ts INTEGER, sym TEXT, price REAL)",
      rows: long.rows.map { [Double($0.x), Double($0.symbol), $0.price] },
      insert: "INSERT INTO data VALUES (?, CASE ? WHEN 0 THEN 'a' ELSE 'b' END, ?)")
    let file = try long.file(xType: .number)
    let backend = try SQLiteSeriesBackend(
      SQLiteTableOptions(
        path: database.path, table: "data", x: "ts", y: ["price"], series: "sym",
        xType: .number))
    #expect(backend.lineNames == file.lines.map(\.name))
    var random = SeededRandom(seed: 22)
    let differing = try TableXY.differing(backend: backend, file: file, rounds: 8, using: &random)
    #expect(differing == [])
  }

  /// A series with several rows at one x pairs its k-th row there with the other's k-th, as the
  /// long CSV lays them on consecutive samples (the rest are gaps, not counted).
  @Test func repeatedXPairInTableOrder() throws {
    let rows: [(Double, String, Double)] = [
      (1, "a", 1), (1, "a", 2), (1, "b", 10), (1, "b", 20), (2, "a", 3), (2, "b", 30),
      (2, "b", 40), (3, "a", 5),
    ]
    let database = TestDatabase()
    try database.run(
      "CREATE TABLE data (ts REAL, sym TEXT, v REAL)",
      rows: rows.map { [$0.0, $0.1 == "a" ? 0 : 1, $0.2] },
      insert: "INSERT INTO data VALUES (?, CASE ? WHEN 0 THEN 'a' ELSE 'b' END, ?)")
    let csv = "ts,sym,v\n" + rows.map { "\($0.0),\($0.1),\($0.2)\n" }.joined()
    var options = LoadOptions(xColumn: "ts")
    options.seriesColumn = "sym"
    options.yColumn = "v"
    options.xType = .number
    let file = try ChartLoader.parse(bytes: Array(csv.utf8), file: "d.csv", options: options)
      .chartSets[0]
    let backend = try SQLiteSeriesBackend(
      SQLiteTableOptions(
        path: database.path, table: "data", x: "ts", y: ["v"], series: "sym", xType: .number))
    let grid = XYGrid(columns: 8, rows: 8, xRange: 0...6, yRange: 0...50)
    let answer = try backend.xy(
      SourceXYAsk(window: 0...5, across: 0, up: 1, width: 8, height: 8)
    ) { _, _ in grid }
    let expected = file.lines[0].values.withUnsafeBufferPointer { a in
      file.lines[1].values.withUnsafeBufferPointer { b in
        XYDensity(
          x: a, y: b, window: 0..<file.count, columns: 8, rows: 8, xRange: 0...6, yRange: 0...50)
      }
    }
    #expect(expected.samples == 3)
    #expect(answer.counted.density.samples == 3)
    #expect(answer.counted.density.counts == expected.counts)
  }

  /// Derived lines (computed in SQL over the window and its margins) pair as the same lines
  /// computed in memory.
  @Test func derivedLinesCountAsInMemory() throws {
    var random = SeededRandom(seed: 63)
    var rows: [[Double?]] = []
    var (x, gauge) = (1000.0, 50.0)
    for _ in 0..<3000 {
      x += Double(random.int(1...20))
      gauge += Double(random.int(-3...3))
      rows.append([x, random.chance(0.02) ? nil : Double(random.int(0...400)), gauge])
    }
    let database = TestDatabase()
    try database.run(
      "CREATE TABLE data (ts INTEGER, c REAL, g REAL)", rows: rows,
      insert: "INSERT INTO data VALUES (?,?,?)")
    let expressions = ["g", "diff(g)", "c - g"]
    let backend = try SQLiteSeriesBackend(
      SQLiteTableOptions(
        path: database.path, table: "data", x: "ts", y: expressions, xType: .number))
    let xs = rows.map { $0[0]! }
    // A plain column is its values; a derived line the in-memory computer's.
    let column = { (name: String) in rows.map { (name == "c" ? $0[1] : $0[2]) ?? .nan } }
    let lines = try expressions.map { expression in
      let values =
        try TableDerivedLine.parse(expression, place: "test").map { line in
          DerivedLineComputer.values(of: line.transform, x: xs, inputs: line.inputs.map(column))
        } ?? column(expression)
      return Series(
        id: expression, name: expression, color: RGBColor(red: 0, green: 0, blue: 0),
        values: values)
    }
    let file = ChartSet(name: "data", x: xs, lines: lines)
    let differing = try TableXY.differing(backend: backend, file: file, rounds: 9, using: &random)
    #expect(differing == [])
  }

  @Test func aWindowWithoutValuesIsEmpty() throws {
    let database = TestDatabase()
    try database.run(
      "CREATE TABLE data (ts REAL, v0 REAL, v1 REAL)", rows: [[1, 2, 3], [2, nil, 4]],
      insert: "INSERT INTO data VALUES (?,?,?)")
    let backend = try SQLiteSeriesBackend(
      SQLiteTableOptions(
        path: database.path, table: "data", x: "ts", y: ["v0", "v1"], xType: .number))
    let ask = SourceXYAsk(window: 5...9, across: 0, up: 1, width: 10, height: 5)
    let answer = try backend.xy(ask) { x, y in
      #expect(x == nil && y == nil)
      return XYGrid(columns: 4, rows: 4, xRange: 0...1, yRange: 0...1)
    }
    #expect(answer.counted.density.samples == 0)
    let trail = try backend.xyTrail(
      SourceXYTrail.Ask(window: 5...9, across: 0, up: 1, indicator: 6))
    #expect(trail.rows.isEmpty)
  }
}
