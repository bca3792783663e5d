import TChartData
import TChartSQLite
import TChartSources
import TChartTesting
import Testing

/// Derived lines on an SQLite table read a window and its margins, not the whole table: the
/// values of any window, of several ranges at once, of the M4 rows with their neighbours and
/// of the rows around an x equal the in-memory derived line of the whole table, at windows
/// that start right after a counter reset, a gap, inside a run of repeated x, or with a
/// moving average's span reaching back over the window's start.
@Suite("SQLite derived lines in a window")
struct DerivedWindowTests {
  static let expressions = DerivedSameFramesTests.expressions + ["avg(c,3)", "cumsum(c)"]

  /// `x, c, g`: x with repeats and jumps, a counter `c` with resets and runs of gaps, a gauge
  /// `g` of whole numbers with gaps (exact sums).
  static func table(seed: UInt64, count: Int) -> (x: [Double], c: [Double?], g: [Double?]) {
    var random = SeededRandom(seed: seed)
    var x = 100.0
    var counter = 0.0
    var gauge = 20.0
    var gapRun = 0
    var (xs, cs, gs): ([Double], [Double?], [Double?]) = ([], [], [])
    for _ in 0..<count {
      x +=
        random.chance(0.06)
        ? 0 : random.chance(0.01) ? Double(random.int(200...400)) : Double(random.int(1...20))
      counter =
        random.chance(0.03) ? Double(random.int(0...5)) : counter + Double(random.int(0...40))
      gauge += Double(random.int(-3...3))
      if gapRun == 0, random.chance(0.01) { gapRun = random.int(2...12) }
      gapRun = max(0, gapRun - 1)
      xs.append(x)
      cs.append(gapRun > 0 || random.chance(0.02) ? nil : counter)
      gs.append(random.chance(0.05) ? nil : gauge)
    }
    return (xs, cs, gs)
  }

  /// The windows' lower ends: right after resets, after gaps, at and between repeated x, and
  /// a few anywhere.
  static func lowerEnds(_ data: (x: [Double], c: [Double?], g: [Double?])) -> [Double] {
    let indices = data.x.indices.dropFirst()
    let reset = indices.filter { i in
      (data.c[i] ?? .infinity) < (data.c[..<i].last(where: { $0 != nil }).flatMap { $0 } ?? 0)
    }
    let gap = indices.filter { data.c[$0 - 1] == nil && data.c[$0] != nil }
    let repeated = indices.filter { data.x[$0] == data.x[$0 - 1] }
    var random = SeededRandom(seed: 5)
    var ends: [Double] = []
    for group in [reset, gap, repeated] where !group.isEmpty {
      for _ in 0..<6 {
        let i = random.pick(group)
        ends += [data.x[i], data.x[i] - 0.5, data.x[i - 1] + 0.25]
      }
    }
    for _ in 0..<6 { ends.append(data.x[random.int(0...(data.x.count - 1))] + 0.5) }
    return ends
  }

  static func database(_ data: (x: [Double], c: [Double?], g: [Double?])) throws -> TestDatabase {
    let database = TestDatabase()
    try database.run(
      "CREATE TABLE data (ts INTEGER, c INTEGER, g REAL); CREATE INDEX data_ts ON data (ts)",
      rows: data.x.indices.map { [data.x[$0], data.c[$0], data.g[$0]] },
      insert: "INSERT INTO data VALUES (?,?,?)")
    return database
  }

  /// The in-memory value of `line` at each row (row id − 1).
  static func inMemory(_ line: TableDerivedLine, _ data: (x: [Double], c: [Double?], g: [Double?]))
    -> [Double]
  {
    let inputs = line.inputs.map { ($0 == "c" ? data.c : data.g).map { $0 ?? .nan } }
    return DerivedLineComputer.values(of: line.transform, x: data.x, inputs: inputs)
  }

  /// The rows whose value is not the in-memory one at their row id (log within a few ulps).
  static func wrong(_ rows: [SourceRow], _ expected: [Double], log: Bool) -> [String] {
    rows.compactMap { row in
      let want = expected[Int(row.order) - 1]
      let got = row.values[0]
      let same =
        (want.isNaN && got.isNaN) || want == got || (log && abs(want - got) <= 4 * want.ulp)
      return same ? nil : "row \(row.order) x \(row.x): \(got) not \(want)"
    }
  }

  @Test(
    "a window's rows, and several ranges at once, have the whole table's values",
    arguments: expressions)
  func windowRows(expression: String) throws {
    let data = Self.table(seed: 11, count: 2500)
    let database = try Self.database(data)
    let line = try #require(try TableDerivedLine.parse(expression, place: "test"))
    let expected = Self.inMemory(line, data)
    let backend = try SQLiteSeriesBackend(
      SQLiteTableOptions(path: database.path, table: "data", x: "ts", y: [expression]))
    var random = SeededRandom(seed: 3)
    for lower in Self.lowerEnds(data) {
      let upper = lower + Double(random.int(1...400))
      let read = try backend.rows(in: [lower...upper], lines: [0], limit: 10_000)
      let want = data.x.indices.filter { data.x[$0] >= lower && data.x[$0] <= upper }
      #expect(read.rows.map(\.order) == want.map { Int64($0 + 1) }, "\(expression) \(lower)")
      let wrong = Self.wrong(read.rows, expected, log: line.transform == .log)
      #expect(wrong.isEmpty, "\(expression) [\(lower), \(upper)]: \(wrong.prefix(3))")
    }
    // Ranges apart, and ranges whose margins overlap (merged into one part).
    let ends = Self.lowerEnds(data).sorted()
    for gap in [2.0, 60, 900] {
      var ranges: [ClosedRange<Double>] = []
      for end in ends where end > (ranges.last?.upperBound ?? -.infinity) + gap {
        ranges.append(end...(end + 30))
      }
      let read = try backend.rows(in: ranges, lines: [0], limit: 10_000)
      let want = data.x.indices.filter { i in ranges.contains { $0.contains(data.x[i]) } }
      #expect(read.rows.map(\.order) == want.map { Int64($0 + 1) })
      let wrong = Self.wrong(read.rows, expected, log: line.transform == .log)
      #expect(wrong.isEmpty, "\(expression) \(ranges.count) ranges: \(wrong.prefix(3))")
    }
  }

  @Test(
    "M4 rows with their neighbours, totals and the rows around an x are exact in a window",
    arguments: expressions)
  func windowAnswers(expression: String) throws {
    let data = Self.table(seed: 12, count: 2000)
    let database = try Self.database(data)
    let line = try #require(try TableDerivedLine.parse(expression, place: "test"))
    let expected = Self.inMemory(line, data)
    let backend = try SQLiteSeriesBackend(
      SQLiteTableOptions(path: database.path, table: "data", x: "ts", y: [expression]))
    let description = try backend.describe()
    #expect(description.rowCount == data.x.count)
    #expect(
      Self.wrong([description.first, description.last].compactMap { $0 }, expected, log: true)
        .isEmpty)
    for lower in Self.lowerEnds(data) {
      let upper = lower + 500
      let answer = try backend.m4(
        SeriesWindowRequest(lower: lower, upper: upper, dotWidth: 40, lines: [0]))
      #expect(answer.rows.contains { $0.x < lower } == (data.x[0] < lower))
      #expect(Self.wrong(answer.rows, expected, log: true).isEmpty, "\(expression) m4 at \(lower)")
      let around = try backend.rowsAround(x: lower, lines: [0])
      #expect(!around.isEmpty)
      #expect(Self.wrong(around, expected, log: true).isEmpty, "\(expression) around \(lower)")
      let totals = try backend.totals(lower: lower, upper: upper)
      let inside = data.x.indices.filter { data.x[$0] >= lower && data.x[$0] <= upper }
      let values = inside.map { expected[$0] }.filter { !$0.isNaN }
      #expect(totals[0].values == values.count, "\(expression) totals at \(lower)")
      #expect(totals[0].gaps == inside.count - values.count)
      let sum = values.reduce(0, +)
      #expect(abs(totals[0].sum - sum) <= 1e-9 * max(1, abs(sum)), "\(expression) sum at \(lower)")
    }
  }

  @Test(
    "a long table's series each read their own margins",
    arguments: ["rate(v)", "avg(v,4)", "cumsum(v)", "avg(v,50s)"])
  func longWindows(expression: String) throws {
    var random = SeededRandom(seed: 9)
    var rows: [[Double?]] = []
    var series: [Int: (x: [Double], v: [Double?])] = [0: ([], []), 1: ([], [])]
    var x = 0.0
    var counters = [0.0, 0.0]
    for _ in 0..<3000 {
      x += Double(random.int(1...9))
      // Series 1 is sparse: its margins reach far back, past many rows of series 0.
      let s = random.chance(0.1) ? 1 : 0
      counters[s] = random.chance(0.03) ? 0 : counters[s] + Double(random.int(0...30))
      let value: Double? = random.chance(0.05) ? nil : counters[s]
      rows.append([x, Double(s), value])
      series[s]!.x.append(x)
      series[s]!.v.append(value)
    }
    let database = TestDatabase()
    try database.run(
      "CREATE TABLE data (ts INTEGER, s INTEGER, v INTEGER); CREATE INDEX data_ts ON data (ts)",
      rows: rows, insert: "INSERT INTO data VALUES (?,?,?)")
    let line = try #require(try TableDerivedLine.parse(expression, place: "test"))
    let backend = try SQLiteSeriesBackend(
      SQLiteTableOptions(path: database.path, table: "data", x: "ts", y: [expression], series: "s"))
    #expect(backend.lineNames == ["0", "1"])
    for (index, name) in backend.lineNames.enumerated() {
      let data = series[Int(name)!]!
      let expected = DerivedLineComputer.values(
        of: line.transform, x: data.x, inputs: [data.v.map { $0 ?? .nan }])
      var byX: [Double: Double] = [:]
      for (i, x) in data.x.enumerated() { byX[x] = expected[i] }
      for _ in 0..<12 {
        let lower = data.x[random.int(1...(data.x.count - 1))] - 0.5
        let read = try backend.rows(in: [lower...(lower + 300)], lines: [index], limit: 10_000)
        let want = data.x.filter { $0 >= lower && $0 <= lower + 300 }
        #expect(read.rows.map(\.x) == want)
        let wrong = read.rows.filter { row in
          let value = byX[row.x]!
          return !(value == row.values[index] || (value.isNaN && row.values[index].isNaN))
        }
        #expect(wrong.isEmpty, "\(expression) series \(name) at \(lower): \(wrong.prefix(2))")
      }
    }
  }
}
