/// Dates and times at a ``TimePrecision``: the tooltip's title, the title's range and the
/// clock of axis and slider labels. Milliseconds are rounded to the nearest (so the float noise
/// of `…:00.005` never reads `.004`); coarser precisions cut, as clocks do.
extension DateFormat {
  /// `Sat, Mar 3 2018`, `… 14:00`, `… 14:00:30` or `… 14:00:30.005`; a period alone at a
  /// period precision (`Feb 1949`, ``CalendarPeriod``).
  public static func full(_ seconds: Double, precision: TimePrecision) -> String {
    if let period = CalendarPeriod.label(seconds, precision: precision) { return period }
    guard let (time, millisecond) = split(seconds, precision: precision) else { return "–" }
    let date =
      "\(weekdayNames[time.weekday]), \(monthNames[time.month - 1]) \(time.day) \(time.year)"
    guard precision > .day else { return date }
    return date + " " + clock(time, millisecond: millisecond, precision: precision)
  }

  /// `14:00`, `14:00:30` or `14:00:30.005` (`fractionDigits` of the milliseconds, 1...3, for
  /// ticks at tenths or hundredths); the date precision writes minutes.
  public static func timeOfDay(
    _ seconds: Double, precision: TimePrecision, fractionDigits: Int = 3
  ) -> String {
    guard let (time, millisecond) = split(seconds, precision: precision) else { return "–" }
    return clock(
      time, millisecond: millisecond, precision: max(precision, .minute),
      fractionDigits: fractionDigits)
  }

  /// The title's range at `precision`: as ``range(_:_:withTime:)`` (which it is for `.day` and
  /// `.minute`), with seconds always shown at `.second` and milliseconds at `.millisecond`
  /// (`Mar 3 2018 10:00:00.000 – 10:00:00.495`).
  /// At a period precision: `Jan 1949 – Dec 1960`, `1974 Q1 – 1987 Q3`, `1991 W06`.
  public static func range(_ lower: Double, _ upper: Double, precision: TimePrecision) -> String {
    if let from = CalendarPeriod.label(lower, precision: precision),
      let to = CalendarPeriod.label(upper, precision: precision)
    {
      return from == to ? from : "\(from) – \(to)"
    }
    guard precision > .minute else { return range(lower, upper, withTime: precision == .minute) }
    guard let (from, fromMilli) = split(lower, precision: precision),
      let (to, toMilli) = split(upper, precision: precision)
    else { return "–" }
    let fromClock = clock(from, millisecond: fromMilli, precision: precision)
    let toClock = clock(to, millisecond: toMilli, precision: precision)
    let fromDay = "\(monthNames[from.month - 1]) \(from.day)"
    let toDay = "\(monthNames[to.month - 1]) \(to.day)"
    if from.year == to.year && from.month == to.month && from.day == to.day {
      return "\(fromDay) \(from.year) \(fromClock) – \(toClock)"
    }
    if from.year == to.year { return "\(fromDay) \(fromClock) – \(toDay) \(toClock) \(to.year)" }
    return "\(fromDay) \(from.year) \(fromClock) – \(toDay) \(to.year) \(toClock)"
  }

  /// The civil time and the milliseconds (0 below `.millisecond`) of `seconds`; `nil` when it
  /// is not a usable date.
  static func split(_ seconds: Double, precision: TimePrecision) -> (CivilTime, Int)? {
    guard precision == .millisecond else { return CivilTime(seconds: seconds).map { ($0, 0) } }
    guard seconds.isFinite, abs(seconds) < limit else { return nil }
    let milliseconds = Int((seconds * 1000).rounded())
    let whole = CivilTime.floorDiv(milliseconds, 1000)
    return CivilTime(seconds: Double(whole)).map { ($0, milliseconds - whole * 1000) }
  }

  /// `14:00`, `14:00:30`, `14:00:30.005` (or `.0`/`.00` with fewer `fractionDigits`).
  static func clock(
    _ time: CivilTime, millisecond: Int, precision: TimePrecision, fractionDigits: Int = 3
  ) -> String {
    let text = clock(time, seconds: precision >= .second)
    guard precision == .millisecond else { return text }
    let digits = max(1, min(fractionDigits, 3))
    var fraction = String(millisecond).leftPadded(to: 3)
    fraction.removeLast(3 - digits)
    return text + "." + fraction
  }
}
