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

  /// The dot column of `x`, unclamped (it may lie outside the canvas); rounds to nearest.
  @inline(__always)
  public func dotX(_ x: Double) -> Int {
    let span = xUpper - xLower
    guard span > 0, dotWidth > 1 else { return 0 }
    return Self.roundedInt((x - xLower) / span * Double(dotWidth - 1))
  }

  /// The dot row of `y`, unclamped, with row 0 at the top; rounds to nearest.
  @inline(__always)
  public func dotY(_ y: Double) -> Int {
    let span = yUpper - yLower
    guard span > 0, dotHeight > 1 else { return max(0, dotHeight - 1) }
    return dotHeight - 1 - Self.roundedInt((y - yLower) / span * Double(dotHeight - 1))
  }

  /// `clampedInt(value.rounded())` (nearest, halves away from zero) without the libm call
  /// `rounded()` compiles to on baseline x86-64: within ±2^52 the fraction `value - trunc(value)`
  /// is exact, so comparing it with ±0.5 rounds exactly as `rounded()` does.
  @inline(__always)
  static func roundedInt(_ value: Double) -> Int {
    guard abs(value) < 2_000_000 else { return clampedInt(value) }
    let truncated = Int(value)
    let fraction = value - Double(truncated)
    if fraction >= 0.5 { return clampedInt(Double(truncated + 1)) }
    if fraction <= -0.5 { return clampedInt(Double(truncated - 1)) }
    return clampedInt(Double(truncated))
  }

  /// Keeps far-away points representable: lines to them are still clipped correctly by
  /// Bresenham because both ends stay far outside the canvas.
  @inline(__always)
  static func clampedInt(_ value: Double) -> Int {
    if value.isNaN { return 0 }
    return Int(min(max(value, -1_000_000), 1_000_000))
  }
}
