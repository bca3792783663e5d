import TChartProgram
import TChartSlider

/// What a key does in the help overlay (any key without a row closes it).
enum HelpCommand: Sendable, Equatable {
  case scroll(lines: Int)
  case scrollPage(by: Int)
  case toFirst
  case toLast
  case quit
}

/// The help overlay's key table: its reducer's keys and its scrolled footer come from it.
enum HelpKeys: ModalKeyTable {
  typealias Binding = KeyBinding<HelpCommand, Never>

  static let all: [Binding] = [
    Binding(
      "↑↓ PgUp PgDn", "scroll a line, a page", hint: "↑↓ PgUp PgDn scroll",
      [
        KeyCommand(.up, .scroll(lines: -1)), KeyCommand(.down, .scroll(lines: 1)),
        KeyCommand(.pageUp, .scrollPage(by: -1)), KeyCommand(.pageDown, .scrollPage(by: 1)),
      ]),
    Binding("Home/End", "to the ends", [KeyCommand(.home, .toFirst), KeyCommand(.end, .toLast)]),
    Binding("^C", "quit", [KeyCommand(.control("c"), .quit)]),
  ]

  /// The scrolled help's footers, longest first: the hints and what other keys do, then two
  /// abbreviations of them for narrow screens.
  static let scrollFooters = [
    Binding.hint(all) + " · other keys close", "↑↓ scroll · keys close", "↑↓",
  ]
}
