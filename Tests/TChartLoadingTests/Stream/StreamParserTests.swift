import TChartTesting
import Testing

@testable import TChartData
@testable import TChartStreams

@Suite struct StreamParserTests {
  /// All the rows of `text` fed in one go, arriving at time 100.
  func parse(_ text: String, options: StreamOptions = StreamOptions()) -> StreamBatch? {
    var parser = StreamParser(options: options)
    parser.feed(Array(text.utf8), arrival: 100)
    parser.finish(arrival: 100)
    return parser.take()
  }

  func layout(_ names: [String], _ kind: XKind = .number, arrival: Bool = false) -> StreamLayout {
    StreamLayout(names: names, xKind: kind, xIsArrival: arrival)
  }

  @Test func aHeaderNamesTheLinesAndXIsTheFirstField() {
    let batch = parse("t,a,b\n1,10,20\n2,11,21\n")
    #expect(batch?.layout == layout(["a", "b"]))
    #expect(batch?.x == [1, 2])
    #expect(batch?.columns == [[10, 11], [20, 21]])
  }

  @Test func aLineWithoutItsEndIsCountedUntilItEnds() {
    var parser = StreamParser()
    parser.feed(Array("t,a\n1,2\n3,".utf8), arrival: 100)
    let first = parser.take()
    #expect(first?.x == [1])
    #expect(first?.unfinishedLine == 2)
    #expect(parser.take() == nil)
    parser.feed(Array("4".utf8), arrival: 101)
    let growing = parser.take()
    #expect(growing?.count == 0)
    #expect(growing?.unfinishedLine == 3)
    parser.feed(Array("\n".utf8), arrival: 102)
    let ended = parser.take()
    #expect(ended?.x == [3])
    #expect(ended?.unfinishedLine == 0)
  }

  @Test func aFirstRowOfNumbersIsDataAndLinesAreNumbered() {
    let batch = parse("1,10,20\n2,11,21\n")
    #expect(batch?.layout == layout(["1", "2"]))
    #expect(batch?.x == [1, 2])
    #expect(batch?.columns == [[10, 11], [20, 21]])
  }

  @Test func aFirstRowOfADateAndNumbersIsData() {
    let batch = parse("2024-03-08,5\n2024-03-09,6\n")
    #expect(batch?.layout == layout(["1"], .time))
    #expect(batch?.x == [1_709_856_000, 1_709_942_400])
  }

  @Test func headerFlagsForceIt() {
    var options = StreamOptions()
    options.header = .present
    let header = parse("1,2\n3,4\n", options: options)
    #expect(header?.layout == layout(["2"]))
    #expect(header?.x == [3])
    options.header = .absent
    let data = parse("1,2\n3,4\n", options: options)
    #expect(data?.x == [1, 3])
  }

  @Test func oneNumberPerRowIsAnArrivalTimeSeries() {
    var parser = StreamParser()
    parser.feed(Array("5\n6\n".utf8), arrival: 1000)
    parser.feed(Array("7\n".utf8), arrival: 1001)
    let batch = parser.take()
    #expect(batch?.layout == layout(["1"], .time, arrival: true))
    #expect(batch?.x == [1000, 1000, 1001])
    #expect(batch?.columns == [[5, 6, 7]])
  }

  @Test func rowsArrivingTogetherAreSpreadOverTheTimeSinceTheLastRead() {
    var parser = StreamParser()
    parser.previousArrival = 996
    parser.feed(Array("5\n6\n7\n8\n".utf8), arrival: 1000)
    parser.feed(Array("9\n".utf8), arrival: 1001)
    parser.feed(Array("10\n11\n".utf8), arrival: 1003)
    let batch = parser.take()
    #expect(batch?.x == [997, 998, 999, 1000, 1001, 1002, 1003])
    #expect(batch?.columns == [[5, 6, 7, 8, 9, 10, 11]])
  }

  @Test func xArrivalMakesEveryFieldALine() {
    var options = StreamOptions()
    options.xArrival = true
    let batch = parse("r b free\n1 0 300\n2 1 280\n", options: options)
    #expect(batch?.layout == layout(["r", "b", "free"], .time, arrival: true))
    #expect(batch?.columns == [[1, 2], [0, 1], [300, 280]])
  }

  @Test func whitespaceTabAndSemicolonDelimiters() {
    #expect(parse("  1   2  3\n 2 4 6\n")?.columns == [[2, 4], [3, 6]])
    #expect(parse("x\ty\n1\t2\n")?.columns == [[2]])
    #expect(parse("x;y\n1;2,5\n")?.columns == [[2.5]])
  }

  @Test func quotesCRLFAndAByteOrderMark() {
    let batch = parse("\u{FEFF}\"t\",\"a, b\"\r\n1,\"2\"\r\n")
    #expect(batch?.layout == layout(["a, b"]))
    #expect(batch?.columns == [[2]])
  }

  @Test func missingCellsAreGaps() {
    let batch = parse("t,a\n1,NA\n2,\n3,4\n")
    #expect(batch?.x == [1, 2, 3])
    #expect(batch?.columns[0][0].isNaN == true)
    #expect(batch?.columns[0][1].isNaN == true)
    #expect(batch?.columns[0][2] == 4)
  }

  @Test func badRowsAreSkippedAndCountedWithTheirLine() {
    let batch = parse("t,a\n1,2\n2,abc\n3,4,5\n0,9\n4,5\n")
    #expect(batch?.x == [1, 4])
    #expect(batch?.skipped == 3)
    #expect(batch?.problem == "line 5: x goes back ('0')")
    #expect(parse("t,a\n1,2\n2,abc\n")?.problem == "line 3: 'abc' is not a number")
  }

  @Test func aLineOverOneMebibyteIsSkippedWithoutBeingHeld() {
    var parser = StreamParser()
    parser.feed(Array("1,2\n".utf8), arrival: 0)
    let chunk = [UInt8](repeating: 0x37, count: 300_000)
    for _ in 0..<5 { parser.feed(chunk, arrival: 0) }
    parser.feed(Array("\n2,3\n".utf8), arrival: 0)
    let batch = parser.take()
    #expect(batch?.x == [1, 2])
    #expect(batch?.problem == "line 2: a line longer than 1 MiB")
  }

  @Test func timeNamedColumnsAndMillisecondsBecomeTimes() {
    #expect(parse("timestamp,v\n1700000000,1\n")?.layout?.xKind == .time)
    let millis = parse("1700000000000,1\n1700000001000,2\n")
    #expect(millis?.layout?.xKind == .time)
    #expect(millis?.x == [1_700_000_000, 1_700_000_001])
  }

  @Test func aHeaderAloneGivesNoBatchYet() {
    var parser = StreamParser()
    parser.feed(Array("t,a\n".utf8), arrival: 0)
    #expect(parser.take() == nil)
    parser.feed(Array("1,".utf8), arrival: 0)
    // No row yet: only the unfinished line's length is said.
    let partial = parser.take()
    #expect(partial?.count == 0 && partial?.layout == nil && partial?.unfinishedLine == 2)
    parser.feed(Array("2\n".utf8), arrival: 0)
    #expect(parser.take()?.columns == [[2]])
    #expect(parser.take() == nil)
  }

  @Test func theLastLineCountsWithoutALineBreakAtTheEnd() {
    #expect(parse("1,2\n2,3")?.x == [1, 2])
  }

  /// Any split of the bytes into chunks gives the same rows as one chunk.
  @Test func anySplitOfTheBytesGivesTheSameRows() {
    var random = SeededRandom(seed: 12)
    for round in 0..<200 {
      var text = random.chance(0.5) ? "time,\"a\",b\r\n" : ""
      let rows = random.int(1...40)
      for row in 0..<rows {
        let a = random.chance(0.1) ? "NA" : String(random.int(-500...500))
        let b = random.chance(0.05) ? "x" : String(Double(random.int(0...9999)) / 100)
        text += "\(row + round),\(a),\"\(b)\"" + (random.chance(0.3) ? "\r\n" : "\n")
        if random.chance(0.1) { text += "\n" }
      }
      let bytes = Array(text.utf8)
      let whole = parse(text)
      var parser = StreamParser()
      var start = 0
      while start < bytes.count {
        let end = Swift.min(bytes.count, start + random.int(1...12))
        parser.feed(Array(bytes[start..<end]), arrival: 100)
        start = end
      }
      parser.finish(arrival: 100)
      let pieces = parser.take()
      #expect(pieces?.x == whole?.x, "round \(round)")
      #expect(pieces?.skipped == whole?.skipped, "round \(round)")
      #expect(pieces?.problem == whole?.problem, "round \(round)")
      #expect(pieces?.layout == whole?.layout, "round \(round)")
      let same = zip(pieces?.columns ?? [], whole?.columns ?? []).allSatisfy { left, right in
        left.elementsEqual(right) { $0 == $1 || ($0.isNaN && $1.isNaN) }
      }
      #expect(same, "round \(round)")
    }
  }
}
