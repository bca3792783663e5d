import TChartModel

/// The seam to the CSV loader (`ChartLoader`, helper "data"), until it is on main.
enum BenchLoader {
  /// The first chart of the file at `path`, or the error text.
  static func load(path: String) -> Result<ChartSet, BenchFailure> {
    .failure(BenchFailure(text: "the CSV loader is not on main yet"))
  }
}

/// A reason a figure could not be measured.
struct BenchFailure: Error {
  var text: String
}
