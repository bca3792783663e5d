import TChartProgram
import TChartSlider

/// The message log's key table: its reducer's keys and its footer come from it.
enum MessageLogKeys: ModalKeyTable {
  typealias Binding = KeyBinding<OverlayCommand, Never>

  static let all: [Binding] =
    OverlayCommand.scrollRows + [
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
