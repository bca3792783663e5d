/// An XY plot's density counted elsewhere (a table's, by its database), with the two lines'
/// extremes over the window, which set the axes as a file's pyramids do (`nil`: no value).
public struct XYCounted: Sendable, Equatable {
  /// The smallest and largest value of the line across (x) and of the line up (y).
  public var xExtremes: ClosedRange<Double>?
  public var yExtremes: ClosedRange<Double>?
  /// The pairs counted on the plot's grid.
  public var density: XYDensity

  public init(
    xExtremes: ClosedRange<Double>?, yExtremes: ClosedRange<Double>?, density: XYDensity
  ) {
    self.xExtremes = xExtremes
    self.yExtremes = yExtremes
    self.density = density
  }
}
