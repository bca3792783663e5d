#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Axis ticks at "nice" steps: 1, 2 or 5 × 10^k.
public struct NiceTicks: Sendable, Equatable {
  /// The step between ticks.
  public var step: Double
  /// The tick values, ascending, all inside `lower ... upper` of the scale.
  public var values: [Double]
  /// The scale's bounds: the data's low end and the next nice tick at or above its high end.
  public var lower: Double
  public var upper: Double

  public init(step: Double, values: [Double], lower: Double, upper: Double) {
    self.step = step
    self.values = values
    self.lower = lower
    self.upper = upper
  }

  /// The smallest nice step at least `rough`.
  public static func niceStep(atLeast rough: Double) -> Double {
    guard rough.isFinite, rough > 0 else { return 1 }
    let exponent = (log10(rough)).rounded(.down)
    let base = pow(10, exponent)
    for factor in [1.0, 2.0, 5.0, 10.0] where factor * base >= rough * (1 - 1e-9) {
      return factor * base
    }
    return 10 * base
  }

  /// A scale for data in `low ... high` with about `maxCount` ticks: it starts at `low` (the
  /// lowest visible value) and ends at the next multiple of the step at or above `high`.
  /// Ticks are the multiples of the step inside. A flat range is widened around its value.
  public static func fitting(low: Double, high: Double, maxCount: Int) -> NiceTicks {
    var low = low.isFinite ? low : 0
    var high = high.isFinite ? high : 1
    if high < low { swap(&low, &high) }
    if high == low {
      let pad = low == 0 ? 1 : abs(low) * 0.1
      high = low + pad
    }
    let count = max(1, maxCount)
    let step = niceStep(atLeast: (high - low) / Double(count))
    let upper = (high / step).rounded(.up) * step
    var values: [Double] = []
    var k = (low / step).rounded(.up)
    while k * step <= upper * (1 + 1e-12) + 1e-300 && values.count <= count + 2 {
      let value = k * step
      values.append(abs(value) < step * 1e-9 ? 0 : value)
      k += 1
    }
    return NiceTicks(step: step, values: values, lower: low, upper: max(upper, low + step * 1e-9))
  }
}
