/// Calendar periods coarser than a day (years, quarters, months, ISO weeks): their start in
/// Unix seconds (UTC) and their labels (`1949`, `1974 Q1`, `Feb 1949`, `1991 W06`).
///
/// ISO weeks start on Monday; week 1 is the one holding 4 January, so an ISO year has 52 or
/// 53 weeks and its first days may belong to the year before.
public enum CalendarPeriod {
  /// The Monday starting ISO week `week` of ISO year `year`, or `nil` when that year has no
  /// such week.
  public static func weekStart(year: Int, week: Int) -> Double? {
    guard week >= 1, week <= weeks(inYear: year) else { return nil }
    return Double(firstMonday(ofYear: year) + (week - 1) * 7) * 86_400
  }

  /// The ISO year and week of the day holding `seconds`.
  public static func isoWeek(_ seconds: Double) -> (year: Int, week: Int)? {
    guard seconds.isFinite, abs(seconds) < DateFormat.limit else { return nil }
    let days = CivilTime.floorDiv(Int(seconds.rounded(.down)), 86_400)
    let thursday = days - mondayIndex(days) + 3
    let year = CivilTime.civil(fromDays: thursday).year
    return (year, (thursday - CivilTime.days(year: year, month: 1, day: 1)) / 7 + 1)
  }

  /// 52 or 53.
  public static func weeks(inYear year: Int) -> Int {
    firstMonday(ofYear: year + 1) - firstMonday(ofYear: year) == 371 ? 53 : 52
  }

  /// The first day of quarter `quarter` (1...4) of `year`, or `nil`.
  public static func quarterStart(year: Int, quarter: Int) -> Double? {
    guard (1...4).contains(quarter) else { return nil }
    return Double(CivilTime.days(year: year, month: quarter * 3 - 2, day: 1)) * 86_400
  }

  /// `seconds` written at a period `precision`: `1949`, `1974 Q1`, `Feb 1949`, `1991 W06`;
  /// `nil` for `.day` and finer.
  public static func label(_ seconds: Double, precision: TimePrecision) -> String? {
    guard precision < .day else { return nil }
    guard let time = CivilTime(seconds: seconds) else { return "–" }
    switch precision {
    case .year: return "\(time.year)"
    case .quarter: return "\(time.year) Q\((time.month - 1) / 3 + 1)"
    case .month: return "\(DateFormat.monthNames[time.month - 1]) \(time.year)"
    default:
      guard let (year, week) = isoWeek(seconds) else { return "–" }
      return "\(year) W" + String(week).leftPadded(to: 2)
    }
  }

  /// Days since 1970-01-01 of the Monday of ISO week 1.
  private static func firstMonday(ofYear year: Int) -> Int {
    let fourth = CivilTime.days(year: year, month: 1, day: 4)
    return fourth - mondayIndex(fourth)
  }

  /// 0 for Monday … 6 for Sunday (1970-01-01 was a Thursday).
  private static func mondayIndex(_ days: Int) -> Int {
    ((days + 3) % 7 + 7) % 7
  }
}
