import TChartTime

/// One label on an axis: the value it marks, its text and the cell column where it starts.
public struct AxisLabel: Sendable, Equatable {
  public var value: Double
  public var text: String
  /// The first cell column of the text, relative to the axis.
  public var column: Int

  public init(value: Double, text: String, column: Int) {
    self.value = value
    self.text = text
    self.column = column
  }
}

/// X axis labels that adapt to the visible span and never overlap.
///
/// The step is the finest one (``TimeStep/ladder`` for dates, 1, 2, 5 × 10^k for numbers)
/// whose labels, centred on their tick's column, keep at least ``comfortableGap`` spaces between
/// them. Labels are then clamped into the axis and any that would come closer than one space
/// to the label before are dropped (see ``place(_:width:column:)``), so the result never
/// overlaps at any width.
public enum XAxisLabels {
  /// The labels for the window `lower ... upper` on an axis `width` cells wide; `column` maps
  /// an x value to its cell column (the graph's own mapping, so labels sit under their dots).
  /// `minimumStep` (the data's sample spacing, say) keeps steps from going finer: daily data
  /// never gets `12:00` ticks between its samples.
  /// `timePrecision` (the window's, ``TimePrecision``) makes minute and hour ticks show their
  /// seconds when it is seconds or finer. Dates are `zone`'s wall clock (its offset at each
  /// tick; day ticks on its midnights).
  public static func layout(
    kind: XKind, lower: Double, upper: Double, width: Int, minimumStep: Double? = nil,
    timePrecision: TimePrecision = .day, zone: DisplayTimeZone = .utc, column: (Double) -> Int
  ) -> [AxisLabel] {
    guard width > 0, lower.isFinite, upper.isFinite, lower <= upper else { return [] }
    let floor = minimumStep.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? 0
    let candidates =
      kind == .time
      ? timeCandidates(
        lower, upper, width, minimumStep: floor, precision: timePrecision, zone: zone)
      : numberCandidates(lower, upper, width, minimumStep: floor)
    var chosen: [(Double, String)] = []
    for ticks in candidates {
      chosen = ticks
      if fitsComfortably(ticks, column: column) { break }
    }
    if chosen.isEmpty {
      let text =
        kind == .time ? TimeStep.days(1).label(zone.wall(lower)) : ReadableNumber.text(lower)
      chosen = [(lower, text)]
    }
    return place(chosen, width: width, column: column)
  }

  /// Centred labels, clamped into `0 ..< width`. An edge label that clamping pushes closer
  /// than ``edgeGap`` cells to its neighbour is dropped (the neighbour stays); then one greedy pass drops any label closer
  /// than one space to the label before it, or wider than the axis.
  public static func place(
    _ ticks: [(Double, String)], width: Int, column: (Double) -> Int
  ) -> [AxisLabel] {
    var labels = ticks.compactMap { value, text -> AxisLabel? in
      guard text.count <= width else { return nil }
      return AxisLabel(value: value, text: text, column: column(value) - text.count / 2)
    }
    if let first = labels.first, first.column < 0 {
      labels[0].column = 0
      if labels.count > 1 && first.text.count + edgeGap > labels[1].column { labels.removeFirst() }
    }
    if let last = labels.last, last.column + last.text.count > width {
      labels[labels.count - 1].column = width - last.text.count
      let count = labels.count
      if count > 1
        && labels[count - 2].column + labels[count - 2].text.count + edgeGap
          > width - last.text.count
      {
        labels.removeLast()
      }
    }
    var result: [AxisLabel] = []
    var nextFree = 0
    for var label in labels {
      label.column = min(max(label.column, 0), width - label.text.count)
      guard label.column >= nextFree else { continue }
      result.append(label)
      nextFree = label.column + label.text.count + 1
    }
    return result
  }

  /// The fewest blank cells between a clamped edge label and its neighbour.
  public static let edgeGap = 2

  /// The fewest blank cells between centred labels for a step to be chosen.
  public static let comfortableGap = 2

  /// The fewest cells from one label's start to the next one's, so that short labels (numbers)
  /// do not crowd the axis either.
  public static let minimumPitch = 8

  /// Whether centred labels (unclamped) keep at least ``comfortableGap`` spaces between
  /// neighbours and start at least ``minimumPitch`` cells apart.
  static func fitsComfortably(_ ticks: [(Double, String)], column: (Double) -> Int) -> Bool {
    var previousStart = Int.min / 2
    var previousEnd = Int.min / 2
    for (value, text) in ticks {
      let start = column(value) - text.count / 2
      if start < previousEnd + comfortableGap || start < previousStart + minimumPitch {
        return false
      }
      previousStart = start
      previousEnd = start + text.count
    }
    return true
  }

  /// Tick sets for every calendar step, finest first (steps with too many ticks skipped).
  static func timeCandidates(
    _ lower: Double, _ upper: Double, _ width: Int, minimumStep: Double,
    precision: TimePrecision = .day, zone: DisplayTimeZone = .utc
  ) -> [[(Double, String)]] {
    // x read as periods (quarters, weeks) never gets ticks between its periods.
    let floor = precision < .day ? max(minimumStep, precision.resolution) : minimumStep
    return TimeStep.ladder.compactMap { step -> [(Double, String)]? in
      guard step.approximateSeconds >= floor * 0.999 else { return nil }
      guard let ticks = step.ticks(from: lower, to: upper, limit: width / 2 + 1, zone: zone) else {
        return nil
      }
      return ticks.map { ($0.x, step.label($0.wall, precision: precision)) }
    }
  }

  /// Tick sets for nice number steps, finest first, from about one tick per two cells.
  static func numberCandidates(
    _ lower: Double, _ upper: Double, _ width: Int, minimumStep: Double
  ) -> [[(Double, String)]] {
    let span = upper - lower
    guard span > 0 else { return [[(lower, ReadableNumber.text(lower))]] }
    var step = NiceTicks.niceStep(atLeast: max(span / Double(max(1, width / 2)), minimumStep))
    var result: [[(Double, String)]] = []
    for _ in 0..<40 {
      let ticks = NiceTicks.make(low: lower, high: upper, step: step).values.filter { $0 <= upper }
      result.append(Array(zip(ticks, ReadableNumber.labels(ticks))))
      if ticks.count <= 1 { break }
      step = NiceTicks.nextStep(after: step)
    }
    return result
  }
}
