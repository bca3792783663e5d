import Testing

@testable import TChartCSV

/// Files whose first line is data (every field a number): lines named 1, 2, …, x the first
/// column when it increases, else the row number; errors at the file's own places.
@Suite struct HeaderlessTableTests {
  @Test func spacedNumbersAreRowsAgainstTheRowNumber() throws {
    let text = "-0.00313258 0.083\n0.0188713 0.083\n0.0248036 0.087\n0.0101 0.09\n"
    let result = try loadResult(text, file: "E6.csv")
    let set = result.chartSets[0]
    #expect(set.x == [1, 2, 3, 4])
    #expect(set.lines.map(\.id) == ["1", "2"])
    #expect(set.lines[0].values == [-0.00313258, 0.0188713, 0.0248036, 0.0101])
    #expect(set.lines[1].values.last == 0.09)
    #expect(
      result.notes.map(\.message).contains(
        "no header: the first line is data, the lines named 1, 2, …; x is the row number"))
  }

  @Test func scientificNumbersSplitAtSpaces() throws {
    let text = "5.1e+00 3.5e+00 1.4e+00\n4.9e+00 3.0e+00 1.4e+00\n\n4.7e+00 3.2e+00 1.3e+00\n"
    let set = try loadResult(text, file: "iris.txt").chartSets[0]
    #expect(set.x == [1, 2, 3])
    #expect(set.lines.map(\.id) == ["1", "2", "3"])
    #expect(set.lines[0].values == [5.1, 4.9, 4.7])
  }

  @Test func anIncreasingFirstColumnIsX() throws {
    let text = "1990,3.5,7\n1991,3.75,8\n1992,4,9\n"
    let result = try loadResult(text, file: "data.csv")
    let set = result.chartSets[0]
    #expect(set.x == [1990, 1991, 1992])
    #expect(set.lines.map(\.id) == ["1", "2"])
    #expect(set.lines[1].values == [7, 8, 9])
    #expect(result.notes.map(\.message).contains { $0.hasSuffix("x is column 1, which increases") })
  }

  @Test func tabsAndSemicolonsToo() throws {
    let tabs = try loadResult("3\t1\n2\t5\n", file: "t.tsv").chartSets[0]
    #expect(tabs.x == [1, 2] && tabs.lines.map(\.id) == ["1", "2"])
    #expect(tabs.lines[0].values == [3, 2])
    let semicolons = try loadResult("3;1\n2;5\n", file: "t.csv").chartSets[0]
    #expect(semicolons.lines[1].values == [1, 5])
  }

  @Test func missingValuesAmongNumbersAreDataToo() throws {
    // A fixed-width export with NA in its first line (tsibbledata's WKLYPAXS.DAT shape).
    let text = "8788 01 \"NA\"  7386 NA\n8788 02 ADLPER 252 NA\n8788 03 MELADL 445 10\n"
    let result = try loadResult(text, file: "W.DAT")
    #expect(result.chartSets[0].x == [1, 2, 3])
    #expect(result.chartSets[0].lines.map(\.id).contains("4"))
    #expect(result.chartSets[0].lines.first { $0.id == "5" }?.values.last == 10)
    // A line of names beside one number, or of missing values alone, is still a header.
    Array("NA,-\n1,2\n".utf8).withUnsafeBufferPointer {
      #expect(HeaderlessTable.starts($0) == false)
    }
    Array("5,NA\n1,2\n".utf8).withUnsafeBufferPointer {
      #expect(HeaderlessTable.starts($0) == false)
    }
  }

  @Test func oneNumberPerLineIsOneLine() throws {
    let set = try loadResult("5\n3\n4\n", file: "n.txt").chartSets[0]
    #expect(set.x == [1, 2, 3] && set.lines.map(\.id) == ["1"])
    #expect(set.lines[0].values == [5, 3, 4])
  }

  @Test func aBadCellKeepsItsLineAndColumn() {
    let text = "0.5 1\n0.25 2\n0.75 x\n"
    let message = loadMessage(text, file: "E6.csv", options: LoadOptions())
    #expect(message?.contains("E6.csv:3:2: 'x' is not a number") == true)
  }

  @Test func columnNumbersAndTextAreAHeader() throws {
    let numbered = try loadResult("1,2,3\n4,5,6\n", file: "data.csv").chartSets[0]
    #expect(numbered.x == [4] && numbered.lines.map(\.id) == ["2", "3"])
    let zero = try loadResult("0,1\n4,5\n5,3\n", file: "data.csv").chartSets[0]
    #expect(zero.x == [4, 5] && zero.lines.map(\.id) == ["1"])
    let named = try loadResult("t,v\n4,5\n", file: "data.csv").chartSets[0]
    #expect(named.lines.map(\.id) == ["v"])
  }

  @Test func blankLinesBeforeTheFirstRowKeepTheirLineNumbers() {
    let message = loadMessage("\n\n5 2\n0 x\n", file: "n.txt", options: LoadOptions())
    #expect(message?.contains("n.txt:4:2: 'x' is not a number") == true)
  }
}

extension HeaderlessTableTests {
  @Test func linesOfSpacesAreBlankAndNaNIsNoNumberForAHeader() throws {
    let set = try loadResult("2 5\n   \n1 6\n3 7\n", file: "s.txt").chartSets[0]
    #expect(set.x == [1, 2, 3] && set.lines[1].values == [5, 6, 7])
    let named = try loadResult("nan,inf\n1,2\n", file: "n.csv").chartSets[0]
    #expect(named.lines.map(\.id) == ["inf"])
  }
}
