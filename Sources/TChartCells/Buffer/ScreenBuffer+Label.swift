/// Blanking an axis label under a mark (the A/B cursors' `A` and `B`, the events' `▲`), so a
/// mark never reads as part of a date (`Apr▲9`).
extension ScreenBuffer {
  /// Blanks the label on row `row` under (or touching) `column`: its run of cells up to two
  /// blanks either side (`Mar 5` is one label), inside `clip`, in `style` (else each cell's
  /// own).
  public mutating func clearLabel(at column: Int, row: Int, clip: Rect, style: Style? = nil) {
    guard row >= 0, row < size.height else { return }
    let clip = clip.intersection(Rect(x: 0, y: 0, width: size.width, height: size.height))
    func blank(_ x: Int) -> Bool { x < clip.x || x >= clip.maxX || self[x, row].scalar == " " }
    for step in [-1, 1] {
      var x = step < 0 ? column : column + 1
      while x >= clip.x, x < clip.maxX, !(blank(x) && blank(x + step)) {
        self[x, row] = Cell(" ", style: style ?? self[x, row].style)
        x += step
      }
    }
  }

  /// Whether the cell at `x` on row `row` is a blank inside a label: a space between two
  /// non-blank cells (`Mar 5`), which a line drawn along the row should leave alone.
  public func isBlankInsideLabel(x: Int, row: Int) -> Bool {
    guard x > 0, x + 1 < size.width, row >= 0, row < size.height else { return false }
    return self[x, row].scalar == " " && self[x - 1, row].scalar != " "
      && self[x + 1, row].scalar != " "
  }
}
