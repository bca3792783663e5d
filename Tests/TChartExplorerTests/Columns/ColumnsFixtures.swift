import TChartCSV
import TChartCells
import TChartData
import TChartLoading

@testable import TChartExplorer

/// Files in the shapes of real exports, loaded as the explorer opens them, for the columns
/// sheet's tests.
enum ColumnsFixtures {
  /// A tracker's export: two date columns, the second read as text, and a value.
  static let dates = """
    created,updated,value
    2024-01-01,2024-01-31,27
    2024-01-02,2024-02-02,82
    2024-01-03,2024-02-04,18
    2024-01-04,2024-02-06,42

    """

  /// A database's export of days written `YYMMDD`, which the loader reads as `YYYYMMDD`
  /// (year 85): the sheet's `f` offers `%y%m%d`.
  static let compactDays = """
    "","Day","Passengers"
    "1","850101",112
    "2","850201",118
    "3","850301",132

    """

  /// R's `write.csv` of a monthly `ts`: a row-name column, months as `1960 Jan`.
  static let months = """
    "","Month","Passengers","Other"
    "1","1960 Jan",112,1
    "2","1960 Feb",118,2
    "3","1960 Mar",132,3

    """

  /// `text` loaded with `options` as the file `file`.
  static func load(_ text: String, file: String = "data.csv", options: LoadOptions = LoadOptions())
    throws -> LoadResult
  {
    try ChartLoader.parse(bytes: Array(text.utf8), file: file, options: options)
  }

  /// The explorer on `text` as `tchart data.csv` opens it: its columns sheet may read it again.
  static func state(_ text: String, size: Size = Size(width: 80, height: 24)) throws
    -> ExplorerState
  {
    let result = try load(text)
    var options = ExplorerOptions()
    options.size = size
    options.animates = false
    options.reading = FileReading(path: "data.csv", columns: result.columns, choice: ColumnChoice())
    return try ExplorerState(chartSets: result.chartSets, options: options)
  }
}
