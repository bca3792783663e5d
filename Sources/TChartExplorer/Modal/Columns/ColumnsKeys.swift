import TChartProgram
import TChartSlider

/// What a key does in the columns sheet.
enum ColumnsCommand: Sendable, Equatable {
  case move(rows: Int)
  case movePage(by: Int)
  case makeX
  case toggleLine
  case toggleSeries
  case nextForm
  case apply
  case copy
  case close
  case quit
}

/// The columns sheet's key table: its reducer's keys and its footer come from it.
enum ColumnsKeys: ModalKeyTable {
  typealias Binding = KeyBinding<ColumnsCommand, Never>

  static let all: [Binding] = [
    Binding(
      "↑↓ PgUp/PgDn", "select a column",
      [
        KeyCommand(.up, .move(rows: -1)), KeyCommand(.down, .move(rows: 1)),
        KeyCommand(.character("k"), .move(rows: -1)), KeyCommand(.character("j"), .move(rows: 1)),
        KeyCommand(.pageUp, .movePage(by: -1)), KeyCommand(.pageDown, .movePage(by: 1)),
      ]),
    Binding("x", "make it x", hint: "x make x", [KeyCommand(.character("x"), .makeX)]),
    Binding(
      "Space", "draw or hide it as a line", hint: "Space line",
      [KeyCommand(.character(" "), .toggleLine)]),
    Binding(
      "s", "make it (or add it to) the series key", hint: "s series",
      [KeyCommand(.character("s"), .toggleSeries)]),
    Binding(
      "f", "the next form its cells read as", hint: "f form",
      [KeyCommand(.character("f"), .nextForm)]),
    Binding("Enter", "read the file this way", hint: "Enter apply", [KeyCommand(.enter, .apply)]),
    Binding(
      "Y", "copy the command line", hint: "Y copy", [KeyCommand(.character("Y"), .copy)]),
    Binding(
      "Esc", "close without change", hint: "Esc close",
      [KeyCommand(.escape, .close), KeyCommand(.character("q"), .close)]),
    Binding("^C", "quit", [KeyCommand(.control("c"), .quit)]),
  ]

  /// The sheet's footers, longest first: the hints, the hinted rows' keys, the key that closes.
  static let footers: [String] = {
    let hinted = all.filter { $0.hint != nil }
    return [
      Binding.hint(hinted), hinted.map(\.label).joined(separator: " "), "Enter apply · Esc",
    ]
  }()
}
