#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A logarithmic Y scale: whole decades from the decade at or below the smallest positive value
/// to the one at or above the largest, ticked at every decade (`1 10 100 1K`) and, when a decade
/// spans enough rows for labels two rows apart, at 2 and 5 times each decade too.
///
/// Positions on the axis are `log10(value)`: ``position(of:)`` maps a value into
/// `0 ... 1` from the bottom. Values that are not positive have no place on the scale; callers
/// draw them as gaps.
public struct LogTicks: Sendable, Equatable {
  /// The decades at the bottom and the top of the scale: it spans `10^lowerExponent ...
  /// 10^upperExponent` (at least one decade).
  public var lowerExponent: Int
  public var upperExponent: Int
  /// The tick values, ascending.
  public var values: [Double]

  /// The scale for positive data in `low ... high` drawn on `rows` rows. `nil` when there is
  /// no positive value (`high <= 0` or not finite).
  public init?(low: Double, high: Double, rows: Int) {
    guard high > 0, high.isFinite else { return nil }
    let low = low > 0 && low.isFinite ? Swift.min(low, high) : high
    lowerExponent = Int(log10(low).rounded(.down))
    upperExponent = Swift.max(Int((log10(high) * (1 - 1e-12)).rounded(.up)), lowerExponent + 1)
    let decades = upperExponent - lowerExponent
    let rowsPerDecade = Double(Swift.max(rows, 1)) / Double(decades)
    // log10(2) ≈ 0.30 and log10(5/2) ≈ 0.40 of a decade: 2 and 5 are two rows from their
    // neighbours when a decade spans at least 2 / 0.30 rows.
    let between: [Double] = rowsPerDecade >= 2 / log10(2.0) ? [2, 5] : []
    let step = Swift.max(1, Int((2 / rowsPerDecade).rounded(.up)))
    var values: [Double] = []
    for exponent in stride(from: lowerExponent, through: upperExponent, by: step) {
      let decade = pow(10, Double(exponent))
      values.append(decade)
      if exponent < upperExponent { values += between.map { $0 * decade } }
    }
    self.values = values
  }

  /// Where `value` sits from the bottom (0) to the top (1) of the scale; `nil` when it is not
  /// positive.
  public func position(of value: Double) -> Double? {
    guard value > 0 else { return nil }
    return (log10(value) - Double(lowerExponent)) / Double(upperExponent - lowerExponent)
  }
}
