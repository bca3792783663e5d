import TChartCells
import TChartProgram
import TChartRender
import TChartSlider
import Testing

@testable import TChartExplorer

/// Night and day paint every cell (the slider row and its left padding included, with either
/// focus, at narrow and wide screens); the help lists the keys the terminal layer handles.
@Suite("Explorer themes and help")
struct ThemeAndHelpTests {
  @Test(arguments: [
    Size(width: 30, height: 12), Size(width: 80, height: 24), Size(width: 200, height: 60),
  ])
  func nightAndDayLeaveNoCellOnTheTerminalBackground(size: Size) {
    for theme in [ThemeChoice.night, .day] {
      for sliderFocus in [false, true] {
        var state = Fixtures.dailyState(size: size)
        reduce(into: &state, action: .input(.resize(size)))
        state.look.theme = theme
        if sliderFocus { reduce(into: &state, action: .input(.key(.character("s")))) }
        #expect(state.pointer.focus == (sliderFocus ? .slider : .graph))
        let buffer = ExplorerScreen.render(state: state, size: size)
        let background = state.look.renderTheme.base.background
        #expect(background != .default)
        let layout = state.layout
        // The slider row with the padding at its left, then every cell of the screen.
        for y in layout.slider.y..<layout.slider.maxY {
          let row = (0..<size.width).map { buffer[$0, y].style.background }
          #expect(!row.contains(.default), "\(theme) \(size) slider row \(y)")
        }
        let bare = buffer.cells.filter { $0.style.background == .default }
        #expect(bare.isEmpty, "\(theme) \(size) slider focus \(sliderFocus): \(bare.count) bare")
      }
    }
  }

  @Test func helpListsCtrlZFromTheKeyTable() {
    // `C` shares the row: the terminal layer handles Ctrl-Z, so the row sends only `C`.
    let row = KeyBindings.all.last
    #expect(row?.label == "C  ^Z")
    #expect(row?.description == "columns · suspend")
    #expect(row?.commands == [KeyCommand(.character("C"), .openColumns)])
    // The terminal layer stops the program before the explorer sees the key.
    #expect(KeyBindings.command(for: .control("z"), focus: .graph) == nil)
    #expect(
      KeyBindings.helpSections.first { $0.title == "Window and lines" }?.rows.last
        == HelpRow(label: "C  ^Z", description: "columns · suspend"))
    var state = Fixtures.dailyState()
    state.modal = .help(HelpState())
    let text = ExplorerScreen.render(state: state, size: Size(width: 120, height: 40)).text
    #expect(text.contains("C  ^Z"))
    #expect(text.contains("columns · suspend"))
  }
}
