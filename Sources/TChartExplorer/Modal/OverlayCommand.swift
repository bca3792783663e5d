import TChartProgram
import TChartSlider

/// What a key does in a scrolled overlay (the help, the message log).
enum OverlayCommand: Sendable, Equatable {
  case scroll(lines: Int)
  case scrollPage(by: Int)
  case toFirst
  case toLast
  case close
  case quit

  /// The rows both overlays share: a line or a page up and down, and the ends.
  static let scrollRows: [KeyBinding<Self, Never>] = [
    KeyBinding(
      "↑↓ PgUp PgDn", "scroll a line, a page", hint: "↑↓ PgUp PgDn scroll",
      [
        KeyCommand(.up, .scroll(lines: -1)), KeyCommand(.down, .scroll(lines: 1)),
        KeyCommand(.pageUp, .scrollPage(by: -1)), KeyCommand(.pageDown, .scrollPage(by: 1)),
      ]),
    KeyBinding(
      "Home/End", "to the ends", [KeyCommand(.home, .toFirst), KeyCommand(.end, .toLast)]),
  ]

  /// `scroll` after this command on an overlay of `page` lines scrolled at most to `last`;
  /// `nil` for the commands that do not scroll.
  func scrolled(_ scroll: Int, page: Int, last: Int) -> Int? {
    let lines: Int
    switch self {
    case .scroll(let count): lines = count
    case .scrollPage(let pages): lines = pages * page
    case .toFirst: return 0
    case .toLast: return last
    case .close, .quit: return nil
    }
    return Swift.min(Swift.max(0, scroll + lines), last)
  }
}
