import TChartCells

/// One slice of a pie: a series' share of the total, as an arc and a whole-percent label.
///
/// Angles are in radians, measured clockwise from 12 o'clock: `0` is straight up, `π/2` is
/// 3 o'clock. A slice covers the angles `startAngle ..< endAngle`; an empty slice (a value of
/// 0, negative or NaN) has `startAngle == endAngle` and owns no angle at all.
public struct PieSlice: Sendable, Equatable {
  /// The slice's position in the caller's list (the series order).
  public var index: Int
  /// The value as counted: negative, NaN and infinite values are 0.
  public var value: Double
  /// The exact share of the total, in 0...1.
  public var share: Double
  /// The whole-percent label; all labels add up to 100 (see ``PercentRounding``).
  public var percent: Int
  public var startAngle: Double
  public var endAngle: Double
  /// The slice's colour, as the caller gave it.
  public var color: TerminalColor

  public init(
    index: Int, value: Double, share: Double, percent: Int, startAngle: Double,
    endAngle: Double, color: TerminalColor
  ) {
    self.index = index
    self.value = value
    self.share = share
    self.percent = percent
    self.startAngle = startAngle
    self.endAngle = endAngle
    self.color = color
  }

  /// The angle halfway through the slice: where its label goes.
  public var midAngle: Double { (startAngle + endAngle) / 2 }

  /// Whether the slice owns no angle (its value counts as 0).
  public var isEmpty: Bool { !(endAngle > startAngle) }

  /// The label text, `NN%`.
  public var label: String { "\(percent)%" }
}

/// The slices of a pie, from one value per series (e.g. each series' sum over the selected
/// range) and one colour per series: a pure model, no drawing.
///
/// Slices go clockwise from 12 o'clock in the order of the values. A missing colour (fewer
/// colours than values) is the terminal's default. When no value is positive every slice is
/// empty and the pie has no angles.
public struct PieSlices: Sendable, Equatable {
  public private(set) var slices: [PieSlice]

  /// A full turn, in radians.
  public static let fullTurn = 2 * Double.pi

  public init(values: [Double], colors: [TerminalColor]) {
    let percents = PercentRounding.largestRemainder(values)
    let cleaned = values.map(PercentRounding.clean)
    let largest = cleaned.max() ?? 0
    let scaled = cleaned.map { largest > 0 ? $0 / largest : 0 }
    let total = scaled.reduce(0, +)
    let lastFilled = scaled.lastIndex { $0 > 0 }
    var slices: [PieSlice] = []
    slices.reserveCapacity(values.count)
    var running = 0.0
    for (index, value) in scaled.enumerated() {
      let share = total > 0 ? value / total : 0
      let start = running * Self.fullTurn
      running += share
      // The last non-empty slice closes the circle exactly, whatever the rounding.
      let end = index == lastFilled ? Self.fullTurn : (value > 0 ? running * Self.fullTurn : start)
      slices.append(
        PieSlice(
          index: index, value: cleaned[index], share: share, percent: percents[index],
          startAngle: start, endAngle: max(start, end),
          color: index < colors.count ? colors[index] : .default))
    }
    self.slices = slices
  }

  /// Whether some slice owns an angle (some value is positive).
  public var isEmpty: Bool { slices.allSatisfy(\.isEmpty) }

  /// The index of the slice owning `angle` (radians clockwise from 12 o'clock, any turn),
  /// or `nil` when the pie is empty or the angle is not finite.
  public func slice(atAngle angle: Double) -> Int? {
    guard angle.isFinite else { return nil }
    var turned = angle.truncatingRemainder(dividingBy: Self.fullTurn)
    if turned < 0 { turned += Self.fullTurn }
    var last: Int?
    for slice in slices where !slice.isEmpty {
      if turned < slice.endAngle { return slice.index }
      last = slice.index
    }
    return last
  }
}
