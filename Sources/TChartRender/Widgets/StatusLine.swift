import TChartCells

/// The status row: a message on the left (or nothing) and the hint (`? help`) right-aligned
/// when there is room for both with two spaces between; with no message and too little room,
/// the hint starts at the left edge and is cut; a message that leaves no room hides the hint.
public struct StatusLine: Widget, Sendable {
  public var message: String?
  public var hint: String
  public var theme: Theme

  public init(message: String? = nil, hint: String = "? help", theme: Theme = .terminal) {
    self.message = message
    self.hint = hint
    self.theme = theme
  }

  public func render(into buffer: inout ScreenBuffer, area: Rect) {
    let row = area.firstRow
    guard buffer.clear(row, style: theme.base) else { return }
    let message = self.message ?? ""
    let used = DisplayWidth.of(message)
    let hintWidth = DisplayWidth.of(hint)
    buffer.write(message, x: row.x, y: row.y, style: theme.text, clip: row)
    if used + 2 + hintWidth <= row.width {
      buffer.write(hint, x: row.maxX - hintWidth, y: row.y, style: theme.status, clip: row)
    } else if used == 0 {
      buffer.write(hint, x: row.x, y: row.y, style: theme.status, clip: row)
    }
  }
}
