import TChartCells
import TChartRender

/// `/`: the line picker in the popup's rectangle: the lines of the chart set on screen with
/// their values at the indicator, filtered as the user types.
enum LinePickerModal: ModalFeature {
  static func keyHints(_ state: LinePicker) -> [String] { LinePickerKeys.all.compactMap(\.hint) }

  static func reduce(_ picker: inout LinePicker, _ input: UserInput, in explorer: ExplorerState)
    -> ModalDelegate?
  {
    picker.reduce(input, context(picker, input, in: explorer))
  }

  static func draw(
    _ picker: LinePicker, over explorer: ExplorerState, theme: Theme, layout: ExplorerLayout,
    into buffer: inout ScreenBuffer
  ) {
    view(picker, of: explorer).render(into: &buffer, area: layout.popup)
  }

  /// The popup of the picker open in `explorer` (a fresh one when none is), as drawn.
  static func view(of explorer: ExplorerState) -> LinePickerView {
    view(explorer.modal.linePicker ?? LinePicker(), of: explorer)
  }

  /// The popup of `picker` over `explorer`'s chart set on screen, as drawn.
  static func view(_ picker: LinePicker, of explorer: ExplorerState) -> LinePickerView {
    let chartSet = explorer.chartSet
    let theme = explorer.look.renderTheme
    let coloring = explorer.coloring
    let axes = explorer.yAxesModel
    let right = axes.hasTwoYAxes ? axes.rightAxisChoice : []
    let values = explorer.shown.indicatorValues
    let hidden = explorer.view.hidden
    let rows = picker.lines(in: chartSet).map { line in
      let series = chartSet.lines[line]
      let value = values.text(line: line)
      return LinePickerView.Row(
        key: ExplorerLegend.key(forLine: line),
        name: series.name + (right.contains(line) ? ExplorerLegend.rightMark : ""),
        value: value == "–" ? "" : value,
        visible: !hidden.contains(line), mark: theme.lineStyle(coloring.color(series)),
        detail: series.detail ?? "")
    }
    var popup = LinePickerView(
      query: picker.query, rows: rows, total: chartSet.lines.count, selected: picker.selected,
      scroll: picker.scroll, theme: theme, footers: LinePickerKeys.footers)
    if let menu = picker.derive {
      let style = chartSet.lineIndex(named: menu.line).map {
        theme.lineStyle(coloring.color(chartSet.lines[$0]))
      }
      popup.showDeriveMenu(menu, lineStyle: style)
    }
    return popup
  }

  /// The reducer's context for `input`: the list's height from the popup's rectangle, and for
  /// a press what it hits.
  static func context(_ picker: LinePicker, _ input: UserInput, in explorer: ExplorerState)
    -> LinePicker.Context
  {
    let chartSet = explorer.chartSet
    let lines = picker.lines(in: chartSet)
    let popup = explorer.geometry.layout.popup
    var context = LinePicker.Context(
      lines: lines, names: chartSet.lines.map(\.name),
      listRows: LinePickerView.listRows(count: lines.count, in: popup))
    if case .press(let point) = input {
      let view = view(picker, of: explorer)
      if let row = view.row(at: point, in: popup) {
        context.hit = .row(row)
      } else if view.frame(in: popup).contains(point) {
        context.hit = .popup
      }
    }
    return context
  }
}
