import TChartCSV
import TChartCache
import TChartConfig
import TChartData
import TChartLoading
import TChartSample

/// The explorer's way to load: the loader's notes are shown inside it (the first on the status
/// line, all in the message log, `m`) instead of on standard error, where they appeared only
/// after quitting, away from the chart they explain (`tchart render` still prints them).
extension DataSourceOptions {
  /// ``file`` (or the bundled sample) loaded, or its error.
  func loadOutcome(_ loads: CachedLoads) throws -> Result<LoadResult, LoadError> {
    let options = try loadOptions()
    return Result { () throws(LoadError) in
      if let file {
        try loads.load(path: file, options: options) { () throws(LoadError) in
          try ChartLoader.load(path: file, options: options)
        }
      } else {
        try ChartLoader.parse(
          bytes: BundledSample.json, file: BundledSample.displayName, options: options)
      }
    }
  }

  /// A load's chart sets, shown in ``timeZone(_:)``, and its notes; an error is printed as its
  /// one line and ends the process with its exit code.
  func chartSetsAndNotes(_ outcome: Result<LoadResult, LoadError>, settings: Settings) throws
    -> (chartSets: [ChartSet], notes: [LoadNote])
  {
    guard case .success(let result) = outcome else {
      return (try accept(outcome, settings: settings), [])
    }
    let zone = timeZone(settings)
    return (try derivingLines(result.chartSets.map { $0.shown(in: zone) }), result.notes)
  }
}
