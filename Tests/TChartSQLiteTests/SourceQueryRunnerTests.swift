import Synchronization
import TChartData
import TChartSources
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A backend whose queries run until cancelled or until `release` (a slow database).
final class SlowBackend: SQLSeriesBackend {
  let cancelled = Atomic<Bool>(false)
  let started = Atomic<Int>(0)
  let release = Atomic<Bool>(false)

  func describe() throws(SourceError) -> SourceDescription {
    SourceDescription(
      name: "t", lineNames: ["a"], xKind: .number, rowCount: 0, first: nil, last: nil)
  }

  func m4(_ request: SeriesWindowRequest, within ranges: [ClosedRange<Double>]?)
    throws(SourceError) -> SeriesWindowAnswer
  {
    started.add(1, ordering: .sequentiallyConsistent)
    while !release.load(ordering: .sequentiallyConsistent) {
      if cancelled.exchange(false, ordering: .sequentiallyConsistent) {
        throw SourceError(.cancelled, place: "t", message: "query cancelled")
      }
      usleep(1000)
    }
    return SeriesWindowAnswer(request: request, rows: [], rowsFetched: 0)
  }

  func rowsAround(x value: Double, lines: [Int]) throws(SourceError) -> [SourceRow] { [] }

  func rows(in ranges: [ClosedRange<Double>], lines: [Int], limit: Int) throws(SourceError)
    -> RangeRows
  { RangeRows(rows: [], isCut: false) }

  func totals(lower: Double, upper: Double) throws(SourceError) -> [SampleTotal] { [] }

  func cancel() { cancelled.store(true, ordering: .sequentiallyConsistent) }
}

@Suite("Source query runner")
struct SourceQueryRunnerTests {
  static func request(_ width: Int) -> SeriesWindowRequest {
    SeriesWindowRequest(lower: 0, upper: 1, dotWidth: width, lines: [0])
  }

  @Test("a newer query cancels the one in flight; only the newer is answered, with a wake")
  func newestWins() throws {
    let backend = SlowBackend()
    let runner = SourceQueryRunner(backend: backend)
    runner.submit([Self.request(10)], generation: 1)
    while backend.started.load(ordering: .sequentiallyConsistent) == 0 { usleep(1000) }
    runner.submit([Self.request(20)], generation: 2)
    // The first query is cancelled; the second starts.
    while backend.started.load(ordering: .sequentiallyConsistent) < 2 { usleep(1000) }
    backend.release.store(true, ordering: .sequentiallyConsistent)
    var entry = pollfd(fd: runner.wakeDescriptor, events: Int16(POLLIN), revents: 0)
    #expect(poll(&entry, 1, 5000) == 1, "the answer wakes the loop")
    let outcomes = runner.waitForOutcomes()
    #expect(outcomes.count == 1)
    guard case .answered(let answers, let generation) = outcomes.first else {
      Issue.record("no answer: \(outcomes)")
      return
    }
    #expect(generation == 2)
    #expect(answers.map(\.request) == [Self.request(20)])
    #expect(runner.take().isEmpty)
  }
}
