import TChartClickHouse
import TChartData
import TChartSources
import TChartTesting
import Testing

/// The block summary against a real server: wide windows answered from the summary plus the
/// cut blocks' rows (queried as `UNION ALL` branches of 16 ranges) hold, per dot column and
/// line, the first and last x and the smallest and largest value of every row.
@Suite(.serialized) struct ClickHouseSummaryTests {
  /// Per dot column and line: first x, last x, smallest and largest real value.
  static func columns(
    x: [Double], values: (Int) -> [Double], lines: [Int], rule: DotColumnRule
  ) -> [String: [Double]] {
    var result: [String: [Double]] = [:]
    for index in x.indices where x[index] >= rule.lower && x[index] <= rule.upper {
      let column = rule.column(of: x[index])
      for line in lines {
        let value = values(index)[line]
        let key = "\(column)/\(line)"
        var held = result[key] ?? [x[index], x[index], .infinity, -.infinity]
        held[0] = min(held[0], x[index])
        held[1] = max(held[1], x[index])
        if value.isFinite {
          held[2] = min(held[2], value)
          held[3] = max(held[3], value)
        }
        result[key] = held
      }
    }
    return result
  }

  @Test func wideWindowsMatchEveryRow() throws {
    let ports = try ClickHouseTestServers.ports()
    let name = ClickHouseTestServers.tableName("summary")
    let data = RandomTable(seed: 31, rows: 6000, lineCount: 2, dateTime: false)
    try data.create(name, on: ClickHouseTestServers.connection(port: ports.single))
    let table = ClickHouseBackend(
      location: ClickHouseLocation(
        host: "127.0.0.1", port: ports.single, database: "default", table: name),
      credentials: ClickHouseCredentials(), options: ClickHouseTableOptions(yColumns: data.names))
    let backend = SummarizedSeriesBackend(base: table, blockCount: 2_048, minimumRows: 0)
    let x = data.x
    var random = SeededRandom(seed: 32)
    for round in 0..<10 {
      let a = round == 0 ? 0 : random.int(0...(x.count / 2))
      let b = round == 0 ? x.count - 1 : random.int((a + x.count / 3)...(x.count - 1))
      let lines = random.chance(0.5) ? [0, 1] : [random.int(0...1)]
      let request = SeriesWindowRequest(
        lower: x[a], upper: x[b], dotWidth: random.pick([7, 60, 160, 400]), lines: lines)
      let answer = try backend.m4(request)
      let expected = Self.columns(
        x: x, values: { index in data.lines.map { $0[index] } }, lines: lines, rule: request.rule)
      let rows = answer.rows
      let got = Self.columns(
        x: rows.map(\.x), values: { rows[$0].values }, lines: lines, rule: request.rule)
      #expect(got == expected, "round \(round): \(request.rule)")
      #expect(answer.rowsFetched <= request.rowBound + 4 * lines.count * request.rule.dotWidth)
    }
    #expect(backend.builtSummary != nil)
  }
}
