/// The indicator's tooltip: a rounded box with the full date and, per visible line, its colour
/// mark, name and value.
///
/// ```
/// ╭──────────────────╮
/// │ Sat, Mar 3 2018  │
/// │ ● Joined   1,234 │
/// │ ● Left        56 │
/// ╰──────────────────╯
/// ```
/// It sits two columns right of the cursor, flips to the left side when it would cross the
/// area's right edge, narrows (cutting names) rather than cover the cursor, and never leaves
/// the area (names are cut, rows dropped when too small).
/// It sits at the top of the area unless the bottom covers fewer of ``avoidRows``.
public struct Tooltip: Widget, Sendable {
  /// One line's row: its colour style for the mark, name and formatted value.
  public struct Row: Sendable, Equatable {
    public var mark: Style
    public var name: String
    public var value: String

    public init(mark: Style, name: String, value: String) {
      self.mark = mark
      self.name = name
      self.value = value
    }
  }

  public var title: String
  public var rows: [Row]
  /// The cursor's screen column.
  public var anchor: Int
  /// Screen rows the box should not cover (the markers): it sits at the top of the area, or
  /// at the bottom when that covers fewer of them.
  public var avoidRows: [Int]
  public var theme: Theme

  public init(title: String, rows: [Row], anchor: Int, avoidRows: [Int] = [], theme: Theme) {
    self.title = title
    self.rows = rows
    self.anchor = anchor
    self.avoidRows = avoidRows
    self.theme = theme
  }

  /// The gap between the cursor and the box.
  static let gap = 2

  /// The box's rectangle inside `area` (empty when the area is too small for any box).
  public func frame(in area: Rect) -> Rect {
    let nameWidth = rows.map { DisplayWidth.of($0.name) }.max() ?? 0
    let valueWidth = rows.map { DisplayWidth.of($0.value) }.max() ?? 0
    let rowWidth = rows.isEmpty ? 0 : 2 + nameWidth + 2 + valueWidth
    var width = min(area.width, max(DisplayWidth.of(title), rowWidth) + 4)
    let height = min(area.height, rows.count + 3)
    guard width >= 5, height >= 3 else { return .zero }
    // Beside the cursor: right of it, else left; when it fits on neither side it narrows
    // (names are cut, never the date or the values) to the roomier side rather than cover the
    // cursor, and only when even that is too narrow is it clamped over the cursor.
    let rightRoom = area.maxX - (anchor + Self.gap)
    let leftRoom = anchor - Self.gap + 1 - area.x
    let narrowest = min(
      width, max(DisplayWidth.of(title), rows.isEmpty ? 0 : 2 + 3 + 1 + valueWidth) + 4)
    var onRight = width <= rightRoom || (width > leftRoom && rightRoom >= leftRoom)
    if width > max(rightRoom, leftRoom), max(rightRoom, leftRoom) >= narrowest {
      width = max(rightRoom, leftRoom)
      onRight = rightRoom >= leftRoom
    }
    var x = onRight ? anchor + Self.gap : anchor - Self.gap - width + 1
    x = min(max(x, area.x), area.maxX - width)
    func covered(_ y: Int) -> Int { avoidRows.filter { $0 >= y && $0 < y + height }.count }
    let bottom = area.maxY - height
    let y = covered(bottom) < covered(area.y) ? bottom : area.y
    return Rect(x: x, y: y, width: width, height: height)
  }

  public func render(into buffer: inout ScreenBuffer, area: Rect) {
    let box = frame(in: area)
    guard !box.isEmpty else { return }
    let text = theme.tooltipText
    let inner = buffer.drawRoundedBox(box, border: theme.tooltipBorder, fill: text)
    buffer.write(title, x: inner.x, y: inner.y, style: text.adding(.bold), clip: inner)
    for (offset, row) in rows.prefix(max(0, inner.height - 1)).enumerated() {
      let y = inner.y + 1 + offset
      let valueWidth = DisplayWidth.of(row.value)
      let markStyle = row.mark.with(background: text.background)
      var x = buffer.write("●", x: inner.x, y: y, style: markStyle, clip: inner)
      let nameRoom = max(0, inner.maxX - valueWidth - 1 - (x + 1))
      x = buffer.write(
        " " + DisplayWidth.prefix(row.name, fitting: nameRoom), x: x, y: y, style: text, clip: inner
      )
      buffer.write(
        row.value, x: max(x + 1, inner.maxX - valueWidth), y: y, style: text, clip: inner)
    }
  }
}
