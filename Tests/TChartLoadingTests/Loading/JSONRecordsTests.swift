import Dispatch
import Testing

@_spi(Benchmarks) @testable import TChartCSV
@testable import TChartData
@_spi(Benchmarks) @testable import TChartJSON
@_spi(Benchmarks) @testable import TChartLoading

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// JSON as web APIs give it: records in every shape read with the CSV rules and flags, errors
/// located by JSON path, other shapes refused in one line naming the shapes read.
@Suite struct JSONRecordsTests {
  /// The one chart set of `text` (read as `file`) with `options`.
  private func chart(
    _ text: String, file: String = "api.json", options: LoadOptions = LoadOptions()
  )
    throws -> ChartSet
  {
    let sets = try loadResult(text, file: file, options: options).chartSets
    try #require(sets.count == 1)
    return sets[0]
  }

  private func notes(
    _ text: String, file: String = "api.json", options: LoadOptions = LoadOptions()
  )
    throws -> [String]
  {
    try loadResult(text, file: file, options: options).notes.map(\.message)
  }

  /// `2024-01-0D` at midnight UTC, in Unix seconds.
  private func day(_ day: Int) -> Double { 1_704_067_200 + Double(day - 1) * 86_400 }

  @Test func anArrayOfObjectsIsReadAsRows() throws {
    let set = try chart(
      #"[{"date":"2024-01-01","cpu":1.5,"mem":10},{"date":"2024-01-02","cpu":2,"mem":11},"#
        + #"{"date":"2024-01-03","cpu":-3.25e1,"mem":12}]"#)
    #expect(set.name == "api")
    #expect(set.xKind == .time)
    #expect(set.x == [day(1), day(2), day(3)])
    #expect(set.lines.map(\.name) == ["cpu", "mem"])
    #expect(set.lines[0].values == [1.5, 2, -32.5])
    #expect(set.lines[1].values == [10, 11, 12])
  }

  @Test func anObjectOfArraysIsReadAsColumns() throws {
    let text = #"{"t":[1,2,3],"cpu":[0.5,null,"0.75"],"up":[true,false,true],"unit":"%"}"#
    let set = try chart(text)
    #expect(set.x == [1, 2, 3])
    #expect(set.lines.map(\.name) == ["cpu", "up"])
    #expect(set.lines[0].values.map { $0.isNaN ? -1 : $0 } == [0.5, -1, 0.75])
    #expect(set.lines[1].values == [1, 0, 1])
    #expect(try notes(text) == ["skipped 'unit' (not arrays of values)"])
  }

  @Test(arguments: ["data", "results", "items"])
  func recordsUnderOneKeyAreFoundAndNamed(key: String) throws {
    let text =
      #"{"meta":{"count":2,"next":null},"\#(key)":[{"ts":"2024-01-01","v":1},"#
      + #"{"ts":"2024-01-02","v":4}],"tags":["a","b"]}"#
    let set = try chart(text)
    #expect(set.x == [day(1), day(2)])
    #expect(set.lines.map(\.name) == ["v"])
    #expect(set.lines[0].values == [1, 4])
    #expect(try notes(text) == ["records are under '\(key)'"])
  }

  @Test func theLongestArrayOfObjectsIsTheRecords() throws {
    let text = #"{"links":[{"a":1}],"rows":[{"x":1,"y":2},{"x":2,"y":3}]}"#
    #expect(try chart(text).lines[0].values == [2, 3])
    #expect(
      try notes(text) == [
        "records are under 'rows' (also arrays of objects: 'links'; --json-path PATH reads another)"
      ])
  }

  @Test(arguments: ["m.jsonl", "m.ndjson", "m.json", "-"])
  func jsonLinesAreReadByExtensionAndByContent(file: String) throws {
    let text = "{\"t\":1,\"v\":2}\n{\"t\":2,\"v\":3}\r\n\n{\"v\":5,\"t\":3}\n"
    let set = try chart(text, file: file)
    #expect(set.x == [1, 2, 3])
    #expect(set.lines.map(\.name) == ["v"])
    #expect(set.lines[0].values == [2, 3, 5])
  }

  @Test func oneObjectIsOneRecordWhenTheFileSaysJSONLines() throws {
    #expect(try chart(#"{"t":1,"v":2}"#, file: "one.jsonl").lines[0].values == [2])
  }

  @Test func prettyPrintedObjectsOneAfterAnotherAreJSONLines() throws {
    let text = "{\n  \"t\": 1,\n  \"v\": 2\n}\n{\n  \"t\": 2,\n  \"v\": 7\n}\n"
    #expect(try chart(text).lines[0].values == [2, 7])
  }

  @Test func nestedObjectsAreColumnsNamedByTheirDottedPath() throws {
    let text =
      #"[{"time":"2024-01-01","stats":{"cpu":1,"mem":{"used":5}},"host":"a"},"#
      + #"{"time":"2024-01-02","stats":{"cpu":2,"mem":{"used":6}},"host":"a"}]"#
    let set = try chart(text)
    #expect(set.lines.map(\.name) == ["stats.cpu", "stats.mem.used"])
    var options = LoadOptions()
    options.yColumn = "stats.mem.used"
    let one = try chart(text, options: options)
    #expect(one.lines.map(\.name) == ["stats.mem.used"])
    #expect(one.lines[0].values == [5, 6])
  }

  @Test func xAndSeriesFlagsWorkOnRecords() throws {
    let text =
      #"[{"t":1,"host":"a","cpu":1,"at":"2024-01-01"},{"t":1,"host":"b","cpu":2,"at":"2024-01-01"},"#
      + #"{"t":2,"host":"a","cpu":3,"at":"2024-01-02"},{"t":2,"host":"b","cpu":4,"at":"2024-01-02"}]"#
    var options = LoadOptions(xColumn: "t")
    options.seriesColumn = "host"
    options.yColumn = "cpu"
    let set = try chart(text, options: options)
    #expect(set.x == [1, 2])
    #expect(set.lines.map(\.name) == ["a", "b"])
    #expect(set.lines[0].values == [1, 3])
    #expect(set.lines[1].values == [2, 4])
    var byDate = LoadOptions(xColumn: "at")
    byDate.seriesColumn = "host"
    byDate.yColumn = "cpu"
    #expect(try chart(text, options: byDate).x == [day(1), day(2)])
  }

  @Test func keysInAnyOrderMissingOrNewAreGaps() throws {
    let text =
      #"[{"t":1,"a":1},{"b":20,"t":2},{"t":3,"a":3,"b":30,"c":300},{"c":400,"t":4}]"#
    let set = try chart(text)
    #expect(set.x == [1, 2, 3, 4])
    #expect(set.lines.map(\.name) == ["a", "b", "c"])
    let shown = set.lines.map { $0.values.map { $0.isNaN ? -1 : $0 } }
    #expect(shown == [[1, -1, 3, -1], [-1, 20, 30, -1], [-1, -1, 300, 400]])
  }

  @Test func valuesOfEveryKind() throws {
    let text =
      #"[{"t":1,"n":null,"s":"2.5","b":true,"label":"x, \"y\"\nz","list":[1,{"a":2}],"e":{}},"#
      + #"{"t":2,"n":4,"s":"3","b":false,"label":"w","list":[],"e":{}}]"#
    let set = try chart(text)
    #expect(set.lines.map(\.name) == ["n", "s", "b"])
    #expect(set.lines[0].values[0].isNaN && set.lines[0].values[1] == 4)
    #expect(set.lines[1].values == [2.5, 3])
    #expect(set.lines[2].values == [1, 0])
    #expect(
      try notes(text) == [
        "skipped array inside records: 'list'", "skipped text column label",
      ])
  }

  @Test func escapedKeysAndStringsAreUnescaped() throws {
    var options = LoadOptions(xColumn: "t")
    options.seriesColumn = "h\"ost"
    options.yColumn = "v"
    let text = #"[{"t":1,"h\"ost":"a\u00e9,b","v":1},{"t":1,"h\"ost":"c\td","v":2}]"#
    #expect(try chart(text, options: options).lines.map(\.name) == ["aé,b", "c\td"])
  }

  @Test func unixNumbersAndDateFlagsApplyToRecords() throws {
    let seconds = try chart(#"[{"timestamp":1704067200,"v":1},{"timestamp":1704153600,"v":2}]"#)
    #expect(seconds.xKind == .time)
    #expect(seconds.x == [day(1), day(2)])
    var options = LoadOptions()
    options.datePattern = try DatePattern("%d/%m/%Y")
    options.missing = MissingTokens(["n/a"])
    let set = try chart(
      #"[{"d":"01/01/2024","v":"n/a"},{"d":"02/01/2024","v":3}]"#, options: options)
    #expect(set.x == [day(1), day(2)])
    #expect(set.lines[0].values[0].isNaN)
  }

  @Test(arguments: [
    (#"[{"t":1,"cpu":1},{"t":2,"cpu":"high"}]"#, "api.json", "[1].cpu: 'high' is not a number"),
    (
      #"{"meta":{},"data":[{"t":1,"s":{"cpu":1}},{"t":2,"s":{"cpu":"x"}}]}"#, "api.json",
      "data[1].s.cpu: 'x' is not a number"
    ),
    (#"{"t":[1,2],"cpu":[1,"x"]}"#, "api.json", "cpu[1]: 'x' is not a number"),
    ("{\"t\":1,\"cpu\":1}\n\n{\"t\":2,\"cpu\":\"x\"}\n", "l.jsonl", "3: cpu: 'x' is not a number"),
    (#"[{"t":1,"cpu":1},{"cpu":2}]"#, "api.json", "[1].t: missing x value"),
    (
      #"[{"t":1,"v":1},{"t":2,"v":2},5]"#, "api.json", "[2]: expected a record (an object), found 5"
    ),
  ])
  func rowErrorsAreLocatedByJSONPath(text: String, file: String, expected: String) {
    let message = loadMessage(text, file: file, options: LoadOptions())
    #expect(
      message?.hasPrefix("tchart: \(file)\(file.hasSuffix("l") ? ":" : ": ")\(expected)") == true)
  }

  @Test(arguments: [
    ("5", ""),
    (#""text""#, ""),
    ("[1,2,3]", "[0]: "),
    (#"[[1,2,3],[3,4,5]]"#, "[0]: "),
    (#"{"a":{"b":1}}"#, ""),
    (#"{"a":1,"b":"x"}"#, ""),
  ])
  func unreadableShapesNameTheShapesRead(text: String, place: String) {
    let message = loadMessage(text, file: "s.json", options: LoadOptions())
    #expect(message?.hasPrefix("tchart: s.json: \(place)") == true)
    #expect(message?.hasSuffix(JSONTables.shapes) == true)
    #expect(message?.contains("\n") == false)
    do {
      _ = try loadResult(text, file: "s.json")
    } catch {
      #expect(error.exitCode == 65)
    }
  }

  @Test(arguments: [
    (#"[{"t":1,"v":2},{"t":2 "v":3}]"#, "1:23: expected ',' or '}'"),
    ("{\"t\":1}\n{\"t\":2,}\n", "2:8: expected a string key"),
    (#"[{"t":1,"v":NaN}]"#, "1:13: NaN is not a finite number"),
    (#"[{"t":1,"v":2}"#, "1:15: unexpected end of input"),
  ])
  func syntaxErrorsInRecordsAreLocatedByLineAndColumn(text: String, expected: String) {
    let message = loadMessage(text, file: "r.json", options: LoadOptions())
    #expect(message?.hasPrefix("tchart: r.json:\(expected)") == true)
  }

  @Test func csvFlagsOnContestJSONAreStillAUsageError() {
    let message = loadMessage(contestChart(), file: "c.json", options: LoadOptions(xColumn: "x"))
    #expect(message == "tchart: c.json: --x applies to CSV and TSV files only")
  }

  @Test func contestChartsStillLoadAsBefore() throws {
    let sets = try loadResult("[" + contestChart() + "," + contestChart() + "]", file: "c.json")
    #expect(sets.chartSets.map(\.name) == ["Chart 1", "Chart 2"])
    #expect(sets.chartSets[0].lines.map(\.id) == ["y0", "y1"])
  }

  /// `render -` from a pipe: the stream is read whole and loaded as the same bytes in a file.
  @Test(arguments: [
    "{\"t\":1,\"v\":2}\n{\"t\":2,\"v\":3}\n",
    #"[{"t":1,"v":2},{"t":2,"v":3}]"#,
    #"{"data":[{"t":1,"v":2},{"t":2,"v":3}]}"#,
    #"{"t":[1,2],"v":[2,3]}"#,
  ])
  func everyShapeLoadsFromAPipe(text: String) throws {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    let bytes = Array(text.utf8)
    let writeEnd = ends[1]
    DispatchQueue.global().async {
      _ = bytes.withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
      close(writeEnd)
    }
    defer { close(ends[0]) }
    let result = try CSVStream.load(
      descriptor: ends[0], file: "-", name: "stdin", options: LoadOptions())
    #expect(result.chartSets.count == 1)
    #expect(result.chartSets.first?.x == [1, 2])
    #expect(result.chartSets.first?.lines.first?.values == [2, 3])
  }

  /// `rows` records as JSON lines, or an array (one record per line, or pretty-printed);
  /// record `newKeyAt` has a key no other has, record `badAt` a value that is not a number.
  private func bigText(
    rows: Int, array: Bool, pretty: Bool = false, newKeyAt: Int = -1, badAt: Int = -1
  ) -> String {
    var text = array ? "[" : ""
    for row in 0..<rows {
      if array && row > 0 { text += ",\n" }
      let extra = row == newKeyAt ? #","late":1"# : ""
      let value = row == badAt ? #""bad""# : "\(row % 7)"
      var record = #"{"t":\#(row),"a":\#(value),"b":{"c":"\#(row * 2)"}\#(extra)}"#
      if pretty { record = record.replacing(",", with: ",\n  ") }
      text += record + (array ? "" : "\n")
    }
    return text + (array ? "]" : "")
  }

  /// The outcome of `text` read in tiny parallel chunks and sequentially: the error, or the
  /// rows, the lines' names and a checksum of x and the values, and the notes.
  private func bothWays(_ text: String, file: String) -> (parallel: String, sequential: String) {
    var options = LoadOptions()
    options.chunking.parallelFrom = 4096
    options.chunking.prefixBytes = 512
    options.chunking.chunkBytes = 5000
    options.chunking.workers = 4
    func outcome() -> String {
      do {
        let result = try loadResult(text, file: file, options: options)
        let set = result.chartSets[0]
        var sum = set.x.reduce(0, +)
        for line in set.lines { sum += line.values.reduce(0) { $0 + ($1.isNaN ? 0.5 : $1) } }
        return "ChartSet \(set.count) \(set.lines.map(\.name)) \(sum) \(result.notes)"
      } catch {
        return error.description
      }
    }
    let parallel = outcome()
    options.chunking.workers = 1
    return (parallel, outcome())
  }

  @Test(arguments: [false, true])
  func bigRecordsLoadInParallelChunksAsInOne(array: Bool) throws {
    let text = bigText(rows: 20_000, array: array)
    var options = LoadOptions()
    options.chunking.parallelFrom = 4096
    options.chunking.prefixBytes = 512
    options.chunking.workers = 4
    let parallel = try chart(text, file: array ? "big.json" : "big.jsonl", options: options)
    options.chunking.workers = 1
    let sequential = try chart(text, file: array ? "big.json" : "big.jsonl", options: options)
    #expect(parallel.count == 20_000)
    #expect(parallel.x == sequential.x)
    #expect(parallel.lines.map(\.values) == sequential.lines.map(\.values))
    #expect(parallel.lines[1].values.last == 39_998)
  }

  @Test(arguments: [
    (false, false, -1, -1), (true, false, -1, -1), (false, true, -1, -1), (true, true, -1, -1),
    (false, false, 6_000, -1), (true, false, 6_000, -1), (false, false, -1, 7_000),
    (true, false, -1, 7_000), (true, true, 3_000, 7_000),
  ])
  func chunksThatDoNotLineUpOrMeetNewKeysOrErrorsGiveTheSequentialResult(
    array: Bool, pretty: Bool, newKeyAt: Int, badAt: Int
  ) {
    let text = bigText(rows: 8_000, array: array, pretty: pretty, newKeyAt: newKeyAt, badAt: badAt)
    let outcome = bothWays(text, file: array ? "big.json" : "big.jsonl")
    #expect(outcome.parallel == outcome.sequential)
    if badAt >= 0 {
      #expect(outcome.sequential.contains("'bad' is not a number"))
    } else {
      #expect(outcome.sequential.contains("ChartSet"))
    }
  }

  @Test(arguments: [(false, true), (true, false)])
  func chunksAreUsedWhenTheyLineUp(pretty: Bool, used: Bool) {
    let bytes = Array(bigText(rows: 5_000, array: false, pretty: pretty).utf8)
    var chunking = CSVChunking()
    chunking.workers = 4
    chunking.chunkBytes = 5000
    bytes.withUnsafeBufferPointer { buffer in
      var table = JSONRecordCSV(bytes: buffer, file: "l.jsonl")
      defer { table.deallocate() }
      #expect(throws: Never.self) { try table.lines(until: 512) }
      let read = JSONParallelRecords.read(
        &table, bytes: buffer, file: "l.jsonl", kind: .lines, chunking: chunking)
      #expect(read == used)
      #expect(table.records == (used ? 5_000 : table.recordStarts.count))
    }
  }

  @Test(arguments: [
    (
      #"{"columns":["date","cpu"],"index":[0,1],"data":[["2024-01-01",1.5],["2024-01-02",2]]}"#,
      "split"
    ),
    (#"{"date":{"0":"2024-01-01","1":"2024-01-02"},"cpu":{"0":1.5,"1":2}}"#, "columns"),
    (#"{"0":{"date":"2024-01-01","cpu":1.5},"1":{"date":"2024-01-02","cpu":2}}"#, "index"),
    (
      #"{"2024-01-01":{"date":"2024-01-01","cpu":1.5},"2024-01-02":{"cpu":2,"date":"2024-01-02"}}"#,
      "index"
    ),
  ])
  func pandasTablesAreReadWithANote(text: String, orient: String) throws {
    let set = try chart(text)
    #expect(set.x == [day(1), day(2)])
    #expect(set.lines.map(\.name) == ["cpu"])
    #expect(set.lines[0].values == [1.5, 2])
    #expect(try notes(text).first == "read as a table (pandas orient=\(orient))")
  }
}
