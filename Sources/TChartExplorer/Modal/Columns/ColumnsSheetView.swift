import TChartCSV
import TChartCells
import TChartData
import TChartRender

/// The columns sheet as drawn: a box over the frame with one row per column (its name, how it
/// was read, what it becomes with the choice, why, its first cells), the highlighted row in
/// reverse video and scrolled into view; under the rows, the highlighted column's form (its
/// first cell as read) and the command line of the choice; the keys in the bottom border.
struct ColumnsSheetView {
  var sheet: ColumnsSheet
  var theme: Theme

  /// The box in `area`, centred: as wide and tall as its rows and its command line need,
  /// within a margin of one cell where there is room.
  func frame(in area: Rect) -> Rect {
    let margin = area.width >= 60 && area.height >= 16 ? 1 : 0
    let room = Size(width: area.width - margin * 4, height: area.height - margin * 2)
    let rowsWidth = columnWidths(Int.max / 2).reduce(4, +)
    let commandWidth = DisplayWidth.of("$ " + sheet.choice.commandLine(file: sheet.path))
    let width = Swift.min(room.width, Swift.max(64, rowsWidth, commandWidth) + 4)
    let height = Swift.min(room.height, Swift.max(1, sheet.columns.count) + 6)
    guard width >= 30, height >= 7 else { return .zero }
    return Rect(
      x: area.x + (area.width - width) / 2, y: area.y + (area.height - height) / 2, width: width,
      height: height)
  }

  /// How many column rows the box shows in `area` (its borders, heading and two lines under
  /// the rows left out).
  func visibleRows(in area: Rect) -> Int { Self.rows(of: frame(in: area)) }

  /// The column rows a box shows.
  static func rows(of box: Rect) -> Int { Swift.max(0, box.height - 5) }

  /// The first row shown: the highlighted row in view.
  func firstRow(showing rows: Int) -> Int {
    Swift.max(0, Swift.min(sheet.selected - rows + 1, sheet.columns.count - rows))
  }

  func render(into buffer: inout ScreenBuffer, area: Rect) {
    let box = frame(in: area)
    guard !box.isEmpty else { return }
    let text = theme.tooltipText
    let inner = buffer.drawRoundedBox(box, border: theme.tooltipBorder, fill: text)
    let title = " Columns of \(sheet.path) · \(sheet.columns.count) "
    buffer.write(
      DisplayWidth.truncated(title, fitting: box.width - 4), x: box.x + 2, y: box.y,
      style: text.adding(.bold), clip: box)
    let widths = columnWidths(inner.width)
    write(
      ["column", "read as", "becomes", "why", "first values"], widths, y: inner.y,
      style: text.adding(.bold), into: &buffer, clip: inner)
    let rows = Self.rows(of: box)
    let first = firstRow(showing: rows)
    for (offset, index) in (first..<Swift.min(sheet.columns.count, first + rows)).enumerated() {
      let y = inner.y + 1 + offset
      let style = index == sheet.selected ? text.adding(.reverse) : text
      buffer.fill(
        Rect(x: inner.x, y: y, width: inner.width, height: 1), with: Cell(" ", style: style))
      let column = sheet.columns[index]
      let (role, changed) = sheet.role(of: index)
      var reading = column.reading.description
      if index == sheet.xIndex, sheet.form(of: index) != .auto {
        reading = "time (\(sheet.form(of: index).label))"
      }
      let cells = [
        column.name, reading, changed ? "→ " + role : role, changed ? "chosen here" : column.reason,
        column.firstValues.map { $0.isEmpty ? "\"\"" : $0 }.joined(separator: ", "),
      ]
      write(cells, widths, y: y, style: style, into: &buffer, clip: inner)
      if changed, widths.count > 2 {
        let x = inner.x + widths[0] + widths[1] + 2
        buffer.write(
          DisplayWidth.truncated("→ " + role, fitting: widths[2]), x: x, y: y,
          style: style.adding(.bold), clip: inner)
      }
    }
    if sheet.columns.isEmpty {
      buffer.write(
        "The loader reported no columns for this chart.", x: inner.x, y: inner.y + 1,
        style: theme.dimText, clip: inner)
    }
    buffer.write(
      DisplayWidth.truncated(detail, fitting: inner.width), x: inner.x, y: inner.maxY - 2,
      style: text, clip: inner)
    buffer.write(
      DisplayWidth.truncated(
        "$ " + sheet.choice.commandLine(file: sheet.path), fitting: inner.width),
      x: inner.x, y: inner.maxY - 1, style: text.adding(.bold), clip: inner)
    let footer = ColumnsKeys.footers.first { DisplayWidth.of($0) + 2 <= box.width - 4 } ?? ""
    buffer.write(
      " \(footer) ", x: box.maxX - DisplayWidth.of(footer) - 4, y: box.maxY - 1,
      style: theme.tooltipBorder, clip: box)
  }

  /// The line under the rows: a message, else the highlighted column's form and its first
  /// cell as that form reads it (`f: %Y %b (2/4) · 1960 Jan → 1960-01-01`).
  var detail: String {
    if let message = sheet.message { return message }
    guard sheet.columns.indices.contains(sheet.selected) else { return "" }
    let index = sheet.selected
    let form = sheet.form(of: index)
    let count = sheet.forms[index].count
    let place = count > 1 ? " (\(sheet.formIndex[index] + 1)/\(count))" : ""
    let cell = sheet.columns[index].firstValues.first { !$0.trimmingSpaces.isEmpty }
    let read = cell.map { "\($0) → " + (form.shown($0) ?? "not read") } ?? "no cell"
    let whenX = index == sheet.xIndex ? "" : " (as x)"
    return "\(sheet.columns[index].name) · f: \(form.label)\(place)\(whenX) · \(read)"
  }

  /// The widths of the five cells in a row `width` wide (a space between cells): the name, the
  /// reading and the role as wide as they need within limits, the reason and the first values
  /// sharing the rest.
  func columnWidths(_ width: Int) -> [Int] {
    func widest(_ texts: [String], _ heading: String, limit: Int) -> Int {
      Swift.min(limit, (texts + [heading]).map(DisplayWidth.of).max() ?? 0)
    }
    let name = widest(sheet.columns.map(\.name), "column", limit: Swift.max(8, width / 5))
    let reading = widest(sheet.columns.map(\.reading.description), "read as", limit: 22)
    let role = 13
    let rest = Swift.max(0, width - name - reading - role - 4)
    let reason = Swift.min(widest(sheet.columns.map(\.reason), "why", limit: 40), rest / 2)
    let values = widest(
      sheet.columns.map { $0.firstValues.joined(separator: ", ") }, "first values", limit: 60)
    return [name, reading, role, reason, Swift.min(values, Swift.max(0, rest - reason))]
  }

  /// Writes `cells` at `y`, each cut with `…` to its width.
  private func write(
    _ cells: [String], _ widths: [Int], y: Int, style: Style, into buffer: inout ScreenBuffer,
    clip: Rect
  ) {
    var x = clip.x
    for (cell, width) in zip(cells, widths) where width > 0 {
      buffer.write(
        DisplayWidth.truncated(cell, fitting: width), x: x, y: y, style: style, clip: clip)
      x += width + 1
    }
  }
}
