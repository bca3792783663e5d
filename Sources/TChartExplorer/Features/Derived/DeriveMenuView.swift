import TChartCells
import TChartData
import TChartRender

extension LinePickerView {
  /// The picker's popup while its transform menu is open: the transforms as a menu (marked in
  /// `lineStyle`, the menu's line's colour), the window's prompt, or the list with the title
  /// asking for the second line.
  mutating func showDeriveMenu(_ menu: DeriveMenu, lineStyle style: Style?) {
    title = menu.title
    let mark = rows.first?.mark ?? theme.tooltipText
    switch menu.stage {
    case .choose(let selected):
      self.menu = true
      query = menu.line
      rows = DeriveMenu.Entry.allCases.map { entry in
        let row = entry.row(of: menu.line)
        return LinePickerView.Row(
          key: "", name: row.name, value: row.about, visible: true, mark: style ?? mark)
      }
      self.selected = selected
      scroll = 0
      footers = ["↑↓ Enter choose · Esc back", "Enter · Esc"]
    case .window(let text, _):
      self.menu = true
      query = "avg(\(menu.line),\(text)"
      rows = []
      emptyText = "20 samples, or 30s 5m 1h 1d 1w"
      footers = ["Enter add · Esc back", "Esc"]
    case .secondLine:
      footers = ["Enter pick · Esc cancel", "Esc"]
    }
  }
}
