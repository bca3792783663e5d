import TChartCells

extension ScreenBuffer {
  /// Draws a rounded box over `box` (clipped to it): every cell filled with blanks in `fill`,
  /// a `╭─╮ │ │ ╰─╯` frame in `border`. Returns the inner area: the box less the frame and a
  /// blank column either side (what the tooltip and the help overlay write their text into).
  @discardableResult
  public mutating func drawRoundedBox(_ box: Rect, border: Style, fill: Style) -> Rect {
    self.fill(box, with: Cell(" ", style: fill))
    let horizontal = String(repeating: "─", count: max(0, box.width - 2))
    write("╭" + horizontal + "╮", x: box.x, y: box.y, style: border, clip: box)
    write("╰" + horizontal + "╯", x: box.x, y: box.maxY - 1, style: border, clip: box)
    for y in (box.y + 1)..<max(box.y + 1, box.maxY - 1) {
      self[box.x, y] = Cell("│", style: border)
      self[box.maxX - 1, y] = Cell("│", style: border)
    }
    return Rect(x: box.x + 2, y: box.y + 1, width: box.width - 4, height: box.height - 2)
  }
}
