import TChartData
import TChartTime

/// A day file's path, and its chart read by ``ChartLoader``.
extension DayFiles {
  /// `DIR/YYYY-MM/DD.json` for the UTC day of `x`; `nil` as for ``relativePath(forX:)``.
  public func path(forX x: Double) -> String? {
    relativePath(forX: x).map { PathNames.join(folder, $0) }
  }

  /// Whether the day file of `x` exists as a regular file (or a link to one).
  public func exists(forX x: Double) -> Bool {
    path(forX: x).map { PathNames.kind(of: $0) == .file } ?? false
  }

  /// The day chart of `x`: `nil` when there is no day file; otherwise the file's (first)
  /// chart, loaded by ``ChartLoader`` (so its errors are the usual one-line ones, naming the
  /// day file's path), titled `TITLE · Sat, Apr 13 2019`, without day files of its own.
  public func load(forX x: Double) throws(LoadError) -> ChartSet? {
    guard let path = path(forX: x), PathNames.kind(of: path) == .file else { return nil }
    guard var chart = try ChartLoader.load(path: path).first else { return nil }
    let midnight = (x / 86_400).rounded(.down) * 86_400
    chart.name = "\(title) · \(DateFormat.full(midnight, withTime: false))"
    chart.days = nil
    return chart
  }
}
