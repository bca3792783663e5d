import TChartCSV
import TChartCache
import TChartConfig
import TChartData
import TChartLoading
import TChartStorage
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
    guard settings.value(.cache, flag: cache) ?? true, let folder = Self.cacheFolder() else {
      return CachedLoads(cache: nil)
    }
    let size = settings.resolved(.cacheSize, flag: cacheSize).flatMap {
      CacheSize.bytes($0.argument)
    }
    return CachedLoads(
      cache: ColumnCache(
        folder: folder, sizeLimit: size, codec: Self.cacheCodec, program: BuildVersion.text))
  }

  /// Where big files' columns spill while they load (``ColumnSpill``, with or without the
  /// cache): the cache folder, made when a load first spills; in memory when it cannot be
  /// named, made or trusted.
  static func spillPlan() -> ColumnSpill.Plan? {
    guard let folder = cacheFolder() else { return nil }
    return ColumnSpill.Plan(folder: folder) { (try? KeptFolder.make(folder)) != nil }
  }

  /// The cache folder XDG_CACHE_HOME or HOME names (``ColumnCache/folder(environment:)``).
  static func cacheFolder() -> String? {
    var environment: [String: String] = [:]
    for name in ["XDG_CACHE_HOME", "HOME"] {
      if let value = getenv(name) { environment[name] = String(cString: value) }
    }
    return ColumnCache.folder(environment: environment)
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
