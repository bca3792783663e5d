#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The finest digit the values of a window need: the data's own resolution (the last
/// significant digit of the probed values, `1433.269` → `0.001`, capped at ten significant
/// digits of each value), and fine enough to tell probed neighbours apart (the largest power of
/// ten no larger than their difference, capped at twelve significant digits of the pair:
/// differences below that are noise of binary fractions).
///
/// Built from a bounded probe (``probe(_:in:around:)``: at most 33 evenly spread neighbour
/// pairs of the window plus the pairs either side of one sample), so O(1) per frame and free of
/// allocations. ``PreciseNumber`` writes values at this step.
public struct ValueResolution: Sendable, Equatable {
  /// The finest step to show, a power of ten; `nil` when no finite value was probed (values
  /// are then written with up to ten significant digits).
  public private(set) var step: Double?

  public init(step: Double? = nil) {
    self.step = step
  }

  /// The most significant digits a step keeps of the pair it separates.
  public static let significantCap = 12

  /// The most significant digits a value's own last digit is looked for in.
  public static let quantumCap = 10

  /// Includes the neighbours `a` and `b`: the step becomes fine enough to tell them apart.
  /// Pairs with a non-finite value, or equal values, change nothing.
  public mutating func include(_ a: Double, _ b: Double) {
    guard a.isFinite, b.isFinite, a != b else { return }
    let difference = abs(a - b)
    var pairStep = Self.powerOfTen(atMost: difference)
    let magnitude = max(abs(a), abs(b))
    let floor = Self.powerOfTen(atMost: magnitude) / Self.tenPower(Self.significantCap - 1)
    if pairStep < floor { pairStep = floor }
    refine(pairStep)
  }

  /// Includes one value: the step becomes at least as fine as its last significant digit.
  public mutating func include(_ value: Double) {
    guard value.isFinite, value != 0 else { return }
    let magnitude = abs(value)
    var power = Self.powerOfTen(atMost: magnitude)
    for _ in 1..<Self.quantumCap {
      let scaled = magnitude / power
      if abs(scaled - scaled.rounded()) <= max(1e-9, scaled * 1e-12) { break }
      power /= 10
    }
    refine(power)
  }

  /// Makes the step at least as fine as `candidate`.
  mutating func refine(_ candidate: Double) {
    if let step, step <= candidate { return }
    step = candidate
  }

  /// The step that tells apart the neighbours in `values[range]` (at most 33 pairs spread
  /// evenly, widened by one sample each side like ``ChartSet/sampleSpacing(in:)``) and those
  /// either side of `index` (the indicator's sample), so the value at `index` always reads
  /// apart from the ones next to it.
  public static func probe(_ values: [Double], in range: Range<Int>, around index: Int? = nil)
    -> ValueResolution
  {
    var resolution = ValueResolution()
    let low = max(0, range.lowerBound - 1)
    let high = min(values.count - 1, range.upperBound)
    if high > low {
      let pairs = high - low
      let probes = min(pairs, 33)
      for probe in 0..<probes {
        let at = low + (probes == 1 ? 0 : probe * (pairs - 1) / (probes - 1))
        resolution.include(values[at], values[at + 1])
        resolution.include(values[at])
      }
      resolution.include(values[high])
    }
    if let index, values.indices.contains(index) {
      resolution.include(values[index])
      if index > 0 { resolution.include(values[index - 1], values[index]) }
      if index + 1 < values.count { resolution.include(values[index], values[index + 1]) }
    }
    return resolution
  }

  /// The finer of two resolutions (for a value that sums several series, say).
  public func merged(with other: ValueResolution) -> ValueResolution {
    switch (step, other.step) {
    case (let a?, let b?): ValueResolution(step: min(a, b))
    case (let a?, nil): ValueResolution(step: a)
    case (nil, let b): ValueResolution(step: b)
    }
  }

  /// The largest power of ten no larger than `value` (> 0): `0.755` → `0.1`.
  static func powerOfTen(atMost value: Double) -> Double {
    var power = pow(10, log10(value).rounded(.down))
    if power > value { power /= 10 }
    if power * 10 <= value { power *= 10 }
    return power
  }

  /// `10^exponent` for a small non-negative exponent.
  static func tenPower(_ exponent: Int) -> Double {
    var result = 1.0
    for _ in 0..<max(0, exponent) { result *= 10 }
    return result
  }
}
