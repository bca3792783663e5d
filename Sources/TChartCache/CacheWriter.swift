import Synchronization
import TChartCSV

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A cache entry written on a thread of its own, so the first frame never waits for it:
/// ``wait(seconds:)`` waits for it (`tchart render` without a limit after its output, the
/// explorer at most ~2 s on quit) and abandons it when the time runs out (its temporary file is
/// removed, no entry appears).
public final class CacheWriter: Sendable {
  private let control = CacheWriteControl()
  private let done = Mutex<[LoadNote]?>(nil)

  /// Starts writing `result` under `key` with `cache`; a thread that cannot be started writes
  /// on this one.
  public init(cache: ColumnCache, result: LoadResult, key: CacheKey, path: String) {
    let job = Job(cache: cache, result: result, key: key, path: path, writer: self)
    var thread = pthread_t()
    let context = Unmanaged.passRetained(job).toOpaque()
    let started = pthread_create(
      &thread, nil,
      { context in
        Unmanaged<Job>.fromOpaque(context!).takeRetainedValue().run()
        return nil
      }, context)
    if started == 0 {
      pthread_detach(thread)
    } else {
      Unmanaged<Job>.fromOpaque(context).takeRetainedValue().run()
    }
  }

  /// What the thread runs.
  private final class Job: @unchecked Sendable {
    let cache: ColumnCache
    let result: LoadResult
    let key: CacheKey
    let path: String
    let writer: CacheWriter
    init(cache: ColumnCache, result: LoadResult, key: CacheKey, path: String, writer: CacheWriter) {
      self.cache = cache
      self.result = result
      self.key = key
      self.path = path
      self.writer = writer
    }
    func run() {
      let notes = cache.store(result, key: key, path: path, control: writer.control)
      writer.done.withLock { $0 = notes }
    }
  }

  /// Whether the write is over.
  public var isFinished: Bool { done.withLock { $0 != nil } }

  /// Waits up to `seconds` for the write; its notes when it ended, else it is abandoned and a
  /// note says so.
  public func wait(seconds: Double = .infinity) -> [LoadNote] {
    var waited = 0.0
    while true {
      if let notes = done.withLock({ $0 }) { return notes }
      if waited >= seconds { break }
      usleep(5_000)
      waited += 0.005
    }
    control.abandon()
    return []
  }
}
