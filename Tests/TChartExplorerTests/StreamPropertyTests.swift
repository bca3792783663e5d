import TChartCells
import TChartProgram
import TChartStreams
import TChartTesting
import Testing

@testable import TChartExplorer
@testable import TChartExplorerRuntime

@Suite("Reducer: random input into a stream keeps the invariants")
struct StreamPropertyTests {
  /// 16 seeds × 16 sequences of 80 steps: random input (the same as for files) mixed with
  /// batches of 0–300 rows (some with skips), with or without `--keep`, now and then an end or a
  /// restart; the invariants hold after every step, a following window ends on the newest
  /// sample, and a paused one counts what arrived.
  @Test(arguments: 1...16)
  func randomStreamsKeepEveryInvariant(seed: Int) {
    var rng = SeededRandom(seed: UInt64(seed) &* 7919)
    for sequence in 0..<16 {
      let size = Size(
        width: Int.random(in: 1...200, using: &rng), height: Int.random(in: 1...60, using: &rng))
      let keep = Bool.random(using: &rng) ? Int.random(in: 2...400, using: &rng) : nil
      let lines = Int.random(in: 1...3, using: &rng)
      var explorer = Explorer(
        state: ExplorerState(
          waitingFor: LiveStream(name: "s", keep: keep), options: ExplorerOptions(size: size)))
      var next = 0
      var time = 0.0
      for step in 0..<80 {
        time += 0.05
        let before = explorer.state.feed.stream
        var receivedRows = 0
        switch Int.random(in: 0..<10, using: &rng) {
        case 0..<4:
          let count = Int.random(in: 0...300, using: &rng)
          let xs = (next..<(next + count)).map(Double.init)
          next += count
          receivedRows = count
          explorer.send(
            .stream(
              .rows(
                StreamBatch(
                  layout: StreamLayout(
                    names: (1...lines).map(String.init), xKind: .number, xIsArrival: false),
                  x: xs,
                  columns: (0..<lines).map { _ in xs.map { $0.truncatingRemainder(dividingBy: 17) }
                  },
                  skipped: Int.random(in: 0...1, using: &rng), problem: "line 1: bad"))))
        case 4 where Int.random(in: 0..<20, using: &rng) == 0:
          explorer.send(.stream(.restarted("restarted")))
          next = 0
        default:
          explorer.handle(PropertyTests.randomEvent(&rng, size: size), at: time)
        }
        if explorer.state.ending.quitRequested {
          var state = explorer.state
          state.ending.quitRequested = false
          explorer = Explorer(state: state)
        }
        let state = explorer.state
        var problems = invariantViolations(state)
        if let live = state.feed.stream, live.hasData, receivedRows > 0, before?.hasData == true {
          let last = state.chartSet.lastIndex
          if live.following && state.view.windowIndices.upperBound != last {
            problems.append("following but the window ends at \(state.view.windowIndices)")
          }
          if !live.following && live.newWhilePaused < (before?.newWhilePaused ?? 0) + receivedRows
            && before?.following == false
          {
            problems.append("paused count \(live.newWhilePaused)")
          }
        }
        if let keep, state.feed.stream?.hasData == true,
          state.chartSet.count > keep + max(1, keep / 4)
        {
          problems.append("kept \(state.chartSet.count) of \(keep)")
        }
        if !problems.isEmpty {
          Issue.record("seed \(seed) sequence \(sequence) step \(step): \(problems)")
          return
        }
      }
      _ = explorer.render(size: size)
    }
  }
}
