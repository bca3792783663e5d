/// A two-handle selection `lower ... upper` on a numeric range `minimum ... maximum`.
///
/// The one value model behind the range-seek slider and the explorer's time window: snapping
/// to `minimum + k·step` (with `maximum` always reachable), handles that never cross, a minimum
/// distance between them, and moving the whole selection with its width kept. Every mutation
/// leaves the invariants true: `minimum ≤ lower ≤ upper ≤ maximum`, `upper − lower ≥
/// minDistance`, both handles on the step grid (or on `maximum`).
public struct RangeSelection: Sendable, Equatable {
  /// Which handle an operation moves.
  public enum Handle: Sendable, Equatable {
    case lower
    case upper
  }

  public let minimum: Double
  public let maximum: Double
  /// The snapping step, or `nil` for a continuous range.
  public let step: Double?
  /// The smallest allowed `upper − lower`, rounded up to whole steps.
  public let minDistance: Double
  public private(set) var lower: Double
  public private(set) var upper: Double

  /// Why a selection could not be made; names the offending argument.
  public enum ValidationError: Error, Equatable, CustomStringConvertible {
    case emptyRange
    case nonPositiveStep
    case lowerOutOfRange
    case upperOutOfRange
    case lowerAboveUpper
    case minDistanceTooLarge
    case notFinite(String)

    public var description: String {
      switch self {
      case .emptyRange: "--min must be less than --max"
      case .nonPositiveStep: "--step must be greater than 0"
      case .lowerOutOfRange: "--lower must lie between --min and --max"
      case .upperOutOfRange: "--upper must lie between --min and --max"
      case .lowerAboveUpper: "--lower must not be greater than --upper"
      case .minDistanceTooLarge: "--min-distance must not be larger than --max minus --min"
      case .notFinite(let name): "\(name) must be a finite number"
      }
    }
  }

  /// A validated selection; `lower`/`upper` default to the whole range and are snapped.
  public init(
    minimum: Double, maximum: Double, step: Double? = nil, minDistance: Double = 0,
    lower: Double? = nil, upper: Double? = nil
  ) throws(ValidationError) {
    for (name, value) in [
      ("--min", minimum), ("--max", maximum), ("--step", step ?? 1),
      ("--min-distance", minDistance), ("--lower", lower ?? minimum), ("--upper", upper ?? maximum),
    ] where !value.isFinite {
      throw .notFinite(name)
    }
    guard minimum < maximum else { throw .emptyRange }
    if let step, step <= 0 { throw .nonPositiveStep }
    guard minDistance >= 0, minDistance <= maximum - minimum else { throw .minDistanceTooLarge }
    let lowerValue = lower ?? minimum
    let upperValue = upper ?? maximum
    guard lowerValue >= minimum, lowerValue <= maximum else { throw .lowerOutOfRange }
    guard upperValue >= minimum, upperValue <= maximum else { throw .upperOutOfRange }
    guard lowerValue <= upperValue else { throw .lowerAboveUpper }
    self.minimum = minimum
    self.maximum = maximum
    self.step = step
    self.minDistance = Self.roundedUpToSteps(minDistance, step: step, span: maximum - minimum)
    self.lower = minimum
    self.upper = maximum
    setRange(lower: lowerValue, upper: upperValue)
  }

  /// The selected width, `upper − lower`.
  public var width: Double { upper - lower }

  /// The value of `handle`.
  public func value(of handle: Handle) -> Double { handle == .lower ? lower : upper }

  /// `value` clamped into the range and snapped to the nearest grid value.
  public func snapped(_ value: Double) -> Double {
    let clamped = min(max(value.isNaN ? minimum : value, minimum), maximum)
    guard let step else { return clamped }
    let k = ((clamped - minimum) / step).rounded()
    let onGrid = minimum + k * step
    // `maximum` is reachable even when the span is not a multiple of the step.
    let lastOnGrid = minimum + ((maximum - minimum) / step).rounded(.down) * step
    if onGrid > maximum || (maximum - clamped) < (clamped - lastOnGrid) && clamped > lastOnGrid {
      return maximum
    }
    return min(onGrid, maximum)
  }

  /// Moves one handle towards `value` (snapped), stopping where it would come closer than
  /// `minDistance` to the other handle: handles never cross.
  public mutating func move(_ handle: Handle, to value: Double) {
    let target = snapped(value)
    switch handle {
    case .lower:
      lower = min(target, snappedDown(upper - minDistance))
    case .upper:
      upper = max(target, snappedUp(lower + minDistance))
    }
  }

  /// Moves one handle by `steps` grid steps (or by `steps × fallback` when continuous).
  public mutating func move(_ handle: Handle, bySteps steps: Int, continuousStep fallback: Double) {
    let delta = Double(steps) * (step ?? fallback)
    move(handle, to: value(of: handle) + delta)
  }

  /// Moves the whole selection by `delta`, keeping its width, clamped at both ends.
  public mutating func shift(by delta: Double) {
    let width = upper - lower
    var newLower = snapped(lower + delta)
    if newLower + width > maximum { newLower = maximum - width }
    if newLower < minimum { newLower = minimum }
    lower = newLower
    upper = min(maximum, newLower + width)
  }

  /// Sets both handles at once (snapped, ordered, `minDistance` kept by widening around the
  /// middle and staying inside the range).
  public mutating func setRange(lower newLower: Double, upper newUpper: Double) {
    var low = snapped(min(newLower, newUpper))
    var high = snapped(max(newLower, newUpper))
    if high - low < minDistance {
      let middle = (low + high) / 2
      low = snappedDown(middle - minDistance / 2)
      if low < minimum { low = minimum }
      high = snappedUp(low + minDistance)
      if high > maximum {
        high = maximum
        low = snappedDown(maximum - minDistance)
        if low < minimum { low = minimum }
      }
    }
    lower = low
    upper = high
  }

  /// The nearest grid value at or below `value` (clamped into the range).
  func snappedDown(_ value: Double) -> Double {
    let clamped = min(max(value, minimum), maximum)
    guard let step else { return clamped }
    if clamped >= maximum { return maximum }
    let k = ((clamped - minimum) / step * (1 + 1e-12)).rounded(.down)
    return min(minimum + k * step, maximum)
  }

  /// The nearest grid value at or above `value` (clamped into the range).
  func snappedUp(_ value: Double) -> Double {
    let clamped = min(max(value, minimum), maximum)
    guard let step else { return clamped }
    let k = ((clamped - minimum) / step * (1 - 1e-12)).rounded(.up)
    return min(minimum + k * step, maximum)
  }

  private static func roundedUpToSteps(_ distance: Double, step: Double?, span: Double) -> Double {
    guard let step, distance > 0 else { return distance }
    return min(span, (distance / step * (1 - 1e-12)).rounded(.up) * step)
  }
}
