#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The finest digit the values of a window need: the data's own resolution (the last
/// significant digit of the probed values, `1433.269` → `0.001`, capped at ten significant
/// digits of each value and at three digits below the separation), and always fine enough to
/// tell probed neighbours apart (the separation: the largest power of ten no larger than their
/// smallest difference, capped at twelve significant digits of the pair: differences below that
/// are noise of binary fractions).
///
/// So prices keep their cents, a constant `1000000.1` its tenth, and noisy measurements
/// (`23.456789123…` next to `23.51…`) show three digits more than their neighbours need, not
/// seventeen. Built from a bounded probe (``probe(_:in:around:)``: at most 33 evenly spread
/// neighbour pairs of the window plus the pairs either side of one sample), so O(1) per frame
/// and free of allocations. ``PreciseNumber`` writes values at this step.
public struct ValueResolution: Sendable, Equatable {
  /// The finest last digit of the probed values (capped), a power of ten.
  private var quantum: Double?
  /// The step that tells the probed neighbours apart, a power of ten.
  private var separation: Double?

  /// A resolution of exactly `step` (a power of ten), or none.
  public init(step: Double? = nil) {
    quantum = step
    separation = nil
  }

  /// The finest step to show, a power of ten: the data's own last digit, at most a thousandth
  /// of the separation and never coarser than it; `nil` when no finite value was probed
  /// (values are then written with up to ten significant digits).
  public var step: Double? {
    guard let separation else { return quantum }
    guard let quantum else { return separation }
    return min(separation, max(quantum, separation / Self.power(Self.digitsBelowSeparation)))
  }

  /// Whether the quantum is already finer than the step uses (a thousandth of the separation):
  /// more values cannot change the step.
  var quantumIsSpent: Bool {
    guard let quantum, let separation else { return false }
    return quantum <= separation / Self.power(Self.digitsBelowSeparation)
  }

  /// Digits kept below the separation from the data's own digits.
  public static let digitsBelowSeparation = 3

  /// The most significant digits a step keeps of the pair it separates.
  public static let significantCap = 12

  /// The most significant digits a value's own last digit is looked for in.
  public static let quantumCap = 10

  /// Includes the neighbours `a` and `b`: the step becomes fine enough to tell them apart.
  /// Pairs with a non-finite value, or equal values, change nothing.
  public mutating func include(_ a: Double, _ b: Double) {
    guard a.isFinite, b.isFinite, a != b else { return }
    let difference = abs(a - b)
    // The pair's step is above difference / 10: nothing to refine when that is no finer.
    if let separation, difference >= separation * 10 { return }
    var pairStep = Self.powerOfTen(atMost: difference)
    let magnitude = max(abs(a), abs(b))
    if pairStep < magnitude * 1e-11 {
      let floor = Self.powerOfTen(atMost: magnitude) * Self.significantFloor
      if pairStep < floor { pairStep = floor }
    }
    if let separation, separation <= pairStep { return }
    separation = pairStep
  }

  /// Includes one value: the step becomes at least as fine as its last significant digit.
  public mutating func include(_ value: Double) {
    guard value.isFinite, value != 0 else { return }
    let magnitude = abs(value)
    if let quantum {
      // A multiple of the current quantum has no finer last digit.
      let scaled = magnitude / quantum
      if abs(scaled - scaled.rounded()) <= max(1e-9, scaled * 1e-12) { return }
    }
    let leading = Self.exponentOfTen(atMost: magnitude)
    // Its last digit is at most ``quantumCap`` digits down: nothing to refine when the step
    // is already that fine.
    if let quantum, quantum <= Self.power(leading - Self.quantumCap + 1) { return }
    var exponent = leading
    while exponent > leading - Self.quantumCap + 1 {
      let scaled = magnitude / Self.power(exponent)
      if abs(scaled - scaled.rounded()) <= max(1e-9, scaled * 1e-12) { break }
      exponent -= 1
    }
    let candidate = Self.power(exponent)
    if let quantum, quantum <= candidate { return }
    quantum = candidate
  }

  /// The step that tells apart the neighbours in `values[range]` (at most 33 pairs spread
  /// evenly, widened by one sample each side like ``ChartSet/sampleSpacing(in:)``) and those
  /// either side of `index` (the indicator's sample), so the value at `index` always reads
  /// apart from the ones next to it.
  public static func probe(_ values: [Double], in range: Range<Int>, around index: Int? = nil)
    -> ValueResolution
  {
    probe(Column(values), in: range, around: index)
  }

  /// ``probe(_:in:around:)`` on a series' column (concrete, not generic: no unspecialised
  /// call per frame across modules).
  public static func probe(_ values: Column<Double>, in range: Range<Int>, around index: Int? = nil)
    -> ValueResolution
  {
    var resolution = ValueResolution()
    let low = max(0, range.lowerBound - 1)
    let high = min(values.count - 1, range.upperBound)
    let pairs = max(0, high - low)
    let probes = min(pairs, 33)
    func probed(_ probe: Int) -> Int {
      low + (probes == 1 ? 0 : probe * (pairs - 1) / (probes - 1))
    }
    for probe in 0..<probes {
      let at = probed(probe)
      resolution.include(values[at], values[at + 1])
    }
    if let index, values.indices.contains(index) {
      if index > 0 { resolution.include(values[index - 1], values[index]) }
      if index + 1 < values.count { resolution.include(values[index], values[index + 1]) }
      resolution.include(values[index])
    }
    // The values' own digits, until they are finer than the step can use.
    for probe in 0..<probes where !resolution.quantumIsSpent {
      let at = probed(probe)
      resolution.include(values[at])
      if probe == probes - 1 { resolution.include(values[at + 1]) }
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
    power(exponentOfTen(atMost: value))
  }

  /// The exponent of the largest power of ten no larger than `value` (> 0, finite): `0.755` →
  /// -1, `1433` → 3. A table look-up from the binary exponent: no `log10`, no allocation.
  static func exponentOfTen(atMost value: Double) -> Int {
    var exponent = Int((Double(value.exponent) * 0.301_029_995_663_981_2).rounded(.down))
    exponent = min(max(exponent, lowestExponent), highestExponent)
    while exponent > lowestExponent && power(exponent) > value { exponent -= 1 }
    while exponent < highestExponent && power(exponent + 1) <= value { exponent += 1 }
    return exponent
  }

  /// `10^exponent`, from a table (exponents beyond the table are clamped to it).
  static func power(_ exponent: Int) -> Double {
    powers[min(max(exponent, lowestExponent), highestExponent) - lowestExponent]
  }

  /// The range of decimal exponents a `Double` holds.
  static let lowestExponent = -323
  static let highestExponent = 308

  /// `10^lowestExponent … 10^highestExponent`, built once.
  static let powers: [Double] = (lowestExponent...highestExponent).map { pow(10, Double($0)) }

  /// `10^-(significantCap - 1)`: a pair's step is at least its magnitude's leading power times
  /// this.
  static let significantFloor = pow(10, Double(1 - significantCap))

  /// `10^exponent` for a small non-negative exponent.
  static func tenPower(_ exponent: Int) -> Double {
    power(max(0, exponent))
  }
}
