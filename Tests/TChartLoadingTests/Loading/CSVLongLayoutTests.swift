import Testing

@testable import TChartCSV
@testable import TChartData

@Suite struct CSVLongLayoutTests {
  static let symbols = ["MSFT", "AMZN", "IBM", "GOOG", "AAPL"]

  /// `symbol,date,price`: 5 symbols × 4 days, one symbol after another.
  static var stocks: String {
    var text = "symbol,date,price\n"
    for (index, symbol) in symbols.enumerated() {
      for day in 1...4 { text += "\(symbol),Jan \(day) 2000,\(index * 100 + day)\n" }
    }
    return text
  }

  func series(_ name: String, y: String? = nil) -> LoadOptions {
    var options = LoadOptions()
    options.seriesColumn = name
    options.yColumn = y
    return options
  }

  @Test func fiveSymbolsBecomeFiveLines() throws {
    let result = try loadResult(Self.stocks, file: "stocks.csv", options: series("symbol"))
    let set = result.chartSets[0]
    #expect(set.xKind == .time)
    #expect(set.x == (0..<4).map { 946_684_800 + Double($0) * 86_400 })
    #expect(set.lines.map(\.name) == Self.symbols)
    #expect(set.lines[2].values == [201, 202, 203, 204])
    #expect(set.lines.map(\.color) == Array(RGBColor.defaultPalette.prefix(5)))
    #expect(result.notes.isEmpty)
  }

  /// Without `--series` the file is read again as long, with a note naming the flag (issue
  /// 40); a pipe, whose rows are gone, says the hint (`CSVStreamTests`).
  @Test func withoutSeriesTheFileIsReadAgainAsLong() throws {
    let result = try loadResult(Self.stocks, file: "stocks.csv")
    let withSeries = try loadResult(Self.stocks, file: "stocks.csv", options: series("symbol"))
    #expect(result.chartSets == withSeries.chartSets)
    #expect(
      result.notes.first?.message
        == "x repeats beside 'symbol': a line per symbol (--series symbol; --series names another)")
  }

  @Test func missingDatesOfOneSeriesAreGaps() throws {
    let text = "date,s,v\n2000-01-02,a,2\n2000-01-01,a,1\n2000-01-03,b,30\n2000-01-01,b,10\n"
    let set = try loadResult(text, options: series("s")).chartSets[0]
    #expect(set.x.count == 3)
    #expect(set.lines[0].values[0] == 1 && set.lines[0].values[1] == 2)
    #expect(set.lines[0].values[2].isNaN)
    #expect(set.lines[1].values[1].isNaN && set.lines[1].values[2] == 30)
  }

  @Test func repeatedXWithinASeriesKeepsFileOrder() throws {
    let text = "t,s,v\n1,a,5\n1,a,6\n1,b,7\n2,a,8\n"
    let set = try loadResult(text, options: series("s")).chartSets[0]
    #expect(set.x == [1, 1, 2])
    #expect(set.lines[0].values == [5, 6, 8])
    #expect(set.lines[1].values[0] == 7 && set.lines[1].values[1].isNaN)
  }

  /// Several value columns: the first measure, with a note naming the others (issue 40).
  @Test func severalValueColumnsTakeTheFirstWithANote() throws {
    let text = "day,sym,open,close\n2000-01-01,a,1,2\n2000-01-01,b,3,4\n"
    let first = try loadResult(text, file: "s.csv", options: series("sym"))
    #expect(first.chartSets[0].lines.map(\.values) == [[1], [3]])
    #expect(
      first.notes.map(\.message).contains(
        "the values are 'open' (also close: --y names another, C shows them)"))
    let set = try loadResult(text, options: series("sym", y: "close")).chartSets[0]
    #expect(set.lines.map(\.values) == [[2], [4]])
  }

  @Test func badColumnNamesAndCells() {
    let text = "date,sym,v\n2000-01-01,a,1\n2000-01-02,,2\n"
    #expect(
      loadMessage(text, options: series("nope"))
        == "tchart: data.csv:1: no column named 'nope' for --series (the columns: date, sym, v)")
    #expect(
      loadMessage(text, options: series("sym", y: "zz"))
        == "tchart: data.csv:1: no column named 'zz' for --y (the columns: date, sym, v)")
    #expect(
      loadMessage("date,sym,v\n2000-01-01,a,1\n", options: series("sym", y: "sym"))
        == "tchart: data.csv: column 'sym' holds no numbers")
    #expect(
      loadMessage(text, options: series("sym")) == "tchart: data.csv:3:2: missing series value")
  }

  @Test func numericSeriesLabelsAreLabels() throws {
    let text = "sensor,time,v\n7,2000-01-01T00:00,1\n9,2000-01-01T00:00,2\n7,2000-01-01T01:00,3\n"
    let set = try loadResult(text, options: series("sensor")).chartSets[0]
    #expect(set.lines.map(\.name) == ["7", "9"])
    #expect(set.lines[0].values == [1, 3])
  }

  @Test func manyInterleavedLabelsAndQuotedOnes() throws {
    var text = "day,s,v\n"
    for day in 1...3 {
      for label in 0..<40 { text += "2000-01-0\(day),\"s\(label)\",\(day * 100 + label)\n" }
    }
    text += "2000-01-04,\"q\"\"x\",1\n2000-01-05,\"q\"\"x\",2\n"
    let set = try loadResult(text, options: series("s")).chartSets[0]
    #expect(set.lines.count == 41)
    #expect(
      set.lines[39].name == "s39" && Array(set.lines[39].values.prefix(3)) == [139, 239, 339])
    #expect(set.lines[40].name == "q\"x" && Array(set.lines[40].values.suffix(2)) == [1, 2])
  }
}
