/// A closed range of y values, `lower ≤ upper` (a flat range is allowed).
public struct ValueRange: Sendable, Equatable {
  public var lower: Double
  public var upper: Double

  public init(lower: Double, upper: Double) {
    self.lower = lower
    self.upper = upper
  }

  /// The range a fraction `t` (0…1) of the way from `self` to `other`.
  public func interpolated(to other: ValueRange, fraction t: Double) -> ValueRange {
    ValueRange(
      lower: lower + (other.lower - lower) * t, upper: upper + (other.upper - upper) * t)
  }
}
