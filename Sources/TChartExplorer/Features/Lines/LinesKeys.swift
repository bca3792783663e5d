import TChartProgram
import TChartSlider

/// The lines' key rows (``LinesFeature``): `1…9` toggle a line, `⇧1…9` show only that one.
enum LinesKeys {
  /// `!@#$%^&*(`: Shift+digit on a US keyboard, "show only this line".
  static let shiftedDigits: [Character] = ["!", "@", "#", "$", "%", "^", "&", "*", "("]

  /// The rows, for both foci.
  static let rows: [ExplorerKeyBinding] = [
    KeyBinding(
      "1…9", "toggle a line",
      (0..<9).map { KeyCommand(.character(Character(String($0 + 1))), .lines(.toggle(line: $0))) }
    ),
    KeyBinding(
      "⇧1…9 !@#…", "show only that line",
      (0..<9).map { KeyCommand(.character(shiftedDigits[$0]), .lines(.showOnly(line: $0))) }),
  ]
}
