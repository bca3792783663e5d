import TChartCells

/// Something that draws itself into a rectangle of a screen buffer (ratatui style).
///
/// Widgets are values computed from state; `render` never draws outside `area` (nor outside
/// the buffer) and never traps, whatever the size, including 0×0.
public protocol Widget {
  func render(into buffer: inout ScreenBuffer, area: Rect)
}

extension ScreenBuffer {
  /// Fills the part of `area` on the buffer with blanks in `style`, as a widget does before
  /// drawing; `false` (nothing filled) when no cell of `area` is on the buffer.
  mutating func clear(_ area: Rect, style: Style) -> Bool {
    let visible = area.intersection(self.area)
    guard !visible.isEmpty else { return false }
    fill(visible, with: Cell(" ", style: style))
    return true
  }
}

extension Rect {
  /// The top row alone (no rows when the rectangle has none): one-row widgets draw only there.
  var firstRow: Rect { Rect(x: x, y: y, width: width, height: min(height, 1)) }
}
