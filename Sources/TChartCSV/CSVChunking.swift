#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How a CSV load is cut up: the worker threads and chunk sizes of a parallel file read
/// (``CSVParallelRows``) and the block size of a stream (``CSVStream``). The defaults suit
/// real files; tests force tiny chunks and several workers to compare with the sequential read,
/// `tchart-bench` one worker to measure the sequential read, and the CSV fuzz harness
/// (`Tests/Fuzz`) all of them (hence the SPI).
@_spi(Benchmarks) public struct CSVChunking: Sendable, Equatable {
  /// Threads parsing chunks at once: the processors online (at most 16).
  public var workers = CSVChunking.processors
  /// Files smaller than this are read sequentially.
  public var parallelFrom = 4 << 20
  /// The first bytes of the body, read sequentially before the chunks, so that the columns'
  /// kinds are decided before the threads start.
  public var prefixBytes = 1 << 20
  /// The size of a chunk; `nil`: four chunks per worker.
  public var chunkBytes: Int?
  /// Whether a whole file's readings apply: a total row left out, a long table read again as
  /// long (``CSVLoader``). `false` reads a file as a pipe reads it, for the harness that
  /// compares the two.
  public var readsWhole = true
  /// How much a stream reads before parsing what has arrived (two blocks are held: one
  /// parsed, the next read meanwhile).
  public var streamBlock = 4 << 20
  /// Parsed bytes between two checkpoints of the row loop (dropping a mapping's parsed pages,
  /// counting progress): about the raw bytes each parsing thread keeps resident.
  public var checkpointBytes = 1 << 20

  /// The processors online, 1…16.
  static let processors = min(16, max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))))
}
