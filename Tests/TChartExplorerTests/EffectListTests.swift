import TChartData
import TChartProgram
import TChartRender
import Testing

@testable import TChartExplorer
@testable import TChartExplorerRuntime

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `reduce` returns every effect an action asks for, in order; the explorer performs day files
/// off the UI thread and takes the answer when the effect runner's pipe wakes it.
@Suite struct EffectListTests {
  @Test("a window move with the statistics open asks for the window's rows and its totals")
  func oneActionAsksForTwoEffects() throws {
    var (state, backend) = try TableReducerTests.opened()
    try TableReducerTests.settle(&state, backend)
    reduce(into: &state, action: .input(.key(.character("i"))))
    let asked = reduce(into: &state, action: .input(.key(.character("+"))))
    #expect(asked.count == 2)
    guard case .query = asked.first, case .totals(let lower, let upper) = asked.last else {
      Issue.record("asked \(asked)")
      return
    }
    #expect(lower...upper == state.shown.windowXRange)
  }

  @Test("a day file is read on the effect runner's thread; its answer comes with the wake")
  func dayLoadsOffTheUIThread() {
    let runner = EffectRunner()
    var explorer = Explorer(state: ZoomFixtures.state(), effects: runner)
    #expect(explorer.wakeDescriptor == nil)
    explorer.send(.input(.key(.enter)))
    #expect(explorer.state.notes.status == nil, "not answered on the UI thread")
    let descriptor = explorer.wakeDescriptor
    #expect(descriptor != nil, "the runner's pipe while the day file is read")
    var entry = pollfd(fd: descriptor ?? -1, events: Int16(POLLIN), revents: 0)
    #expect(poll(&entry, 1, 5_000) == 1)
    explorer.wake(at: 1)
    #expect(explorer.state.notes.status == "No day file for Wed, Jun 20 2018")
    #expect(explorer.wakeDescriptor == nil)
  }
}
