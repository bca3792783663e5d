import TChartModel
import TChartRender
import Testing

@testable import TChartExplorer

@Suite("Y range animation with a fake clock")
struct AnimationTests {
  @Test func easeOutStartsFastAndLandsGently() {
    #expect(YRangeAnimation.easeOut(0) == 0)
    #expect(YRangeAnimation.easeOut(0.5) == 0.875)
    #expect(YRangeAnimation.easeOut(1) == 1)
    #expect(YRangeAnimation.easeOut(2) == 1)
    #expect(YRangeAnimation.easeOut(-1) == 0)
  }

  @Test func ticksMoveTheRangeAndTheLoopStopsWakingAtTheEnd() {
    var explorer = Explorer(state: Fixtures.dailyState())
    explorer.handle(.key(.character("3")), at: 10)
    #expect(explorer.isAnimating)
    #expect(
      explorer.state.yRange
        == YRangeAnimation(
          from: ValueRange(lower: 50, upper: 11_900), to: ValueRange(lower: 50, upper: 1_190),
          start: 10, duration: 0.2))
    #expect(explorer.state.currentYRange == ValueRange(lower: 50, upper: 11_900))
    explorer.tick(at: 10.1)
    // Half the time, 87.5 % of the way: 11,900 − 0.875 × 10,710.
    #expect(explorer.state.currentYRange.lower == 50)
    #expect(abs(explorer.state.currentYRange.upper - 2_528.75) < 1e-9)
    #expect(explorer.isAnimating)
    explorer.tick(at: 10.2)
    #expect(!explorer.isAnimating)
    #expect(explorer.state.yRange == .still(ValueRange(lower: 50, upper: 1_190)))
  }

  @Test func aNewTargetMidwayStartsFromTheRangeShown() {
    var explorer = Explorer(state: Fixtures.dailyState())
    explorer.handle(.key(.character("3")), at: 1)
    explorer.handle(.key(.character("3")), at: 1.1)
    let range = explorer.state.yRange
    #expect(range.from.lower == 50)
    #expect(abs(range.from.upper - 2_528.75) < 1e-9)
    #expect(range.to == ValueRange(lower: 50, upper: 11_900))
    #expect(range.start == 1.1)
    #expect(range.duration == 0.2)
  }

  @Test func noAnimationJumps() {
    var state = Fixtures.dailyState()
    state.animates = false
    var explorer = Explorer(state: state)
    explorer.handle(.key(.character("3")), at: 1)
    #expect(!explorer.isAnimating)
    #expect(explorer.state.yRange == .still(ValueRange(lower: 50, upper: 1_190)))
  }

  @Test func redrawIsNeededOnlyWhenSomethingVisibleChanged() {
    var explorer = Explorer(state: Fixtures.dailyState())
    explorer.markDrawn()
    explorer.tick(at: 5)
    #expect(!explorer.needsRedraw)
    explorer.handle(.key(.character("x")), at: 6)
    #expect(!explorer.needsRedraw)
    explorer.handle(.key(.left), at: 7)
    #expect(explorer.needsRedraw)
    explorer.markDrawn()
    explorer.handle(.key(.character("3")), at: 8)
    explorer.markDrawn()
    explorer.tick(at: 8.1)
    #expect(explorer.needsRedraw)
  }

  @Test func clockNeverRunsBackwards() {
    var store = TestStore(Fixtures.dailyState())
    store.send(.tick(5)) { $0.now = 5 }
    store.send(.tick(3))
    store.send(.tick(.nan))
  }
}
