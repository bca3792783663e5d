import TChartCSV
import TChartCache
import TChartConfig
import TChartData
import TChartLoading
import TChartStreams

#if canImport(Glibc)
  import Glibc
#endif

/// The column cache on the command line: `--no-cache`/`cache = false` turn it off,
/// `--cache-size`/`cache-size` bound it; every file load of `explore` and `render` goes
/// through ``CachedLoads`` (standard input, folders and the sample are never cached).
extension DataSourceOptions {
  /// How chart sets are written into a cache entry and mapped back: the columns' archive.
  static let cacheCodec = ChartSetCodec.archive

  /// This run's cached loads: off with `--no-cache` or the config file's `cache = false`, or
  /// when no folder can be named (neither XDG_CACHE_HOME nor HOME).
  func cachedLoads(settings: Settings) -> CachedLoads {
    guard settings.value(.cache, flag: cache) ?? true else { return CachedLoads(cache: nil) }
    var environment: [String: String] = [:]
    for name in ["XDG_CACHE_HOME", "HOME"] {
      if let value = getenv(name) { environment[name] = String(cString: value) }
    }
    guard let folder = ColumnCache.folder(environment: environment) else {
      return CachedLoads(cache: nil)
    }
    let size = settings.resolved(.cacheSize, flag: cacheSize).flatMap {
      CacheSize.bytes($0.argument)
    }
    return CachedLoads(
      cache: ColumnCache(
        folder: folder, sizeLimit: size, codec: Self.cacheCodec, program: BuildVersion.text))
  }

  /// The loader of a file through `loads` (the explorer's background load uses it too).
  static func fileLoader(_ loads: CachedLoads) -> StreamReader.FileLoader {
    { path, options, progress throws(LoadError) in
      try loads.load(path: path, options: options) { () throws(LoadError) in
        try ChartLoader.load(path: path, options: options, progress: progress)
      }
    }
  }

  /// Waits for the cache writes of `loads` (at most `seconds`) and prints their notes.
  static func finishCache(_ loads: CachedLoads, waitingAtMost seconds: Double = .infinity) {
    for note in loads.finish(waitingAtMost: seconds) { StandardError.write(note.description) }
  }
}
