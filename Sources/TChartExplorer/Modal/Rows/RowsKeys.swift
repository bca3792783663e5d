import TChartProgram
import TChartSlider

/// The rows view's key table: its reducer's keys and its footer come from it.
enum RowsKeys: ModalKeyTable {
  /// What a key does in the rows view.
  enum Command: Sendable, Equatable {
    /// Moves the indicator by samples (the table follows).
    case move(samples: Int)
    /// Shows the columns from one further left or right.
    case scroll(columns: Int)
    /// Starts typing a search.
    case search
    /// Goes to the next row the search finds.
    case next
    case close
    case quit
  }

  typealias Binding = KeyBinding<Command, Never>

  static let all: [Binding] = [
    Binding(
      "↑↓", "the previous/next row (the indicator moves)", hint: "↑↓ move",
      [KeyCommand(.up, .move(samples: -1)), KeyCommand(.down, .move(samples: 1))]),
    Binding(
      "←→", "more columns", hint: "←→ columns",
      [KeyCommand(.left, .scroll(columns: -1)), KeyCommand(.right, .scroll(columns: 1))]),
    Binding(
      "/  n", "search the cells · next", hint: "/ search",
      [
        KeyCommand(.character("/"), .search), KeyCommand(.character("n"), .next),
        KeyCommand(.enter, .next),
      ]),
    Binding(
      "Esc/q/r", "close", hint: "Esc close",
      [
        KeyCommand(.escape, .close), KeyCommand(.character("q"), .close),
        KeyCommand(.character("r"), .close),
      ]),
    Binding("^C", "quit", [KeyCommand(.control("c"), .quit)]),
  ]

  /// The footers, longest first: the hints, then shorter ones for narrow screens.
  static let footers = [Binding.hint(all), "↑↓ · / · Esc", "Esc"]
}
