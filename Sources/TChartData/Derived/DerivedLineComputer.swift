#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
/// Computes a derived line at full resolution, O(1) amortised per sample, and keeps what the
/// next samples need (the previous valid sample, the running sum, the moving window), so a
/// stream appends only its new tail: appending a series in pieces gives exactly the values of
/// appending it at once.
///
/// Gaps: a gap in (any) input is a gap out. `rate`, `deriv` and `diff` compare with the
/// previous *valid* sample, so a counter read across a gap still has a rate (the increase over
/// the whole interval); the first sample, and a repeated x for `rate` and `deriv`, are gaps.
/// `cumsum` skips gaps; a moving average is the mean of the valid samples of its window.
public struct DerivedLineComputer: Sendable {
  /// What it computes.
  public let transform: LineTransform
  /// How many samples it has read.
  public private(set) var count = 0
  private var previousX = Double.nan
  private var previousValue = Double.nan
  private var sum = 0.0
  private var window = MovingWindowState()

  public init(transform: LineTransform) { self.transform = transform }

  /// The whole derived line of `x` and `inputs` (``LineTransform/arity`` columns as long as
  /// `x`).
  public static func values<Samples: RandomAccessCollection<Double>>(
    of transform: LineTransform, x: Samples, inputs: [Samples]
  ) -> [Double] {
    var computer = DerivedLineComputer(transform: transform)
    return computer.append(x: x, inputs: inputs)
  }

  /// The derived values of the next samples: `x` and each input column hold the same number of
  /// new samples.
  public mutating func append<Samples: RandomAccessCollection<Double>>(
    x: Samples, inputs: [Samples]
  ) -> [Double] {
    precondition(inputs.count == transform.arity && inputs.allSatisfy { $0.count == x.count })
    var out: [Double] = []
    out.reserveCapacity(x.count)
    let a = inputs[0]
    let b = inputs.count > 1 ? inputs[1] : inputs[0]
    for offset in 0..<x.count {
      let xi = x[x.index(x.startIndex, offsetBy: offset)]
      let ai = a[a.index(a.startIndex, offsetBy: offset)]
      let bi = b[b.index(b.startIndex, offsetBy: offset)]
      out.append(next(x: xi, a: ai, b: bi))
    }
    count += x.count
    return out
  }

  /// Forgets the first `samples` samples it read (their rows were dropped): the next ones
  /// append as before, computed from the state kept.
  mutating func forget(_ samples: Int) { count -= Swift.min(samples, count) }

  private mutating func next(x: Double, a: Double, b: Double) -> Double {
    switch transform {
    case .rate, .deriv, .diff:
      guard !a.isNaN else { return .nan }
      defer { (previousX, previousValue) = (x, a) }
      guard !previousValue.isNaN else { return .nan }
      let change = a - previousValue
      if case .diff = transform { return change }
      let dx = x - previousX
      guard dx > 0 else { return .nan }
      if case .rate = transform, change < 0 { return a >= 0 ? a / dx : .nan }
      return change / dx
    case .cumsum:
      guard !a.isNaN else { return .nan }
      sum += a
      return sum
    case .movingAverage(let spec):
      return window.push(x: x, value: a, spec: spec)
    case .log:
      return a > 0 ? log10(a) : .nan
    case .ratio:
      guard !a.isNaN, !b.isNaN, b != 0 else { return .nan }
      return a / b
    case .difference:
      return a - b
    }
  }
}

/// The samples of a moving average's trailing window, their sum and how many are valid.
struct MovingWindowState: Sendable {
  private var xs: [Double] = []
  private var values: [Double] = []
  private var head = 0
  private var sum = 0.0
  private var valid = 0
  private var removedSinceSum = 0

  /// Adds a sample, drops those that left the window, and returns the mean of the valid ones
  /// (a gap when `value` is one).
  mutating func push(x: Double, value: Double, spec: MovingWindow) -> Double {
    xs.append(x)
    values.append(value)
    if !value.isNaN {
      sum += value
      valid += 1
    }
    switch spec {
    case .samples(let n):
      while xs.count - head > n { dropFirst() }
    case .span(let span):
      while head < xs.count && xs[head] <= x - span { dropFirst() }
    }
    compact()
    guard !value.isNaN, valid > 0 else { return .nan }
    return sum / Double(valid)
  }

  private mutating func dropFirst() {
    let value = values[head]
    head += 1
    if !value.isNaN {
      sum -= value
      valid -= 1
      removedSinceSum += 1
    }
  }

  /// Frees the dropped samples and, once as many were subtracted as remain, sums the window
  /// afresh so the rounding of the running sum stays bounded (amortised O(1)).
  private mutating func compact() {
    if head > 64 && head * 2 > xs.count {
      xs.removeFirst(head)
      values.removeFirst(head)
      head = 0
    }
    if removedSinceSum > max(64, xs.count - head) {
      sum = values[head...].reduce(0) { $1.isNaN ? $0 : $0 + $1 }
      removedSinceSum = 0
    }
  }
}
