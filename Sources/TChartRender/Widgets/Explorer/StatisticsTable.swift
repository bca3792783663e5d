import TChartCells

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
/// It fits whatever the size: columns that do not fit beside the name wrap into more rows per
/// line (``StatisticsBands``), so every statistic shows at 60 or 80 columns; only when the area
/// is too short for that are columns left out, with a `+N columns` sign. Names are cut with
/// `…`, and rows that do not fit give way to a `+N more` row. Numbers are right-aligned under
/// right-aligned headers.
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

  /// The rectangle the panel takes at the bottom of `area`: all its width, as many rows as
  /// its bands of rows need (at most the area's height).
  public func frame(in area: Rect) -> Rect {
    let bands = self.bands(width: area.width - 4, height: area.height - 2)
    let height = min(area.height, 2 + bands.innerHeight(lines: rows.count))
    return Rect(x: area.x, y: area.maxY - height, width: area.width, height: height)
  }

  /// Each column's width: its header's or its widest cell's.
  var columnWidths: [Int] {
    headers.indices.map { column in
      rows.reduce(DisplayWidth.of(headers[column])) {
        max($0, column < $1.cells.count ? DisplayWidth.of($1.cells[column]) : 0)
      }
    }
  }

  /// The name column's width, the line's mark included.
  var nameWidth: Int {
    min(Self.maximumNameWidth, max(4, rows.map { DisplayWidth.of($0.name) }.max() ?? 0)) + 2
  }

  /// This table with only the columns `kept` (indices into ``headers``, in their order).
  public func keeping(columns kept: [Int]) -> StatisticsTable {
    var table = self
    table.headers = kept.map { headers[$0] }
    table.rows = rows.map { row in
      var row = row
      row.cells = kept.map { $0 < row.cells.count ? row.cells[$0] : "" }
      return row
    }
    return table
  }

  /// Whether every column fits beside the names in one band in a frame `width` cells wide.
  public func fitsOneBand(width: Int) -> Bool {
    StatisticsBands.wrap(columnWidths, nameWidth: nameWidth, width: width - 4).count == 1
  }

  /// The width of a frame that holds the names and every column in one band, and the title.
  public var naturalWidth: Int {
    let columns = nameWidth + columnWidths.reduce(0) { $0 + 2 + $1 }
    return Swift.max(columns, DisplayWidth.of(title) + 2) + 4
  }

  /// The columns' bands in `width` × `height` cells inside the frame.
  func bands(width: Int, height: Int) -> StatisticsBands {
    StatisticsBands(
      widths: columnWidths, nameWidth: nameWidth, width: width, height: height, lines: rows.count)
  }

  public func render(into buffer: inout ScreenBuffer, area: Rect) {
    let box = frame(in: area)
    guard box.width >= 12, box.height >= 4 else { return }
    let inner = buffer.drawRoundedBox(box, border: border, fill: text)
    let titleText = " " + DisplayWidth.prefix(title, fitting: max(0, box.width - 6)) + " "
    buffer.write(titleText, x: box.x + 2, y: box.y, style: header, clip: box)
    let layout = bands(width: inner.width, height: area.height - 2)
    let count = layout.bands.count
    buffer.write("line", x: inner.x + 2, y: inner.y, style: header, clip: inner)
    for (band, placed) in layout.bands.enumerated() {
      for column in placed {
        let label = headers[column.column]
        buffer.write(
          label, x: inner.x + column.end - DisplayWidth.of(label), y: inner.y + band,
          style: header, clip: inner)
      }
    }
    if layout.hidden > 0 {
      let sign = StatisticsBands.hiddenSign(layout.hidden)
      buffer.write(
        sign, x: inner.maxX - DisplayWidth.of(sign), y: inner.y, style: header, clip: inner)
    }
    let fits = layout.shownLines
    for (offset, row) in rows.prefix(fits).enumerated() {
      let y = inner.y + count * (1 + offset)
      buffer.write(String(row.symbol), x: inner.x, y: y, style: row.mark, clip: inner)
      let name = Self.cut(row.name, to: nameWidth - 2)
      buffer.write(name, x: inner.x + 2, y: y, style: text, clip: inner)
      for (band, placed) in layout.bands.enumerated() {
        for column in placed {
          let cell = column.column < row.cells.count ? row.cells[column.column] : ""
          buffer.write(
            cell, x: inner.x + column.end - DisplayWidth.of(cell), y: y + band, style: text,
            clip: inner)
        }
      }
    }
    if fits < rows.count {
      buffer.write(
        "+\(rows.count - fits) more", x: inner.x + 2, y: inner.y + count * (1 + fits),
        style: header, clip: inner)
    }
  }

  /// `name` cut to `width` cells, ending in `…` when cut.
  static func cut(_ name: String, to width: Int) -> String {
    guard DisplayWidth.of(name) > width else { return name }
    return DisplayWidth.prefix(name, fitting: max(0, width - 1)) + "…"
  }
}
