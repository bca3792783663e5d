import TChartCells
import TChartRender
import Testing

@testable import TChartExplorer

/// The help at small sizes: one column that scrolls, never a word cut.
@Suite struct HelpScrollTests {
  static let sizes = [Size(width: 30, height: 12), Size(width: 60, height: 15)]

  func helpState(_ size: Size) -> ExplorerState {
    var state = Fixtures.dailyState(size: size)
    reduce(into: &state, action: .input(.resize(size)))
    reduce(into: &state, action: .input(.key(.character("?"))))
    return state
  }

  @Test(arguments: sizes)
  func keysScrollAndOtherKeysClose(size: Size) {
    var state = helpState(size)
    let last = ScrolledOverlay.Bounds.help(size: size, theme: state.look.renderTheme).maxScroll
    #expect(last > 0)
    reduce(into: &state, action: .input(.key(.down)))
    #expect((state.modal.help != nil) && (state.modal.help?.scroll ?? 0) == 1)
    reduce(into: &state, action: .input(.key(.end)))
    #expect((state.modal.help?.scroll ?? 0) == last)
    reduce(into: &state, action: .input(.key(.down)))
    #expect((state.modal.help?.scroll ?? 0) == last)
    reduce(into: &state, action: .input(.key(.pageUp)))
    #expect((state.modal.help?.scroll ?? 0) < last && (state.modal.help?.scroll ?? 0) >= 0)
    reduce(into: &state, action: .input(.key(.home)))
    #expect((state.modal.help?.scroll ?? 0) == 0)
    reduce(into: &state, action: .input(.wheel(.down, at: Point(x: 5, y: 5))))
    #expect((state.modal.help?.scroll ?? 0) == 3 && (state.modal.help != nil))
    reduce(into: &state, action: .input(.key(.character("x"))))
    #expect((state.modal.help == nil) && (state.modal.help?.scroll ?? 0) == 0)
  }

  @Test(arguments: sizes)
  func everyWordOfTheHelpIsShownWholeSomewhere(size: Size) {
    var state = helpState(size)
    var shown = Set<String>()
    let last = ScrolledOverlay.Bounds.help(size: size, theme: state.look.renderTheme).maxScroll
    for scroll in 0...last {
      state.modal.help?.scroll = scroll
      let frame = ExplorerScreen.render(state: state, size: size)
      for y in 1..<(size.height - 1) {
        let inner = frame.line(y).dropFirst().dropLast()
        for word in inner.split(separator: " ") { shown.insert(String(word)) }
      }
    }
    for section in KeyBindings.helpSections {
      for word in section.title.split(separator: " ") { #expect(shown.contains(String(word))) }
      for row in section.rows {
        for word in (row.label + " " + row.description).split(separator: " ") {
          #expect(shown.contains(String(word)), "\(size): '\(word)' is cut or missing")
        }
      }
    }
  }

  @Test(arguments: [Size(width: 80, height: 24), Size(width: 120, height: 40)])
  func fromEightyByTwentyFourTheColumnsFitWithoutScrolling(size: Size) {
    let state = helpState(size)
    #expect(
      ScrolledOverlay.Bounds.help(size: state.terminal.size, theme: state.look.renderTheme)
        .maxScroll
        == 0)
  }

  @Test func wrappingBreaksBetweenWords() {
    #expect(
      HelpOverlay.wrap("indicator to the ends", width: 10) == ["indicator", "to the", "ends"])
    #expect(HelpOverlay.wrap("abcdefghijkl", width: 5) == ["abcde", "fghij", "kl"])
    #expect(HelpOverlay.wrap("", width: 5) == [""])
  }
}
