import TChartProgram
import TChartSlider

/// The message log's key table: its reducer's keys and its footer come from it.
enum MessageLogKeys: OverlayKeyTable {
  typealias Binding = KeyBinding<OverlayCommand, Never>

  /// Other keys do nothing while the log is open.
  static let otherKey: ModalDelegate? = nil

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
