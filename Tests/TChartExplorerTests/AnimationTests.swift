import TChartCells
import TChartData
import TChartProgram
import Testing

@testable import TChartExplorer
@testable import TChartExplorerRuntime

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
    // The nice ranges of 50…11,900 and 50…1,190 in 15 rows.
    #expect(
      explorer.state.yAxes.yRange
        == YRangeAnimation(
          from: ValueRange(lower: 50, upper: 12_000), to: ValueRange(lower: 50, upper: 1_200),
          start: 10, duration: 0.2))
    #expect(explorer.state.yAxesModel.currentYRange == ValueRange(lower: 50, upper: 12_000))
    explorer.tick(at: 10.1)
    // Half the time, 87.5 % of the way: 12,000 − 0.875 × 10,800.
    #expect(explorer.state.yAxesModel.currentYRange.lower == 50)
    #expect(abs(explorer.state.yAxesModel.currentYRange.upper - 2_550) < 1e-9)
    // The graph draws with that range and the target's ticks.
    let scale = explorer.state.yAxesModel.yScale(rows: 15)
    #expect(abs(scale.range.upperBound - 2_550) < 1e-9)
    #expect(scale.ticks == NiceTicks.forAxis(low: 50, high: 1_190, rows: 15).values)
    #expect(explorer.isAnimating)
    explorer.tick(at: 10.2)
    #expect(!explorer.isAnimating)
    #expect(explorer.state.yAxes.yRange == .still(ValueRange(lower: 50, upper: 1_200)))
  }

  @Test func aNewTargetMidwayStartsFromTheRangeShown() {
    var explorer = Explorer(state: Fixtures.dailyState())
    explorer.handle(.key(.character("3")), at: 1)
    explorer.handle(.key(.character("3")), at: 1.1)
    let range = explorer.state.yAxes.yRange
    #expect(range.from.lower == 50)
    #expect(abs(range.from.upper - 2_550) < 1e-9)
    #expect(range.to == ValueRange(lower: 50, upper: 12_000))
    #expect(range.start == 1.1)
    #expect(range.duration == 0.2)
  }

  @Test func noAnimationJumps() {
    var state = Fixtures.dailyState()
    state.look.animates = false
    var explorer = Explorer(state: state)
    explorer.handle(.key(.character("3")), at: 1)
    #expect(!explorer.isAnimating)
    #expect(explorer.state.yAxes.yRange == .still(ValueRange(lower: 50, upper: 1_200)))
  }

  @Test func redrawIsNeededOnlyWhenSomethingVisibleChanged() {
    var explorer = Explorer(state: Fixtures.dailyState())
    explorer.markDrawn()
    explorer.tick(at: 5)
    #expect(!explorer.needsRedraw)
    explorer.handle(.key(.character("X")), at: 6)
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
    store.send(.input(.tick(5))) { $0.terminal.now = 5 }
    store.send(.input(.tick(3)))
    store.send(.input(.tick(.nan)))
  }
}

@Suite("Explorer program")
struct ExplorerProgramTests {
  @Test func quitKeysEndWithExitCodeZero() {
    for key in [Key.character("q"), .escape, .control("c")] {
      var explorer = Explorer(state: Fixtures.dailyState())
      #expect(explorer.exit == nil)
      explorer.handle(.key(key), at: 1)
      #expect(explorer.exit == .success)
    }
  }

  @Test func inputEventsMapToActions() {
    let at = Point(x: 3, y: 4)
    #expect(ExplorerAction(.key(.left)) == .input(.key(.left)))
    #expect(
      ExplorerAction(.resize(Size(width: 9, height: 8)))
        == .input(.resize(Size(width: 9, height: 8))))
    #expect(ExplorerAction(.mouse(MouseEvent(.press(.left), at: at))) == .input(.press(at: at)))
    #expect(
      ExplorerAction(.mouse(MouseEvent(.press(.right), at: at))) == .input(.selectPress(at: at)))
    #expect(ExplorerAction(.mouse(MouseEvent(.press(.middle), at: at))) == nil)
    #expect(ExplorerAction(.mouse(MouseEvent(.drag, at: at))) == .input(.drag(to: at)))
    #expect(ExplorerAction(.mouse(MouseEvent(.release, at: at))) == .input(.release(at: at)))
    #expect(ExplorerAction(.mouse(MouseEvent(.wheelUp, at: at))) == .input(.wheel(.up, at: at)))
    #expect(ExplorerAction(.mouse(MouseEvent(.wheelDown, at: at))) == .input(.wheel(.down, at: at)))
  }

  @Test func theProgramRendersTheScreenOfItsState() {
    let explorer = Explorer(state: Fixtures.dailyState())
    let size = Size(width: 80, height: 24)
    #expect(explorer.render(size: size) == ExplorerScreen.render(state: explorer.state, size: size))
  }

  @Test func everyKeyInTheTableIsBoundOnceForEachFocus() {
    for focus in [Focus.graph, .slider] {
      var seen: Set<Key> = []
      for binding in KeyBindings.all where binding.focus == nil || binding.focus == focus {
        for command in binding.commands where !seen.insert(command.key).inserted {
          // A key bound twice: only the first binding (focus rows come first) may win.
          #expect(binding.focus == nil, "\(command.key) bound twice in \(focus)")
        }
      }
    }
    #expect(KeyBindings.command(for: .tab, focus: .graph) == .switchChart(by: 1))
    #expect(KeyBindings.command(for: .tab, focus: .slider) == .slider(.switchHandle))
    #expect(KeyBindings.command(for: .character("]"), focus: .slider) == .events(.jump(by: 1)))
    #expect(KeyBindings.command(for: .character("@"), focus: .graph) == .lines(.showOnly(line: 1)))
    #expect(KeyBindings.command(for: .character("X"), focus: .graph) == nil)
  }
}
