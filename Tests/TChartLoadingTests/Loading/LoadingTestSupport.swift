@testable import TChartCSV
@testable import TChartData
@testable import TChartLoading

/// The one-line message loading `text` gives, or `nil` when it loads.
func loadMessage(_ text: String, file: String = "f.json", xColumn: String? = nil) -> String? {
  do {
    _ = try ChartLoader.parse(bytes: Array(text.utf8), file: file, xColumn: xColumn)
    return nil
  } catch {
    return error.description
  }
}

/// The one-line message loading `text` with `options` gives, or `nil` when it loads.
func loadMessage(_ text: String, file: String = "data.csv", options: LoadOptions) -> String? {
  do {
    _ = try ChartLoader.parse(bytes: Array(text.utf8), file: file, options: options)
    return nil
  } catch {
    return error.description
  }
}

/// The chart sets and notes of `text` read with `options`.
func loadResult(_ text: String, file: String = "data.csv", options: LoadOptions = LoadOptions())
  throws(LoadError) -> LoadResult
{
  try ChartLoader.parse(bytes: Array(text.utf8), file: file, options: options)
}

/// The chart sets of `text`, failing the test with the message when it does not load.
func loadCharts(_ text: String, file: String = "f.json", xColumn: String? = nil) throws(LoadError)
  -> [ChartSet]
{
  try ChartLoader.parse(bytes: Array(text.utf8), file: file, xColumn: xColumn)
}

/// A valid contest chart object with the given pieces replaced.
func contestChart(
  columns: String = #"[["x",1000,2000,3000],["y0",1,2,3],["y1",4,5,6]]"#,
  types: String = #"{"x":"x","y0":"line","y1":"line"}"#,
  extra: String = ""
) -> String {
  #"{"columns":\#(columns),"types":\#(types)\#(extra)}"#
}
