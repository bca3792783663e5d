#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A two-handle selection `lower ... upper` on a numeric range `minimum ... maximum`.
///
/// The one value model behind the range-seek slider and the explorer's time window: snapping
/// to `minimum + k·step` (with `maximum` always reachable), handles that never cross, a minimum
/// distance between them, and moving the whole selection with its width kept. Every mutation
/// leaves the invariants true: `minimum ≤ lower ≤ upper ≤ maximum`, `upper − lower ≥
/// minDistance`, both handles on the step grid (``grid``; `maximum` is always on it).
///
/// Binding to an external range (the explorer's time window): keep one `RangeSelection` as the
/// single source of truth and let every control (slider, mini-map, zoom keys) mutate it with
/// ``move(_:to:)``, ``step(_:by:)``, ``shift(by:)`` or ``setRange(lower:upper:)``; the clamping,
/// snapping and minimum-width rules then live only here.
///
/// One-handle mode (``singleValue(minimum:maximum:step:value:)``, the colour inspector's hue,
/// saturation and lightness sliders): the same model with `lower == upper` always (width 0,
/// `minDistance` 0). Every mutation then moves both handles together, with the same snapping
/// and clamping, so a one-handle slider is this type driven by the same ``SliderInteraction``.
public struct RangeSelection: Sendable, Equatable {
  /// Which handle an operation moves.
  public enum Handle: Sendable, Equatable {
    case lower
    case upper

    /// The other handle.
    public var other: Handle { self == .lower ? .upper : .lower }
  }

  public let minimum: Double
  public let maximum: Double
  /// The snapping step, or `nil` for a continuous range.
  public let step: Double?
  /// The smallest allowed `upper − lower`, rounded up to whole steps (at most the whole range).
  public let minDistance: Double
  public private(set) var lower: Double
  public private(set) var upper: Double
  /// The grid of allowed values when stepped, `nil` when continuous.
  public let grid: RangeGrid?
  /// Whether this is a one-handle selection: ``lower`` and ``upper`` are always equal (the
  /// ``value``) and move together.
  public private(set) var isSingleValue = false

  /// A validated selection; `lower`/`upper` default to the whole range and are snapped. When
  /// they are closer than `minDistance` the selection is widened around their middle.
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
    guard (maximum - minimum).isFinite else { throw .notFinite("--max minus --min") }
    if let step, step <= 0 { throw .nonPositiveStep }
    guard minDistance >= 0 else { throw .negativeMinDistance }
    guard minDistance <= maximum - minimum else { throw .minDistanceTooLarge }
    let lowerValue = lower ?? minimum
    let upperValue = upper ?? maximum
    guard lowerValue >= minimum, lowerValue <= maximum else { throw .lowerOutOfRange }
    guard upperValue >= minimum, upperValue <= maximum else { throw .upperOutOfRange }
    guard lowerValue <= upperValue else { throw .lowerAboveUpper }
    var grid: RangeGrid?
    if let step {
      guard let made = RangeGrid(minimum: minimum, maximum: maximum, step: step) else {
        throw .stepTooSmall
      }
      grid = made
    }
    self.minimum = minimum
    self.maximum = maximum
    self.step = step
    self.grid = grid
    self.minDistance = Self.roundedUpToSteps(minDistance, grid: grid, span: maximum - minimum)
    self.lower = minimum
    self.upper = maximum
    setRange(lower: lowerValue, upper: upperValue)
  }

  /// A one-handle selection of `value` (default `minimum`, snapped) on `minimum ... maximum`:
  /// a selection of width zero whose handles always move together (``isSingleValue``).
  public static func singleValue(
    minimum: Double, maximum: Double, step: Double? = nil, value: Double? = nil
  ) throws(ValidationError) -> RangeSelection {
    let start = value ?? minimum
    var selection = try RangeSelection(
      minimum: minimum, maximum: maximum, step: step, lower: start, upper: start)
    selection.isSingleValue = true
    return selection
  }

  /// The value of a one-handle selection (``lower``; for two handles, the lower one).
  public var value: Double { lower }

  /// Sets the value of a one-handle selection (snapped and clamped); moves the lower handle of
  /// a two-handle one.
  public mutating func setValue(_ newValue: Double) { move(.lower, to: newValue) }

  /// The selected width, `upper − lower`.
  public var width: Double { upper - lower }

  /// The value of `handle`.
  public func value(of handle: Handle) -> Double { handle == .lower ? lower : upper }

  /// Digits after the decimal point a value of this range needs when printed: the grid's
  /// precision when stepped, else enough to show a thousandth of the range.
  public var decimals: Int {
    if let grid { return grid.decimals }
    let resolution = (maximum - minimum) / 1000
    let needed = resolution >= 1 ? 0 : Int((-log10(resolution)).rounded(.up))
    return min(10, max(needed, RangeGrid.decimals(of: minimum), RangeGrid.decimals(of: maximum)))
  }

  /// What one key step moves by: the step, or a hundredth of the range when continuous.
  public var keyStep: Double { step ?? (maximum - minimum) / 100 }

  /// Whether the handles are as close as allowed (equal when `minDistance` is 0): then the
  /// direction of a move decides which handle moves (see ``step(_:by:)``).
  public var handlesTogether: Bool { upper - lower <= minDistance + tolerance }

  /// `value` clamped into the range and snapped to the nearest grid value.
  public func snapped(_ value: Double) -> Double {
    guard let grid else { return clamped(value) }
    return grid.value(at: grid.nearestIndex(to: value))
  }

  /// Moves one handle towards `value` (snapped), stopping where it would come closer than
  /// `minDistance` to the other handle: handles never cross.
  public mutating func move(_ handle: Handle, to value: Double) {
    let target = snapped(value)
    if isSingleValue {
      lower = target
      upper = target
      return
    }
    switch handle {
    case .lower: lower = min(target, snappedDown(upper - minDistance))
    case .upper: upper = max(target, snappedUp(lower + minDistance))
    }
  }

  /// Moves one handle by `steps` grid steps (or by `steps × fallback` when continuous).
  public mutating func move(_ handle: Handle, bySteps steps: Int, continuousStep fallback: Double) {
    guard let grid else {
      move(handle, to: value(of: handle) + Double(steps) * fallback)
      return
    }
    let index = grid.nearestIndex(to: value(of: handle))
    move(handle, to: grid.value(at: index + max(-grid.lastIndex, min(steps, grid.lastIndex))))
  }

  /// Moves `preferred` by `steps` key steps (``keyStep``), unless the handles are together:
  /// then the direction decides (up moves the upper handle, down the lower), so the pair never
  /// gets stuck at either end. Returns the handle that was chosen (`preferred` for a one-handle
  /// selection, whose value moves either way).
  @discardableResult
  public mutating func step(_ preferred: Handle, by steps: Int) -> Handle {
    let byDirection = steps != 0 && handlesTogether && !isSingleValue
    let handle = byDirection ? (steps > 0 ? .upper : .lower) : preferred
    move(handle, bySteps: steps, continuousStep: keyStep)
    return handle
  }

  /// Moves the whole selection by `delta`, keeping its width, clamped at both ends (pushed
  /// against `maximum` off the step grid, the width grows by less than one step so that the
  /// selection still reaches the end).
  public mutating func shift(by delta: Double) {
    guard delta.isFinite else { return }
    if isSingleValue {
      move(.lower, to: lower + delta)
      return
    }
    let width = upper - lower
    let target = lower + delta
    if target + width >= maximum - tolerance || snapped(target) + width > maximum + tolerance {
      upper = maximum
      lower = snappedDown(maximum - width)
    } else if target <= minimum {
      lower = minimum
      upper = max(snapped(minimum + width), snappedUp(minimum + minDistance))
    } else {
      lower = snapped(target)
      upper = max(snapped(lower + width), snappedUp(lower + minDistance))
    }
  }

  /// Moves the whole selection by `steps` key steps (``keyStep``), keeping its width.
  public mutating func shift(bySteps steps: Int) {
    shift(by: Double(steps) * keyStep)
  }

  /// Sets both handles at once (snapped, ordered, `minDistance` kept by widening around the
  /// middle and staying inside the range). A one-handle selection takes the middle of the two.
  public mutating func setRange(lower newLower: Double, upper newUpper: Double) {
    if isSingleValue {
      move(.lower, to: newLower / 2 + newUpper / 2)
      return
    }
    var low = snapped(min(newLower, newUpper))
    var high = snapped(max(newLower, newUpper))
    if high - low < minDistance - tolerance {
      let middle = (low + high) / 2
      low = snappedDown(middle - minDistance / 2)
      high = snappedUp(low + minDistance)
      if high - low < minDistance - tolerance {
        high = maximum
        low = snappedDown(maximum - minDistance)
      }
    }
    lower = low
    upper = high
  }

  /// A comparison slack far below a step (or the range when continuous).
  var tolerance: Double { grid?.tolerance ?? (maximum - minimum) * 1e-12 }

  func clamped(_ value: Double) -> Double {
    min(max(value.isNaN ? minimum : value, minimum), maximum)
  }

  /// The nearest grid value at or below `value` (clamped into the range).
  func snappedDown(_ value: Double) -> Double {
    guard let grid else { return clamped(value) }
    return grid.value(at: grid.index(atOrBelow: value))
  }

  /// The nearest grid value at or above `value` (clamped into the range).
  func snappedUp(_ value: Double) -> Double {
    guard let grid else { return clamped(value) }
    return grid.value(at: grid.index(atOrAbove: value))
  }

  private static func roundedUpToSteps(_ distance: Double, grid: RangeGrid?, span: Double)
    -> Double
  {
    guard let grid, distance > 0 else { return distance }
    let steps = (distance / grid.step - 1e-9).rounded(.up)
    let distance = steps * grid.step
    return min(
      span, grid.roundsValues ? RangeGrid.rounded(distance, decimals: grid.decimals) : distance)
  }
}
