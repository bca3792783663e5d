import TChartExplorer
import TChartTesting
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite("Soak: long random runs of the whole explorer keep every invariant")
struct SoakTests {
  /// Sequences to run: `TCHART_SOAK` (`make soak`: 100,000), else 200 (every unit run).
  static let sequences = getenv("TCHART_SOAK").flatMap { Int(String(cString: $0)) } ?? 200

  /// The sequences, cut into shards that run in parallel.
  static let shards = 8

  /// Each sequence is its own seed: a world (file chart sets with day files, or a stream,
  /// with or without `--keep`) and 10–80 steps of ``ExplorerExercise`` (keys with undo/redo and
  /// every popup's, mouse, wheel, resizes with 0×0 and 1×1, ticks, zooms into days, stream
  /// rows); the invariants are checked and the frame drawn after every step.
  @Test(arguments: 0..<shards)
  func randomRunsKeepEveryInvariant(shard: Int) {
    var events = 0
    let start = monotonicNanoseconds()
    for sequence in stride(from: shard, to: Self.sequences, by: Self.shards) {
      var random = SeededRandom(seed: UInt64(sequence) &* 0x2545_F491_4F6C_DD1D &+ 15)
      var exercise = ExplorerExercise(choices: &random)
      for _ in 0..<random.choose(in: 10...80) {
        if let problem = exercise.step(&random) {
          Issue.record("sequence \(sequence) (seed of SoakTests): \(problem)")
          return
        }
      }
      events += exercise.steps
      exercise.finish()
    }
    if Self.sequences > 200 {
      let seconds = Double(monotonicNanoseconds() - start) / 1e9
      print("soak shard \(shard): \(events) events in \(Int(seconds)) s")
    }
    #expect(events >= (Self.sequences / Self.shards) * 10)
  }
}

/// Monotonic nanoseconds.
private func monotonicNanoseconds() -> UInt64 {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}
