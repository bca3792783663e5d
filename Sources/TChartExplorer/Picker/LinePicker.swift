import TChartModel

/// The line picker (`/`, or a click on the legend's `+N`): a popup listing every line of the
/// chart set on screen, filtered as you type (fuzzy, like fzf), to show, hide or solo any of
/// them, however many there are.
public struct LinePicker: Sendable, Equatable {
  /// What was typed.
  public var query = ""
  /// The highlighted row: an index into the filtered rows.
  public var selected = 0
  /// The first row shown.
  public var scroll = 0

  public init(query: String = "", selected: Int = 0, scroll: Int = 0) {
    self.query = query
    self.selected = selected
    self.scroll = scroll
  }

  /// The keys the picker reads, for the help overlay (it takes every key while open).
  public static let help: [(label: String, description: String)] = [
    ("type", "filter the lines (fuzzy)"),
    ("↑ ↓ PgUp PgDn", "move the highlight"),
    ("Enter / click", "show or hide that line"),
    ("Tab", "show only that line"),
    ("^A", "show every line"),
    ("Bksp", "delete a typed character"),
    ("Esc", "close the picker"),
  ]
}

extension ExplorerState {
  /// The lines the picker lists, best match first (all of them, in order, with no query).
  public var pickerLines: [Int] {
    FuzzyMatch.ranked(linePicker?.query ?? "", names: chartSet.lines.map(\.name))
  }
}
