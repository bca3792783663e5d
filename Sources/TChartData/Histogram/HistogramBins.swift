#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The bins of a histogram: `count` bins of a nice width (1, 2 or 5 × 10^k), each centred on a
/// multiple of it (`[9.5, 10.5)`: whole numbers fall in the middle of their bin, and the bin of a
/// distribution's centre holds it rather than having it on an edge). A value's bin is decided in whole units (``unit``, a power of ten that
/// divides the width): the fine bin `floor(value / unit)`, then `ratio` fine bins to a bin, so
/// counts summed from fine counts (``HistogramIndex``) equal a scan with ``index(of:)``.
public struct HistogramBins: Sendable, Equatable {
  /// The fine unit values are first counted in: a power of ten.
  public var unit: Double
  /// Fine units to a bin: the bin width is `unit × ratio`.
  public var ratio: Int
  /// The first bin's lower edge, in fine units (a multiple of ``ratio``).
  public var firstUnit: Int
  /// How many bins.
  public var count: Int

  public init(unit: Double, ratio: Int, firstUnit: Int, count: Int) {
    self.unit = unit
    self.ratio = ratio
    self.firstUnit = firstUnit
    self.count = count
  }

  /// The width of a bin.
  public var width: Double { unit * Double(ratio) }

  /// The `count + 1` edges, ascending: bin `i` is `edges[i] ..< edges[i + 1]` (the last one
  /// closed: it holds the largest value).
  public var edges: [Double] {
    (0...count).map { Double(firstUnit + $0 * ratio) * unit }
  }

  /// The fine bin `value` falls in.
  @inlinable
  public static func fineIndex(_ value: Double, unit: Double) -> Int {
    let scaled = (value / unit).rounded(.down)
    return scaled < -9e15 ? Int(-9e15) : scaled > 9e15 ? Int(9e15) : Int(scaled)
  }

  /// The bin of a fine bin, clamped to the bins (the range's largest value may sit on the last
  /// edge).
  @inlinable
  public func index(ofFine fine: Int) -> Int {
    let offset = fine - firstUnit
    let bin = offset >= 0 ? offset / ratio : -((-offset + ratio - 1) / ratio)
    return Swift.min(Swift.max(bin, 0), count - 1)
  }

  /// The bin `value` falls in (clamped to the bins), or `nil` for a gap.
  @inlinable
  public func index(of value: Double) -> Int? {
    guard value.isFinite else { return nil }
    return index(ofFine: Self.fineIndex(value, unit: unit))
  }

  /// Bins over `lower…upper` for `values` values whose interquartile range is `iqr`: the width
  /// Freedman–Diaconis gives (2·IQR·n^(-1/3)), or Sturges' (range / (log2 n + 1)) for fewer
  /// than 200 values or no spread between the quartiles; widened to a nice width so at most
  /// `maxBins` bins cover the range. `unit`, when given, is the fine unit the bins must be
  /// counted in (a prepared index's): used when it divides the width, else the width's own.
  public static func choose(
    lower: Double, upper: Double, values: Int, iqr: Double?, maxBins: Int
  ) -> HistogramBins {
    let span = upper - lower
    let most = Swift.max(1, maxBins)
    guard span > 0, span.isFinite else {
      // One value (or none): one bin of a nice width around it.
      let width = NiceTicks.niceStep(atLeast: Swift.max(abs(lower) / 10, 1e-9))
      return bins(lower: lower, upper: lower, width: width)
    }
    let sturges = span / (log2(Double(Swift.max(values, 1))).rounded(.up) + 1)
    var rough = sturges
    if values >= 200, let iqr, iqr > 0 {
      rough = 2 * iqr * pow(Double(values), -1.0 / 3)
    }
    var width = NiceTicks.niceStep(atLeast: Swift.max(rough, span / Double(most)))
    var result = bins(lower: lower, upper: upper, width: width)
    while result.count > most {
      width = NiceTicks.nextStep(after: width)
      result = bins(lower: lower, upper: upper, width: width)
    }
    return result
  }

  /// The bins of a nice `width`, centred on its multiples, from the one holding `lower` to the
  /// one holding `upper`. Counted in halves of the width's power of ten (``halfPowerOfTen``), so
  /// half a bin is a whole number of units, whatever the width.
  static func bins(lower: Double, upper: Double, width: Double) -> HistogramBins {
    let unit = halfPowerOfTen(atMost: width)
    let ratio = Swift.max(2, Int((width / unit).rounded()))
    let half = ratio / 2
    let low = floorDivide(fineIndex(lower, unit: unit) + half, ratio)
    let high = floorDivide(fineIndex(upper, unit: unit) + half, ratio)
    return HistogramBins(
      unit: unit, ratio: ratio, firstUnit: low * ratio - half, count: Swift.max(1, high - low + 1))
  }

  /// Half the largest power of ten at most `value`: the unit every edge of bins at least
  /// `value` wide is a whole multiple of (half of 1, 2 or 5 × 10^k is a multiple of 10^k / 2).
  public static func halfPowerOfTen(atMost value: Double) -> Double {
    NiceTicks.powerOfTen(atMost: value * (1 + 1e-12)) / 2
  }

  /// `a / b` rounded down (`b > 0`).
  @inlinable
  static func floorDivide(_ a: Int, _ b: Int) -> Int {
    a >= 0 ? a / b : -((-a + b - 1) / b)
  }

  /// The same bins counted in a finer `unit` (a power of ten dividing the width), or `nil`
  /// when it does not divide it.
  public func counted(inUnit fine: Double) -> HistogramBins? {
    let scale = unit / fine
    let whole = scale.rounded()
    guard whole >= 1, abs(scale - whole) < 1e-9 * whole else { return nil }
    let factor = Int(whole)
    return HistogramBins(
      unit: fine, ratio: ratio * factor, firstUnit: firstUnit * factor, count: count)
  }
}
