import TChartExplorer
import TChartModel
import TChartRender

/// The acceptance check of the series-source seam, shared by the SQLite and ClickHouse tests:
/// printed frames of a table (fetched as `tchart render` fetches them) against the frames of
/// the same rows read from a file.
public enum TableFrames {
  /// The frame of `chartSet` under `options`, as text.
  public static func frame(_ chartSet: ChartSet, options: ExplorerOptions) throws -> String {
    let state = try ExplorerState(chartSets: [chartSet], options: options)
    return ExplorerScreen.render(state: state, size: options.size).text
  }

  /// The rounds (described) whose frame of `backend`'s table differs from `file`'s: `rounds`
  /// printed frames of random sizes among `sizes` and windows (``ExplorerOptions/printedFrame(round:sizes:using:)``),
  /// each changed by `configure`.
  public static func differing(
    backend: any SQLSeriesBackend, file: ChartSet, rounds: Int, sizes: [Size],
    using random: inout SeededRandom,
    configure: (inout ExplorerOptions, inout SeededRandom) -> Void = { _, _ in }
  ) throws -> [String] {
    let description = try backend.describe()
    // The title names the table, the file's the file.
    var file = file
    file.name = description.name
    var differing: [String] = []
    for round in 0..<rounds {
      var options = ExplorerOptions.printedFrame(round: round, sizes: sizes, using: &random)
      configure(&options, &random)
      let table = try TableFrameFetch.chartSet(
        backend: backend, description: description, options: options)
      if try frame(table, options: options) != frame(file, options: options) {
        differing.append("round \(round) at \(options.size.width)×\(options.size.height)")
      }
    }
    return differing
  }
}
