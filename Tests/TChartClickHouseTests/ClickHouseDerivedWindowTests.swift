import TChartClickHouse
import TChartData
import TChartSources
import TChartTesting
import Testing

/// Derived lines on ClickHouse gather the rows of a window and its margins, not the whole
/// table: the values of windows that start right after a counter reset or a gap, of several
/// ranges at once (with a running sum too), of M4 rows with their neighbours and of a long
/// table's series equal the in-memory derived lines of the whole table.
@Suite(.serialized) struct ClickHouseDerivedWindowTests {
  static let expressions = [
    "rate(c)", "deriv(g)", "diff(c)", "avg(g,5)", "avg(c,3)", "log(c)", "ratio(g,c)", "c - g",
    "rate(g)",
  ]

  /// `ts, c, g`: x strictly increasing with jumps, a counter `c` with resets and runs of
  /// gaps, a gauge `g` of whole numbers with gaps.
  static func rows(seed: UInt64, count: Int) -> [(x: Double, c: Double?, g: Double?)] {
    var random = SeededRandom(seed: seed)
    var x = 1000.0
    var counter = 0.0
    var gauge = 50.0
    var gapRun = 0
    var rows: [(x: Double, c: Double?, g: Double?)] = []
    for _ in 0..<count {
      x += random.chance(0.01) ? Double(random.int(200...400)) : Double(random.int(1...20))
      counter =
        random.chance(0.03) ? Double(random.int(0...5)) : counter + Double(random.int(0...40))
      gauge += Double(random.int(-3...3))
      if gapRun == 0, random.chance(0.01) { gapRun = random.int(2...12) }
      gapRun = max(0, gapRun - 1)
      rows.append(
        (x, gapRun > 0 || random.chance(0.02) ? nil : counter, random.chance(0.04) ? nil : gauge))
    }
    return rows
  }

  static func create(_ rows: [(x: Double, c: Double?, g: Double?)], name: String, port: Int) throws
  {
    let table = ClickHouseDialect().quoteIdentifier(name)
    let connection = ClickHouseTestServers.connection(port: port)
    try connection.execute(
      "CREATE TABLE \(table) (ts Int64, c Nullable(Float64), g Nullable(Float64)) "
        + "ENGINE = MergeTree ORDER BY ts SETTINGS index_granularity = 64")
    func text(_ value: Double?) -> String { value.map { "\($0)" } ?? "NULL" }
    try connection.execute(
      "INSERT INTO \(table) VALUES "
        + rows.map { "(\(Int64($0.x)), \(text($0.c)), \(text($0.g)))" }.joined(separator: ", "))
  }

  /// Per expression, the rows of `read` whose value is not the in-memory one at their x.
  static func wrong(
    _ read: [SourceRow], expressions: [String], rows: [(x: Double, c: Double?, g: Double?)]
  ) throws -> [String] {
    let xs = rows.map(\.x)
    var index: [Double: Int] = [:]
    for (i, x) in xs.enumerated() { index[x] = i }
    var problems: [String] = []
    for (line, expression) in expressions.enumerated() {
      let parsed = try #require(try TableDerivedLine.parse(expression, place: "test"))
      let inputs = parsed.inputs.map { input in
        rows.map { (input == "c" ? $0.c : $0.g) ?? .nan }
      }
      let expected = DerivedLineComputer.values(of: parsed.transform, x: xs, inputs: inputs)
      for row in read {
        guard let i = index[row.x] else {
          problems.append("\(expression): no row at \(row.x)")
          continue
        }
        let (want, got) = (expected[i], row.values[line])
        let same =
          (want.isNaN && got.isNaN) || want == got
          || (parsed.transform == .log && abs(want - got) <= 4 * want.ulp)
        if !same { problems.append("\(expression) x \(row.x): \(got) not \(want)") }
      }
    }
    return problems
  }

  @Test func windowsAfterResetsAndGapsHaveTheWholeTablesValues() throws {
    let ports = try ClickHouseTestServers.ports()
    let name = ClickHouseTestServers.tableName("derivedwindow")
    let rows = Self.rows(seed: 21, count: 3000)
    try Self.create(rows, name: name, port: ports.single)
    let expressions = Self.expressions + ["cumsum(g)"]
    let backend = ClickHouseBackend(
      location: ClickHouseLocation(
        host: "127.0.0.1", port: ports.single, database: "default", table: name),
      credentials: ClickHouseCredentials(),
      options: ClickHouseTableOptions(xColumn: "ts", yColumns: expressions, xType: .number),
      timeout: 60)
    _ = try backend.describe()
    let lines = Array(expressions.indices)
    let reset = rows.indices.dropFirst().filter { i in
      (rows[i].c ?? .infinity) < (rows[..<i].last(where: { $0.c != nil })?.c ?? 0)
    }
    let gap = rows.indices.dropFirst().filter { rows[$0 - 1].c == nil && rows[$0].c != nil }
    var random = SeededRandom(seed: 22)
    var lowers: [Double] = []
    for group in [reset, gap] {
      for _ in 0..<4 {
        let i = random.pick(group)
        lowers += [rows[i].x, rows[i].x - 0.5]
      }
    }
    for lower in lowers {
      let upper = lower + Double(random.int(20...400))
      let read = try backend.rows(in: [lower...upper], lines: lines, limit: 10_000)
      #expect(read.rows.map(\.x) == rows.map(\.x).filter { $0 >= lower && $0 <= upper })
      let wrong = try Self.wrong(read.rows, expressions: expressions, rows: rows)
      #expect(wrong.isEmpty, "[\(lower), \(upper)]: \(wrong.prefix(3))")
      let answer = try backend.m4(
        SeriesWindowRequest(lower: lower, upper: upper + 600, dotWidth: 30, lines: lines))
      let m4Wrong = try Self.wrong(answer.rows, expressions: expressions, rows: rows)
      #expect(m4Wrong.isEmpty, "m4 at \(lower): \(m4Wrong.prefix(3))")
    }
    // Ranges apart, in branches of 16 (more than one).
    let sorted = lowers.sorted()
    var ranges: [ClosedRange<Double>] = []
    for lower in sorted where lower > (ranges.last?.upperBound ?? -.infinity) + 1 {
      ranges.append(lower...(lower + 10))
    }
    for _ in 0..<20 {
      let lower = (ranges.last?.upperBound ?? 0) + Double(random.int(50...300))
      ranges.append(lower...(lower + 15))
    }
    let read = try backend.rows(in: ranges, lines: lines, limit: 10_000)
    let want = rows.map(\.x).filter { x in ranges.contains { $0.contains(x) } }
    #expect(read.rows.map(\.x) == want)
    let wrong = try Self.wrong(read.rows, expressions: expressions, rows: rows)
    #expect(wrong.isEmpty, "\(ranges.count) ranges: \(wrong.prefix(3))")
  }

  @Test func aLongTablesSeriesReadTheirOwnMargins() throws {
    let ports = try ClickHouseTestServers.ports()
    let name = ClickHouseTestServers.tableName("derivedlongwindow")
    let table = ClickHouseDialect().quoteIdentifier(name)
    let connection = ClickHouseTestServers.connection(port: ports.single)
    var random = SeededRandom(seed: 23)
    var series: [[(x: Double, v: Double?)]] = [[], []]
    var values: [String] = []
    var x = 0.0
    var counters = [0.0, 0.0]
    for _ in 0..<3000 {
      x += Double(random.int(1...9))
      // Series 1 is sparse: its margins reach back past many rows of series 0.
      let s = random.chance(0.1) ? 1 : 0
      counters[s] = random.chance(0.03) ? 0 : counters[s] + Double(random.int(0...30))
      let value: Double? = random.chance(0.05) ? nil : counters[s]
      series[s].append((x, value))
      values.append("(\(Int64(x)), '\(s)', \(value.map { "\($0)" } ?? "NULL"))")
    }
    try connection.execute(
      "CREATE TABLE \(table) (ts Int64, s String, v Nullable(Float64)) ENGINE = MergeTree "
        + "ORDER BY ts SETTINGS index_granularity = 64")
    try connection.execute("INSERT INTO \(table) VALUES " + values.joined(separator: ", "))
    for expression in ["rate(v)", "avg(v,4)", "cumsum(v)"] {
      let line = try #require(try TableDerivedLine.parse(expression, place: "test"))
      let backend = ClickHouseBackend(
        location: ClickHouseLocation(
          host: "127.0.0.1", port: ports.single, database: "default", table: name),
        credentials: ClickHouseCredentials(),
        options: ClickHouseTableOptions(
          xColumn: "ts", yColumns: [expression], seriesColumn: "s", xType: .number),
        timeout: 60)
      let description = try backend.describe()
      for (index, name) in description.lineNames.enumerated() {
        let data = series[Int(name)!]
        let expected = DerivedLineComputer.values(
          of: line.transform, x: data.map(\.x), inputs: [data.map { $0.v ?? .nan }])
        var byX: [Double: Double] = [:]
        for (i, point) in data.enumerated() { byX[point.x] = expected[i] }
        for _ in 0..<4 {
          let lower = data[random.int(1...(data.count - 1))].x - 0.5
          let read = try backend.rows(in: [lower...(lower + 300)], lines: [index], limit: 10_000)
          let wrong = read.rows.filter { row in
            guard let value = byX[row.x] else { return false }
            let got = row.values[index]
            return !(value == got || (value.isNaN && got.isNaN))
          }
          #expect(
            read.rows.filter { byX[$0.x] != nil }.map(\.x)
              == data.map(\.x).filter { $0 >= lower && $0 <= lower + 300 })
          #expect(wrong.isEmpty, "\(expression) series \(name) at \(lower): \(wrong.prefix(2))")
        }
      }
    }
  }
}
