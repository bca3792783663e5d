import Testing

@testable import TChartCSV

@Suite struct CSVErrorTests {
  @Test(arguments: [
    ("x,a\n1,2\n2,abc\n", "tchart: data.csv:3:2: 'abc' is not a number"),
    ("x,a,b\n1,2,3\n2,3,\"4x\"\n", "tchart: data.csv:3:3: '4x' is not a number"),
    ("x,a,b\n1\n", "tchart: data.csv: no numeric data columns"),
    ("x,a\n1,2,3,4\n", "tchart: data.csv:2:3: expected 2 fields, found 4"),
    ("", "tchart: data.csv: the file is empty"),
    (" \n\r\n", "tchart: data.csv: the file is empty"),
    ("x,a\n", "tchart: data.csv: no data rows after the header"),
    ("x,a\n\n\n", "tchart: data.csv: no data rows after the header"),
    ("x,a,a\n1,2,3\n", "tchart: data.csv:1:3: duplicate column name 'a'"),
    ("x\n1\n2\n", "tchart: data.csv:1: no data columns besides x"),
    ("\n\nx\n1\n", "tchart: data.csv:3: no data columns besides x"),
    ("\r\rx\r1\r", "tchart: data.csv:3: no data columns besides x"),
    ("\r\n\r\nx,a\r\n1,2\r\n2,q\r\n", "tchart: data.csv:5:2: 'q' is not a number"),
    ("x,label\n1,a\n", "tchart: data.csv: no numeric data columns"),
    ("x,a\n1,\n2,zz\n", "tchart: data.csv: no numeric data columns"),
    ("x,a\n,2\n", "tchart: data.csv:2:1: missing x value"),
    ("x,a\n1,2\nabc,3\n", "tchart: data.csv:3:1: 'abc' is not a number"),
    ("x,a\n2019-01-01,2\n5,3\n", "tchart: data.csv:3:1: '5' is not a date"),
    (
      "week,a\n1991 W54,2\n",
      "tchart: data.csv:2:1: '1991 W54' is not a date or number: x is column 'week' (no time "
        + "column found); name x with --x COLUMN"
    ),
    ("x,a\n1,\"2\n", "tchart: data.csv:2:2: unterminated quoted field"),
    ("x,\"a\n", "tchart: data.csv:1:2: unterminated quoted field"),
    ("x,a\n1,\"2\"x\n", "tchart: data.csv:2:2: unexpected text after a closing quote"),
    ("x,a\n1,1e999\n", "tchart: data.csv:2:2: number is too large (not finite)"),
    ("x,a\n1e999,1\n", "tchart: data.csv:2:1: number is too large (not finite)"),
    ("x,\"a\nb\"\n1,2\n2,zz\n", "tchart: data.csv:4:2: 'zz' is not a number"),
    ("x,a\n1,2\n2,\"z\nz\"\n", "tchart: data.csv:3:2: 'z\\nz' is not a number"),
    ("x,a\n1,2\n2,\"z\u{1B}[31m\"\n", "tchart: data.csv:3:2: 'z\\u{1B}[31m' is not a number"),
    ("x,a\n1,\"a\nb\",\n", "tchart: data.csv:2:3: expected 2 fields, found 3"),
    (
      "x,a\n1,2\n2,abcdefghijklmnopqrstuvwxyz0123456789\n",
      "tchart: data.csv:3:2: 'abcdefghijklmnopqrstuvwxyz01234…' is not a number"
    ),
  ])
  func rejectsWithLineAndColumn(text: String, expected: String) {
    #expect(loadMessage(text, file: "data.csv") == expected)
  }

  @Test(arguments: [
    ("x,a\n1,2\n1,3\n", "tchart: data.csv:3:1: x is not increasing: 1 follows 1"),
    ("x,a\n1,2\n0.5,3\n", "tchart: data.csv:3:1: x is not increasing: 0.5 follows 1"),
    (
      "d,a\n2019-01-02,2\n2019-01-01,3\n",
      "tchart: data.csv:3:1: x is not increasing: 2019-01-01T00:00:00Z follows 2019-01-02T00:00:00Z"
    ),
  ])
  func strictRefusesXThatIsNotIncreasing(text: String, expected: String) {
    var options = LoadOptions()
    options.strict = true
    #expect(loadMessage(text, file: "data.csv", options: options) == expected)
    #expect(loadMessage(text, file: "data.csv") == nil)
  }

  @Test func tooManyColumns() {
    let header = (0...CSVHeader.maximumColumns).map { "c\($0)" }.joined(separator: ",")
    #expect(
      loadMessage(header + "\n", file: "data.csv")
        == "tchart: data.csv:1:4097: too many columns (at most 4096)")
  }

  @Test func missingNamedXColumn() {
    #expect(
      loadMessage("a,b\n1,2\n", file: "data.csv", xColumn: "time")
        == "tchart: data.csv:1: no column named 'time' for --x (the columns: a, b)")
  }

  /// A mistyped column name: the closest names, then the columns (the first 12 of many).
  @Test func aMistypedColumnSaysTheClosestNameAndTheColumns() {
    let header = "time,value," + (1...20).map { "c\($0)" }.joined(separator: ",")
    let row = (1...22).map(String.init).joined(separator: ",")
    #expect(
      loadMessage("\(header)\n\(row)\n", file: "data.csv", xColumn: "tmie")
        == "tchart: data.csv:1: no column named 'tmie' for --x: did you mean 'time'?"
        + " (the columns: time, value, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, … (22))")
  }

  /// `--y 'mean(a)'` is no column and no derived line: a usage error (exit 64) with the forms
  /// the guide promises.
  @Test func aMistypedDerivedLineListsTheForms() throws {
    for term in ["mean(a)", "a -", "rate(a"] {
      var options = LoadOptions()
      options.yColumn = term
      do {
        _ = try loadResult("t,a,b\n1,2,3\n2,3,4\n", options: options)
        Issue.record("\(term) loaded")
      } catch {
        #expect(
          error.description
            == "tchart: data.csv:1: no column named '\(term)' for --y (the columns: t, a, b); "
            + "a derived line is one of: rate(y) deriv(y) diff(y) cumsum(y) avg(y,20) avg(y,5m) "
            + "log(y) ratio(a,b) a - b")
        #expect(error.exitCode == 64)
      }
    }
  }

  @Test func aTextXNamedByTheUserIsNotExplained() {
    #expect(
      loadMessage("week,a\n1991 W54,2\n", file: "data.csv", xColumn: "week")
        == "tchart: data.csv:2:1: '1991 W54' is not a date or number")
  }

  @Test func errorDeepInALargeFileNamesItsLine() {
    var text = "x,y0,y1\n"
    for row in 0..<20_000 { text += "\(row),\(row).5,1\n" }
    text += "20000,1,abc\n"
    #expect(
      loadMessage(text, file: "data.csv") == "tchart: data.csv:20002:3: 'abc' is not a number")
  }
}
