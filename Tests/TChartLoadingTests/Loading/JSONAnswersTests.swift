import Testing

@testable import TChartCSV
@testable import TChartData
@testable import TChartJSON
@testable import TChartLoading

/// JSON as APIs answer (issue 40, item 4): series under keys, Prometheus, Graphite and
/// InfluxDB answers, an object of arrays under a nested key; each read with a note naming the
/// path, `--json-path` choosing another, and a one-line error listing the arrays when nothing
/// fits. The files copy the shapes of real answers.
@Suite struct JSONAnswersTests {
  private func load(_ text: String, file: String = "answer.json", path: String? = nil) throws
    -> LoadResult
  {
    var options = LoadOptions()
    options.jsonPath = path
    return try ChartLoader.parse(bytes: Array(text.utf8), file: file, options: options)
  }

  private func chart(_ text: String, path: String? = nil) throws -> ChartSet {
    let sets = try load(text, path: path).chartSets
    try #require(sets.count == 1)
    return sets[0]
  }

  private func error(_ text: String, file: String = "answer.json", path: String? = nil)
    -> LoadError?
  {
    do {
      _ = try load(text, file: file, path: path)
      return nil
    } catch let failure as LoadError {
      return failure
    } catch {
      return nil
    }
  }

  /// Values with gaps as -1, for comparing.
  private func shown(_ values: some Sequence<Double>) -> [Double] {
    values.map { $0.isNaN ? -1 : $0 }
  }

  /// CoinGecko's market_chart: `[ms, value]` pairs under each key.
  private let marketChart =
    #"{"prices":[[1704067200000,42000.5],[1704153600000,43000.25],[1704240000000,41000]],"#
    + #""market_caps":[[1704067200000,8.2e11],[1704153600000,8.4e11],[1704240000000,8.0e11]],"#
    + #""total_volumes":[[1704067200000,1.5e10],[1704153600000,1.7e10],[1704240000000,2e10]]}"#

  @Test func pairsUnderKeysAreALinePerKey() throws {
    let result = try load(marketChart)
    let set = result.chartSets[0]
    #expect(set.xKind == .time)
    #expect(set.x == [1_704_067_200, 1_704_153_600, 1_704_240_000])
    #expect(set.lines.map(\.name) == ["prices", "market_caps", "total_volumes"])
    #expect(set.lines[0].values == [42000.5, 43000.25, 41000])
    #expect(set.lines[2].values == [1.5e10, 1.7e10, 2e10])
    #expect(
      result.notes.map(\.message).contains { $0.contains("'prices'") && $0.contains("--json-path") }
    )
  }

  @Test func aTopLevelArrayOfPairsIsOneLine() throws {
    let set = try chart(#"[[1704067200,1.5],[1704070800,"2.5"]]"#)
    #expect(set.x == [1_704_067_200, 1_704_070_800])
    #expect(set.lines.map(\.name) == ["value"])
    #expect(set.lines[0].values == [1.5, 2.5])
  }

  @Test func jsonPathReadsOneKeyOfPairs() throws {
    let set = try chart(marketChart, path: "total_volumes")
    #expect(set.lines.map(\.name) == ["total_volumes"])
    #expect(set.lines[0].values == [1.5e10, 1.7e10, 2e10])
  }

  /// A `query_range` answer: two series of `up` that differ by instance only.
  private let matrix =
    #"{"status":"success","data":{"resultType":"matrix","result":["#
    + #"{"metric":{"__name__":"up","instance":"a:9100","job":"node"},"#
    + #""values":[[1732867200,"1"],[1732867215,"0"],[1732867230,"NaN"]]},"#
    + #"{"metric":{"__name__":"up","instance":"b:9100","job":"node"},"#
    + #""values":[[1732867215,"1"],[1732867230,"+Inf"]]}]}}"#

  @Test func aPrometheusMatrixIsALinePerSeriesNamedByItsDifferingLabels() throws {
    let result = try load(matrix)
    let set = result.chartSets[0]
    #expect(set.xKind == .time)
    #expect(set.x == [1_732_867_200, 1_732_867_215, 1_732_867_230])
    #expect(set.lines.map(\.name) == ["a:9100", "b:9100"])
    #expect(shown(set.lines[0].values) == [1, 0, -1])
    #expect(shown(set.lines[1].values) == [-1, 1, -1])
    #expect(result.notes.map(\.message).contains { $0.contains("'data.result'") })
  }

  @Test func aPrometheusVectorIsOnePointPerSeries() throws {
    let vector =
      #"{"status":"success","data":{"resultType":"vector","result":["#
      + #"{"metric":{"__name__":"process_cpu_seconds_total","job":"prometheus"},"#
      + #""value":[1732867245.123,"12.5"]}]}}"#
    let set = try chart(vector)
    #expect(set.lines.map(\.name) == ["process_cpu_seconds_total{job=\"prometheus\"}"])
    #expect(set.lines[0].values == [12.5])
    #expect(set.x == [1_732_867_245.123])
  }

  @Test func aPrometheusScalarIsOnePoint() throws {
    let scalar = #"{"status":"success","data":{"resultType":"scalar","result":[1732867245,"3"]}}"#
    let set = try chart(scalar)
    #expect(set.lines.map(\.name) == ["value"])
    #expect(set.lines[0].values == [3])
  }

  @Test func clickHouseJSONCompactIsATableNamedByItsMeta() throws {
    let compact =
      #"{"meta":[{"name":"t","type":"DateTime"},{"name":"v","type":"Float64"}],"#
      + #""data":[["2024-01-01 00:00:00",1.5],["2024-01-01 01:00:00",3]],"rows":2,"#
      + #""statistics":{"elapsed":0.001,"rows_read":2,"bytes_read":16}}"#
    let result = try load(compact)
    let set = result.chartSets[0]
    #expect(set.x == [1_704_067_200, 1_704_070_800])
    #expect(set.lines.map(\.name) == ["v"])
    #expect(set.lines[0].values == [1.5, 3])
    #expect(result.notes.map(\.message).contains { $0.contains("JSONCompact") })
  }

  @Test func aPrometheusErrorAnswerIsItsMessage() throws {
    let answer = #"{"status":"error","errorType":"bad_data","error":"parse error at char 4"}"#
    let failure = try #require(error(answer))
    #expect(failure.kind == .invalidData)
    #expect(failure.description.contains("parse error at char 4"))
  }

  @Test func graphiteTargetsAreLinesOfValueFirstPoints() throws {
    let render =
      #"[{"target":"cpu.user","datapoints":[[1.5,1732867200],[null,1732867260],[2.5,1732867320]]},"#
      + #"{"target":"cpu.system","datapoints":[[0.5,1732867200],[0.25,1732867260],[0.75,1732867320]]}]"#
    let result = try load(render)
    let set = result.chartSets[0]
    #expect(set.xKind == .time)
    #expect(set.x == [1_732_867_200, 1_732_867_260, 1_732_867_320])
    #expect(set.lines.map(\.name) == ["cpu.user", "cpu.system"])
    #expect(shown(set.lines[0].values) == [1.5, -1, 2.5])
    #expect(set.lines[1].values == [0.5, 0.25, 0.75])
    #expect(result.notes.map(\.message).contains { $0.contains("Graphite") })
  }

  /// An InfluxDB 1.x `/query` answer, one series per host (GROUP BY host).
  private let influx =
    #"{"results":[{"statement_id":0,"series":["#
    + #"{"name":"cpu","tags":{"host":"a"},"columns":["time","mean"],"#
    + #""values":[["2024-01-01T00:00:00Z",1.5],["2024-01-01T00:01:00Z",2]]},"#
    + #"{"name":"cpu","tags":{"host":"b"},"columns":["time","mean"],"#
    + #""values":[["2024-01-01T00:00:00Z",3],["2024-01-01T00:01:00Z",null]]}]}]}"#

  @Test func influxSeriesAreLinesNamedByTheirDifferingTags() throws {
    let result = try load(influx)
    let set = result.chartSets[0]
    #expect(set.xKind == .time)
    #expect(set.x == [1_704_067_200, 1_704_067_260])
    #expect(set.lines.map(\.name) == ["a", "b"])
    #expect(set.lines[0].values == [1.5, 2])
    #expect(shown(set.lines[1].values) == [3, -1])
    #expect(result.notes.map(\.message).contains { $0.contains("'results[0].series'") })
  }

  @Test func oneInfluxSeriesIsATableOfItsColumns() throws {
    let one =
      #"{"results":[{"statement_id":0,"series":[{"name":"mem","columns":["time","used","free"],"#
      + #""values":[[1704067200,10,90],[1704067260,20,80]]}]}]}"#
    let set = try chart(one)
    #expect(set.x == [1_704_067_200, 1_704_067_260])
    #expect(set.lines.map(\.name) == ["used", "free"])
    #expect(set.lines[1].values == [90, 80])
  }

  /// Open-Meteo's forecast: columns under `hourly` (and `daily`), units beside them.
  private let forecast =
    #"{"latitude":52.52,"longitude":13.41,"elevation":38,"#
    + #""hourly_units":{"time":"iso8601","temperature_2m":"°C"},"#
    + #""hourly":{"time":["2024-01-01T00:00","2024-01-01T01:00","2024-01-01T02:00"],"#
    + #""temperature_2m":[1.5,1.25,0.75]},"#
    + #""daily":{"time":["2024-01-01"],"temperature_2m_max":[4.5]}}"#

  @Test func anObjectOfArraysUnderANestedKeyIsRead() throws {
    let result = try load(forecast)
    let set = result.chartSets[0]
    #expect(set.xKind == .time)
    #expect(set.x == [1_704_067_200, 1_704_070_800, 1_704_074_400])
    #expect(set.lines.map(\.name) == ["temperature_2m"])
    #expect(set.lines[0].values == [1.5, 1.25, 0.75])
    let notes = result.notes.map(\.message)
    #expect(notes.contains { $0.contains("'hourly'") && $0.contains("'daily'") })
    #expect(notes.contains { $0.contains("--json-path") })
  }

  @Test func jsonPathChoosesAnotherNestedObject() throws {
    let set = try chart(forecast, path: "daily")
    #expect(set.lines.map(\.name) == ["temperature_2m_max"])
    #expect(set.lines[0].values == [4.5])
  }

  @Test func jsonPathReachesRecordsInsideArrays() throws {
    let text = #"{"pages":[{"items":[{"t":1,"v":5},{"t":2,"v":6}]}]}"#
    let set = try chart(text, path: "pages[0].items")
    #expect(set.x == [1, 2])
    #expect(set.lines.map(\.name) == ["v"])
  }

  @Test func aJSONPathThatLeadsNowhereSaysWhatIsThere() throws {
    let failure = try #require(error(forecast, path: "minutely"))
    #expect(failure.kind == .invalidData)
    #expect(failure.description.contains("--json-path minutely"))
    #expect(failure.description.contains("'hourly.time' (3 values)"))
  }

  @Test func nothingThatFitsListsTheArraysWithTheirPathsAndLengths() throws {
    let text = #"{"meta":{"tags":["a","b"],"pairs":[[1,"x",3]],"rows":[[1,2]]},"count":2}"#
    let failure = try #require(error(text))
    #expect(failure.kind == .invalidData)
    #expect(failure.exitCode == 65)
    #expect(failure.file == "answer.json")
    #expect(!failure.description.contains("\n"))
    #expect(failure.description.contains("'meta.tags' (2 values)"))
    #expect(failure.description.contains("'meta.pairs' (1 array)"))
    #expect(failure.description.contains("'meta.rows' (1 [time, value] pair)"))
    #expect(failure.description.contains("--json-path"))
    // Found by the JSON fuzz harness: an empty array trapped while its elements were named.
    let empty = try #require(error(#"{"meta":{"n":2},"data":[]}"#))
    #expect(empty.description.contains("'data' (0 elements)"))
  }

  @Test func jsonPathOnACSVFileIsAUsageError() throws {
    let failure = try #require(error("t,v\n1,2\n2,3\n", file: "a.csv", path: "data"))
    #expect(failure.kind == .usage)
    #expect(failure.description.contains("--json-path"))
  }
}
