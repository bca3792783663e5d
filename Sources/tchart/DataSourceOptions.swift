import ArgumentParser
import TChartModel

/// The data arguments `explore` and `render` share: the file and the CSV x column.
struct DataSourceOptions: ParsableArguments {
  @Argument(
    help: ArgumentHelp(
      "A chart file: contest JSON (array or one chart), CSV or TSV; - reads standard input. "
        + "The bundled sample when omitted.", valueName: "file"))
  var file: String?

  @Option(
    name: .customLong("x"),
    help: ArgumentHelp("The x column of a CSV/TSV file (default: the first).", valueName: "name"))
  var xColumn: String?

  /// The chart sets of the file, or of the bundled sample (see ``ChartSource/load(_:xColumn:)``).
  func load() throws -> [ChartSet] {
    try ChartSource.load(file, xColumn: xColumn)
  }
}
