/// The status row: a message on the left (or nothing) and `? help` on the right when there is
/// room for both with two spaces between; without a message and without room, `? help` alone
/// on the left.
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
    let row = Rect(x: area.x, y: area.y, width: area.width, height: min(area.height, 1))
    guard !row.intersection(buffer.area).isEmpty else { return }
    buffer.fill(row.intersection(buffer.area), with: Cell(" ", style: theme.base))
    let message = self.message ?? ""
    let used = DisplayWidth.of(message)
    let hintWidth = DisplayWidth.of(hint)
    buffer.write(message, x: row.x, y: row.y, style: theme.text, clip: row)
    if used == 0 || used + 2 + hintWidth <= row.width {
      let x = hintWidth <= row.width ? row.maxX - hintWidth : row.x
      buffer.write(
        hint, x: used == 0 ? x : row.maxX - hintWidth, y: row.y, style: theme.status, clip: row)
    }
  }
}
