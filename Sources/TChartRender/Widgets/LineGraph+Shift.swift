import TChartCells

/// The copies of `--shift`: each visible line as it was ``LineGraph/shift`` x units earlier,
/// drawn at x + shift. The copy of the window `[a, b]` is the line's samples in
/// `[a − shift, b − shift]` through the same rasteriser (M4 over the line's pyramid), so it costs
/// what a line costs and copies no data.
extension LineGraph {
  /// The copies on their own canvas (line `i`'s copy as layer `i`, the highest layer owning a
  /// cell), dotted: every other dot column of their drawing. `nil` without a shift.
  public func copyCanvas(size: Size) -> BrailleCanvas? {
    guard shift > 0, shift.isFinite else { return nil }
    var earlier = self
    earlier.shift = 0
    earlier.xRange = (xRange.lowerBound - shift)...(xRange.upperBound - shift)
    return earlier.canvas(size: size).thinned(to: Self.copyDashes)
  }

  /// A copy keeps every other dot column of its drawing.
  static let copyDashes = DashPattern([true, false])
}
