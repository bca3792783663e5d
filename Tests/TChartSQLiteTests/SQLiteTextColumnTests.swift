import TChartCells
import TChartData
import TChartExplorer
import TChartSQLite
import TChartSources
import Testing

/// Tables as `sqlite3`'s `.import` makes them (every column `TEXT`, empty cells as `''`): x
/// holding numbers or ISO dates as text is read through SQLite's conversions, any other text
/// x is one line naming the table, column, value and row (65), and nothing traps.
@Suite("SQLite text columns")
struct SQLiteTextColumnTests {
  /// A table `t` with `TEXT` columns `x`, `a`, `b` holding `rows` as text (`nil` is `''`).
  static func imported(_ rows: [(String, String, String)]) throws -> TestDatabase {
    let database = TestDatabase()
    let values = rows.map { "('\($0.0)', '\($0.1)', '\($0.2)')" }.joined(separator: ", ")
    try database.run(
      #"CREATE TABLE t ("x" TEXT, "a" TEXT, "b" TEXT); INSERT INTO t VALUES "# + values)
    return database
  }

  /// The chart set `tchart render` draws of `x` and `a,b` of the table.
  static func chartSet(_ database: TestDatabase, x: String = "x", filter: String? = nil)
    throws(SourceError) -> (SourceDescription, ChartSet)
  {
    let backend = try SQLiteSeriesBackend(
      SQLiteTableOptions(path: database.path, table: "t", x: x, y: ["a", "b"], filter: filter))
    let description = try backend.describe()
    var options = ExplorerOptions()
    options.size = Size(width: 80, height: 24)
    let chart = try TableFrameFetch.chartSet(
      backend: backend, description: description, options: options)
    return (description, chart)
  }

  @Test("numbers as text: x in numeric order (not text order: '10' after '9'), values read")
  func numbersAsText() throws {
    let database = try Self.imported(
      (5...20).map { ("\($0)", "\($0 * 3)", $0 == 7 ? "NA" : "\($0).5") })
    let (description, chart) = try Self.chartSet(database)
    #expect(description.xKind == .number)
    #expect(description.rowCount == 16)
    #expect(description.first?.x == 5)
    #expect(description.last?.x == 20)
    #expect(chart.x == (5...20).map(Double.init))
    #expect(chart.lines[0].values == (5...20).map { Double($0 * 3) })
    #expect(chart.lines[1].values[0] == 5.5)
    #expect(chart.lines[1].values[2].isNaN, "'NA' is a gap")
    let state = try ExplorerState(chartSets: [chart], options: ExplorerOptions())
    #expect(state.shown.windowXRange == 5...20)
  }

  @Test("ISO dates as text (with or without a time, - or /) are a time axis in Unix seconds")
  func datesAsText() throws {
    let database = try Self.imported([
      ("2024-03-08", "1", "2"), ("2024-03-08 14:05:30", "3", "4"),
      ("2024-03-09T00:00:00Z", "5", "6"), ("2024/03/10 12:00", "7", "8"),
    ])
    let (description, chart) = try Self.chartSet(database)
    #expect(description.xKind == .time)
    #expect(chart.x == [1_709_856_000, 1_709_906_730, 1_709_942_400, 1_710_072_000])
    #expect(chart.lines[0].values == [1, 3, 5, 7])
    #expect(chart.lines[1].values == [2, 4, 6, 8])
  }

  @Test("blank x cells ('' as .import stores them) are no rows")
  func blankX() throws {
    let database = try Self.imported([("1", "10", ""), ("", "20", ""), ("3", "30", "")])
    let (description, chart) = try Self.chartSet(database)
    #expect(description.rowCount == 2)
    #expect(chart.x == [1, 3])
    #expect(chart.lines[0].values == [10, 30])
    #expect(chart.lines[1].values.allSatisfy { $0.isNaN })
  }

  @Test("an x of other text is exit 65 naming the table, column, value and row")
  func otherText() throws {
    let database = try Self.imported([("1974Q1", "1", "2"), ("1974Q2", "3", "4")])
    do {
      _ = try Self.chartSet(database)
      Issue.record("read")
    } catch {
      #expect(error.exitCode == 65)
      #expect(
        error.description
          == "tchart: \(database.path): table 't' column 'x': '1974Q1' (row 1) is not a number"
          + " or an ISO date (YYYY-MM-DD[ HH:MM[:SS]]): choose another --x, or leave such rows"
          + " out with --where")
    }
  }

  @Test("--where leaves the other text out: the rest is read")
  func otherTextFiltered() throws {
    let database = try Self.imported([("total", "9", "9"), ("2", "3", "4"), ("1", "1", "2")])
    let (_, chart) = try Self.chartSet(database, filter: "x != 'total'")
    #expect(chart.x == [1, 2])
    #expect(chart.lines[0].values == [1, 3])
  }

  @Test("a date that is not a date ('2024-13-45') is the one-line error, not a NaN")
  func badDate() throws {
    let database = try Self.imported([("2024-03-08", "1", "2"), ("2024-13-45", "3", "4")])
    do {
      _ = try Self.chartSet(database)
      Issue.record("read")
    } catch {
      #expect(error.exitCode == 65)
      #expect(error.description.contains("'2024-13-45' (row 2) is not a number or an ISO date"))
    }
  }

  @Test("the statistics count numbers as text as values")
  func totals() throws {
    let database = try Self.imported([("1", "10", "x"), ("2", "20", ""), ("3", "NA", "5")])
    let backend = try SQLiteSeriesBackend(
      SQLiteTableOptions(path: database.path, table: "t", x: "x", y: ["a", "b"]))
    let totals = try backend.totals(lower: 0, upper: 10)
    #expect(totals[0] == SampleTotal(sum: 30, values: 2, gaps: 1))
    #expect(totals[1] == SampleTotal(sum: 5, values: 1, gaps: 2))
  }

  @Test("a long table (--series) with text x and values")
  func longTable() throws {
    let database = try Self.imported([
      ("2", "cpu", "5"), ("10", "cpu", "7"), ("2", "mem", "1"), ("10", "mem", "3"),
    ])
    let backend = try SQLiteSeriesBackend(
      SQLiteTableOptions(path: database.path, table: "t", x: "x", y: ["b"], series: "a"))
    let description = try backend.describe()
    #expect(description.lineNames == ["cpu", "mem"])
    let chart = try TableFrameFetch.chartSet(
      backend: backend, description: description, options: ExplorerOptions())
    #expect(chart.x == [2, 10])
    #expect(chart.lines.map(\.values) == [[5, 7], [1, 3]])
  }
}
