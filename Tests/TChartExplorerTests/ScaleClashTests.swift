import TChartCells
import TChartData
import Testing

@testable import TChartExplorer
@testable import TChartExplorerRuntime

/// The scale-clash hint: said once per chart set on an empty status line when the visible
/// lines' scales (each line's max |value| in the window) differ more than 20×; not for similar
/// scales, bars, other modes, nor again after the next key or a change of the Y mode.
@Suite("Scale-clash hint")
struct ScaleClashTests {
  static let hint = "scales differ 38K×: v split · y index"

  /// The mixed chart set (320,000 beside 7.6) and a second one of similar scales.
  static func state(_ chartSets: [ChartSet] = [LineScaleTests.mixed, Fixtures.second])
    -> ExplorerState
  {
    var options = ExplorerOptions()
    options.hintsScaleClash = true
    return try! ExplorerState(chartSets: chartSets, options: options)
  }

  @Test func theRatioIsTheLargestMaxMagnitudeOverTheSmallest() {
    let state = Self.state()
    let window = state.shown.windowSamples
    let population = LineScaleTests.mixed.lines[0].values[window].max()!
    let rate = LineScaleTests.mixed.lines[2].values[window].max()!
    #expect(state.yAxesModel.scaleRatio == population / rate)
    #expect(state.yAxesModel.scaleClashHint == Self.hint)
    let negative = ChartSet(
      name: "Signs", x: [0, 1], xKind: .number,
      lines: [
        Series(id: "y0", name: "a", color: RGBColor(hex: "#3DC23F")!, values: [1_000, 1_010]),
        Series(id: "y1", name: "b", color: RGBColor(hex: "#F34C44")!, values: [-60, -50]),
        Series(id: "y2", name: "zero", color: RGBColor(hex: "#3896E8")!, values: [0, 0]),
      ])
    #expect(Self.state([negative]).yAxesModel.scaleRatio == 1_010.0 / 60)
  }

  @Test func saidOnceOnTheFirstActionAndDismissedByTheNextKey() {
    var store = TestStore(Self.state())
    store.send(.input(.tick(1))) {
      $0.terminal.now = 1
      $0.notes.status = Self.hint
      $0.notes.scaleClashHinted = [0]
      // Kept in `m` like every note.
      $0.notes.messages.add(.init(source: "hint", text: Self.hint))
    }
    #expect(store.state.statusMessage == Self.hint)
    store.send(.input(.key(.character("l")))) {
      $0.view.indicator = 39
      $0.panels.showsIndicator = true
      $0.notes.status = nil
    }
    // Not again for this chart set, after another chart set and back.
    var state = store.state
    reduce(into: &state, action: .input(.key(.tab)))
    #expect(state.notes.status == nil)
    reduce(into: &state, action: .input(.key(.backTab)))
    #expect(state.notes.status == nil)
    #expect(state.notes.scaleClashHinted == [0])
  }

  @Test func notForSimilarScalesNorBarsNorWhenOff() {
    var similar = Self.state([Fixtures.second])
    reduce(into: &similar, action: .input(.tick(1)))
    #expect(similar.yAxesModel.scaleRatio! < 20)
    #expect(similar.notes.status == nil)
    let bars = ChartSet(
      name: "Bars", x: [0, 1], xKind: .number,
      lines: [
        Series(id: "y0", name: "a", kind: .bar, color: RGBColor(hex: "#3DC23F")!, values: [1, 2]),
        Series(
          id: "y1", name: "b", kind: .bar, color: RGBColor(hex: "#F34C44")!,
          values: [1_000, 2_000]),
      ])
    var barState = Self.state([bars])
    reduce(into: &barState, action: .input(.tick(1)))
    #expect(barState.yAxesModel.scaleRatio == nil && barState.notes.status == nil)
    // A state built without the option (a test's, `tchart render`'s) says nothing.
    var off = ExplorerState(chartSets: [LineScaleTests.mixed])
    reduce(into: &off, action: .input(.tick(1)))
    #expect(off.notes.status == nil && off.notes.scaleClashHinted.isEmpty)
  }

  @Test func itWaitsForAnEmptyStatusLine() {
    var state = Self.state()
    state.notes.status = "session restored (--fresh to start over)"
    reduce(into: &state, action: .input(.tick(1)))
    #expect(state.notes.status == "session restored (--fresh to start over)")
    #expect(state.notes.scaleClashHinted.isEmpty)
    // The next key clears the note: the hint comes then.
    reduce(into: &state, action: .input(.key(.character("l"))))
    #expect(state.notes.status == Self.hint)
  }

  @Test func notAfterTheUserChangedTheModeNorInModesThatRescale() {
    var state = Self.state()
    state.yAxes.yScaleMode = .index
    reduce(into: &state, action: .input(.tick(1)))
    #expect(state.notes.status == nil)
    // `y` back to the window: the user knows the modes, the hint is not said.
    reduce(into: &state, action: .input(.key(.character("y"))))
    reduce(into: &state, action: .input(.key(.character("y"))))
    #expect(state.yAxes.yScaleMode == .window)
    reduce(into: &state, action: .input(.key(.character("l"))))
    #expect(state.notes.status == nil)
    #expect(state.notes.scaleClashHinted == [0])
  }

  @Test func notInTheListNorTheCards() {
    var state = Self.state()
    state.send(LayoutsFeature.Action.show(.list))
    reduce(into: &state, action: .input(.tick(1)))
    #expect(state.notes.status == nil)
  }

  @Test func theExplorerSaysItOnTheFirstFrame() {
    let explorer = Explorer(state: Self.state())
    #expect(explorer.state.notes.status == Self.hint)
    let frame = explorer.render(size: Size(width: 80, height: 24))
    #expect(frame.lines[23].hasPrefix(Self.hint))
  }
}
