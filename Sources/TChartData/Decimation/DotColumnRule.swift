/// The one rule that puts an x value in a pixel (dot) column: the renderer's ``column(of:)``
/// (`DotMapping.dotX` calls it) and every SQL dialect's bucket expression
/// (``SQLDialect/dotColumnExpression(x:rule:)``) compute it with the same IEEE operations, so an
/// M4 answer fetched from a database is bucketed exactly as the renderer buckets it.
///
/// `v = (x - lower) / (upper - lower) * (dotWidth - 1)`, then rounded to nearest with halves
/// away from zero, as `t = trunc(v); t + (v - t >= 0.5 ? 1 : 0)` (for `v ≥ 0`, which is every x
/// of a window: SQL only buckets rows with `lower ≤ x ≤ upper`). The constants go to SQL as
/// round-trippable literals (``SQLDialect/literal(_:)-(Double)``).
public struct DotColumnRule: Sendable, Hashable {
  /// The x mapped to dot column 0 (the window's first sample).
  public var lower: Double
  /// The x mapped to dot column `dotWidth - 1` (the window's last sample).
  public var upper: Double
  /// The canvas width in dots (two per terminal cell).
  public var dotWidth: Int

  public init(lower: Double, upper: Double, dotWidth: Int) {
    self.lower = lower
    self.upper = upper
    self.dotWidth = dotWidth
  }

  /// `upper - lower`, the divisor.
  @inlinable public var span: Double { upper - lower }

  /// `dotWidth - 1` as a double, the factor.
  @inlinable public var scale: Double { Double(dotWidth - 1) }

  /// Whether every x falls in column 0 (an empty span or a one-dot canvas).
  @inlinable public var isDegenerate: Bool { !(span > 0) || dotWidth <= 1 }

  /// The dot column of `x`, unclamped (it may lie outside the canvas); rounds to nearest.
  @inlinable @inline(__always)
  public func column(of x: Double) -> Int {
    guard !isDegenerate else { return 0 }
    return Self.roundedInt((x - lower) / span * scale)
  }

  /// `clampedInt(value.rounded())` (nearest, halves away from zero) without the libm call
  /// `rounded()` compiles to on baseline x86-64: within ±2^52 the fraction `value - trunc(value)`
  /// is exact, so comparing it with ±0.5 rounds exactly as `rounded()` does.
  @inlinable @inline(__always)
  public static func roundedInt(_ value: Double) -> Int {
    guard abs(value) < 2_000_000 else { return clampedInt(value) }
    let truncated = Int(value)
    let fraction = value - Double(truncated)
    if fraction >= 0.5 { return clampedInt(Double(truncated + 1)) }
    if fraction <= -0.5 { return clampedInt(Double(truncated - 1)) }
    return clampedInt(Double(truncated))
  }

  /// Keeps far-away points representable: lines to them are still clipped correctly by
  /// Bresenham because both ends stay far outside the canvas.
  @inlinable @inline(__always)
  public static func clampedInt(_ value: Double) -> Int {
    if value.isNaN { return 0 }
    return Int(min(max(value, -1_000_000), 1_000_000))
  }
}
