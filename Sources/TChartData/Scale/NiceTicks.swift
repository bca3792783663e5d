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

  /// The largest power of ten at most `value` (`value > 0`), or 1.
  public static func powerOfTen(atMost value: Double) -> Double {
    guard value.isFinite, value > 0 else { return 1 }
    return pow(10, log10(value).rounded(.down))
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

  /// The Y axis scale for `rows` rows of text, using the height.
  ///
  /// Label steps are 1, 2, 2.5 or 5 × 10^k, labels at least 2 rows apart (one blank row between
  /// two labels). The top of the scale is the next multiple, at or above the data's top, of the
  /// step, of half the step or of a fifth of it: so the top is a label, or lies between two,
  /// and the height left empty above the data stays small whatever the height. Among these the
  /// scale with labels closest to one every 4 rows wins, penalised by the empty height
  /// (`|ln(rowsPerTick / 4)| + 2 × emptyFraction`, +0.15 when the top is not a label, +0.4 for
  /// a 2.5 step, and any candidate wasting more than a quarter of the plot only when none
  /// wastes less). With `twoLabels` (a split panel, whose one label alone would not give its
  /// scale) a scale labelling two values wins over one labelling a single value even when it
  /// wastes up to a third of the plot. The bottom is the data's low end, as in
  /// ``fitting(low:high:maxCount:)``.
  public static func forAxis(low: Double, high: Double, rows: Int, twoLabels: Bool = false)
    -> NiceTicks
  {
    let (low, high) = normalized(low: low, high: high)
    let span = high - low
    let rows = Double(max(1, rows))
    var best: (step: Double, upper: Double, score: Double)?
    var step = axisStep(atLeast: span / rows)
    for _ in 0..<24 {
      for divisor in [1.0, 2.0, 5.0] {
        let unit = step / divisor
        let upper = Swift.max((high / unit * (1 - 1e-12)).rounded(.up) * unit, high)
        let height = Swift.max(upper - low, span)
        let rowsPerTick = rows * step / height
        let top = upper / step
        let bottom = low / step
        // The multiples of the step in `low ... upper`, a rounding error either side forgiven.
        let labels =
          (top + abs(top) * 1e-12).rounded(.down) - (bottom - abs(bottom) * 1e-12).rounded(.up) + 1
        guard rowsPerTick >= 2 || best == nil && step >= span, labels >= 1 else { continue }
        let wasted = (upper - high) / height
        let score =
          abs(log(rowsPerTick / 4)) + 2 * wasted + (divisor == 1 ? 0 : 0.15)
          + (wasted > 0.25 ? 10 : 0) + (rowsPerTick < 2 ? 100 : 0)
          + (isQuarterStep(step) ? 0.4 : 0)
          + (twoLabels && labels < 2 ? 15 : 0) + (twoLabels && wasted > 1 / 3 ? 20 : 0)
        if best.map({ score < $0.score }) ?? true { best = (step, upper, score) }
      }
      if rows * step / span > 12 { break }
      step = axisStep(atLeast: step * (1 + 1e-6))
    }
    let chosen = best ?? (niceStep(atLeast: span), 0, 0)
    return make(low: low, high: high, step: chosen.step, upper: best?.upper)
  }

  /// Whether `step` is 2.5 × 10^k: labels with a digit more (`2.5K`, `7.5K`), so such a step
  /// wins only when it fits clearly better.
  static func isQuarterStep(_ step: Double) -> Bool {
    let mantissa = step / pow(10, (log10(step)).rounded(.down))
    return abs(mantissa - 2.5) < 1e-9
  }

  /// The smallest step of the Y axis family (1, 2, 2.5, 5 × 10^k) at least `rough`.
  static func axisStep(atLeast rough: Double) -> Double {
    guard rough.isFinite, rough > 0 else { return 1 }
    let base = pow(10, (log10(rough)).rounded(.down))
    for factor in [1.0, 2.0, 2.5, 5.0, 10.0] where factor * base >= rough * (1 - 1e-9) {
      return factor * base
    }
    return 10 * base
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

  /// The scale `low ... upper` (by default the next multiple of step ≥ high) with the
  /// multiples of `step` inside. Values are computed as `k × mantissa ÷ 10^e` with a whole
  /// mantissa (25 for 2.5), so `0.3` is the double nearest 0.3.
  static func make(low: Double, high: Double, step: Double, upper given: Double? = nil)
    -> NiceTicks
  {
    var exponent = log10(step).rounded(.down)
    var mantissa = step / pow(10, exponent)
    if abs(mantissa - mantissa.rounded()) > 1e-9 {
      exponent -= 1
      mantissa *= 10
    }
    mantissa = mantissa.rounded()
    let power = pow(10, abs(exponent))
    func value(_ k: Double) -> Double {
      exponent >= 0 ? k * mantissa * power : k * mantissa / power
    }
    let upperK = (high / step * (1 - 1e-12)).rounded(.up)
    var upper = max(given ?? value(upperK), high)
    // A given top a rounding error below a tick (`-3 × 1e-4` beside `-3 ÷ 10^4`) is that tick.
    let nearest = value((upper / step).rounded())
    if nearest > upper && nearest - upper <= abs(upper) * 1e-12 { upper = nearest }
    var values: [Double] = []
    var k = (low / step * (1 + (low > 0 ? -1e-12 : 1e-12))).rounded(.up)
    // At magnitudes where the step is below a unit in the last place of k (k ≥ 2^53), k + 1
    // is k: k moves to the next double instead, and the loop is bounded either way.
    var steps = 0
    while value(k) <= upper && values.count < 1000 && steps < 2000 {
      let tick = value(k)
      if tick >= low { values.append(tick == 0 ? 0 : tick) }
      k = k + 1 == k ? k.nextUp : k + 1
      steps += 1
    }
    return NiceTicks(step: step, values: values, lower: low, upper: upper)
  }
}
