import Testing

@testable import TChartStreams

/// JSON lines on a live stream: each object becomes a row as it arrives, whatever the split of
/// the bytes; bad lines are skipped and counted; documents are still read whole.
@Suite struct JSONLineRowsTests {
  private let text =
    "{\"t\":1,\"cpu\":0.5,\"stats\":{\"mem\":10},\"tags\":[\"a\"]}\n"
    + "{\"cpu\":0.75,\"t\":2,\"stats\":{\"mem\":null}}\n"
    + "not json\n"
    + "{\"t\":3,\"cpu\":1,\"disk\":5,\"up\":true}\n"
    + "{\"t\":4,\"cpu\":\"1.25\",\"stats\":{\"mem\":12}}"

  /// The CSV text of `text` fed in pieces of `piece` bytes.
  private func csv(piece: Int) -> String {
    var rows = JSONLineRows()
    return csvText(of: text, piece: piece, through: &rows)
  }

  @Test(arguments: [1, 2, 7, 64, 1 << 16])
  func objectsBecomeCSVRowsWhateverTheSplit(piece: Int) {
    #expect(csv(piece: piece) == "t,cpu,stats.mem\n1,0.5,10\n2,0.75,\n3,1,\n4,1.25,12\n")
  }

  @Test func skippedLinesAndNewKeysAreCounted() {
    var rows = JSONLineRows()
    _ = Array(text.utf8).withUnsafeBytes { rows.transform($0) }
    var batch: StreamBatch?
    rows.drain(into: &batch)
    #expect(batch?.skipped == 1)
    #expect(batch?.problem == "line 4: key 'up' is not in the first object (not drawn)")
  }

  @Test(
    arguments: [
      ("{\"t\":1}\n", true),
      ("  {\"t\":1,\"s\":{\"a\":[1,2]}}\n{", true),
      ("{\"t\":1", nil),
      ("{\n  \"t\": 1\n}\n", false),
      ("{\"data\":[{\"t\":1}]}\n", false),
      ("{\"columns\":[[\"x\",1]],\"types\":{\"x\":\"x\"}}\n", false),
    ] as [(String, Bool?)])
  func aStreamIsJSONLinesWhenItsFirstLineIsOneObject(text: String, expected: Bool?) {
    #expect(JSONLineRows.startsJSONLines(Array(text.utf8)) == expected)
  }

  @Test func aJSONLinesStreamGivesRowsThroughTheReader() {
    let events = StreamReaderTests().events(text)
    #expect(events.last == .ended)
    let batches = events.compactMap { if case .rows(let batch) = $0 { batch } else { nil } }
    #expect(batches.flatMap(\.x) == [1, 2, 3, 4])
    #expect(batches.compactMap(\.layout).first?.names == ["cpu", "stats.mem"])
    #expect(batches.reduce(0) { $0 + $1.skipped } == 1)
    let cpu = batches.flatMap { $0.columns.first ?? [] }
    #expect(cpu == [0.5, 0.75, 1, 1.25])
  }

  @Test func aDocumentOfRecordsOnAStreamIsStillLoadedWhole() {
    let events = StreamReaderTests().events(#"{"data":[{"t":1,"v":2},{"t":2,"v":3}]}"# + "\n")
    guard case .loaded(let result) = events.last else {
      Issue.record("not loaded: \(events)")
      return
    }
    #expect(result.chartSets.first?.lines.first?.values == [2, 3])
  }

  @Test func aLongOneLineDocumentIsLoadedWhole() {
    var text = #"{"data":["#
    for row in 0..<60_000 {
      text += (row > 0 ? "," : "") + #"{"t":\#(row),"v":\#(row % 5)}"#
    }
    let events = StreamReaderTests().events(text + "]}\n")
    guard case .loaded(let result) = events.last else {
      Issue.record("not loaded")
      return
    }
    #expect(result.chartSets.first?.count == 60_000)
  }

  @Test(arguments: [
    ("{\"cpu\":1,\"when\":\"2024-01-01 10:00\"}\n", "when,cpu\n2024-01-01 10:00,1\n", false),
    ("{\"cpu\":1,\"createdAt\":5}\n", "createdAt,cpu\n5,1\n", false),
    ("{\"cpu\":1,\"mem\":2}\n", "cpu,mem\n1,2\n", true),
    ("{\"cpu\":1}\n", "cpu\n1\n", false),
    ("{\"load\":1,\"procs\":\"5/123\",\"n\":\"2\"}\n", "load,n\n1,2\n", true),
    ("{\"host\":\"a\",\"at\":\"x\",\"v\":1}\n", "at,v\nx,1\n", false),
  ])
  func theKeyMeaningTimeIsXElseTheArrivalTime(text: String, csv: String, arrival: Bool) {
    var rows = JSONLineRows()
    let out = Array(text.utf8).withUnsafeBytes { rows.transform($0) }
    #expect(String(decoding: out, as: UTF8.self) == csv)
    #expect(rows.xIsArrival == arrival)
  }

  @Test func objectsWithoutTimeAreDrawnAgainstTheirArrival() {
    let events = StreamReaderTests().events("{\"cpu\":1,\"mem\":2}\n{\"cpu\":3,\"mem\":4}\n")
    let batches = events.compactMap { if case .rows(let batch) = $0 { batch } else { nil } }
    let layout = batches.compactMap(\.layout).first
    #expect(layout?.xIsArrival == true)
    #expect(layout?.names == ["cpu", "mem"])
    #expect(batches.flatMap { $0.columns.first ?? [] } == [1, 3])
  }
}
