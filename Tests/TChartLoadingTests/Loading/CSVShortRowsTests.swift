import Testing

@_spi(Benchmarks) @testable import TChartCSV

/// Rows with fewer cells than the header: their missing cells are gaps, with one note; a
/// missing x or series cell, a row with too many cells, and `--strict` stay errors.
@Suite struct CSVShortRowsTests {
  /// A CSV export whose rows lost their empty trailing cells (as some tools write them).
  static let trimmed =
    "date,cpu,mem,disk\n2024-01-01,1,2,3\n2024-01-02,4,5\n2024-01-03,7\n"
    + "2024-01-04,10,11,12\n"

  @Test func missingTrailingCellsAreGapsWithOneNote() throws {
    let result = try loadResult(Self.trimmed, file: "m.csv")
    let set = result.chartSets[0]
    #expect(set.lines.map(\.name) == ["cpu", "mem", "disk"])
    #expect(set.lines[0].values == [1, 4, 7, 10])
    #expect(set.lines[1].values[2].isNaN && set.lines[1].values[3] == 11)
    #expect(set.lines[2].values[1].isNaN && set.lines[2].values[2].isNaN)
    #expect(
      result.notes.map(\.description)
        == ["tchart: m.csv: 2 short rows: missing cells read as gaps (first at line 3)"])
  }

  @Test func theHalfWrittenLastLineOfAGrowingFileIsAShortRow() throws {
    let text = "t,a,b,c\n1,10,20,30\n2,11,21,31\n3,12,2"
    let result = try loadResult(text, file: "grow.csv")
    let set = result.chartSets[0]
    #expect(set.x == [1, 2, 3])
    #expect(set.lines[1].values == [20, 21, 2])
    #expect(set.lines[2].values[2].isNaN)
    #expect(
      result.notes.map(\.message) == ["1 short row: missing cells read as gaps (at line 4)"])
  }

  @Test(arguments: [
    ("t,a,b\n1,2,3\n2\n", "tchart: data.csv:3:2: expected 3 fields, found 1"),
    ("t,a,b\n1,2,3\n2,3\n", "tchart: data.csv:3:3: expected 3 fields, found 2"),
  ])
  func strictRefusesShortRows(text: String, message: String) {
    var options = LoadOptions()
    options.strict = true
    #expect(loadMessage(text, options: options) == message)
  }

  @Test(arguments: [
    ("a,b,t\n1,2,3\n4,5\n", "t", "tchart: data.csv:3:3: missing x value"),
    ("t,a,b\n1,2,3\n2,3,4,5\n", nil, "tchart: data.csv:3:4: expected 3 fields, found 4"),
  ])
  func aMissingXOrAnExtraCellStaysAnError(text: String, x: String?, message: String) {
    #expect(loadMessage(text, options: LoadOptions(xColumn: x)) == message)
  }

  @Test func aMissingSeriesCellStaysAnError() {
    var options = LoadOptions()
    options.seriesColumn = "s"
    options.yColumn = "v"
    #expect(
      loadMessage("t,v,s\n1,2,a\n2,3\n", options: options)
        == "tchart: data.csv:3:3: missing series value")
  }

  @Test func aShortRowInALongTableIsAGapOfItsSeries() throws {
    var options = LoadOptions()
    options.seriesColumn = "s"
    options.yColumn = "v"
    let result = try loadResult("t,s,v,w\n1,a,2,0\n1,b,3\n2,a\n", options: options)
    let set = result.chartSets[0]
    #expect(set.x == [1, 2])
    #expect(set.lines[0].values[0] == 2 && set.lines[0].values[1].isNaN)
    #expect(result.notes.map(\.message).first?.hasPrefix("2 short rows") == true)
  }

  @Test func chunksCountShortRowsAsTheSequentialReadDoes() throws {
    var text = "t,a,b\n"
    for row in 1...400 { text += row % 37 == 0 ? "\(row),\(row)\n" : "\(row),\(row),\(-row)\n" }
    var sequential = LoadOptions()
    sequential.chunking.workers = 1
    let expected = try loadResult(text, options: sequential)
    #expect(
      expected.notes.map(\.message) == [
        "10 short rows: missing cells read as gaps (first at line 38)"
      ])
    for chunk in [7, 50, 333] {
      var parallel = LoadOptions()
      parallel.chunking.workers = 3
      parallel.chunking.parallelFrom = 0
      parallel.chunking.prefixBytes = chunk
      parallel.chunking.chunkBytes = chunk
      #expect(try loadResult(text, options: parallel) == expected)
    }
  }
}
