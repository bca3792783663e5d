/// The statistics panel: a rounded box at the bottom of the graph with a title (the window's
/// dates), a header row and one row per visible line: its mark and name, then a cell per
/// column (first, last, change, min, max, mean, counts; texts chosen by the caller).
///
/// ```
/// ╭─ Mar 1 – Mar 8 2019 ──────────────────────────────────────────────╮
/// │ line       first    last  change       min (at)      max (at)  mean │
/// │ ● Joined   1,234   2,345  +1,111 +90%  1,000 Mar 2   3,000 Mar 5 … │
/// ╰───────────────────────────────────────────────────────────────────╯
/// ```
/// It fits whatever the size: columns that do not fit are dropped from the right (the caller
/// orders them by importance), names are cut with `…`, and rows that do not fit give way to a
/// `+N more` row. Numbers are right-aligned under right-aligned headers.
public struct StatisticsTable: Widget, Sendable {
  /// One line's row: its mark, name and one text per column.
  public struct Row: Sendable, Equatable {
    public var mark: Style
    public var symbol: Unicode.Scalar
    public var name: String
    public var cells: [String]

    public init(mark: Style, symbol: Unicode.Scalar = "●", name: String, cells: [String]) {
      self.mark = mark
      self.symbol = symbol
      self.name = name
      self.cells = cells
    }
  }

  public var title: String
  /// The column headers (after the name column), most important first.
  public var headers: [String]
  public var rows: [Row]
  public var border: Style
  public var text: Style
  public var header: Style

  public init(
    title: String, headers: [String], rows: [Row], border: Style, text: Style, header: Style
  ) {
    self.title = title
    self.headers = headers
    self.rows = rows
    self.border = border
    self.text = text
    self.header = header
  }

  /// The widest a name column gets before names are cut.
  static let maximumNameWidth = 16

  /// The box's height for `rows` rows: frame, header and rows.
  public static func height(rows: Int) -> Int { rows + 3 }

  /// The rectangle the panel takes at the bottom of `area`: all its width, as many rows as
  /// it has (at most the area's height).
  public func frame(in area: Rect) -> Rect {
    let height = min(area.height, Self.height(rows: rows.count))
    return Rect(x: area.x, y: area.maxY - height, width: area.width, height: height)
  }

  public func render(into buffer: inout ScreenBuffer, area: Rect) {
    let box = frame(in: area)
    guard box.width >= 12, box.height >= 4 else { return }
    let inner = buffer.drawRoundedBox(box, border: border, fill: text)
    let titleText = " " + DisplayWidth.prefix(title, fitting: max(0, box.width - 6)) + " "
    buffer.write(titleText, x: box.x + 2, y: box.y, style: header, clip: box)
    let widths = headers.indices.map { column in
      rows.reduce(DisplayWidth.of(headers[column])) {
        max($0, column < $1.cells.count ? DisplayWidth.of($1.cells[column]) : 0)
      }
    }
    let longestName = rows.map { DisplayWidth.of($0.name) }.max() ?? 0
    let nameWidth = min(Self.maximumNameWidth, max(4, longestName)) + 2
    var shown = 0
    var used = nameWidth
    while shown < widths.count && used + 2 + widths[shown] <= inner.width {
      used += 2 + widths[shown]
      shown += 1
    }
    var x = inner.x + nameWidth
    buffer.write("line", x: inner.x + 2, y: inner.y, style: header, clip: inner)
    for column in 0..<shown {
      x += 2 + widths[column]
      let label = headers[column]
      buffer.write(label, x: x - DisplayWidth.of(label), y: inner.y, style: header, clip: inner)
    }
    let capacity = inner.height - 1
    let fits = rows.count <= capacity ? rows.count : max(0, capacity - 1)
    for (offset, row) in rows.prefix(fits).enumerated() {
      let y = inner.y + 1 + offset
      buffer.write(String(row.symbol), x: inner.x, y: y, style: row.mark, clip: inner)
      let name = Self.cut(row.name, to: nameWidth - 2)
      buffer.write(name, x: inner.x + 2, y: y, style: text, clip: inner)
      var x = inner.x + nameWidth
      for column in 0..<shown {
        x += 2 + widths[column]
        let cell = column < row.cells.count ? row.cells[column] : ""
        buffer.write(cell, x: x - DisplayWidth.of(cell), y: y, style: text, clip: inner)
      }
    }
    if fits < rows.count {
      buffer.write(
        "+\(rows.count - fits) more", x: inner.x + 2, y: inner.y + 1 + fits, style: header,
        clip: inner)
    }
  }

  /// `name` cut to `width` cells, ending in `…` when cut.
  static func cut(_ name: String, to width: Int) -> String {
    guard DisplayWidth.of(name) > width else { return name }
    return DisplayWidth.prefix(name, fitting: max(0, width - 1)) + "…"
  }
}
