import TChartCells
import TChartData
import Testing

@testable import TChartExplorer

/// The line picker: every line reachable, filtered as you type, toggled, soloed, all shown.
@Suite struct LinePickerTests {
  /// 30 lines named after their number, `Line 1` … `Line 30`, and two with words.
  static let many: ChartSet = {
    var lines = (1...30).map { number in
      Series(
        id: "y\(number)", name: "Line \(number)", color: RGBColor.defaultPalette[number % 8],
        values: (0..<10).map { Double($0 * number) })
    }
    lines[16].name = "Private service"
    lines[22].name = "Government"
    return ChartSet(
      name: "Many", x: (0..<10).map { Fixtures.start + Double($0) * Fixtures.day }, lines: lines)
  }()

  func opened() -> ExplorerState {
    var state = ExplorerState(chartSets: [Self.many], screenSize: Size(width: 80, height: 24))
    reduce(into: &state, action: .input(.key(.character("/"))))
    return state
  }

  func type(_ text: String, into state: inout ExplorerState) {
    for character in text { reduce(into: &state, action: .input(.key(.character(character)))) }
  }

  @Test func slashOpensItWithEveryLineAndEscCloses() {
    var state = opened()
    #expect(state.modal.linePicker == LinePicker())
    #expect((state.modal.linePicker ?? LinePicker()).lines(in: state.chartSet) == Array(0..<30))
    reduce(into: &state, action: .input(.key(.escape)))
    #expect(state.modal.linePicker == nil && !state.ending.quitRequested)
  }

  @Test func typingFiltersAndSpaceTogglesTheHighlightedLine() {
    var state = opened()
    type("priv", into: &state)
    #expect((state.modal.linePicker ?? LinePicker()).lines(in: state.chartSet).first == 16)
    reduce(into: &state, action: .input(.key(.character(" "))))
    #expect(state.view.hidden == [16])
    reduce(into: &state, action: .input(.key(.character(" "))))
    #expect(state.view.hidden.isEmpty && state.modal.linePicker?.query == "priv")
    // Typed keys go to the filter, not to the key table: `q` does not quit.
    type("q", into: &state)
    #expect(!state.ending.quitRequested && state.modal.linePicker?.query == "privq")
    reduce(into: &state, action: .input(.key(.backspace)))
    #expect(state.modal.linePicker?.query == "priv")
  }

  /// As in fzf: `Enter` picks the highlighted line (shown alone) and closes the picker.
  @Test func enterShowsOnlyTheHighlightedLineAndCloses() {
    var state = opened()
    type("govern", into: &state)
    reduce(into: &state, action: .input(.key(.enter)))
    #expect(state.shown.visibleLines == [22] && state.modal.linePicker == nil)
  }

  @Test func tabShowsOnlyTheHighlightedLineAndCtrlAShowsAll() {
    var state = opened()
    type("govern", into: &state)
    reduce(into: &state, action: .input(.key(.tab)))
    #expect(state.shown.visibleLines == [22])
    reduce(into: &state, action: .input(.key(.control("a"))))
    #expect(state.view.hidden.isEmpty)
  }

  @Test func theHighlightScrollsThroughAnyNumberOfLines() {
    var state = opened()
    let visible = LinePickerModal.view(of: state).visibleRows(in: state.layout.popup)
    #expect(visible > 0 && visible < 30)
    for _ in 0..<29 { reduce(into: &state, action: .input(.key(.down))) }
    #expect(state.modal.linePicker?.selected == 29)
    #expect(state.modal.linePicker?.scroll == 30 - visible)
    reduce(into: &state, action: .input(.key(.character(" "))))
    #expect(state.view.hidden == [29])
    reduce(into: &state, action: .input(.key(.pageUp)))
    #expect(state.modal.linePicker!.selected < 29)
    let frame = ExplorerScreen.render(state: state, size: state.terminal.size)
    #expect(frame.text.contains("Lines 30/30"))
  }

  @Test func aClickOnARowTogglesItAndAClickOutsideCloses() throws {
    var state = opened()
    let view = LinePickerModal.view(of: state)
    let box = view.frame(in: state.layout.popup)
    // The third row (Line 3) is two rows under the prompt.
    reduce(into: &state, action: .input(.press(at: Point(x: box.x + 3, y: box.y + 4))))
    #expect(state.view.hidden == [2])
    reduce(into: &state, action: .input(.press(at: Point(x: 0, y: 0))))
    #expect(state.modal.linePicker == nil)
  }

  @Test func theLastVisibleLineStays() {
    var state = opened()
    type("govern", into: &state)
    reduce(into: &state, action: .input(.key(.tab)))
    reduce(into: &state, action: .input(.key(.character(" "))))
    #expect(state.shown.visibleLines == [22])
    #expect(state.notes.status == "The last visible line stays")
  }
}
