import TChartCells
import Testing

@testable import TChartExplorer

@Suite("Reducer and frame: the pie of the range")
struct PieTests {
  static func state(size: Size = Size(width: 60, height: 20)) -> ExplorerState {
    ExplorerState(chartSets: [ZoomFixtures.percentage, Fixtures.daily], screenSize: size)
  }

  /// The `NN%` labels in the graph area of `frame`.
  static func percentLabels(_ frame: ScreenBuffer, state: ExplorerState) -> [Int] {
    let graph = ExplorerGeometry(state: state, size: frame.size).layout.graph
    return (graph.y..<graph.maxY).flatMap { y in
      frame.line(y).split(whereSeparator: { !$0.isNumber && $0 != "%" })
        .filter { $0.hasSuffix("%") }
        .compactMap { Int($0.dropLast()) }
    }
  }

  @Test func enterTogglesThePieAndBackspaceAndEscapeCloseIt() {
    var store = TestStore(Self.state())
    #expect(store.state.statusMessage == "Enter: pie of the range")
    store.send(.input(.key(.enter))) { $0.navigation.showsPie = true }
    #expect(store.state.statusMessage == "Bksp: close the pie")
    store.send(.input(.key(.enter))) { $0.navigation.showsPie = false }
    store.send(.input(.key(.enter))) { $0.navigation.showsPie = true }
    store.send(.input(.key(.backspace))) { $0.navigation.showsPie = false }
    store.send(.input(.key(.enter))) { $0.navigation.showsPie = true }
    // Esc closes the pie instead of quitting; then it quits.
    store.send(.input(.key(.escape))) { $0.navigation.showsPie = false }
    store.send(.input(.key(.escape))) { $0.ending.quitRequested = true }
  }

  @Test func switchingChartsClosesThePie() {
    var store = TestStore(Self.state())
    store.send(.input(.key(.enter))) { $0.navigation.showsPie = true }
    store.send(.input(.key(.tab))) {
      $0.navigation.showsPie = false
      $0.navigation.chartIndex = 1
      $0.yAxes.yRange = .still($0.yAxesModel.targetYRange)
    }
  }

  /// 40 samples; the first line misses sample 5 (skipped), so 39 × 10, 40 × 30, 40 × 60.
  @Test func theSlicesAreTheSumsOfTheVisibleLinesOverTheWindow() {
    var state = Self.state()
    #expect(
      state.chartSet.sums(of: state.shown.visibleLines, in: state.shown.windowSamples) == [
        390, 1_200, 2_400,
      ])
    reduce(into: &state, action: .input(.key(.character("1"))))
    #expect(
      state.chartSet.sums(of: state.shown.visibleLines, in: state.shown.windowSamples) == [
        1_200, 2_400,
      ])
    // Home-less zoom around the last sample narrows the window: fewer samples, no NaN.
    reduce(into: &state, action: .input(.key(.character("+"))))
    let count = Double(state.shown.windowSamples.count)
    #expect(count < 40)
    #expect(
      state.chartSet.sums(of: state.shown.visibleLines, in: state.shown.windowSamples) == [
        30 * count, 60 * count,
      ])
  }

  @Test func theFrameDrawsAPieWhosePercentagesSumTo100() throws {
    var state = Self.state()
    reduce(into: &state, action: .input(.key(.enter)))
    let frame = ExplorerScreen.render(state: state, size: Size(width: 60, height: 20))
    let labels = Self.percentLabels(frame, state: state)
    #expect(labels.count == 3)
    #expect(labels.reduce(0, +) == 100)
    // 390 : 1,200 : 2,400 → 9.8%, 30.1%, 60.2%.
    #expect(labels.sorted() == [10, 30, 60])
    // The title, legend and mini-map still show; the tooltip does not.
    #expect(frame.line(0).hasPrefix("1/2  Shares"))
    #expect(frame.text.contains("Share 3"))
    #expect(!frame.text.contains("╭"))
    // Hiding a line removes its slice.
    reduce(into: &state, action: .input(.key(.character("1"))))
    let hidden = Self.percentLabels(
      ExplorerScreen.render(state: state, size: Size(width: 60, height: 20)), state: state)
    #expect(hidden.sorted() == [33, 67])
  }

  @Test func theLinesFrameIsBackAfterThePieCloses() {
    var state = Self.state()
    let lines = ExplorerScreen.render(state: state, size: Size(width: 60, height: 20))
    reduce(into: &state, action: .input(.key(.enter)))
    reduce(into: &state, action: .input(.key(.backspace)))
    #expect(ExplorerScreen.render(state: state, size: Size(width: 60, height: 20)) == lines)
  }
}
