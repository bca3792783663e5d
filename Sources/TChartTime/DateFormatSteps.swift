/// A calendar step between X axis date ticks, and how ticks at that step are labelled.
///
/// Millisecond ticks show `14:00:30.25` (the digits the step needs), second ticks `14:00:30`,
/// minute and hour ticks the time of day (`14:00`), except at
/// midnight where they show the date (`Mar 3`); day ticks show `Feb 12`; month ticks
/// `Mar 2019`; year ticks `2019`.
public enum TimeStep: Sendable, Equatable {
  case milliseconds(Int)
  case seconds(Int)
  case minutes(Int)
  case hours(Int)
  /// 1 and 2 days count from 1970-01-01; 7 and 14 days fall on Mondays.
  case days(Int)
  case months(Int)
  case years(Int)

  /// Every step, finest first.
  public static let ladder: [TimeStep] =
    [1, 2, 5, 10, 20, 50, 100, 200, 500].map { .milliseconds($0) }
    + [1, 2, 5, 10, 15, 30].map { .seconds($0) } + [1, 2, 5, 10, 15, 30].map { .minutes($0) }
    + [1, 2, 3, 6, 12].map { .hours($0) }
    + [1, 2, 7, 14].map { .days($0) } + [1, 3, 6].map { .months($0) }
    + [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 10_000, 100_000].map { .years($0) }

  /// The step's length in seconds (months and years approximately).
  public var approximateSeconds: Double {
    switch self {
    case .milliseconds(let n): Double(n) / 1000
    case .seconds(let n): Double(n)
    case .minutes(let n): Double(n) * 60
    case .hours(let n): Double(n) * 3600
    case .days(let n): Double(n) * 86_400
    case .months(let n): Double(n) * 2_629_746
    case .years(let n): Double(n) * 31_556_952
    }
  }

  /// The label of a tick at `seconds`.
  public func label(_ seconds: Double) -> String { label(seconds, precision: .day) }

  /// The label of a tick at `seconds`; minute and hour ticks show their seconds too
  /// (`14:05:00`) when the window's `precision` is seconds or finer.
  public func label(_ seconds: Double, precision: TimePrecision) -> String {
    let isMidnight = seconds - (seconds / 86_400).rounded(.down) * 86_400 == 0
    switch self {
    case .milliseconds(let n):
      let digits = n % 100 == 0 ? 1 : n % 10 == 0 ? 2 : 3
      return isMidnight
        ? DateFormat.monthDay(seconds)
        : DateFormat.timeOfDay(seconds, precision: .millisecond, fractionDigits: digits)
    case .seconds:
      return isMidnight
        ? DateFormat.monthDay(seconds) : DateFormat.timeOfDay(seconds, seconds: true)
    case .minutes, .hours:
      return isMidnight
        ? DateFormat.monthDay(seconds)
        : DateFormat.timeOfDay(seconds, seconds: precision >= .second)
    case .days(let n) where precision == .week && n % 7 == 0:
      return CalendarPeriod.label(seconds, precision: .week) ?? "–"
    case .days: return DateFormat.monthDay(seconds)
    case .months(let n) where precision == .quarter && n % 3 == 0:
      return CalendarPeriod.label(seconds, precision: .quarter) ?? "–"
    case .months: return DateFormat.monthYear(seconds)
    case .years: return DateFormat.year(seconds)
    }
  }

  /// The ticks in `lower ... upper`, ascending; `nil` when there would be more than `limit`
  /// (or the bounds are not usable dates).
  public func ticks(from lower: Double, to upper: Double, limit: Int) -> [Double]? {
    guard lower.isFinite, upper.isFinite, lower <= upper,
      abs(lower) < DateFormat.limit, abs(upper) < DateFormat.limit
    else { return nil }
    guard (upper - lower) / approximateSeconds <= Double(limit) + 2 else { return nil }
    var result: [Double] = []
    switch self {
    case .milliseconds(let n): result = Self.milliseconds(lower, upper, step: n)
    case .seconds(let n): result = Self.fixed(lower, upper, step: n, offset: 0)
    case .minutes(let n): result = Self.fixed(lower, upper, step: n * 60, offset: 0)
    case .hours(let n): result = Self.fixed(lower, upper, step: n * 3600, offset: 0)
    case .days(let n):
      result = Self.fixed(lower, upper, step: n * 86_400, offset: n >= 7 ? 4 * 86_400 : 0)
    case .months(let n): result = Self.monthly(lower, upper, every: n)
    case .years(let n): result = Self.monthly(lower, upper, every: 12 * n)
    }
    return result.count <= limit ? result : nil
  }

  /// The ticks in `lower ... upper` (Unix seconds) on `zone`'s wall clock, ascending, each with
  /// its wall-clock time (for its label): day ticks fall on the zone's midnights (a 23- or
  /// 25-hour day is drawn as such), hour ticks skip a spring-forward gap and repeat in an autumn
  /// overlap. `nil` as for ``ticks(from:to:limit:)``. O(ticks · log transitions).
  public func ticks(
    from lower: Double, to upper: Double, limit: Int, zone: DisplayTimeZone
  ) -> [(x: Double, wall: Double)]? {
    guard zone.rules != nil else {
      let offset = Double(zone.secondsEast)
      return ticks(from: lower + offset, to: upper + offset, limit: limit)?.map {
        ($0 - offset, $0)
      }
    }
    guard lower.isFinite, upper.isFinite, lower <= upper,
      (upper - lower) / approximateSeconds <= Double(limit) + 2
    else { return nil }
    // Within an autumn overlap the wall clock runs back: look that much further on both sides.
    let slack = Double(max(0, zone.offset(at: lower) - zone.offset(at: upper)))
    guard
      let walls = ticks(
        from: zone.wall(lower) - slack, to: zone.wall(upper) + slack, limit: limit + 4)
    else { return nil }
    var result: [(x: Double, wall: Double)] = []
    for wall in walls {
      for x in zone.instants(wall: wall) where x >= lower && x <= upper { result.append((x, wall)) }
    }
    result.sort { $0.x < $1.x }
    return result.count <= limit ? result : nil
  }

  /// Multiples of `step` seconds shifted by `offset`, inside the bounds.
  static func fixed(_ lower: Double, _ upper: Double, step: Int, offset: Int) -> [Double] {
    let low = Int(lower.rounded(.up))
    var tick = CivilTime.floorDiv(low - offset + step - 1, step) * step + offset
    var result: [Double] = []
    while Double(tick) <= upper {
      result.append(Double(tick))
      tick += step
    }
    return result
  }

  /// Multiples of `step` milliseconds inside the bounds (counted in whole milliseconds, so
  /// ticks fall on exact thousandths).
  static func milliseconds(_ lower: Double, _ upper: Double, step: Int) -> [Double] {
    let low = Int((lower * 1000).rounded(.up))
    let high = Int((upper * 1000).rounded(.down))
    var tick = CivilTime.floorDiv(low + step - 1, step) * step
    var result: [Double] = []
    while tick <= high {
      result.append(Double(tick) / 1000)
      tick += step
    }
    return result
  }

  /// The first day (00:00) of every month whose index since year 0 is a multiple of `every`.
  static func monthly(_ lower: Double, _ upper: Double, every: Int) -> [Double] {
    guard let start = CivilTime(seconds: lower) else { return [] }
    var index = start.year * 12 + start.month - 1
    if seconds(ofMonth: index) < lower { index += 1 }
    index = CivilTime.floorDiv(index + every - 1, every) * every
    var result: [Double] = []
    while true {
      let tick = seconds(ofMonth: index)
      if tick > upper { break }
      result.append(tick)
      index += every
    }
    return result
  }

  /// Unix seconds of 00:00 on the first day of month `index` (`year * 12 + month - 1`).
  static func seconds(ofMonth index: Int) -> Double {
    let year = CivilTime.floorDiv(index, 12)
    let month = index - year * 12 + 1
    return Double(CivilTime.days(year: year, month: month, day: 1)) * 86_400
  }
}
