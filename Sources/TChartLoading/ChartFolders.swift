import TChartData

/// Loads stage-2 chart folders: `DIR/overview.json` with its day files `DIR/YYYY-MM/DD.json`,
/// or a root folder of such folders.
///
/// - A folder holding an `overview.json` is one chart folder: its charts are the overview's,
///   each carrying ``DayFiles`` for the folder (its other subfolders are not searched).
/// - Otherwise every folder below it holding an `overview.json`, down to ``levels`` levels,
///   is a chart folder, taken in ``NumericNameOrder`` (`2` before `10`), depth first; names
///   starting with `.` are skipped, and a folder below that cannot be listed too.
/// - None: ``LoadError/Kind/unreadable`` (exit 66), one line saying what was looked for and
///   naming a data file of the folder to open instead when it holds one.
/// - A folder's charts are titled by the folder's name (`3`, the real name for `.`), unless
///   the overview names itself (`name` or `title`); errors in an overview name its path
///   (`DIR/overview.json`), as for any file.
enum ChartFolders {
  /// The file a chart folder must hold.
  static let overview = "overview.json"
  /// How many levels of folders below the one named are searched for chart folders
  /// (`tchart data` finds `data/telegram-2019-stage2/1/overview.json`).
  static let levels = 3

  static func load(directory path: String) throws(LoadError) -> [ChartSet] {
    let folder = PathNames.trimmed(path)
    if PathNames.kind(of: PathNames.join(folder, overview)) == .file {
      return try loadChartFolder(folder)
    }
    let names = try visibleEntries(of: folder)
    var charts: [ChartSet] = []
    for name in names {
      charts += try chartFolders(below: PathNames.join(folder, name), levels: levels - 1)
    }
    guard !charts.isEmpty else { throw noCharts(path, names: names) }
    return charts
  }

  /// The charts of `path` when it is a chart folder, else of the chart folders below it down
  /// to `levels` more levels; none for a file or a folder that cannot be listed.
  private static func chartFolders(below path: String, levels: Int) throws(LoadError)
    -> [ChartSet]
  {
    guard PathNames.kind(of: path) == .directory else { return [] }
    if PathNames.kind(of: PathNames.join(path, overview)) == .file {
      return try loadChartFolder(path)
    }
    guard levels > 0, let names = try? visibleEntries(of: path) else { return [] }
    var charts: [ChartSet] = []
    for name in names {
      charts += try chartFolders(below: PathNames.join(path, name), levels: levels - 1)
    }
    return charts
  }

  /// The entries of a folder that do not start with `.`, in numeric-aware order.
  private static func visibleEntries(of folder: String) throws(LoadError) -> [String] {
    try PathNames.entries(of: folder)
      .filter { !$0.hasPrefix(".") }
      .sorted(by: NumericNameOrder.areInIncreasingOrder)
  }

  /// `DIR: no charts in this folder: tchart looked for overview.json (…) here and in the
  /// folders below …; to draw a data file, name it: tchart DIR/data.csv`.
  static func noCharts(_ path: String, names: [String]) -> LoadError {
    let data = names.first { name in
      let lower = name.lowercased()
      return dataExtensions.contains { lower.hasSuffix("." + $0) }
        && PathNames.kind(of: PathNames.join(path, name)) == .file
    }
    let instead =
      data.map { "to draw a data file, name it: tchart \(PathNames.join(path, $0))" }
      ?? "to draw a data file (CSV, TSV, JSON), name it: tchart \(PathNames.join(path, "FILE"))"
    return LoadError(
      .unreadable, file: path, location: "",
      message:
        "no charts in this folder: tchart looked for a chart folder (a file overview.json "
        + "beside YYYY-MM/DD.json day files, as the Telegram contest gives them) here and in "
        + "the folders below, \(levels) levels down; \(instead)")
  }

  /// The endings of the files `noCharts` suggests opening instead.
  private static let dataExtensions = ["csv", "tsv", "json", "jsonl", "ndjson", "txt"]

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
