import TChartProgram
import TChartRender
import TChartSlider

/// The layouts' key rows (``LayoutsFeature``): `v` and `Enter` in every layout, the list's,
/// the split's and the cards' own rows, which ``KeyBindings/rows(layout:)`` puts first there.
extension KeyBindings {
  /// `v` cycles the layouts in all of them; `Enter` opens the selected chart set in the list and
  /// cards (in `one` the graph's `Enter` comes first).
  static let layoutRow = ExplorerKeyBinding(
    "v  Enter", "layouts, split · open", hint: "Enter open",
    chars("v", .layouts(.next)) + keys([.enter], .layouts(.openSelected)))

  /// The list's own keys, which come before every other row there.
  static let listRows: [ExplorerKeyBinding] = [
    KeyBinding(
      "↑↓ PgUp/PgDn", "list: select, a page", hint: "↑↓ select",
      keys([.up], .layouts(.select(by: -1))) + chars("k", .layouts(.select(by: -1)))
        + keys([.down], .layouts(.select(by: 1))) + chars("j", .layouts(.select(by: 1)))
        + keys([.pageUp], .layouts(.selectPage(by: -1)))
        + keys([.pageDown], .layouts(.selectPage(by: 1))))
  ]

  /// The split's own keys, which come before every other row there in the graph focus (the
  /// list's keys, so the help lists both in one row; `⇧←→` still move the indicator a tenth).
  static let splitRows: [ExplorerKeyBinding] = [
    KeyBinding(
      "↑↓ PgUp/PgDn", "split: scroll", focus: .graph, hint: "↑↓ scroll panels",
      keys([.up], .layouts(.scrollSplit(by: -1))) + chars("k", .layouts(.scrollSplit(by: -1)))
        + keys([.down], .layouts(.scrollSplit(by: 1))) + chars("j", .layouts(.scrollSplit(by: 1)))
        + keys([.pageUp], .layouts(.scrollSplitPage(by: -1)))
        + keys([.pageDown], .layouts(.scrollSplitPage(by: 1))))
  ]

  /// Category bars' keys (a chart set whose x is text, in `one` and the split), before every
  /// other row in the graph focus.
  static let categoriesRows: [ExplorerKeyBinding] = [
    KeyBinding(
      "↑↓ PgUp/PgDn", "bars: scroll", focus: .graph, hint: "↑↓ scroll bars",
      keys([.up], .layouts(.scrollCategories(by: -1)))
        + chars("k", .layouts(.scrollCategories(by: -1)))
        + keys([.down], .layouts(.scrollCategories(by: 1)))
        + chars("j", .layouts(.scrollCategories(by: 1)))
        + keys([.pageUp], .layouts(.scrollCategoriesPage(by: -1)))
        + keys([.pageDown], .layouts(.scrollCategoriesPage(by: 1))))
  ]

  /// The cards' own keys, which come before every other row there (`h`/`l` still move the
  /// indicator).
  static let cardsRows: [ExplorerKeyBinding] = [
    KeyBinding(
      "←↑→↓", "cards: select a chart", hint: "←↑→↓ select",
      keys([.left], .layouts(.moveCard(.left))) + keys([.right], .layouts(.moveCard(.right)))
        + keys([.up], .layouts(.moveCard(.up))) + keys([.down], .layouts(.moveCard(.down))))
  ]

  /// The status line's hint in the list and cards, from the table's hints: the layout's own
  /// keys, `Enter`, and where `v` goes.
  static func layoutHint(_ layout: LayoutMode) -> String {
    let own = layout == .cards ? cardsRows : listRows
    return ExplorerKeyBinding.hint(own + [layoutRow]) + " · v \(layout.next.rawValue)"
  }

  /// The help's `Layouts` rows: `v`, the list's arrows (which scroll the split, so one row
  /// says both: the help has no room for another; category bars scroll with them too), the
  /// cards' arrows.
  static var layoutHelpRows: [HelpRow] {
    ([layoutRow] + listRows + cardsRows).map { row in
      let split = splitRows.first { $0.label == row.label }
      return HelpRow(
        label: row.label,
        description: split == nil ? row.description : "select · split: scroll")
    }
  }
}
