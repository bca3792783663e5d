import TChartCells

/// The indicator's tooltip: a rounded box with the date and, per visible line, its mark, name
/// and value, and an optional total row (the bars' `All`) kept last.
///
/// ```
/// ╭──────────────────╮
/// │ Sat, Mar 3 2018  │
/// │ ● Joined   1,234 │
/// │ ● Left        56 │
/// │ +21 more (/)     │
/// ╰──────────────────╯
/// ```
/// It fits (``fit(in:)``): at most about a third of the area's width and half its height. Rows
/// that do not fit give way to a `+N more` row (with the picker's key, `(/)`, when it fits),
/// before the total, but never the only value row: a box with room for one row shows it and the
/// count `+N` at the right of the title row; the date takes its first form that fits (``titles``, longest first, so it
/// is never cut mid-number); names are cut with `…`, never the values. It sits two columns right
/// of the cursor, flips to the left side when it would cross the area's right edge, narrows
/// rather than cover the cursor, and sits at the top of the area unless the bottom covers fewer
/// of ``avoidRows``.
public struct Tooltip: Widget, Sendable {
  /// One line's row: its mark (in the line's style), name and formatted value.
  public struct Row: Sendable, Equatable {
    public var mark: Style
    /// The mark's shape: `●` in colour, a shape per line in monochrome.
    public var symbol: Unicode.Scalar
    public var name: String
    public var value: String

    public init(mark: Style, symbol: Unicode.Scalar = "●", name: String, value: String) {
      self.mark = mark
      self.symbol = symbol
      self.name = name
      self.value = value
    }
  }

  /// The date (or x) in its forms, longest first; never empty.
  public var titles: [String]
  public var rows: [Row]
  /// A row kept last whatever is cut (the stacked bars' `All`).
  public var total: Row?
  /// The cursor's screen column.
  public var anchor: Int
  /// Screen rows the box should not cover (the markers): it sits at the top of the area, or
  /// at the bottom when that covers fewer of them.
  public var avoidRows: [Int]
  public var theme: Theme
  /// More about one line (the top one at the cursor: a Prometheus series' full label set),
  /// dim on the last row when the height has room, cut with `…` to the box.
  public var detail: String?

  /// A tooltip titled `title`, or the first of `shorterTitles` (longest first) that fits.
  public init(
    title: String, shorterTitles: [String] = [], rows: [Row], total: Row? = nil, anchor: Int,
    avoidRows: [Int] = [], theme: Theme
  ) {
    titles = [title] + shorterTitles
    self.rows = rows
    self.total = total
    self.anchor = anchor
    self.avoidRows = avoidRows
    self.theme = theme
  }

  /// The gap between the cursor and the box.
  static let gap = 2

  public func render(into buffer: inout ScreenBuffer, area: Rect) {
    let fit = fit(in: area)
    guard !fit.frame.isEmpty else { return }
    let text = theme.tooltipText
    let inner = buffer.drawRoundedBox(fit.frame, border: theme.tooltipBorder, fill: text)
    buffer.write(fit.title, x: inner.x, y: inner.y, style: text.adding(.bold), clip: inner)
    if fit.moreOnTitle {
      let count = "+\(fit.more)"
      buffer.write(
        count, x: inner.maxX - DisplayWidth.of(count), y: inner.y, style: text, clip: inner)
    }
    var y = inner.y + 1
    for row in fit.rows {
      draw(row, y: y, inner: inner, into: &buffer)
      y += 1
    }
    if fit.more > 0 && !fit.moreOnTitle {
      let more = Self.moreText(fit.more, fitting: inner.width)
      buffer.write(more, x: inner.x, y: y, style: text, clip: inner)
      y += 1
    }
    if let total = fit.total {
      draw(total, y: y, inner: inner, into: &buffer)
      y += 1
    }
    if let detail = fit.detail, y < inner.maxY {
      buffer.write(
        DisplayWidth.truncated(detail, fitting: inner.width), x: inner.x, y: y,
        style: text.adding(.dim), clip: inner)
    }
  }

  /// One row: the mark, the name (cut with `…` to leave the value whole) and the value at the
  /// right edge.
  func draw(_ row: Row, y: Int, inner: Rect, into buffer: inout ScreenBuffer) {
    guard y < inner.maxY else { return }
    let text = theme.tooltipText
    let valueWidth = DisplayWidth.of(row.value)
    let markStyle = row.mark.with(background: text.background)
    var x = buffer.write(String(row.symbol), x: inner.x, y: y, style: markStyle, clip: inner)
    let nameRoom = max(0, inner.maxX - valueWidth - 1 - (x + 1))
    x = buffer.write(
      " " + DisplayWidth.truncated(row.name, fitting: nameRoom), x: x, y: y, style: text,
      clip: inner)
    buffer.write(row.value, x: max(x + 1, inner.maxX - valueWidth), y: y, style: text, clip: inner)
  }

  /// `+12 more (/)` (the picker's key shows them all) when it fits in `width`, else
  /// `+12 more`, else `+12`.
  public static func moreText(_ count: Int, fitting width: Int) -> String {
    let forms = ["+\(count) more (/)", "+\(count) more", "+\(count)"]
    return forms.first { DisplayWidth.of($0) <= width } ?? forms[2]
  }
}
