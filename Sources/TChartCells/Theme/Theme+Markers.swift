extension Theme {
  /// The monochrome markers, one per line in turn (`●○◆◇■□▲△`, then again).
  public static let lineMarkers: [Unicode.Scalar] = ["●", "○", "◆", "◇", "■", "□", "▲", "△"]

  /// The mark of line `line` (0-based) in the legend, the tooltip and at the indicator: `●` in
  /// colour (the colour tells lines apart), a distinct shape per line in monochrome.
  public func marker(forLine line: Int) -> Unicode.Scalar {
    monochrome ? Self.lineMarkers[((line % 8) + 8) % 8] : "●"
  }
}
