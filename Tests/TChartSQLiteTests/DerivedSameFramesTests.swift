import TChartCSV
import TChartCells
import TChartData
import TChartExplorer
import TChartLoading
import TChartSQLite
import TChartSources
import TChartTesting
import Testing

/// Derived lines on an SQLite table (`--y 'rate(c),avg(g,5)'`), computed by SQL window
/// functions: the frames equal those of a CSV holding the same lines computed by brute force,
/// character for character, through the block summary too; the answers stay O(screen).
@Suite("SQLite derived lines")
struct DerivedSameFramesTests {
  /// Every transform, on a counter with resets and a gauge with gaps.
  static let expressions = [
    "rate(c)", "deriv(g)", "diff(g)", "cumsum(g)", "avg(g,5)", "avg(c,1m)", "log(c)",
    "ratio(g,c)", "c - g", "avg(g,40s)", "rate(g)", "diff(c)", "deriv(c)",
  ]

  /// The transforms drawn in frames: those whose values have few decimals on the friendly
  /// table (x steps of powers of two, a gauge without gaps), as a legend's precision is probed
  /// from the rows on screen, which a table's answers and a file's differ in (see
  /// ``TableFrames/frame(_:options:totalsFrom:)``); every transform's values are checked exact
  /// by `sameValues`.
  static let drawn = [
    "rate(c)", "deriv(g)", "diff(g)", "cumsum(g)", "avg(g,4)", "avg(g,8)", "c - g", "diff(c)",
  ]

  /// A table `ts, c, g`: x in whole seconds with holes, a counter `c` that resets now and then,
  /// a gauge `g` of small whole numbers with gaps (exact sums, so SQL and the reference agree
  /// to the bit).
  static func table(seed: UInt64, count: Int, friendly: Bool = false) -> (
    rows: [[Double?]], x: [Double], c: [Double?], g: [Double?]
  ) {
    var random = SeededRandom(seed: seed)
    var x = Double(random.int(0...1000))
    var counter = 0.0
    var gauge = 50.0
    var rows: [[Double?]] = []
    for _ in 0..<count {
      x +=
        friendly
        ? Double(1 << random.int(random.chance(0.01) ? 8...9 : 0...4))
        : random.chance(0.01) ? Double(random.int(100...600)) : Double(random.int(1...20))
      counter =
        random.chance(0.01) ? Double(random.int(0...5)) : counter + Double(random.int(0...40))
      gauge += Double(random.int(-3...3))
      rows.append([
        x, random.chance(0.01) ? nil : counter, !friendly && random.chance(0.03) ? nil : gauge,
      ])
    }
    return (rows, rows.map { $0[0]! }, rows.map { $0[1] }, rows.map { $0[2] })
  }

  /// `line` derived in memory (``DerivedLineComputer``, as for a file) from `data`'s columns.
  static func inMemory(
    _ line: TableDerivedLine, _ data: (rows: [[Double?]], x: [Double], c: [Double?], g: [Double?])
  ) -> [Double?] {
    let inputs = line.inputs.map { ($0 == "c" ? data.c : data.g).map { $0 ?? .nan } }
    return DerivedLineComputer.values(of: line.transform, x: data.x, inputs: inputs).map {
      $0.isNaN ? nil : $0
    }
  }

  @Test(
    "every transform's values, read back whole, equal the in-memory derived line's",
    arguments: expressions)
  func sameValues(expression: String) throws {
    let data = Self.table(seed: 7, count: 3000)
    let database = TestDatabase()
    try database.run(
      "CREATE TABLE data (ts INTEGER, c INTEGER, g REAL)", rows: data.rows,
      insert: "INSERT INTO data VALUES (?,?,?)")
    let line = try #require(try TableDerivedLine.parse(expression, place: "test"))
    let expected = Self.inMemory(line, data)
    let backend = try SQLiteSeriesBackend(
      SQLiteTableOptions(path: database.path, table: "data", x: "ts", y: [expression]))
    let read = try backend.rows(
      in: [data.x[0]...data.x[data.x.count - 1]], lines: [0], limit: 10_000)
    #expect(read.rows.map(\.x) == data.x)
    let wrong = zip(read.rows, expected).enumerated().filter { _, pair in
      let (row, value) = pair
      // SQLite's log10 is its ln over ln 10: within a few ulps of the C library's log10.
      let close = { (a: Double, b: Double) in
        a == b || (line.transform == .log && abs(a - b) <= 4 * b.ulp)
      }
      return value.map { !close(row.values[0], $0) } ?? !row.values[0].isNaN
    }
    #expect(
      wrong.count == 0,
      "\(expression): \(wrong.prefix(3).map { "row \($0.offset): \($0.element.0.values[0]) not \($0.element.1.map { "\($0)" } ?? "a gap")" })"
    )
  }

  @Test(
    "frames of every transform equal a CSV of the in-memory derived lines, plain and summarised")
  func sameFrames() throws {
    for seed in UInt64(1)...3 {
      let data = Self.table(seed: seed, count: 2500 + Int(seed) * 1500, friendly: true)
      let database = TestDatabase()
      try database.run(
        "CREATE TABLE data (ts INTEGER, c INTEGER, g REAL)", rows: data.rows,
        insert: "INSERT INTO data VALUES (?,?,?)")
      var random = SeededRandom(seed: seed * 31)
      let picked = (0..<3).map { _ in random.pick(Self.drawn) }
      let lines = Array(Set(picked)).sorted()
      let parsed = try lines.map { try TableDerivedLine.parse($0, place: "test")! }
      let columns = parsed.map { line in
        Self.inMemory(line, data)
      }
      var csv = "ts," + lines.map { "\"\($0)\"" }.joined(separator: ",") + "\n"
      for row in data.x.indices {
        csv +=
          "\(data.x[row]),"
          + columns.map { $0[row].map { "\($0)" } ?? "" }
          .joined(separator: ",") + "\n"
      }
      var loadOptions = LoadOptions(xColumn: "ts")
      loadOptions.xType = .number
      let file = try ChartLoader.parse(
        bytes: Array(csv.utf8), file: "data.csv", options: loadOptions
      ).chartSets[0]
      let backend = try SQLiteSeriesBackend(
        SQLiteTableOptions(path: database.path, table: "data", x: "ts", y: lines, xType: .number))
      let summarized = SummarizedSeriesBackend(base: backend, blockCount: 1_024, minimumRows: 0)
      for source in [backend, summarized] as [any SQLSeriesBackend] {
        let differing = try TableFrames.differing(
          backend: source, file: file, rounds: 4,
          sizes: [Size(width: 80, height: 24), Size(width: 200, height: 60)], using: &random)
        #expect(differing.isEmpty, "seed \(seed) \(lines): \(differing)")
      }
    }
  }
}
