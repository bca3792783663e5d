import TChartCSV
import TChartCells
import TChartData
import TChartRender

/// `r`: the rows behind the indicator as a table over the whole screen: every column of the
/// source, the rows at the indicator's x highlighted, cells cut with `…` to fit.
enum RowsModal: ModalFeature {
  static func keyHints(_ state: RowsView) -> [String] { RowsKeys.all.compactMap(\.hint) }

  static func reduce(_ view: inout RowsView, _ input: UserInput, in explorer: ExplorerState)
    -> ModalDelegate?
  {
    view.reduce(input, table: table(view, in: explorer))
  }

  /// The table `view` shows over `explorer`: the file's rows, or the samples' values around
  /// the indicator (x as `E` writes it) when there are none to read.
  static func table(_ view: RowsView, in explorer: ExplorerState) -> SourceRows {
    if let rows = view.rows { return rows }
    let chartSet = explorer.chartSet
    guard chartSet.count > 0 else { return SourceRows(header: [], rows: [], matched: 0..<0) }
    let lines = Array(chartSet.lines.indices)
    let context = Swift.max(1, explorer.terminal.size.height)
    let indicator = explorer.view.indicator
    let window =
      Swift.max(0, indicator - context)..<Swift.min(chartSet.count, indicator + context + 1)
    let text = WindowCSV.text(chartSet: chartSet, lines: lines, window: window)
    let rows = text.split(separator: "\n").dropFirst().enumerated().map { offset, line in
      SourceRows.Row(
        line: window.lowerBound + offset + 1,
        cells: line.split(separator: ",", omittingEmptySubsequences: false).map(String.init))
    }
    let matched = indicator - window.lowerBound
    return SourceRows(
      header: ["x"] + lines.map { chartSet.lines[$0].name }, rows: rows,
      matched: matched..<(matched + 1))
  }

  static func draw(
    _ view: RowsView, over explorer: ExplorerState, theme: Theme, layout: ExplorerLayout,
    into buffer: inout ScreenBuffer
  ) {
    let area = buffer.area
    guard area.width > 0, area.height > 0 else { return }
    buffer.fill(area, with: Cell(" ", style: theme.base))
    let table = table(view, in: explorer)
    let title: String
    switch view.content {
    case .reading: title = "Reading the rows at \(explorer.shown.indicatorTitle)…"
    case .file(let rows):
      let file =
        explorer.feed.rowSource.map { ($0.path.split(separator: "/").last ?? "") + " · " } ?? ""
      let line = rows.matched.first.map { " · line \(rows.rows[$0].line)" } ?? " · no row's x reads"
      title = "\(file)rows at \(explorer.shown.indicatorTitle)\(line)"
    case .samples(let note): title = note
    }
    buffer.write(
      DisplayWidth.truncated(title, fitting: area.width), x: 0, y: 0, style: theme.title,
      clip: area)
    let footer =
      view.searchFooter(rows: table.rows.count)
      ?? RowsKeys.footers.first { $0.count <= area.width } ?? ""
    buffer.write(footer, x: 0, y: area.height - 1, style: theme.status, clip: area)
    guard area.height >= 4, !table.header.isEmpty else { return }
    let bodyRows = area.height - 3
    let focus = view.found ?? table.matched.lowerBound
    let first = firstRow(focus: focus, count: table.rows.count, shown: bodyRows, table: table)
    let shown = Array(table.rows[first..<Swift.min(table.rows.count, first + bodyRows)])
    let lineWidth = String(shown.map(\.line).max() ?? 0).count
    let room = area.width - lineWidth - 1
    var widths = RowsLayout.widths(
      header: table.header, rows: shown.map(\.cells), from: view.firstColumn, width: room)
    if view.firstColumn > 0 || view.firstColumn + widths.count < table.header.count {
      // Room for the mark saying there are more columns (`←→ +12`).
      widths = RowsLayout.widths(
        header: table.header, rows: shown.map(\.cells), from: view.firstColumn,
        width: room - 8)
    }
    func writeRow(_ cells: [String], y: Int, style: Style, line: String) {
      let number = String(repeating: " ", count: Swift.max(0, lineWidth - line.count)) + line
      var x = buffer.write(number, x: 0, y: y, style: theme.dimText)
      x += 1
      for (offset, width) in widths.enumerated() {
        let column = view.firstColumn + offset
        let cell = column < cells.count ? cells[column] : ""
        buffer.write(
          DisplayWidth.truncated(cell, fitting: width), x: x, y: y, style: style, clip: area)
        x += width + 1
      }
    }
    writeRow(table.header, y: 1, style: theme.text.adding(.bold), line: "")
    for (offset, row) in shown.enumerated() {
      let index = first + offset
      let y = 2 + offset
      let style =
        index == view.found
        ? theme.text.adding([.reverse, .bold])
        : table.matched.contains(index) ? theme.text.adding(.reverse) : theme.text
      if table.matched.contains(index) || index == view.found {
        buffer.setStyle(style, in: Rect(x: 0, y: y, width: area.width, height: 1))
      }
      writeRow(row.cells, y: y, style: style, line: String(row.line))
    }
    let hidden = table.header.count - view.firstColumn - widths.count
    if view.firstColumn > 0 || hidden > 0 {
      let more = "\(view.firstColumn > 0 ? "←" : "")\(hidden > 0 ? "→ +\(hidden)" : "")"
      buffer.write(more, x: area.width - more.count, y: 1, style: theme.dimText, clip: area)
    }
  }

  /// The first row shown so that `focus` sits in the middle of `shown` rows where it can.
  static func firstRow(focus: Int, count: Int, shown: Int, table: SourceRows) -> Int {
    Swift.max(0, Swift.min(focus - shown / 2, count - shown))
  }
}

/// How the rows view fits its columns: each as wide as its widest cell shown (in cells), at
/// most a share of the screen but the last, from the first column shown while they fit; a cell
/// longer than its column is cut with `…` (``DisplayWidth/truncated(_:fitting:)``).
enum RowsLayout {
  /// The widths of the columns from `first` that fit `width` (one space between).
  static func widths(header: [String], rows: [[String]], from first: Int, width: Int) -> [Int] {
    guard first < header.count, width > 0 else { return [] }
    let cap = Swift.max(8, width / 3)
    var widths: [Int] = []
    var used = 0
    for column in first..<header.count {
      let widest =
        ([header[column]] + rows.map { column < $0.count ? $0[column] : "" })
        .map(DisplayWidth.of).max() ?? 0
      // The last column may take what is left; the others a share each.
      let wanted = Swift.max(1, column == header.count - 1 ? widest : Swift.min(cap, widest))
      let left = width - used - (widths.isEmpty ? 0 : 1)
      if left <= 0 { break }
      if wanted > left {
        // The last column that shows is cut to what is left, if that says something.
        if widths.isEmpty || left >= 4 { widths.append(left) }
        break
      }
      widths.append(wanted)
      used += wanted + (widths.count == 1 ? 0 : 1)
    }
    return widths
  }
}
