import TChartCells
import TChartProgram
import Testing

@testable import TChartData
@testable import TChartExplorer
@testable import TChartExplorerRuntime

/// `Y`: the indicator's date and values to the clipboard (OSC 52) where the terminal takes it,
/// else on the status line.
@Suite("Copy at the indicator")
struct CopyIndicatorTests {
  /// The indicator's row as `E` writes it: the header, then the row.
  func copied(_ state: ExplorerState) -> String {
    WindowCSV.text(
      chartSet: state.chartSet, lines: state.shown.visibleLines,
      window: state.view.indicator..<(state.view.indicator + 1))
  }

  @Test func capitalYAsksTheTerminalToCopyTheIndicatorsRow() {
    var start = Fixtures.dailyState()
    start.terminal.takesCopies = true
    let text = copied(start)
    #expect(text.split(separator: "\n").count == 2)
    #expect(text.hasPrefix("x,"))
    var store = TestStore(start)
    store.send(.input(.key(.character("Y"))), effects: [.copy(text)]) {
      $0.notes.status = "Copied " + text.split(separator: "\n").joined(separator: " / ")
    }
  }

  @Test func capitalYOnATerminalThatTakesNoCopyShowsTheText() {
    let start = Fixtures.dailyState()
    let text = copied(start).split(separator: "\n").joined(separator: " / ")
    var store = TestStore(start)
    store.send(.input(.key(.character("Y")))) {
      $0.notes.status = "This terminal takes no copy (OSC 52): " + text
    }
  }

  /// The store hands the copy to the terminal, which gets the OSC 52 sequence's text; nothing
  /// goes to the effect performer.
  @Test func theRunnerHandsTheCopyToTheTerminal() {
    var state = Fixtures.dailyState()
    state.terminal.takesCopies = true
    let text = copied(state)
    var program = Explorer(state: state)
    var backend = TestBackend(
      size: Size(width: 80, height: 24),
      script: [.event(.key(.character("Y"))), .event(.key(.character("q")))])
    _ = TerminalRunner.run(&program, on: &backend)
    #expect(backend.requests == [.copy(text)])
    #expect(program.takeRequests().isEmpty)
  }
}
