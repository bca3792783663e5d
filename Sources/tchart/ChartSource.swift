import ArgumentParser
import TChartModel
import TChartSample

#if canImport(Glibc)
  import Glibc
#endif

/// Where the chart sets come from: a file named on the command line, or the bundled sample.
enum ChartSource {
  /// Loads `file` (`-` is standard input) or the bundled sample when nil. A load error is
  /// printed as its one-line message and ends the process with its exit code (65 or 66).
  static func load(_ file: String?, xColumn: String?) throws -> [ChartSet] {
    do {
      if let file { return try ChartLoader.load(path: file, xColumn: xColumn) }
      return try ChartLoader.parse(bytes: BundledSample.json, file: BundledSample.displayName)
    } catch {
      StandardError.write(error.description)
      throw ExitCode(error.exitCode)
    }
  }
}

/// `NO_COLOR` set to anything but the empty string (no-color.org).
var noColorRequested: Bool {
  guard let value = getenv("NO_COLOR") else { return false }
  return value.pointee != 0
}
