import Testing

@_spi(Benchmarks) @testable import TChartCSV

/// Long tables as real exports write them: an index column first (pandas, R), two key columns,
/// `--series a,b`, `--where`, the note on x repeating within a series.
@Suite struct CSVLongWholeTests {
  static let states = ["Alabama", "Alaska", "Arizona"]
  static let diseases = ["measles", "polio"]

  /// CDC-style `,state,disease,week,cases` as pandas' `to_csv()` writes it: the index first,
  /// header empty; per state and disease, weeks 1…4.
  static var cdc: String {
    var text = ",state,disease,week,cases\n"
    var index = 0
    for (s, state) in states.enumerated() {
      for (d, disease) in diseases.enumerated() {
        for week in 1...4 {
          text += "\(index),\(state),\(disease),\(week),\(s * 100 + d * 10 + week)\n"
          index += 1
        }
      }
    }
    return text
  }

  /// cars-like `rownames,Name,Origin,Year,MPG` (R's write.csv): origins interleaved.
  static let cars = """
    rownames,Name,Origin,Year,MPG
    1,chevrolet chevelle,USA,1970,18
    2,toyota corona,Japan,1970,24
    3,vw 1131,Europe,1970,26
    4,ford torino,USA,1971,17
    5,datsun pl510,Japan,1971,27
    6,peugeot 504,Europe,1972,25
    7,amc hornet,USA,1972,18

    """

  func options(series: String? = nil, y: String? = nil, x: String? = nil, filter: String? = nil)
    throws -> LoadOptions
  {
    var options = LoadOptions(xColumn: x)
    options.seriesColumn = series
    options.yColumn = y
    options.rowFilter = try filter.map { try RowFilter(parsing: $0) }
    return options
  }

  @Test func theHintFiresWhenAnIndexComesFirst() throws {
    // A note, not an error: an index beside a category also fits wide files (iris).
    let result = try loadResult(Self.cdc, file: "cdc.csv")
    #expect(
      result.notes.map(\.description).contains(
        "tchart: cdc.csv: looks like long layout; try --series state"))
    #expect(result.chartSets[0].lines.map(\.name) == ["week", "cases"])
  }

  @Test func seriesOfAnIndexedFileOverlayByRowNumber() throws {
    let result = try loadResult(
      Self.cars, file: "cars.csv", options: options(series: "Origin", y: "MPG", x: "rownames"))
    let set = result.chartSets[0]
    #expect(set.lines.map(\.name) == ["USA", "Japan", "Europe"])
    #expect(set.x == [1, 2, 3])
    #expect(set.lines[0].values == [18, 17, 18])
    #expect(Array(set.lines[1].values.prefix(2)) == [24, 27])
    #expect(set.lines[1].values[2].isNaN && set.lines[2].values[2].isNaN)
    #expect(Array(set.lines[2].values.prefix(2)) == [26, 25])
    #expect(
      result.notes.map(\.message).contains(
        "x 'rownames' counts the rows: the series overlaid by row number within each"))
  }

  @Test func twoSeriesColumnsMakeOneLinePerCombination() throws {
    let result = try loadResult(
      Self.cdc, file: "cdc.csv", options: options(series: "state,disease", y: "cases", x: "week"))
    let set = result.chartSets[0]
    #expect(set.x == [1, 2, 3, 4])
    #expect(
      set.lines.map(\.name) == [
        "Alabama · measles", "Alabama · polio", "Alaska · measles", "Alaska · polio",
        "Arizona · measles", "Arizona · polio",
      ])
    #expect(set.lines[3].values == [111, 112, 113, 114])
    #expect(set.lines[5].values.first == 211 && set.lines[5].values.last == 214)
    #expect(!result.notes.contains { $0.message.hasPrefix("x repeats") })
  }

  @Test func xRepeatingWithinASeriesNamesTheColumnThatTellsRowsApart() throws {
    let result = try loadResult(
      Self.cdc, file: "cdc.csv", options: options(series: "state", y: "cases", x: "week"))
    #expect(
      result.notes.map(\.message).contains(
        "x repeats within 'Alabama' (2 rows per x): add --series state,disease or --where disease=measles"
      ))
    #expect(result.chartSets[0].x == [1, 1, 2, 2, 3, 3, 4, 4])
  }

  @Test func whereKeepsTheRowsOfATextColumn() throws {
    let result = try loadResult(
      Self.cdc, file: "cdc.csv",
      options: options(
        series: "state", y: "cases", x: "week", filter: "disease = polio and week >= 2"))
    let set = result.chartSets[0]
    #expect(set.x == [2, 3, 4])
    #expect(set.lines.map(\.name) == Self.states)
    #expect(set.lines[1].values == [112, 113, 114])
    #expect(result.notes.map(\.message).contains("--where kept 9 of 24 rows"))
    #expect(!result.notes.contains { $0.message.hasPrefix("x repeats") })
  }

  @Test func whereDropsASeriesWhoseRowsAllGo() throws {
    let result = try loadResult(
      Self.cdc, file: "cdc.csv",
      options: options(
        series: "state", y: "cases", x: "week", filter: "state != 'Alaska' and disease=measles"))
    #expect(result.chartSets[0].lines.map(\.name) == ["Alabama", "Arizona"])
    #expect(result.chartSets[0].lines[1].values == [201, 202, 203, 204])
  }

  @Test func whereOnWideFilesComparesNumbersAndDates() throws {
    let text =
      "date,cpu,mem\n2024-01-01,5,50\n2024-01-02,15,40\n2024-01-03,25,30\n2024-01-04,35,20\n"
    let byDate = try loadResult(
      text, options: options(filter: "date >= 2024-01-02 and date < '2024-01-04'"))
    #expect(byDate.chartSets[0].x == [1_704_153_600, 1_704_240_000])
    let byValue = try loadResult(text, options: options(filter: "cpu > 10 and mem != '30'"))
    #expect(byValue.chartSets[0].lines[0].values == [15, 35])
    #expect(byValue.chartSets[0].lines.map(\.name) == ["cpu", "mem"])
  }

  @Test func stocksFilteredToTwoSymbols() throws {
    var text = "symbol,date,price\n"
    for symbol in ["MSFT", "AMZN", "IBM"] {
      for day in 1...3 { text += "\(symbol),Jan \(day) 2000,\(symbol.count * 10 + day)\n" }
    }
    let set = try loadResult(
      text, options: options(series: "symbol", filter: "symbol != IBM and price > 41")
    ).chartSets[0]
    #expect(set.lines.map(\.name) == ["MSFT", "AMZN"])
    #expect(set.lines[0].values == [42, 43])
    #expect(set.x.count == 2)
  }

  @Test(arguments: [
    (
      "nope = 1",
      "tchart: data.csv:1: no column named 'nope' for --where"
        + " (the columns: column 1, state, disease, week, cases)"
    ),
    ("cases = many", "tchart: data.csv: --where: column 'cases' holds numbers; 'many' is not one"),
    ("week > 9", "tchart: data.csv: no row matches --where week > 9"),
  ])
  func whereMistakesAreOneLine(filter: String, message: String) throws {
    #expect(
      loadMessage(
        Self.cdc, options: try options(series: "state", y: "cases", x: "week", filter: filter))
        == message)
  }

  @Test func whereOnContestJSONIsAUsageError() throws {
    var options = LoadOptions()
    options.rowFilter = try RowFilter(parsing: "a = 1")
    #expect(
      loadMessage(contestChart(), file: "c.json", options: options)
        == "tchart: c.json: --where applies to CSV and TSV files only")
  }

  @Test func whereOnATextColumnReadInParallelChunks() throws {
    var options = try options(series: "state", y: "cases", x: "week", filter: "disease=polio")
    let expected = try loadResult(Self.cdc, options: options)
    options.chunking.workers = 3
    options.chunking.parallelFrom = 0
    for chunk in [16, 40, 100] {
      options.chunking.prefixBytes = chunk
      options.chunking.chunkBytes = chunk
      #expect(try loadResult(Self.cdc, options: options) == expected)
    }
  }
}
