import TChartProgram
import TChartSlider
import Testing

@testable import TChartExplorer

/// The hints on screen come from the key tables (one ``KeyBinding`` type for the explorer, its
/// line picker and the slider): the same words as when they were written by hand.
@Suite("Key tables and hints")
struct ModalKeysTests {
  @Test func thePickersFootersComeFromItsKeyTable() {
    #expect(
      LinePickerKeys.footers == [
        "Enter pick · Space toggle · ^A all · ←→ axis · ^O colour · ^T derive · Esc close",
        "Enter · Space · ^A · ←→ · ^O · ^T · Esc", "Esc",
      ])
  }

  @Test func everyKeyOfThePickersTableSendsItsCommandOnce() {
    let keys = LinePickerKeys.all.flatMap { $0.commands.map(\.key) }
    #expect(Set(keys).count == keys.count)
    for row in LinePickerKeys.all {
      for key in row.commands { #expect(LinePickerKeys.command(for: key.key) == key.command) }
    }
    #expect(LinePickerKeys.command(for: .character("a")) == nil)
  }

  @Test func theMessageLogsFooterComesFromItsKeyTable() {
    #expect(MessageLogKeys.footers[0] == "↑↓ PgUp PgDn scroll · Esc/q close")
    for key in [Key.escape, .character("q"), .character("m")] {
      #expect(MessageLogKeys.command(for: key) == .close)
    }
    #expect(MessageLogKeys.command(for: .character("x")) == nil)
  }

  @Test func theHelpsScrolledFooterAndKeysComeFromItsKeyTable() {
    #expect(HelpKeys.scrollFooters[0] == "↑↓ PgUp PgDn scroll · other keys close")
    var help = HelpState(scroll: 5)
    let bounds = HelpState.Bounds(page: 10, maxScroll: 30)
    #expect(help.reduce(.key(.pageDown), bounds, keys: HelpKeys.self) == nil && help.scroll == 15)
    #expect(help.reduce(.key(.end), bounds, keys: HelpKeys.self) == nil && help.scroll == 30)
    #expect(help.reduce(.key(.control("c")), bounds, keys: HelpKeys.self) == .closeAndQuit)
    #expect(help.reduce(.key(.character("x")), bounds, keys: HelpKeys.self) == .close)
  }

  @Test func theListAndCardsHintsComeFromTheirRows() {
    #expect(ExplorerScreen.listHint == "↑↓ select · Enter open · v cards")
    #expect(ExplorerScreen.cardsHint == "←↑→↓ select · Enter open · v one")
  }

  @Test func theExplorerAndTheSliderShareOneBindingType() {
    let slider: [KeyBinding<SliderAction, Never>] = SliderKeys.all
    let explorer: [KeyBinding<ExplorerCommand, Focus>] = KeyBindings.all
    #expect(slider.filter(\.movesSelection).map(\.label) == ["[  ]", "{  }"])
    #expect(explorer.filter { $0.focus == .slider }.count == slider.count - 2 + 1)
  }
}
