import Testing

@testable import TChartCSV
@testable import TChartData
@testable import TChartLoading

/// `r`'s rows: a file's rows around a sample found again by x, read as the load read it.
@Suite struct SourceRowsReaderTests {
  /// The rows of `text` around the x of `sample` of the loaded chart set, `context` each side.
  private func rows(
    _ text: String, sample: Int, context: Int = 1, options: LoadOptions = LoadOptions()
  ) throws -> (SourceRows, ChartSet) {
    var folder = TemporaryFolder()
    defer { folder.remove() }
    let path = folder.file("data.csv", text)
    let result = try ChartLoader.load(path: path, options: options)
    let source = try #require(result.columns.first?.first { $0.role == .x })
    let chart = result.chartSets[0]
    let query = SourceRowsQuery(
      path: path, options: options, xField: source.index, xName: source.name,
      xReading: source.reading, x: chart.xValue(at: sample), context: context)
    return (try SourceRowsReader.read(query), chart)
  }

  @Test func theDatesStayAsTheFileWritesThem() throws {
    let text = "date,sales,note\n2019-03-07,1.5,a\n2019-03-08,2,\"b, quoted\"\n2019-03-09,3,c\n"
    let (found, _) = try rows(text, sample: 1)
    #expect(found.header == ["date", "sales", "note"])
    #expect(
      found.rows.map(\.cells) == [
        ["2019-03-07", "1.5", "a"], ["2019-03-08", "2", "b, quoted"], ["2019-03-09", "3", "c"],
      ])
    #expect(found.rows.map(\.line) == [2, 3, 4])
    #expect(found.matched == 1..<2)
  }

  /// A sorted file: the rows before the nearest, it and those after, at the ends too.
  @Test func aSortedFileKeepsTheRowsAroundTheNearestAtTheEndsToo() throws {
    let text = "t,v\n" + (1...20).map { "\($0),\($0 * 10)" }.joined(separator: "\n") + "\n"
    let (middle, _) = try rows(text, sample: 9, context: 2)
    #expect(middle.rows.map { $0.cells[0] } == ["8", "9", "10", "11", "12"])
    #expect(middle.matched == 2..<3)
    let (last, _) = try rows(text, sample: 19, context: 2)
    #expect(last.rows.map { $0.cells[0] } == ["18", "19", "20"])
    #expect(last.matched == 2..<3)
    let (first, _) = try rows(text, sample: 0, context: 2)
    #expect(first.rows.map { $0.cells[0] } == ["1", "2", "3"])
    #expect(first.matched == 0..<1)
  }

  /// Unsorted rows are sorted by the load; the sample still finds its row in the file.
  @Test func anUnsortedFileFindsTheRowWhereItIs() throws {
    let text = "t,v\n3,30\n1,10\n2,20\n5,50\n4,40\n"
    let (found, chart) = try rows(text, sample: 1, context: 1)
    #expect(chart.xValue(at: 1) == 2)
    #expect(found.rows.map(\.cells) == [["1", "10"], ["2", "20"], ["5", "50"]])
    #expect(found.matched == 1..<2)
  }

  /// `--where` drops rows: a dropped row at the same x is never the one matched.
  @Test func rowsTheFilterDropsAreNotMatched() throws {
    let text = "day,region,v\n2024-01-01,EU,1\n2024-01-01,US,7\n2024-01-02,US,8\n2024-01-02,EU,2\n"
    var options = LoadOptions()
    options.rowFilter = try RowFilter(parsing: "region = EU")
    options.seriesColumn = nil
    let (found, _) = try rows(text, sample: 1, context: 1, options: options)
    let matched = found.matched.map { found.rows[$0].cells }
    #expect(matched == [["2024-01-02", "EU", "2"]])
  }

  /// A long table: every series' row at the sample's x is matched.
  @Test func aLongTableMatchesEverySeriesRowAtTheX() throws {
    let text =
      "date,city,temp\n2024-01-01,Oslo,1\n2024-01-01,Rome,9\n2024-01-02,Oslo,2\n2024-01-02,Rome,10\n"
    var options = LoadOptions()
    options.seriesColumn = "city"
    let (found, _) = try rows(text, sample: 1, context: 0, options: options)
    #expect(found.matched.map { found.rows[$0].cells[1] } == ["Oslo", "Rome"])
    #expect(found.rows.allSatisfy { $0.cells[0] == "2024-01-02" })
  }

  @Test func unixMillisecondsAndSlashDatesReadAsTheLoadReadThem() throws {
    let millis = "timestamp,v\n1700000000000,1\n1700000060000,2\n1700000120000,3\n"
    let (found, _) = try rows(millis, sample: 2, context: 0)
    #expect(found.matched.map { found.rows[$0].cells[0] } == ["1700000120000"])
    let slashes = "day,v\n13/01/2024,1\n14/01/2024,2\n15/01/2024,3\n"
    let (dayFirst, _) = try rows(slashes, sample: 1, context: 0)
    #expect(dayFirst.matched.map { dayFirst.rows[$0].cells[0] } == ["14/01/2024"])
  }

  /// A table read without a header (its first line is data) has no header to find x by.
  @Test func aHeaderlessTableHasNoRowsToFindAgain() throws {
    var folder = TemporaryFolder()
    defer { folder.remove() }
    let path = folder.file("data.csv", "1,10\n2,20\n3,30\n")
    let result = try ChartLoader.load(path: path, options: LoadOptions())
    let source = try #require(result.columns.first?.first { $0.role == .x })
    let query = SourceRowsQuery(
      path: path, options: LoadOptions(), xField: source.index, xName: source.name,
      xReading: source.reading, x: 2, context: 1)
    #expect(throws: LoadError.self) { try SourceRowsReader.read(query) }
  }

  /// A newer read stops an older one still scanning; the newest runs to its end.
  @Test func aNewerReadStopsAnOlderOne() throws {
    var folder = TemporaryFolder()
    defer { folder.remove() }
    let text = "t,v\n" + (1...70_000).map { "\($0),1" }.joined(separator: "\n") + "\n"
    let path = folder.file("data.csv", text)
    var query = SourceRowsQuery(
      path: path, options: LoadOptions(), xField: 0, xName: "t", xReading: .number, x: 69_000,
      context: 1)
    query.generation = 7
    SourceRowsReader.supersede(with: 8)
    #expect(throws: LoadError.self) { try SourceRowsReader.read(query) }
    SourceRowsReader.supersede(with: 7)
    #expect(
      try SourceRowsReader.read(query).rows.map { $0.cells[0] } == ["68999", "69000", "69001"])
  }

  @Test func aJSONFileSaysItsRowsAreNotATable() throws {
    var folder = TemporaryFolder()
    defer { folder.remove() }
    let path = folder.file("data.json", "[{\"t\": 1, \"v\": 2}]")
    let query = SourceRowsQuery(
      path: path, options: LoadOptions(), xField: 0, xName: "t", xReading: .number, x: 1,
      context: 1)
    #expect(throws: LoadError.self) { try SourceRowsReader.read(query) }
  }
}
