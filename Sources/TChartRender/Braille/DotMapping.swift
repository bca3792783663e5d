import TChartData

/// The one mapping from data space to dot space, shared by every line drawer (full resolution
/// and decimated) so that they agree dot for dot.
///
/// x maps `xRange.lowerBound ... xRange.upperBound` onto dot columns `0 ... dotWidth - 1`;
/// y maps `yRange` onto dot rows `dotHeight - 1 ... 0` (up is up). Both round to nearest.
public struct DotMapping: Sendable, Equatable {
  public var xLower: Double
  public var xUpper: Double
  public var yLower: Double
  public var yUpper: Double
  public var dotWidth: Int
  public var dotHeight: Int

  public init(
    xLower: Double, xUpper: Double, yLower: Double, yUpper: Double, dotWidth: Int, dotHeight: Int
  ) {
    self.xLower = xLower
    self.xUpper = xUpper
    self.yLower = yLower
    self.yUpper = yUpper
    self.dotWidth = dotWidth
    self.dotHeight = dotHeight
  }

  /// The dot column of `x`, unclamped (it may lie outside the canvas); rounds to nearest. The
  /// one rule, ``DotColumnRule``, which SQL sources reproduce in their queries.
  @inline(__always)
  public func dotX(_ x: Double) -> Int {
    DotColumnRule(lower: xLower, upper: xUpper, dotWidth: dotWidth).column(of: x)
  }

  /// The dot row of `y`, unclamped, with row 0 at the top; rounds to nearest.
  @inline(__always)
  public func dotY(_ y: Double) -> Int {
    let span = yUpper - yLower
    guard span > 0, dotHeight > 1 else { return max(0, dotHeight - 1) }
    return dotHeight - 1 - Self.roundedInt((y - yLower) / span * Double(dotHeight - 1))
  }

  /// Nearest, halves away from zero, clamped (``DotColumnRule/roundedInt(_:)``).
  @inline(__always)
  static func roundedInt(_ value: Double) -> Int { DotColumnRule.roundedInt(value) }

  /// Far-away points kept representable (``DotColumnRule/clampedInt(_:)``).
  @inline(__always)
  static func clampedInt(_ value: Double) -> Int { DotColumnRule.clampedInt(value) }
}
