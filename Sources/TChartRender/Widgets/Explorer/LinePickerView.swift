import TChartCells

/// The line picker's popup: a prompt with what was typed, then one row per line (a check mark
/// when shown, its key, its colour mark, its name, its detail dim and its value at the
/// indicator), the highlighted row in reverse video, scrolled to keep it in view, and a footer
/// of keys.
public struct LinePickerView: Widget, Sendable {
  /// One line's row.
  public struct Row: Sendable, Equatable {
    public var key: String
    public var name: String
    public var value: String
    public var visible: Bool
    public var mark: Style
    /// More about the line (a series' labels), dim after the name as room allows, and whole
    /// on the row under the list when the row is highlighted; empty for most lines.
    public var detail: String

    public init(
      key: String, name: String, value: String, visible: Bool, mark: Style, detail: String = ""
    ) {
      self.key = key
      self.name = name
      self.value = value
      self.visible = visible
      self.mark = mark
      self.detail = detail
    }
  }

  public var query: String
  public var rows: [Row]
  /// How many lines the chart set has (the title says `rows.count/total`).
  public var total: Int
  public var selected: Int
  public var scroll: Int
  public var theme: Theme
  /// The footers of keys, longest first: the first that fits is shown (the explorer's come
  /// from the picker's key table).
  public var footers: [String]
  /// The title instead of ` Lines shown/total ` (the transform menu's).
  public var title: String?
  /// Rows are a menu's entries: no check box and no key.
  public var menu = false
  /// What the list says when it has no row.
  public var emptyText = "no line matches"

  public init(
    query: String, rows: [Row], total: Int, selected: Int, scroll: Int, theme: Theme,
    footers: [String] = ["Esc"]
  ) {
    self.footers = footers
    self.query = query
    self.rows = rows
    self.total = total
    self.selected = selected
    self.scroll = scroll
    self.theme = theme
  }

  /// The box in `area`: centred, as wide as the rows need (at least 36, at most the area),
  /// as tall as the rows need (at most the area).
  public func frame(in area: Rect) -> Rect {
    let detailWidth = rows.map { $0.detail.isEmpty ? 0 : 2 + DisplayWidth.of($0.detail) }.max() ?? 0
    // With details, the names are a column as wide as the widest.
    let rowWidth =
      rows.map {
        10 + (detailWidth > 0 ? nameWidth : DisplayWidth.of($0.name)) + DisplayWidth.of($0.value)
      }.max() ?? 0
    let width = min(area.width, max(36, rowWidth + detailWidth + 4))
    let height = min(area.height, max(1, rows.count) + 4)
    guard width >= 12, height >= 5 else { return .zero }
    return Rect(
      x: area.x + (area.width - width) / 2, y: area.y + (area.height - height) / 2,
      width: width, height: height)
  }

  /// The width of the names' column: the widest name.
  var nameWidth: Int { rows.map { DisplayWidth.of($0.name) }.max() ?? 0 }

  /// How many rows the box shows in `area`.
  public func visibleRows(in area: Rect) -> Int { Self.listRows(count: rows.count, in: area) }

  /// The height of the list of a box for `count` rows in `area` (the box's height less its
  /// prompt, rules and footer; its width never hides it, being at least 36 or the area's).
  public static func listRows(count: Int, in area: Rect) -> Int {
    let height = min(area.height, max(1, count) + 4)
    guard area.width >= 12, height >= 5 else { return 0 }
    return height - 4
  }

  /// The row under `point` (an index into ``rows``), if any.
  public func row(at point: Point, in area: Rect) -> Int? {
    let box = frame(in: area)
    let first = box.y + 2
    guard box.contains(point), point.y >= first, point.y < first + visibleRows(in: area) else {
      return nil
    }
    let index = scroll + point.y - first
    return rows.indices.contains(index) ? index : nil
  }

  public func render(into buffer: inout ScreenBuffer, area: Rect) {
    let box = frame(in: area)
    guard !box.isEmpty else { return }
    let text = theme.tooltipText
    let inner = buffer.drawRoundedBox(box, border: theme.tooltipBorder, fill: text)
    buffer.write(
      title ?? " Lines \(rows.count)/\(total) ", x: box.x + 2, y: box.y, style: text.adding(.bold),
      clip: box)
    buffer.write("> " + query, x: inner.x, y: inner.y, style: text.adding(.bold), clip: inner)
    let count = visibleRows(in: area)
    // A scroll past the rows (the list shrank under it) draws no rows rather than trapping.
    for (offset, index) in (scroll..<max(scroll, min(rows.count, scroll + count))).enumerated() {
      let row = rows[index]
      let y = inner.y + 1 + offset
      let style = index == selected ? text.adding(.reverse) : text
      buffer.fill(
        Rect(x: inner.x, y: y, width: inner.width, height: 1), with: Cell(" ", style: style))
      var x = inner.x
      if !menu {
        x = buffer.write(row.visible ? "[x] " : "[ ] ", x: x, y: y, style: style, clip: inner)
        x = buffer.write(row.key.padding(toLength: 3), x: x, y: y, style: style, clip: inner)
      }
      x = buffer.write(
        "● ", x: x, y: y, style: row.visible ? row.mark : theme.legendHidden, clip: inner)
      let valueWidth = DisplayWidth.of(row.value)
      let nameRoom = max(0, inner.maxX - x - valueWidth - 1)
      buffer.write(
        DisplayWidth.prefix(row.name, fitting: nameRoom), x: x, y: y, style: style, clip: inner)
      // The detail in a dim column after the names, cut with `…` before the value.
      let detailX = x + nameWidth + 2
      let detailRoom = inner.maxX - valueWidth - 1 - detailX
      if !row.detail.isEmpty, detailRoom >= 4 {
        buffer.write(
          DisplayWidth.truncated(row.detail, fitting: detailRoom), x: detailX, y: y,
          style: style.adding(.dim), clip: inner)
      }
      buffer.write(row.value, x: inner.maxX - valueWidth, y: y, style: style, clip: inner)
    }
    if rows.isEmpty {
      buffer.write(emptyText, x: inner.x, y: inner.y + 1, style: theme.dimText, clip: inner)
    }
    let footer = footers.first { DisplayWidth.of($0) <= inner.width } ?? ""
    buffer.write(
      footer, x: inner.maxX - DisplayWidth.of(footer), y: inner.maxY - 1,
      style: theme.tooltipBorder, clip: inner)
  }
}

extension String {
  /// The string padded with spaces to `length` characters (longer strings are kept whole).
  func padding(toLength length: Int) -> String {
    count >= length ? self : self + String(repeating: " ", count: length - count)
  }
}
