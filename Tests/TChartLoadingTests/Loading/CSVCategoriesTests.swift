import TChartTesting
import Testing

@_spi(Benchmarks) @testable import TChartCSV
@testable import TChartData
@testable import TChartLoading

/// Issue 41: a text x with no time (`state,population`, `name,value` rows, `du -s *`) is read as
/// categories: one sample per name in file order, its values summed over the rows sharing it,
/// drawn as bars. Headers still read as headers; a headerless file of names beside numbers
/// reads its first line as data.
@Suite struct CSVCategoriesTests {
  @Test func aHeaderlessFileOfNamesAndNumbersIsCategories() throws {
    let result = try loadResult("a,3\nbb,10\nccc,7\n", file: "-")
    let chart = result.chartSets[0]
    #expect(chart.categories == ["a", "bb", "ccc"])
    #expect(chart.x == [0, 1, 2] && chart.xKind == .number)
    #expect(chart.lines.map(\.name) == ["2"] && chart.lines[0].values == [3, 10, 7])
    #expect(
      result.notes.map(\.message) == [
        "no header: the first line is data, the columns named 1, 2, …; x is the names in column 1"
      ])
    let x = try #require(result.columns.first?.first)
    #expect(x.reading == .label && x.role == .x && x.reason == "categories: text, no time column")
  }

  @Test func duOutputNamesItsRowsLast() throws {
    let chart = try loadResult("4\tfoo\n128\tbar\n12\tbaz\n", file: "-").chartSets[0]
    #expect(chart.categories == ["foo", "bar", "baz"])
    #expect(chart.lines[0].values == [4, 128, 12])
  }

  /// A stream of categories is told by its first two lines (the explorer then reads it whole):
  /// names beside numbers, or a header over a row named by text; it waits for the second.
  @Test func aStreamOfCategoriesIsToldByItsFirstLines() {
    func starts(_ text: String, whole: Bool = false) -> Bool? {
      Array(text.utf8).withUnsafeBufferPointer { CategoryLines.start($0, whole: whole) }
    }
    #expect(starts("4\tfoo\n12") == nil)
    #expect(starts("4\tfoo\n12\tbar\n") == true)
    #expect(starts("4\tfoo\n", whole: true) == false)
    #expect(starts("state,pop\nOh") == nil)
    #expect(starts("state,pop\nOhio,3\n") == true)
    #expect(starts("time,v\n2024-01-01,3\n") == false)
    #expect(starts("host,time,v\nweb,2024-01-01,3\n") == false)
    #expect(starts("1,2\n3,4\n") == false)
    #expect(starts("r b swpd\n1 0 0\n") == false)
  }

  @Test func headersStillReadAsHeaders() throws {
    let named = try loadResult("state,population\nAlabama,5.1\nAlaska,0.7\n")
    #expect(named.chartSets[0].categories == ["Alabama", "Alaska"])
    #expect(named.chartSets[0].lines.map(\.name) == ["population"])
    #expect(named.notes.map(\.message) == ["x is the categories in 'state'"])
    let times = try loadResult("t,v\n1,2\n2,3\n").chartSets[0]
    #expect(times.categories == nil && times.lines.map(\.name) == ["v"] && times.x == [1, 2])
    // Periods as columns: the header's years name columns, the table is pivoted as before.
    let periods = try loadResult("country,1999,2000\nFRA,1,2\nDEU,3,4\n").chartSets[0]
    #expect(periods.categories == nil && periods.lines.map(\.name) == ["FRA", "DEU"])
    // Column numbers name columns too.
    let numbered = try loadResult("name,1,2\nfoo,3,4\nbar,5,6\n").chartSets[0]
    #expect(numbered.categories == ["foo", "bar"] && numbered.lines.map(\.name) == ["1", "2"])
    // A headerless first line of dates and numbers is no row of names.
    let dates = try loadResult("day,v\n2024-01-01,3\n2024-01-02,4\n").chartSets[0]
    #expect(dates.categories == nil && dates.count == 2)
  }

  @Test func repeatedNamesAreSummedWithANote() throws {
    let result = try loadResult("host,cpu,mem\nweb,1,\ndb,2,\nweb,3,5\ncache,,\n")
    let chart = result.chartSets[0]
    #expect(chart.categories == ["web", "db", "cache"])
    #expect(chart.lines[0].values[2].isNaN)
    #expect(Array(chart.lines[0].values.prefix(2)) == [4, 2])
    #expect(chart.lines[1].values[0] == 5 && chart.lines[1].values[1].isNaN)
    #expect(
      result.notes.map(\.message).contains(
        "1 row repeats a name of 'host': the values summed per name"))
  }

  @Test func aLongTableGivesALinePerSeries() throws {
    var options = LoadOptions()
    options.seriesColumn = "metric"
    let text = "state,metric,value\nOhio,cases,3\nOhio,deaths,1\nIowa,cases,5\nIowa,deaths,2\n"
    let chart = try loadResult(text, options: options).chartSets[0]
    #expect(chart.categories == ["Ohio", "Iowa"])
    #expect(chart.lines.map(\.name) == ["cases", "deaths"])
    #expect(chart.lines[0].values == [3, 5] && chart.lines[1].values == [1, 2])
  }

  @Test func aNamedTextXIsCategories() throws {
    var options = LoadOptions()
    options.xColumn = "name"
    let chart = try loadResult("v,name\n3,b\n4,a\n", options: options).chartSets[0]
    #expect(chart.categories == ["b", "a"] && chart.lines[0].values == [3, 4])
  }

  @Test func parallelChunksReadAsTheSequentialRead() throws {
    var text = "name,v\n"
    for row in 0..<5_000 { text += "n\(row % 37),\(row)\n" }
    var sequential = LoadOptions()
    sequential.chunking.workers = 1
    var parallel = LoadOptions()
    parallel.chunking.workers = 3
    parallel.chunking.parallelFrom = 0
    parallel.chunking.prefixBytes = 1_000
    parallel.chunking.chunkBytes = 4_000
    let one = try loadResult(text, options: sequential).chartSets[0]
    let many = try loadResult(text, options: parallel).chartSets[0]
    #expect(one.categories?.count == 37 && one == many)
  }

  @Test func theArchiveKeepsTheCategories() throws {
    let chart = try loadResult("a,3\nbb,10\nccc,7\n", file: "-").chartSets[0]
    let back = try ArchiveRoundTrip.readBack([chart], name: "categories")
    #expect(back[0].categories == ["a", "bb", "ccc"] && back[0] == chart)
  }
}
