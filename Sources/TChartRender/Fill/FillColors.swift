import TChartCells

/// A series' two fill colours: `normal`, and `dimmed` for the columns away from a highlighted
/// sample. The caller picks them (from the line's colour and the theme).
public struct FillColors: Sendable, Hashable {
  public var normal: TerminalColor
  public var dimmed: TerminalColor

  public init(normal: TerminalColor, dimmed: TerminalColor) {
    self.normal = normal
    self.dimmed = dimmed
  }

  /// The same colour whether dimmed or not.
  public init(_ color: TerminalColor) {
    self.init(normal: color, dimmed: color)
  }
}
