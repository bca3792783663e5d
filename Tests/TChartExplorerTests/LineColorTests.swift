import TChartCells
import TChartData
import Testing

@testable import TChartExplorer

/// Chosen line colours (``Look/lineColors``): drawn everywhere through one function,
/// one undo step each, saved and restored with the session.
@Suite("Line colours")
struct LineColorTests {
  let purple = RGBColor(red: 0x80, green: 0x20, blue: 0xC0)
  let file = FileIdentity(path: "/data/daily.csv", size: 1_000, modified: 1_700_000_000)

  func state() -> ExplorerState {
    var state = Fixtures.dailyState()
    state.look.animates = false
    state.terminal.now = 10
    return state
  }

  @Test func choosingAColourIsOneUndoStepNamedAfterTheLine() {
    var store = TestStore(state(), checksHistory: true)
    let before = store.state.viewSnapshot
    store.send(.lineColorChosen(purple, line: 1)) {
      $0.look.lineColors = ["y1": self.purple]
      $0.history.steps.record(before, label: "colour of line 2", gesture: .data, at: 10)
    }
    let colored = store.state.viewSnapshot
    #expect(colored.lineColorsSlice.lineColors == ["y1": purple])
    store.send(.input(.key(.character("u")))) {
      $0.look.lineColors = [:]
      _ = $0.history.steps.undo(from: colored)
      $0.history.restores = 1
      $0.notes.status = "undo: colour of line 2"
    }
    store.send(.input(.key(.control("r")))) {
      $0.look.lineColors = ["y1": self.purple]
      _ = $0.history.steps.redo(from: before)
      $0.history.restores = 2
      $0.notes.status = "redo: colour of line 2"
    }
  }

  @Test func theLinesOwnColourAgainClearsTheOverride() {
    var store = TestStore(state())
    store.send(.lineColorChosen(purple, line: 0)) { $0.look.lineColors = ["y0": self.purple] }
    let own = store.state.chartSet.lines[0].color
    store.send(.lineColorChosen(own, line: 0)) { $0.look.lineColors = [:] }
    store.send(.lineColorChosen(purple, line: 9))
  }

  @Test func everyDrawingOfTheLineUsesTheChosenColour() {
    var state = state()
    state.look.lineColors = ["y0": purple]
    let series = state.chartSet.lines[0]
    #expect(state.coloring.color(series) == purple)
    #expect(state.coloredChartSet.lines[0].color == purple)
    #expect(state.coloring.colored(state.yAxesModel.scaledChartSet).lines[0].color == purple)
    #expect(state.coloredChartSet.lines[1].color == state.chartSet.lines[1].color)
    #expect(ExplorerLegend.entries(state: state)[0].color == purple)
    #expect(state.picture.lines[0].color == purple)
    let theme = state.look.renderTheme
    let mark = theme.lineStyle(purple).foreground
    let plain = ExplorerScreen.render(state: self.state(), size: state.terminal.size)
    let colored = ExplorerScreen.render(state: state, size: state.terminal.size)
    let count = { (buffer: ScreenBuffer) in
      buffer.cells.filter { $0.style.foreground == mark }.count
    }
    #expect(count(plain) == 0)
    #expect(count(colored) > 10)
  }

  @Test func theColoursAreSavedAndRestoredByLineId() {
    var saved = state()
    saved.look.lineColors = ["y1": purple]
    let record = saved.sessionRecord(for: file)
    #expect(record.colorsSlice.colors == ["y1": "#8020c0"])
    var state = ExplorerState(chartSets: [Fixtures.daily, Fixtures.second])
    state.restoreSession(record, file: file)
    #expect(state.look.lineColors == ["y1": purple])
    var bad = record
    bad.colorsSlice.colors = ["y0": "purple"]
    state.restoreSession(bad, file: file)
    #expect(state.look.lineColors == [:])
  }
}
