import TChartCells
import TChartData
import TChartProgram
import Testing

@testable import TChartExplorer

/// The indicator shared by the list and cards: one date, moved by samples of the selected
/// chart set (`h`/`l`, and `←`/`→` in the list); every chart set whose x range holds it puts its
/// indicator on its nearest sample and draws it, the others draw none.
@Suite("Linked indicator reducer")
struct LinkedIndicatorReducerTests {
  static func numbers(_ name: String, _ x: [Double]) -> ChartSet {
    ChartSet(
      name: name, x: x, xKind: .number,
      lines: [
        Series(
          id: "y0", name: name, color: RGBColor(hex: "#3CC23F")!, values: x.map { $0 * 2 })
      ])
  }

  /// A over 0…9; B over 20…29 (disjoint from A); C over 2…6 (nested in A); D over 5.5…14.5
  /// (overlapping A, between its samples).
  static let a = numbers("A", (0...9).map(Double.init))
  static let b = numbers("B", (20...29).map(Double.init))
  static let c = numbers("C", (2...6).map(Double.init))
  static let d = numbers("D", (0...9).map { 5.5 + Double($0) })

  /// The list with A selected and its indicator on `sample`.
  func list(at sample: Int) -> ExplorerState {
    var state = ExplorerState(
      chartSets: [Self.a, Self.b, Self.c, Self.d], screenSize: Size(width: 80, height: 60))
    state.navigation.views[0].indicator = sample
    // One → split → list.
    reduce(into: &state, action: .input(.key(.character("v"))))
    reduce(into: &state, action: .input(.key(.character("v"))))
    return state
  }

  func shown(_ state: ExplorerState) -> [Bool] {
    state.feed.chartSets.indices.map { ChartPanel(state: state, index: $0).showsIndicator }
  }

  @Test func enteringTheListSharesTheSelectedDate() {
    let state = list(at: 3)
    #expect(state.layouts.linkedIndicator == LinkedIndicator(date: 3))
    #expect(state.navigation.views[2].indicator == 1)
    #expect(shown(state) == [true, false, true, false])
  }

  @Test func disjointRangesNeverShowTheSameDate() {
    var state = list(at: 8)
    reduce(into: &state, action: .input(.key(.right)))
    #expect(state.layouts.linkedIndicator?.date == 9)
    #expect(shown(state) == [true, false, false, true])
    // Moving once more stays on A's last sample: B never receives the date.
    reduce(into: &state, action: .input(.key(.character("l"))))
    #expect(state.layouts.linkedIndicator?.date == 9)
    #expect(!shown(state)[1])
    // From B (selected), a step enters B's range at its nearer end; A then shows none.
    reduce(into: &state, action: .input(.key(.down)))
    reduce(into: &state, action: .input(.key(.right)))
    #expect(state.layouts.linkedIndicator?.date == 20)
    #expect(state.navigation.views[1].indicator == 0)
    #expect(shown(state) == [false, true, false, false])
  }

  @Test func aNestedRangeFollowsInsideAndShowsNoneOutside() {
    var state = list(at: 1)
    #expect(!shown(state)[2])
    reduce(into: &state, action: .input(.key(.right)))
    #expect(state.layouts.linkedIndicator?.date == 2)
    #expect(state.navigation.views[2].indicator == 0)
    #expect(shown(state)[2])
    // Stepping in the nested set (selected) moves A too.
    reduce(into: &state, action: .input(.key(.down)))
    reduce(into: &state, action: .input(.key(.down)))
    #expect(state.navigation.chartIndex == 2)
    reduce(into: &state, action: .input(.key(.right)))
    reduce(into: &state, action: .input(.key(.right)))
    #expect(state.layouts.linkedIndicator?.date == 4)
    #expect(state.navigation.views[0].indicator == 4)
    #expect(state.navigation.views[2].indicator == 2)
    #expect(shown(state) == [true, false, true, false])
  }

  @Test func overlappingRangesMeetAtTheNearestSample() {
    var state = list(at: 6)
    // 6 lies between D's 5.5 and 6.5: the earlier one wins.
    #expect(state.navigation.views[3].indicator == 0)
    #expect(shown(state) == [true, false, true, true])
    // From D (selected), a step goes to D's next sample after the date: 6.5; A's nearest is 6.
    for _ in 0..<3 { reduce(into: &state, action: .input(.key(.down))) }
    #expect(state.navigation.chartIndex == 3)
    reduce(into: &state, action: .input(.key(.right)))
    #expect(state.layouts.linkedIndicator?.date == 6.5)
    #expect(state.navigation.views[0].indicator == 6)
    #expect(state.navigation.views[3].indicator == 1)
    // Past A's end (9.5 … 14.5) only D shows the indicator.
    for _ in 0..<4 { reduce(into: &state, action: .input(.key(.right))) }
    #expect(state.layouts.linkedIndicator?.date == 10.5)
    #expect(shown(state) == [false, false, false, true])
  }

  @Test func theEndKeysShareTheSelectedChartSetsNewDate() {
    var state = list(at: 4)
    reduce(into: &state, action: .input(.key(.end)))
    #expect(state.layouts.linkedIndicator?.date == 9)
    #expect(state.navigation.views[3].indicator == 3)
  }

  @Test func oneLayoutHasNoSharedDate() {
    var state = list(at: 4)
    reduce(into: &state, action: .input(.key(.enter)))
    #expect(state.layouts.layoutMode == .one)
    #expect(state.layouts.linkedIndicator == nil)
  }
}
