import TChartProgram
import TChartSlider

/// What a key does in the line picker.
enum LinePickerCommand: Sendable, Equatable {
  case moveHighlight(rows: Int)
  case movePage(by: Int)
  case toggle
  case showOnly
  /// Show only the line and close (fzf's accept).
  case pick
  case showAll
  case openColor
  /// Open the transform menu on the line (a derived line added after it).
  case derive
  /// Remove the highlighted derived line.
  case removeDerived
  /// XY: the line across, then (on another line) the line up.
  case xy
  /// Put the line on the right Y axis (`true`) or the left one.
  case axis(right: Bool)
  case deleteCharacter
  case close
  case quit
}

/// The line picker's key table: its reducer's keys and its footer come from it (typed
/// characters, which filter, are not in it).
enum LinePickerKeys: ModalKeyTable {
  typealias Binding = KeyBinding<LinePickerCommand, Never>

  static let all: [Binding] = [
    Binding(
      "↑↓ PgUp/PgDn", "move the highlight",
      [
        KeyCommand(.up, .moveHighlight(rows: -1)), KeyCommand(.down, .moveHighlight(rows: 1)),
        KeyCommand(.pageUp, .movePage(by: -1)), KeyCommand(.pageDown, .movePage(by: 1)),
      ]),
    Binding(
      "Enter", "show only the line and close (as fzf picks)", hint: "Enter pick",
      [KeyCommand(.enter, .pick)]),
    Binding(
      "Space", "show or hide the line (as lazygit)", hint: "Space toggle",
      [KeyCommand(.character(" "), .toggle)]),
    Binding("Tab", "show only the line, staying open", [KeyCommand(.tab, .showOnly)]),
    Binding("^A", "show every line", hint: "^A all", [KeyCommand(.control("a"), .showAll)]),
    Binding(
      "←→", "put the line on the left or right Y axis", hint: "←→ axis",
      [KeyCommand(.right, .axis(right: true)), KeyCommand(.left, .axis(right: false))]),
    Binding("^O", "its colour", hint: "^O colour", [KeyCommand(.control("o"), .openColor)]),
    Binding(
      "^T", "derive a line from it: rate, avg, ratio…", hint: "^T derive",
      [KeyCommand(.control("t"), .derive)]),
    Binding(
      "^X", "remove a derived line", [KeyCommand(.control("x"), .removeDerived)]),
    Binding(
      "^Y", "XY: the line across, then ^Y on the line up", [KeyCommand(.control("y"), .xy)]),
    Binding("Esc", "close", hint: "Esc close", [KeyCommand(.escape, .close)]),
    Binding("^C", "quit", [KeyCommand(.control("c"), .quit)]),
    Binding(
      "Bksp", "delete a typed character",
      [KeyCommand(.backspace, .deleteCharacter), KeyCommand(.delete, .deleteCharacter)]),
  ]

  /// The popup's footers, longest first: the hints, the hinted rows' keys, the key that closes.
  static let footers: [String] = {
    let hinted = all.filter { $0.hint != nil }
    return [
      Binding.hint(hinted), hinted.map(\.label).joined(separator: " · "),
      hinted.last?.label ?? "Esc",
    ]
  }()
}
