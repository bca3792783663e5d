import TChartCells
import TChartData
import TChartExplorer
import TChartSQLite
import TChartSources
import TChartTime
import Testing

/// `--input-tz` on an SQLite table whose x is ISO date text (issue 30): texts without an offset
/// are Berlin wall-clock times across both changes, those with `Z` or an offset as written;
/// an x of numbers is not read in the zone (the command line says so).
@Suite("SQLite: --input-tz")
struct SQLiteInputZoneTests {
  static let berlin = DisplayTimeZone(
    rules: ZoneRules(name: "Europe/Berlin", posix: "CET-1CEST,M3.5.0,M10.5.0/3")!,
    label: "Europe/Berlin")

  static func utc(_ month: Int, _ day: Int, _ hour: Int, _ minute: Int = 0) -> Double {
    Double(CivilTime.days(year: 2024, month: month, day: day) * 86_400 + hour * 3600 + minute * 60)
  }

  func chart(_ database: TestDatabase, zone: DisplayTimeZone?) throws -> (Bool, ChartSet) {
    var options = SQLiteTableOptions(path: database.path, table: "t", x: "x", y: ["a", "b"])
    options.inputZone = zone
    let backend = try SQLiteSeriesBackend(options)
    let description = try backend.describe()
    var explorer = ExplorerOptions()
    explorer.size = Size(width: 80, height: 24)
    let chart = try TableFrameFetch.chartSet(
      backend: backend, description: description, options: explorer)
    #expect(description.first?.x == chart.x.first && description.last?.x == chart.x.last)
    return (backend.readsInputZone, chart)
  }

  @Test func dateTextAcrossBothChangesIsReadInTheZone() throws {
    // One table per change: hours apart, each row has a dot column of its own in the frame.
    let spring = try SQLiteTextColumnTests.imported([
      ("2024-03-31 01:30", "1", "2"), ("2024-03-31 03:30", "3", "4"),
      ("2024-03-31 05:00Z", "5", "6"),
    ])
    let (reads, springChart) = try chart(spring, zone: Self.berlin)
    #expect(reads)
    #expect(springChart.x == [Self.utc(3, 31, 0, 30), Self.utc(3, 31, 1, 30), Self.utc(3, 31, 5)])
    #expect(springChart.lines[0].values == [1, 3, 5])
    let autumn = try SQLiteTextColumnTests.imported([
      ("2024-10-27 01:30", "7", "8"), ("2024-10-27T03:30:00", "9", "10"),
      ("2024-10-27T04:00:00+01:00", "11", "12"),
    ])
    let (_, autumnChart) = try chart(autumn, zone: Self.berlin)
    #expect(
      autumnChart.x == [Self.utc(10, 26, 23, 30), Self.utc(10, 27, 2, 30), Self.utc(10, 27, 3)])
    #expect(autumnChart.lines[0].values == [7, 9, 11])
    // Without the zone the texts are UTC.
    let (plainReads, plain) = try self.chart(spring, zone: nil)
    #expect(!plainReads)
    #expect(plain.x == [Self.utc(3, 31, 1, 30), Self.utc(3, 31, 3, 30), Self.utc(3, 31, 5)])
  }

  @Test func aWindowOfTheZonedTableHoldsItsRows() throws {
    let database = try SQLiteTextColumnTests.imported(
      (0..<48).map { hour in
        let day = 30 + hour / 24
        let text = "2024-03-\(day) \(hour % 24 < 10 ? "0" : "")\(hour % 24):15"
        return (text, "\(hour)", "\(hour * 2)")
      })
    var options = SQLiteTableOptions(path: database.path, table: "t", x: "x", y: ["a", "b"])
    options.inputZone = Self.berlin
    let backend = try SQLiteSeriesBackend(options)
    // 2024-03-31 02:15 never happened in Berlin: read with the offset before the gap (03:15
    // CEST, 01:15Z), as the CSV loader reads it.
    let rows = try backend.rowsAround(x: Self.utc(3, 31, 1, 15), lines: [0])
    #expect(rows.contains { $0.x == Self.utc(3, 31, 1, 15) })
  }

  @Test func numbersAreNotReadInTheZone() throws {
    let database = try SQLiteTextColumnTests.imported([
      ("1711848600", "1", "2"), ("1711852200", "3", "4"),
    ])
    let (reads, chart) = try chart(database, zone: Self.berlin)
    #expect(!reads)
    #expect(chart.x == [1_711_848_600, 1_711_852_200])
  }
}
