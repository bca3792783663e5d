import ArgumentParser
import TChartData
import TChartLoading

/// `--events FILE`, read before the data is shown: a bad row ends the process with its one
/// line (exit 65), a missing file with exit 66.
extension DataSourceOptions {
  /// The events of `--events`, none without the flag.
  func loadEvents() throws -> EventMarks {
    guard let events else { return EventMarks() }
    do {
      return try EventFile.load(path: events)
    } catch {
      StandardError.write(error.description)
      throw ExitCode(error.exitCode)
    }
  }
}
