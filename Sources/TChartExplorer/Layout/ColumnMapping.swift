import TChartCells
import TChartRender

/// Maps x values to the columns of a rectangle and back, through the same ``DotMapping`` the
/// rasterizer uses: a sample's column is the cell holding its dot.
public struct ColumnMapping: Sendable, Equatable {
  public var rect: Rect
  public var xLower: Double
  public var xUpper: Double

  public init(rect: Rect, xLower: Double, xUpper: Double) {
    self.rect = rect
    self.xLower = xLower
    self.xUpper = xUpper
  }

  /// The dot mapping of the rectangle (y unused).
  public var dots: DotMapping {
    DotMapping(
      xLower: xLower, xUpper: xUpper, yLower: 0, yUpper: 1, dotWidth: rect.width * 2,
      dotHeight: rect.height * 4)
  }

  /// The absolute screen column of `x`.
  public func column(of x: Double) -> Int { rect.x + (dots.dotX(x) >> 1) }

  /// The x value at the middle of screen column `column` (clamped into the rectangle).
  public func xValue(atColumn column: Int) -> Double {
    let cell = Swift.min(Swift.max(column - rect.x, 0), Swift.max(0, rect.width - 1))
    let dotWidth = rect.width * 2
    guard dotWidth > 1 else { return xLower }
    let fraction = (Double(cell * 2) + 0.5) / Double(dotWidth - 1)
    return xLower + Swift.min(1, fraction) * (xUpper - xLower)
  }
}
