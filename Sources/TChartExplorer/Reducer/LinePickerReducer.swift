import TChartProgram
import TChartRender

/// The line picker's keys and mouse: typing filters, `↑`/`↓`/`PgUp`/`PgDn` and the wheel move
/// the highlight, `Enter` (or a click on a row) shows or hides the highlighted line, `Tab`
/// shows only it, `Ctrl-A` shows every line, `Ctrl-O` opens the colour inspector on it, `Backspace` deletes a typed character, `Esc` (or a
/// press outside the popup) closes it; `Ctrl-C` still quits.
extension ExplorerState {
  /// The popup as drawn on this state's screen.
  var linePickerView: LinePickerView {
    let picker = linePicker ?? LinePicker()
    let theme = renderTheme
    let rows = pickerLines.map { line in
      let series = chartSet.lines[line]
      let value = indicatorValueText(line: line)
      return LinePickerView.Row(
        key: ExplorerLegend.key(forLine: line), name: series.name,
        value: value == "–" ? "" : value,
        visible: !view.hidden.contains(line), mark: theme.lineStyle(lineColor(series)))
    }
    return LinePickerView(
      query: picker.query, rows: rows, total: chartSet.lines.count, selected: picker.selected,
      scroll: picker.scroll, theme: theme)
  }

  /// The line under the highlight, if any line matches.
  var pickerLine: Int? {
    let lines = pickerLines
    guard let picker = linePicker, lines.indices.contains(picker.selected) else { return nil }
    return lines[picker.selected]
  }

  /// A key while the picker is open.
  mutating func pickerKey(_ key: Key) {
    let page = Swift.max(1, linePickerView.visibleRows(in: rectangles.popup) - 1)
    switch key {
    case .escape: linePicker = nil
    case .control("c"): quitRequested = true
    case .up: movePickerHighlight(by: -1)
    case .down: movePickerHighlight(by: 1)
    case .pageUp: movePickerHighlight(by: -page)
    case .pageDown: movePickerHighlight(by: page)
    case .enter: if let line = pickerLine { toggleLine(line) }
    case .tab: if let line = pickerLine { apply(.showOnlyLine(line)) }
    case .control("o"):
      guard let line = pickerLine else { return }
      linePicker = nil
      openColorInspector(line: line)
    case .control("a"):
      view.hidden = []
      status = "All lines shown"
    case .backspace, .delete:
      guard var picker = linePicker, !picker.query.isEmpty else { return }
      picker.query.removeLast()
      picker.selected = 0
      picker.scroll = 0
      linePicker = picker
    case .character(let character) where !character.isNewline:
      linePicker?.query.append(character)
      linePicker?.selected = 0
      linePicker?.scroll = 0
    default: break
    }
  }

  /// Moves the highlight by `rows`, clamped to the rows, and scrolls to keep it in view.
  mutating func movePickerHighlight(by rows: Int) {
    guard var picker = linePicker else { return }
    let count = pickerLines.count
    picker.selected = Swift.min(Swift.max(0, picker.selected + rows), Swift.max(0, count - 1))
    let visible = Swift.max(1, linePickerView.visibleRows(in: rectangles.popup))
    if picker.selected < picker.scroll { picker.scroll = picker.selected }
    if picker.selected >= picker.scroll + visible { picker.scroll = picker.selected - visible + 1 }
    linePicker = picker
  }

  /// A press while the picker is open: on a row it highlights and toggles that line; outside
  /// the popup it closes the picker.
  mutating func pickerPress(at point: Point, _ layout: ExplorerLayout) {
    let popup = linePickerView
    if let row = popup.row(at: point, in: layout.popup) {
      linePicker?.selected = row
      toggleLine(pickerLines[row])
    } else if !popup.frame(in: layout.popup).contains(point) {
      linePicker = nil
    }
  }
}
