import Synchronization
import TChartCSV
import TChartData

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file loads of one run of `tchart` through the column cache: each load looks its entry
/// up, parses on a miss and writes the entry in the background (``CacheWriter``); the run
/// waits for the writes before it ends (``finish(waitingAtMost:)``).
public final class CachedLoads: Sendable {
  /// The cache, `nil` when it is off (`--no-cache`, `cache = false`, no folder).
  public let cache: ColumnCache?
  private let writers = Mutex<[CacheWriter]>([])

  public init(cache: ColumnCache?) {
    self.cache = cache
  }

  /// The load of `path` with `options`: the cached one, else `parse()` (whose result is then
  /// written to the cache in the background). Notes on entries not used come first.
  public func load(
    path: String, options: LoadOptions, parse: () throws(LoadError) -> LoadResult
  ) throws(LoadError) -> LoadResult {
    guard let cache else { return try parse() }
    switch cache.open(path: path, options: options) {
    case .hit(let result):
      return result
    case .miss(let key, let notes):
      var result = try parse()
      if let key {
        let writer = CacheWriter(cache: cache, result: result, key: key, path: path)
        writers.withLock { $0.append(writer) }
      }
      result.notes = notes + result.notes
      return result
    }
  }

  /// Waits up to `seconds` for the writes still running, abandoning those that do not end in
  /// time; the notes of the writes (a write that failed).
  public func finish(waitingAtMost seconds: Double = .infinity) -> [LoadNote] {
    let pending = writers.withLock { writers in
      defer { writers = [] }
      return writers
    }
    var waited = 0.0
    var notes: [LoadNote] = []
    for writer in pending {
      var clock = timespec()
      clock_gettime(CLOCK_MONOTONIC, &clock)
      let start = Double(clock.tv_sec) + Double(clock.tv_nsec) / 1e9
      notes += writer.wait(seconds: Swift.max(0, seconds - waited))
      clock_gettime(CLOCK_MONOTONIC, &clock)
      waited += Double(clock.tv_sec) + Double(clock.tv_nsec) / 1e9 - start
    }
    return notes
  }
}
