import Testing

@testable import TChartCSV
@testable import TChartData
@testable import TChartLoading

@Suite struct CSVColumnRulesTests {
  @Test func missingTokensInTheFirstRowAndLaterAreGaps() throws {
    for token in ["", "NA", "N/A", "n/a", "NaN", "nan", "null", "-", "."] {
      let set = try loadResult("x,a,b\n1,\(token),5\n2,3,\(token)\n3,4,6\n").chartSets[0]
      #expect(set.lines.map(\.id) == ["a", "b"])
      #expect(set.lines[0].values[0].isNaN && set.lines[0].values[1] == 3)
      #expect(set.lines[1].values[1].isNaN && set.lines[1].values[2] == 6)
    }
  }

  @Test func naListReplacesTheTokens() throws {
    var options = LoadOptions()
    options.missing = MissingTokens(list: "missing, ?")
    let set = try loadResult("x,a\n1,missing\n2,?\n3,4\n", options: options).chartSets[0]
    #expect(set.lines[0].values[0].isNaN && set.lines[0].values[1].isNaN)
    #expect(
      loadMessage("x,a\n1,2\n2,NA\n", options: options)
        == "tchart: data.csv:3:2: 'NA' is not a number")
  }

  @Test func otherTextInANumericColumnIsAnErrorAtTheCell() {
    #expect(
      loadMessage("x,a\n1,n/a\n2,5\n3,oops\n", file: "data.csv")
        == "tchart: data.csv:4:2: 'oops' is not a number")
  }

  @Test func textColumnsAreSkippedWithOneNote() throws {
    let text = "date,weather,temp,city\n2015-01-01,rain,5,Seattle\n2015-01-02,sun,7,Seattle\n"
    let result = try loadResult(text, file: "seattle-weather.csv")
    #expect(result.chartSets[0].lines.map(\.id) == ["temp"])
    #expect(
      result.notes.map(\.description) == [
        "tchart: seattle-weather.csv: skipped text columns weather, city"
      ])
    let one = try loadResult("x,w,v\n1,a,2\n", file: "w.csv").notes.map(\.description)
    #expect(one == ["tchart: w.csv: skipped text column w"])
  }

  @Test func theDateColumnIsXWhenItIsNotFirst() throws {
    let result = try loadResult("value,when\n5,2019-01-02\n6,2019-01-03\n", file: "v.csv")
    let set = result.chartSets[0]
    #expect(set.xKind == .time && set.x == [1_546_387_200, 1_546_473_600])
    #expect(set.lines.map(\.id) == ["value"])
    #expect(
      result.notes.map(\.description) == [
        "tchart: v.csv: x is column 'when', the first holding dates"
      ])
  }

  @Test func numericXTypesKeepTheFirstColumn() throws {
    var options = LoadOptions()
    options.xType = .number
    let result = try loadResult("n,when,v\n1,2019-01-02,5\n2,2019-01-03,6\n", options: options)
    #expect(result.chartSets[0].x == [1, 2] && result.chartSets[0].xKind == .number)
    #expect(result.notes.map(\.message) == ["when also holds times: --x when or C reads x from it"])
  }

  @Test func unsortedRowsAreSortedWithANote() throws {
    let text = "date,v,w\n2017-01-01,1,10\n2001-01-01,2,20\n2009-01-01,3,\n"
    let result = try loadResult(text, file: "sf.csv")
    let set = result.chartSets[0]
    #expect(set.x == [978_307_200, 1_230_768_000, 1_483_228_800])
    #expect(set.lines[0].values == [2, 3, 1])
    #expect(set.lines[1].values[0] == 20 && set.lines[1].values[1].isNaN)
    #expect(result.notes.map(\.description) == ["tchart: sf.csv: rows sorted by date"])
  }

  @Test func repeatedXStaysInFileOrderWithoutANote() throws {
    let result = try loadResult("x,v\n1,5\n2,6\n2,7\n3,8\n")
    #expect(result.chartSets[0].x == [1, 2, 2, 3])
    #expect(result.chartSets[0].lines[0].values == [5, 6, 7, 8])
    #expect(result.notes.isEmpty)
    let sorted = try loadResult("x,v\n2,1\n1,2\n2,3\n1,4\n").chartSets[0]
    #expect(sorted.x == [1, 1, 2, 2] && sorted.lines[0].values == [2, 4, 1, 3])
  }

  @Test func yPicksOneLineOfAWideTable() throws {
    var options = LoadOptions()
    options.yColumn = "b"
    #expect(
      try loadResult("x,a,b\n1,2,3\n", options: options).chartSets[0].lines.map(\.id) == ["b"])
  }

  @Test func bytesThatAreNotUTF8AreShownEscaped() {
    var bytes = Array("x,a\n1,2\n2,".utf8)
    bytes += [0xFF, 0xFE, 0x0A]
    let error = #expect(throws: LoadError.self) {
      try ChartLoader.parse(bytes: bytes, file: "bad.csv")
    }
    #expect(error?.description == "tchart: bad.csv:3:2: '\\xff\\xfe' is not a number")
    #expect(MessageText.escapingInvalidUTF8(Array("é€".utf8) + [0xC3]) == "é€\\xc3")
  }
}
