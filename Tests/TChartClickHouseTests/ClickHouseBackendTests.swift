import TChartClickHouse
import TChartSources
import TChartTesting
import Testing

/// The backend against a real server: the M4 answer of random windows holds exactly the rows
/// the renderer's column rule picks (first, last, extremes, gap ends per dot column) plus the
/// window's two neighbours, within the row bound.
@Suite(.serialized) struct ClickHouseBackendTests {
  /// The rows an M4 answer must hold, computed from the data with ``DotColumnRule``.
  static func expectedRows(
    x: [Double], lines: [[Double]], request: SeriesWindowRequest
  ) -> Set<Double> {
    let rule = request.rule
    var byColumn: [Int: [Int]] = [:]
    for index in x.indices where x[index] >= rule.lower && x[index] <= rule.upper {
      byColumn[rule.column(of: x[index]), default: []].append(index)
    }
    var rows: Set<Double> = []
    for (_, indices) in byColumn {
      rows.insert(x[indices.first!])
      rows.insert(x[indices.last!])
      for line in request.lines {
        let values = lines[line]
        let real = indices.filter { !values[$0].isNaN }
        let gaps = indices.filter { values[$0].isNaN }
        if let low = real.min(by: { values[$0] < values[$1] }) { rows.insert(x[low]) }
        if let high = real.max(by: {
          values[$0] < values[$1] || (values[$0] == values[$1] && $0 > $1)
        }) {
          rows.insert(x[high])
        }
        if let first = gaps.first, let last = gaps.last {
          rows.insert(x[first])
          rows.insert(x[last])
        }
      }
    }
    if let before = x.last(where: { $0 < rule.lower }) { rows.insert(before) }
    if let after = x.first(where: { $0 > rule.upper }) { rows.insert(after) }
    return rows
  }

  @Test(arguments: [false, true])
  func m4AnswersHoldTheRendererColumnsRows(dateTime: Bool) throws {
    let ports = try ClickHouseTestServers.ports()
    let name = ClickHouseTestServers.tableName("m4")
    let data = RandomTable(seed: dateTime ? 7 : 8, rows: 3000, lineCount: 3, dateTime: dateTime)
    let connection = ClickHouseTestServers.connection(port: ports.single)
    try data.create(name, on: connection)
    let backend = ClickHouseBackend(
      location: ClickHouseLocation(
        host: "127.0.0.1", port: ports.single, database: "default", table: name),
      credentials: ClickHouseCredentials(), options: ClickHouseTableOptions(yColumns: data.names))
    let description = try backend.describe()
    #expect(description.lineNames == data.names)
    #expect(description.rowCount == 3000)
    #expect(description.xKind == .time)
    let x = data.x
    #expect(description.first?.x == x.first)
    #expect(description.last?.x == x.last)
    #expect(description.first?.values.count == 3)
    var random = SeededRandom(seed: 99)
    for _ in 0..<12 {
      let a = random.int(0...(x.count - 2))
      let b = random.int((a + 1)...(x.count - 1))
      let lines = random.chance(0.5) ? [0, 1, 2] : [random.int(0...2)]
      let request = SeriesWindowRequest(
        lower: x[a], upper: x[b], dotWidth: random.pick([2, 7, 60, 160, 400]), lines: lines)
      let answer = try backend.m4(request)
      let expected = Self.expectedRows(x: x, lines: data.lines, request: request)
      #expect(Set(answer.rows.map(\.x)) == expected)
      #expect(
        answer.rowsFetched <= request.rowBound + 4 * request.lines.count * request.rule.dotWidth)
      // Every row carries the stored values of the lines asked for.
      for row in answer.rows {
        guard let index = x.firstIndex(of: row.x) else { continue }
        for line in lines {
          let want = data.lines[line][index]
          #expect(row.values[line] == want || (row.values[line].isNaN && want.isNaN))
        }
      }
    }
  }

  @Test func rowsAroundFindTheNearestSamples() throws {
    let ports = try ClickHouseTestServers.ports()
    let name = ClickHouseTestServers.tableName("near")
    let data = RandomTable(seed: 3, rows: 500, lineCount: 1, dateTime: false, gapChance: 0)
    try data.create(name, on: ClickHouseTestServers.connection(port: ports.single))
    let backend = ClickHouseBackend(
      location: ClickHouseLocation(
        host: "127.0.0.1", port: ports.single, database: "default", table: name),
      credentials: ClickHouseCredentials(), options: ClickHouseTableOptions())
    let x = data.x
    for index in [0, 1, 250, 498] {
      let probe = (x[index] + x[index + 1]) / 2
      let rows = try backend.rowsAround(x: probe, lines: [0])
      #expect(rows.map(\.x) == [x[index], x[index + 1]])
      #expect(rows.first?.values == [data.lines[0][index]])
    }
    #expect(try backend.rowsAround(x: x[0] - 1, lines: [0]).map(\.x) == [x[0]])
    #expect(try backend.rowsAround(x: x[499] + 1, lines: [0]).map(\.x) == [x[499]])
  }
}
