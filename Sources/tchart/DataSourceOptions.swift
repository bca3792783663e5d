import ArgumentParser
import TChartModel
import TChartSample

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

  /// Loads ``file`` (`-` is standard input), or the bundled sample when it is omitted. A load
  /// error is printed as its one-line message and ends the process with its exit code (65 or
  /// 66).
  func load() throws -> [ChartSet] {
    do {
      if let file { return try ChartLoader.load(path: file, xColumn: xColumn) }
      return try ChartLoader.parse(bytes: BundledSample.json, file: BundledSample.displayName)
    } catch {
      StandardError.write(error.description)
      throw ExitCode(error.exitCode)
    }
  }
}
