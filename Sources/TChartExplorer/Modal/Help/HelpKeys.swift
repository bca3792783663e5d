import TChartProgram
import TChartSlider

/// The help overlay's key table: its reducer's keys and its scrolled footer come from it; any
/// other key or a press closes the help (it is one scrolled column on a small screen).
enum HelpKeys: OverlayKeyTable {
  typealias Binding = KeyBinding<OverlayCommand, Never>

  static let otherKey: ModalDelegate? = .close

  static let all: [Binding] =
    OverlayCommand.scrollRows + [Binding("^C", "quit", [KeyCommand(.control("c"), .quit)])]

  /// The scrolled help's footers, longest first: the hints and what other keys do, then two
  /// abbreviations of them for narrow screens.
  static let scrollFooters = [
    Binding.hint(all) + " · other keys close", "↑↓ scroll · keys close", "↑↓",
  ]
}
