import TChartCSV
import TChartData
import TChartLoading

/// The benchmarks' one way to read a file: ``ChartLoader`` (CSV, TSV or contest JSON).
enum BenchLoader {
  /// The first chart of the file at `path` read as `options` say, or the loader's error text.
  static func load(path: String, options: LoadOptions = LoadOptions()) -> Result<
    ChartSet, BenchFailure
  > {
    do {
      guard let chart = try ChartLoader.load(path: path, options: options).chartSets.first else {
        return .failure(BenchFailure(text: "\(path): no chart"))
      }
      return .success(chart)
    } catch {
      return .failure(BenchFailure(text: error.description))
    }
  }
}

/// A reason a figure could not be measured.
struct BenchFailure: Error {
  var text: String
}
