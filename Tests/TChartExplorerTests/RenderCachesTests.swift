import TChartData
import TChartRender
import Testing

@testable import TChartExplorer
@testable import TChartExplorerRuntime

/// The render memos belong to an explorer state (and its copies), not to the process: one
/// explorer's frames fill its own caches, a stream's rows empty them, and a frame drawn from
/// warm caches equals one drawn from cold ones.
@Suite struct RenderCachesTests {
  @Test("a frame fills its state's caches only; a copy of the state shares them")
  func cachesBelongToTheState() {
    let state = Fixtures.dailyState()
    let other = Fixtures.dailyState()
    let copy = state
    #expect(state.caches === copy.caches)
    #expect(state.caches !== other.caches)
    let cold = ExplorerScreen.render(state: state, size: state.terminal.size)
    #expect(state.caches.count > 0)
    #expect(other.caches.count == 0)
    #expect(ExplorerScreen.render(state: state, size: state.terminal.size) == cold)
    state.caches.removeAll()
    #expect(state.caches.count == 0)
  }

  @Test("stream rows make the explorer forget its caches before the chart set grows")
  func streamRowsForgetTheCaches() {
    let stream = StreamReducerTests()
    var explorer = Explorer(state: stream.waiting())
    explorer.send(.stream(.rows(stream.rows(0...50))))
    _ = explorer.render(size: explorer.state.terminal.size)
    #expect(explorer.state.caches.count > 0)
    explorer.send(.stream(.rows(stream.rows(51...60))))
    #expect(explorer.state.caches.count == 0)
  }
}
