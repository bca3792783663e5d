import TChartProgram
import TChartSlider

/// What a key does in the message log.
enum MessageLogCommand: Sendable, Equatable {
  case scroll(lines: Int)
  case scrollPage(by: Int)
  case toFirst
  case toLast
  case close
  case quit
}

/// The message log's key table: its reducer's keys and its footer come from it.
enum MessageLogKeys: ModalKeyTable {
  typealias Binding = KeyBinding<MessageLogCommand, Never>

  static let all: [Binding] = [
    Binding(
      "↑↓ PgUp PgDn", "scroll a line, a page", hint: "↑↓ PgUp PgDn scroll",
      [
        KeyCommand(.up, .scroll(lines: -1)), KeyCommand(.down, .scroll(lines: 1)),
        KeyCommand(.pageUp, .scrollPage(by: -1)), KeyCommand(.pageDown, .scrollPage(by: 1)),
      ]),
    Binding("Home/End", "to the ends", [KeyCommand(.home, .toFirst), KeyCommand(.end, .toLast)]),
    Binding(
      "Esc/q", "close", hint: "Esc/q close",
      [
        KeyCommand(.escape, .close), KeyCommand(.character("q"), .close),
        KeyCommand(.character("m"), .close),
      ]),
    Binding("^C", "quit", [KeyCommand(.control("c"), .quit)]),
  ]

  /// The log's footers, longest first: the hints, then two abbreviations of them for narrow
  /// screens.
  static let footers = [Binding.hint(all), "↑↓ · Esc close", "Esc"]
}
