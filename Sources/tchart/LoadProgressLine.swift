import ArgumentParser
import TChartCSV
import TChartCache
import TChartConfig
import TChartData
import TChartLoading

#if canImport(Glibc)
  import Glibc
#endif

/// The load progress `tchart render` shows on standard error while a big file loads:
/// `loading 42% · 610 MB/s` (`loading 120 MB · 610 MB/s` from a pipe), rewritten in place with
/// `\r` and cleared at the end. Only when standard error is a terminal and the load has taken
/// over ``delay`` seconds, so quick loads and redirected output see nothing.
final class LoadProgressLine {
  /// Seconds a load runs before the line shows.
  static let delay = 0.3

  private let isTerminal = isatty(STDERR_FILENO) == 1
  private var isShown = false

  /// Shows `progress` (called by the loader on this thread, at most every 50 ms).
  func show(_ progress: LoadProgress) {
    guard isTerminal, progress.seconds >= Self.delay else { return }
    StandardError.writeText("\r" + progress.summary + "\u{1B}[K")
    isShown = true
  }

  /// Clears the line if it was shown.
  func clear() {
    guard isShown else { return }
    StandardError.writeText("\r\u{1B}[K")
    isShown = false
  }
}

extension DataSourceOptions {
  /// As ``load(settings:)``, with the load's progress on standard error (``LoadProgressLine``).
  func loadShowingProgress(settings: Settings, loads: CachedLoads) throws -> [ChartSet] {
    var columns: [[ColumnReport]] = []
    return try loadShowingProgress(settings: settings, loads: loads, columns: &columns)
  }

  /// As ``loadShowingProgress(settings:loads:)``, with the load's column reports in `columns`
  /// (empty for a stream).
  func loadShowingProgress(
    settings: Settings, loads: CachedLoads, columns: inout [[ColumnReport]]
  ) throws -> [ChartSet] {
    guard let file else { return try load(settings: settings, loads: loads) }
    let options = try loadOptions()
    let line = LoadProgressLine()
    let outcome = Result { () throws(LoadError) in
      try loads.load(path: file, options: options) { () throws(LoadError) in
        try ChartLoader.load(path: file, options: options, progress: line.show)
      }
    }
    line.clear()
    columns = (try? outcome.get())?.columns ?? []
    return try accept(outcome, settings: settings)
  }
}
