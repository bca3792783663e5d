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

  /// The scale as a closed range, `lower ... upper`.
  public var range: ClosedRange<Double> { lower...upper }

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

  /// The nice step after `step`: 1 → 2 → 5 → 10.
  public static func nextStep(after step: Double) -> Double {
    niceStep(atLeast: step * (1 + 1e-6))
  }

  /// A scale for data in `low ... high` with about `maxCount` ticks: it starts at `low` (the
  /// lowest visible value) and ends at the next multiple of the step at or above `high`.
  /// Ticks are the multiples of the step inside. A flat range is widened around its value.
  public static func fitting(low: Double, high: Double, maxCount: Int) -> NiceTicks {
    let (low, high) = normalized(low: low, high: high)
    let count = max(1, maxCount)
    return make(low: low, high: high, step: niceStep(atLeast: (high - low) / Double(count)))
  }

  /// The Y axis scale for `rows` rows of text: among the steps (1, 2, 5 × 10^k, at most the
  /// smallest nice step covering the whole range) that keep labels at least 2.5 rows apart, the
  /// one with labels closest to one every 4 rows, penalised by the height left empty above the
  /// data (`|ln(rowsPerTick / 4)| + 2 × emptyFraction`); with too few rows for any, the
  /// smallest nice step covering the whole range. Bounds as in ``fitting(low:high:maxCount:)``.
  public static func forAxis(low: Double, high: Double, rows: Int) -> NiceTicks {
    let (low, high) = normalized(low: low, high: high)
    let span = high - low
    let rows = Double(max(1, rows))
    var step = niceStep(atLeast: span / rows)
    let largest = niceStep(atLeast: span)
    var best: (step: Double, score: Double)?
    for _ in 0..<12 where step <= largest * (1 + 1e-9) {
      let upper = (high / step * (1 - 1e-12)).rounded(.up) * step
      let rowsPerTick = rows * step / max(upper - low, span)
      if rowsPerTick >= 2.5 {
        let wasted = (upper - high) / max(upper - low, span)
        let score = abs(log(rowsPerTick / 4)) + 2 * wasted
        if best == nil || score < best!.score { best = (step, score) }
      }
      if rowsPerTick > 10 { break }
      step = nextStep(after: step)
    }
    return make(low: low, high: high, step: best?.step ?? niceStep(atLeast: span))
  }

  /// Finite, ordered, non-flat bounds (flat ranges widened by 10 %, or by 1 at zero).
  static func normalized(low: Double, high: Double) -> (Double, Double) {
    let limit = 1e300
    var low = low.isFinite ? min(max(low, -limit), limit) : 0
    var high = high.isFinite ? min(max(high, -limit), limit) : 1
    if high < low { swap(&low, &high) }
    if high == low {
      let pad = low == 0 ? 1 : abs(low) * 0.1
      high = low + pad
    }
    return (low, high)
  }

  /// The scale `low ... next multiple of step ≥ high` with the multiples of `step` inside.
  /// Values are computed as `k × mantissa ÷ 10^e`, so `0.3` is the double nearest 0.3.
  static func make(low: Double, high: Double, step: Double) -> NiceTicks {
    let exponent = log10(step).rounded(.down)
    let mantissa = (step / pow(10, exponent)).rounded()
    let power = pow(10, abs(exponent))
    func value(_ k: Double) -> Double {
      exponent >= 0 ? k * mantissa * power : k * mantissa / power
    }
    let upperK = (high / step * (1 - 1e-12)).rounded(.up)
    let upper = max(value(upperK), high)
    var values: [Double] = []
    var k = (low / step * (1 + (low > 0 ? -1e-12 : 1e-12))).rounded(.up)
    while value(k) <= upper && values.count < 1000 {
      let tick = value(k)
      if tick >= low { values.append(tick == 0 ? 0 : tick) }
      k += 1
    }
    return NiceTicks(step: step, values: values, lower: low, upper: upper)
  }
}
