import TChartData
import TChartRender

extension ExplorerState {
  /// The picker's popup while its transform menu is open: the transforms as a menu, the
  /// window's prompt, or the list with the title asking for the second line.
  func deriveMenuView(_ menu: DeriveMenu, into view: inout LinePickerView) {
    view.title = menu.title
    let mark = view.rows.first?.mark ?? view.theme.tooltipText
    let style = chartSet.lineIndex(named: menu.line).map {
      renderTheme.lineStyle(lineColor(chartSet.lines[$0]))
    }
    switch menu.stage {
    case .choose(let selected):
      view.menu = true
      view.query = menu.line
      view.rows = DeriveMenu.Entry.allCases.map { entry in
        let row = entry.row(of: menu.line)
        return LinePickerView.Row(
          key: "", name: row.name, value: row.about, visible: true, mark: style ?? mark)
      }
      view.selected = selected
      view.scroll = 0
      view.footers = ["↑↓ Enter choose · Esc back", "Enter · Esc"]
    case .window(let text, _):
      view.menu = true
      view.query = "avg(\(menu.line),\(text)"
      view.rows = []
      view.emptyText = "samples (20) or a span (30s 5m 1h 1d 1w)"
      view.footers = ["Enter add · Esc back", "Esc"]
    case .secondLine:
      view.footers = ["Enter pick · Esc cancel", "Esc"]
    }
  }
}
