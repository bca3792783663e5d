#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The values a stepped range can take: `minimum + k·step` for `k = 0 ... lastIndex`, where the
/// last one is always `maximum` itself, even when `maximum − minimum` is not a multiple of
/// `step` (then the last interval is shorter than a step).
///
/// Values are computed from the integer index and rounded to ``decimals`` places, so that a grid
/// of step `0.1` yields `0.3`, not `0.30000000000000004`.
public struct RangeGrid: Sendable, Equatable {
  public let minimum: Double
  public let maximum: Double
  public let step: Double
  /// The index of `maximum`: the grid has `lastIndex + 1` values.
  public let lastIndex: Int
  /// Whether `maximum` lies on `minimum + k·step` (otherwise it is an extra, closer value).
  public let maximumOnStep: Bool
  /// Digits after the decimal point that `minimum`, `maximum` and `step` need (at most 10).
  public let decimals: Int
  /// Whether values are rounded to ``decimals`` (only when all three are short decimals).
  public let roundsValues: Bool

  /// The largest number of steps a grid may have.
  public static let maximumSteps = 1_000_000_000_000

  /// A grid over `minimum ... maximum`; `nil` unless `minimum < maximum`, `step > 0`, all finite
  /// and the range holds at most ``maximumSteps`` steps.
  public init?(minimum: Double, maximum: Double, step: Double) {
    guard minimum.isFinite, maximum.isFinite, step.isFinite, minimum < maximum, step > 0 else {
      return nil
    }
    let steps = (maximum - minimum) / step
    guard steps <= Double(Self.maximumSteps) else { return nil }
    let nearest = steps.rounded()
    self.minimum = minimum
    self.maximum = maximum
    self.step = step
    if abs(steps - nearest) <= 1e-9 * max(1, nearest) && nearest >= 1 {
      lastIndex = Int(nearest)
      maximumOnStep = true
    } else {
      lastIndex = Int(steps.rounded(.down)) + 1
      maximumOnStep = false
    }
    let exact = [step, minimum, maximum].map(Self.exactDecimals(of:))
    decimals = exact.map { $0 ?? 10 }.max() ?? 0
    roundsValues = !exact.contains(nil)
  }

  /// A tolerance far below a step, for comparisons of computed values.
  public var tolerance: Double { step * 1e-6 }

  /// The value at `index` (clamped into `0 ... lastIndex`).
  public func value(at index: Int) -> Double {
    if index <= 0 { return minimum }
    if index >= lastIndex { return maximum }
    let value = minimum + Double(index) * step
    return roundsValues ? Self.rounded(value, decimals: decimals) : value
  }

  /// The index of the grid value nearest to `value` (halfway goes up).
  public func nearestIndex(to value: Double) -> Int {
    let below = index(atOrBelow: value)
    let above = min(below + 1, lastIndex)
    return abs(self.value(at: above) - value) <= abs(value - self.value(at: below))
      ? above : below
  }

  /// The index of the largest grid value at most `value` (0 when `value` is below the range).
  public func index(atOrBelow value: Double) -> Int {
    if value.isNaN || value <= minimum { return 0 }
    if value >= maximum - tolerance { return lastIndex }
    var index = clampedIndex(((value - minimum) / step + 1e-9).rounded(.down))
    while index > 0 && self.value(at: index) > value + tolerance { index -= 1 }
    while index < lastIndex && self.value(at: index + 1) <= value + tolerance { index += 1 }
    return index
  }

  /// The index of the smallest grid value at least `value` (`lastIndex` when above the range).
  public func index(atOrAbove value: Double) -> Int {
    if value.isNaN || value <= minimum + tolerance { return 0 }
    if value >= maximum { return lastIndex }
    var index = clampedIndex(((value - minimum) / step - 1e-9).rounded(.up))
    while index < lastIndex && self.value(at: index) < value - tolerance { index += 1 }
    while index > 0 && self.value(at: index - 1) >= value - tolerance { index -= 1 }
    return index
  }

  /// Whether `value` is one of the grid's values (within ``tolerance``).
  public func contains(_ value: Double) -> Bool {
    abs(self.value(at: nearestIndex(to: value)) - value) <= tolerance
  }

  private func clampedIndex(_ raw: Double) -> Int {
    guard raw.isFinite else { return raw > 0 ? lastIndex : 0 }
    return Int(min(max(raw, 0), Double(lastIndex)))
  }

  /// The number of decimals `value` needs to print exactly (at most 10): `0.25` → 2.
  public static func decimals(of value: Double) -> Int {
    exactDecimals(of: value) ?? 10
  }

  /// The number of decimals `value` needs, `nil` when more than 10 (`1/3`).
  static func exactDecimals(of value: Double) -> Int? {
    guard value.isFinite else { return 0 }
    var scaled = abs(value)
    for places in 0...10 {
      // Beyond 14 significant digits a double cannot tell a short decimal from noise.
      if places > 0 && scaled >= 1e14 { return nil }
      let slack = max(1e-9, scaled * 1e-15 * Double(places + 1))
      if abs(scaled - scaled.rounded()) <= slack { return places }
      scaled *= 10
    }
    return nil
  }

  /// `value` rounded to `decimals` places, giving the double nearest the decimal number.
  public static func rounded(_ value: Double, decimals: Int) -> Double {
    var power = 1.0
    for _ in 0..<max(0, min(decimals, 15)) { power *= 10 }
    let scaled = value * power
    guard abs(scaled) < 9e15 else { return value }
    return scaled.rounded() / power
  }
}
