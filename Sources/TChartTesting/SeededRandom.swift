/// A small deterministic random generator (SplitMix64): the same sequence for the same seed, so
/// a failing property test can be replayed from its seed and benchmarks generate the same data
/// on every run. Shared by the test targets and `tchart-bench`; not for the app itself.
public struct SeededRandom: RandomNumberGenerator, Sendable {
  public var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// Uniform in `range`.
  public mutating func int(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.count))
  }

  /// Uniform in 0 ..< 1.
  public mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

  /// Uniform in -1 ..< 1.
  public mutating func signedUnit() -> Double { Double(next() >> 11) / Double(1 << 52) - 1 }

  /// True with the given probability.
  public mutating func chance(_ probability: Double) -> Bool { unit() < probability }

  /// One of `options`, which must not be empty.
  public mutating func pick<T>(_ options: [T]) -> T { options[int(0...(options.count - 1))] }
}
