import TChartCells
import TChartData
import TChartJSON
import TChartSources
import Testing

@testable import TChartPrometheus

/// The Prometheus source without a server: URLs, PromQL classification, the column plan and
/// its query texts, answers, series names and error mapping.
struct PrometheusTextTests {
  @Test func urlsParseWithSchemePortPathAndUser() throws {
    #expect(
      try PrometheusLocation.parse("prometheus://127.0.0.1:19090")
        == PrometheusLocation(host: "127.0.0.1", port: 19090))
    #expect(try PrometheusLocation.parse("prometheus://h").port == 9090)
    let secure = try PrometheusLocation.parse("prometheus+https://ops@mon.example:443/prom/")
    #expect(
      secure
        == PrometheusLocation(
          scheme: "https", host: "mon.example", port: 443, basePath: "/prom", user: "ops"))
    #expect(secure.url == "prometheus+https://mon.example:443/prom")
    #expect(try PrometheusLocation.parse("prometheus://[::1]:9/").place == "[::1]:9")
    #expect(PrometheusLocation.matches("Prometheus://x"))
    #expect(!PrometheusLocation.matches("prometheus.csv"))
  }

  @Test func urlMistakesAreUsageErrorsWithoutThePassword() {
    let cases = [
      ("prometheus://u:hunter2@h", "no password in the URL; set PROMETHEUS_PASSWORD"),
      ("prometheus://h:port", "the port must be a number"),
      ("prometheus://:9090", "the host is missing"),
      ("prometheus://h:70000", "the port must be 1…65535"),
      (
        "prometheus://h/api?x=1",
        "the URL's path takes no query or fragment (give the query as an argument)"
      ),
    ]
    for (text, message) in cases {
      #expect(throws: SourceError(.usage, place: "prometheus://", message: message)) {
        try PrometheusLocation.parse(text)
      }
    }
  }

  @Test func plainSelectorsAreToldFromExpressions() {
    for query in [
      "up", "spiky{job=\"t\"}", " node_cpu_seconds_total{mode!=\"idle\", cpu=~\"0|1\"} ",
      "{__name__=~\"a.*\"}", "a:b:c", "x{l=\"a}b(\"}",
    ] {
      #expect(PromQLText.isPlainSelector(query), "\(query)")
    }
    for query in [
      "rate(x[5m])", "x[5m]", "x offset 5m", "sum(x)", "x + 1", "x{a=\"b\"} * 2", "1", "",
      "{", "x{a=\"b\"", "Inf", "x @ 100",
    ] {
      #expect(!PromQLText.isPlainSelector(query), "\(query)")
    }
  }

  /// The metric name of a plain selector (the details' name, which `max_over_time` drops).
  @Test func aPlainSelectorsMetricName() {
    #expect(PromQLText.metricName("up") == "up")
    #expect(PromQLText.metricName(" spiky {job=\"t\"} ") == "spiky")
    #expect(PromQLText.metricName("a:b:c{x=\"1\"}") == "a:b:c")
    #expect(PromQLText.metricName("{__name__=~\"a.*\"}") == nil)
    #expect(PromQLText.metricName("rate(x[5m])") == nil)
  }

  @Test func encodingAndTimes() {
    #expect(PromQLText.percentEncoded("a{b=\"c d\"}[5m]") == "a%7Bb%3D%22c%20d%22%7D%5B5m%5D")
    #expect(PromQLText.percentEncoded("é") == "%C3%A9")
    #expect(PromQLText.seconds(milliseconds: 1_700_000_000_123) == "1700000000.123")
    #expect(PromQLText.seconds(milliseconds: 5) == "0.005")
    #expect(PromQLText.seconds(milliseconds: -1500) == "-1.500")
  }

  /// Each column's evaluation covers exactly the whole milliseconds the renderer puts in it:
  /// the rule's column of every millisecond in `(t − step, t]` is the evaluation's column.
  @Test func evaluationsCoverTheirDotColumnsExactly() {
    for (lower, width, dots) in [
      (1_700_000_003.5, 600.0, 160), (1_700_000_000.0, 1.001, 41), (100.0, 0.004, 9),
    ] {
      let rule = DotColumnRule(
        lower: lower, upper: lower + width * Double(dots - 1), dotWidth: dots)
      let plan = PrometheusColumnPlan(rule: rule)
      #expect(plan.stepMilliseconds == Int64((width * 1000).rounded()))
      for index in 0..<plan.evaluations {
        let time = plan.startMilliseconds + Int64(index) * plan.stepMilliseconds
        #expect(plan.column(ofEvaluation: time) == index - 1)
        // The first millisecond may lie on the boundary, where the rule's float division may
        // round either way: the second and the last are checked.
        for millisecond in [time - plan.stepMilliseconds + min(2, plan.stepMilliseconds), time] {
          let column = rule.column(of: Double(millisecond) / 1000)
          #expect(column == index - 1, "\(lower) \(width) \(index) \(millisecond)")
        }
      }
      #expect(plan.column(ofEvaluation: plan.startMilliseconds + 1) == nil)
      for column in 0..<dots {
        let positions = plan.positions(ofColumn: column)
        #expect(positions.count == 3 && positions == positions.sorted())
        #expect(Set(positions).count == 3)
        #expect(positions.allSatisfy { rule.column(of: $0) == column && $0 >= lower })
        #expect(positions.allSatisfy { $0 <= rule.upper })
      }
      #expect(plan.positions(ofColumn: -1).allSatisfy { $0 < lower })
      #expect(plan.positions(ofColumn: dots).allSatisfy { $0 > rule.upper })
    }
  }

  @Test func queriesAskExactExtremesOrSubqueries() {
    let rule = DotColumnRule(lower: 0, upper: 99 * 60, dotWidth: 100)
    let plan = PrometheusColumnPlan(rule: rule)
    let selector = plan.queries(for: " spiky{job=\"t\"} ")
    #expect(selector.min == "min_over_time(spiky{job=\"t\"}[60000ms])")
    #expect(selector.max == "max_over_time(spiky{job=\"t\"}[60000ms])")
    #expect(selector.last == "last_over_time(spiky{job=\"t\"}[60000ms])")
    let expression = plan.queries(for: "rate(x[5m])")
    #expect(expression.max == "max_over_time((rate(x[5m]))[60000ms:15000ms])")
    #expect(
      plan.target("up", timeout: 10)
        == "/api/v1/query_range?query=up&start=-30.001&end=6029.999&step=60.000&timeout=10.000")
  }

  @Test func partsAreAskedInOneQueryAndEdgesAsHalfColumns() {
    let rule = DotColumnRule(lower: 10, upper: 10 + 99 * 60, dotWidth: 100)
    let plan = PrometheusColumnPlan(rule: rule)
    #expect(
      plan.combined("up", range: 5)
        == "label_replace(min_over_time(up[5ms]), \"__tchart__\", \"min\", \"\", \"\") or "
        + "label_replace(max_over_time(up[5ms]), \"__tchart__\", \"max\", \"\", \"\") or "
        + "label_replace(last_over_time(up[5ms]), \"__tchart__\", \"last\", \"\", \"\")")
    #expect(PrometheusColumns.part(of: [.init("__tchart__", "max"), .init("a", "b")]) == .max)
    #expect(PrometheusColumns.part(of: [.init("a", "b")]) == nil)
    // Column 0 holds 10 s … 40 s (exclusive), the last column 5920 s … 5950 s.
    let edges = plan.edges
    #expect(edges.count == 2)
    #expect(edges[0].column == 0 && edges[0].time == 39_999 && edges[0].range == 30_000)
    #expect(edges[1].column == 99 && edges[1].time == 5_950_000 && edges[1].range == 30_001)
    for edge in edges {
      for millisecond in [edge.time - edge.range + 1, edge.time] {
        #expect(rule.column(of: Double(millisecond) / 1000) == edge.column)
      }
      // The millisecond before the range: outside the window, or in the column before.
      let before = Double(edge.time - edge.range) / 1000
      #expect(edge.column == 0 ? before < rule.lower : rule.column(of: before) == edge.column - 1)
    }
  }

  @Test func answersReadValuesAsPrometheusWritesThem() throws {
    let body = """
      {"status":"success","data":{"resultType":"matrix","result":[
        {"metric":{"__name__":"up","instance":"a:9100","job":"node"},
         "values":[[1700000000,"1"],[1700000015.5,"NaN"],[1700000030,"+Inf"],[1700000045,"-Inf"]]},
        {"metric":{},"values":[[1,"2.5e3"]]}]}}
      """
    let answer = try PrometheusAnswer.parse(Array(body.utf8))
    #expect(answer.series.count == 2)
    #expect(
      answer.series[0].labels == [
        .init("__name__", "up"), .init("instance", "a:9100"), .init("job", "node"),
      ])
    let values = answer.series[0].points.map(\.value)
    #expect(values[0] == 1 && values[1].isNaN && values[2] == .infinity && values[3] == -.infinity)
    #expect(answer.series[0].points[1].milliseconds == 1_700_000_015_500)
    #expect(answer.series[1].points == [.init(milliseconds: 1000, value: 2500)])
    let error = """
      {"status":"error","errorType":"bad_data","error":"1:7: parse error: unexpected end of input inside braces"}
      """
    #expect(
      throws: PrometheusAnswer.Failure.server(
        type: "bad_data", message: "1:7: parse error: unexpected end of input inside braces")
    ) { try PrometheusAnswer.parse(Array(error.utf8)) }
    #expect(throws: PrometheusAnswer.Failure.malformed("not JSON")) {
      try PrometheusAnswer.parse(Array("<html>".utf8))
    }
  }

  @Test func seriesAreNamedByTheLabelsThatDiffer() {
    typealias L = PrometheusAnswer.Label
    let two = [
      [L("__name__", "up"), L("instance", "a:9100"), L("job", "node")],
      [L("__name__", "up"), L("instance", "b:9100"), L("job", "node")],
    ]
    #expect(SeriesNames.names(two, query: "up") == ["a:9100", "b:9100"])
    let cpus = [
      [L("cpu", "0"), L("instance", "a"), L("mode", "user")],
      [L("cpu", "1"), L("instance", "a"), L("mode", "user")],
      [L("cpu", "0"), L("instance", "b"), L("mode", "user")],
    ]
    #expect(SeriesNames.names(cpus, query: "q") == ["0 a", "1 a", "0 b"])
    #expect(SeriesNames.names([[L("__name__", "up")]], query: "up") == ["up"])
    #expect(
      SeriesNames.names([[L("__name__", "up"), L("job", "x\"y")]], query: "up")
        == ["up{job=\"x\\\"y\"}"])
    #expect(SeriesNames.names([[]], query: "sum(rate(x[1m]))") == ["sum(rate(x[1m]))"])
    // A label only some series have tells them apart too.
    #expect(
      SeriesNames.names([[L("a", "1")], [L("a", "1"), L("b", "2")]], query: "q")
        == ["{a=\"1\"}", "2"])
  }

  @Test func errorsMapToExitCodesWithTheServersMessage() {
    let bad = Array(
      #"{"status":"error","errorType":"bad_data","error":"1:7: parse error:\n unexpected end"}"#
        .utf8)
    #expect(
      PrometheusErrors.answer(status: 400, body: bad, place: "h:1")
        == SourceError(.invalidData, place: "h:1", message: "1:7: parse error: unexpected end"))
    #expect(PrometheusErrors.answer(status: 400, body: bad, place: "h:1")?.exitCode == 65)
    #expect(PrometheusErrors.answer(status: 401, body: [], place: "h:1")?.exitCode == 77)
    #expect(PrometheusErrors.answer(status: 403, body: [], place: "h:1")?.kind == .permission)
    let timeout = Array(
      #"{"status":"error","errorType":"timeout","error":"query timed out in expression evaluation"}"#
        .utf8)
    #expect(PrometheusErrors.answer(status: 503, body: timeout, place: "h:1")?.kind == .timeout)
    #expect(PrometheusErrors.answer(status: 200, body: [], place: "h:1") == nil)
    #expect(
      PrometheusErrors.answer(status: 404, body: Array("404 page not found".utf8), place: "h:1")
        == SourceError(
          .unavailable, place: "h:1",
          message: "no Prometheus API here (HTTP 404): check the URL's path"))
  }

  @Test func aServersMessageReachesTheTerminalEscapedAndCut() {
    // Issue 37: the message set the terminal's title, cleared it and coloured the shell.
    let hostile = Array(
      #"{"status":"error","errorType":"bad_data","error":"x \u001b]0;PWNED\u0007\u001b[2J\u001b[31mRED"}"#
        .utf8)
    let error = PrometheusErrors.answer(status: 400, body: hostile, place: "h:1")
    #expect(error?.description == #"tchart: h:1: x \u{1B}]0;PWNED\u{7}\u{1B}[2J\u{1B}[31mRED"#)
    let long = SourceError(.invalidData, place: "h:1", message: String(repeating: "é", count: 5000))
    #expect(long.description.count == "tchart: h:1: ".count + 300)
    #expect(long.description.hasSuffix("é…"))
  }

  /// The rows of a plan's answers: three per column shared by the lines, the nearer extreme
  /// first, a missing line interpolated between its values, neighbours one row each.
  @Test func columnsBecomeRowsWithExactExtremes() {
    let rule = DotColumnRule(lower: 0, upper: 3, dotWidth: 4)
    let plan = PrometheusColumnPlan(rule: rule)
    var columns = PrometheusColumns(plan: plan, lineCount: 2)
    func points(_ pairs: [(Int, Double)]) -> [PrometheusAnswer.Point] {
      pairs.map {
        .init(milliseconds: plan.startMilliseconds + Int64($0.0 + 1) * 1000, value: $0.1)
      }
    }
    columns.record(points([(-1, 6), (0, 1), (1, 2), (2, 0), (3, 4)]), line: 0, part: .min)
    columns.record(points([(-1, 6), (0, 9), (1, 8), (2, 6), (3, 4)]), line: 0, part: .max)
    columns.record(points([(-1, 6), (0, 3), (1, 7), (2, 1), (3, 4)]), line: 0, part: .last)
    columns.record(points([(0, 10), (2, 30)]), line: 1, part: .min)
    columns.record(points([(0, 10), (2, 30)]), line: 1, part: .max)
    columns.record(points([(0, 10), (2, 30)]), line: 1, part: .last)
    let rows = columns.rows(lines: [0, 1], lineCount: 2)
    #expect(rows.map(\.x) == rows.map(\.x).sorted())
    #expect(rows.count == 1 + 3 * 4)
    // Column 0 after 6 before the window: 9 is nearer than 1.
    #expect(rows[0].values[0] == 6 && rows[0].values[1].isNaN)
    #expect(rows[1...3].map { $0.values[0] } == [9, 1, 3])
    // Column 1 after 3: 2 is nearer than 8.
    #expect(rows[4...6].map { $0.values[0] } == [2, 8, 7])
    // Line 1 has no value in column 1: on the segment from its column 0 to its column 2.
    let (x0, x1) = (rows[3].x, rows[7].x)
    for row in rows[4...6] {
      #expect(abs(row.values[1] - (10 + 20 * (row.x - x0) / (x1 - x0))) < 1e-9)
    }
    // After its last value (column 2) line 1 is a gap.
    #expect(rows[10...12].allSatisfy { $0.values[1].isNaN })
    for column in 0..<4 {
      let inColumn = rows.filter { rule.column(of: $0.x) == column }
      #expect(inColumn.count == 3)
    }
  }

  /// Per-request rows: the narrow window's own answer inside it, the wide one outside; the
  /// span's ends take their nearest row's values.
  @Test func perRequestMergeKeepsEachWindowsOwnRows() {
    func row(_ x: Double, _ value: Double) -> SourceRow {
      SourceRow(order: Int64(x * 10), x: x, values: [value])
    }
    let wide = SeriesWindowAnswer(
      request: SeriesWindowRequest(lower: 0, upper: 100, dotWidth: 10, lines: [0]),
      rows: [row(5, 1), row(45, 1000), row(55, 2), row(95, 3)], rowsFetched: 4)
    let narrow = SeriesWindowAnswer(
      request: SeriesWindowRequest(lower: 40, upper: 60, dotWidth: 10, lines: [0]),
      rows: [row(38, 1), row(41, 1000), row(50, 7), row(59, 2), row(62, 2)], rowsFetched: 5)
    let set = SourceRowSet.perRequest([wide, narrow], extra: [row(0, .nan), row(100, .nan)])
    #expect(set.rows.map(\.x) == [0, 5, 38, 41, 50, 59, 62, 95, 100])
    #expect(set.rows.map { $0.values[0] } == [1, 1, 1, 1000, 7, 2, 2, 3, 3])
  }
}
