import TChartData

/// Loads stage-2 chart folders: `DIR/overview.json` with its day files `DIR/YYYY-MM/DD.json`,
/// or a root folder of such folders.
///
/// - A folder holding an `overview.json` is one chart folder: its charts are the overview's,
///   each carrying ``DayFiles`` for the folder (its other subfolders are not searched).
/// - Otherwise every subfolder holding an `overview.json` is a chart folder, taken in
///   ``NumericNameOrder`` (`2` before `10`); names starting with `.` are skipped.
/// - Neither: ``LoadError/Kind/unreadable`` (exit 66),
///   `tchart: DIR: no overview.json here or in its subfolders`.
/// - A folder's charts are titled by the folder's name (`3`, the real name for `.`), unless
///   the overview names itself (`name` or `title`); errors in an overview name its path
///   (`DIR/overview.json`), as for any file.
enum ChartFolders {
  /// The file a chart folder must hold.
  static let overview = "overview.json"

  static func load(directory path: String) throws(LoadError) -> [ChartSet] {
    let folder = PathNames.trimmed(path)
    if PathNames.kind(of: PathNames.join(folder, overview)) == .file {
      return try loadChartFolder(folder)
    }
    let names = try PathNames.entries(of: folder)
      .filter { !$0.hasPrefix(".") }
      .sorted(by: NumericNameOrder.areInIncreasingOrder)
    var charts: [ChartSet] = []
    for name in names {
      let child = PathNames.join(folder, name)
      guard PathNames.kind(of: child) == .directory,
        PathNames.kind(of: PathNames.join(child, overview)) == .file
      else { continue }
      charts += try loadChartFolder(child)
    }
    guard !charts.isEmpty else {
      throw LoadError(
        .unreadable, file: path, location: "",
        message: "no \(overview) here or in its subfolders")
    }
    return charts
  }

  /// The charts of one chart folder (`folder` holds an `overview.json`).
  private static func loadChartFolder(_ folder: String) throws(LoadError) -> [ChartSet] {
    let title = PathNames.lastComponent(folder)
    let charts = try ChartLoader.load(
      path: PathNames.join(folder, overview), xColumn: nil, singleName: title)
    return charts.map { chart in
      var chart = chart
      chart.days = DayFiles(folder: folder, title: chart.name)
      return chart
    }
  }
}
