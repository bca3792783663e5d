/// Something that draws itself into a rectangle of a screen buffer (ratatui style).
///
/// Widgets are values computed from state; `render` never draws outside `area` (nor outside
/// the buffer) and never traps, whatever the size, including 0×0.
public protocol Widget {
  func render(into buffer: inout ScreenBuffer, area: Rect)
}

extension ScreenBuffer {
  /// Renders `widget` into `area`.
  public mutating func render(_ widget: some Widget, in area: Rect) {
    widget.render(into: &self, area: area)
  }
}
