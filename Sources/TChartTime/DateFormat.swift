/// Dates and times in UTC, computed without Foundation (civil-from-days arithmetic).
///
/// All functions take Unix seconds. Values that are not finite, or further than about
/// three million years from 1970 (10^14 seconds), print as `–`.
public enum DateFormat {
  /// Three-letter English month names, January first.
  public static let monthNames = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]
  /// Three-letter English weekday names, Sunday first.
  public static let weekdayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

  /// The largest magnitude of seconds that is formatted (about ±3 million years).
  static let limit = 1e14

  /// `Sat, Mar 3 2018`, plus ` 14:00` when `withTime` is true: the tooltip's full date.
  public static func full(_ seconds: Double, withTime: Bool) -> String {
    guard let time = CivilTime(seconds: seconds) else { return "–" }
    let date =
      "\(weekdayNames[time.weekday]), \(monthNames[time.month - 1]) \(time.day) \(time.year)"
    return withTime ? date + " " + clock(time) : date
  }

  /// `Mar 3`.
  public static func monthDay(_ seconds: Double) -> String {
    guard let time = CivilTime(seconds: seconds) else { return "–" }
    return "\(monthNames[time.month - 1]) \(time.day)"
  }

  /// `Mar 2019`.
  public static func monthYear(_ seconds: Double) -> String {
    guard let time = CivilTime(seconds: seconds) else { return "–" }
    return "\(monthNames[time.month - 1]) \(time.year)"
  }

  /// `2019`.
  public static func year(_ seconds: Double) -> String {
    guard let time = CivilTime(seconds: seconds) else { return "–" }
    return "\(time.year)"
  }

  /// `14:00` (24-hour clock, minutes), or `14:00:30` with `seconds`.
  public static func timeOfDay(_ value: Double, seconds: Bool = false) -> String {
    guard let time = CivilTime(seconds: value) else { return "–" }
    return clock(time, seconds: seconds)
  }

  /// The title's date range: `Mar 3 – Jun 9 2018` within one year, `Dec 3 2018 – Jan 9 2019`
  /// across years, `Mar 3 2018` for a single day, and with times (`Mar 3 2018 14:00 – 18:00`,
  /// `Mar 3 14:00 – Mar 4 02:00 2018`) when `withTime` is true; the times show seconds
  /// (`14:00:30`) when either end is not on a whole minute.
  public static func range(_ lower: Double, _ upper: Double, withTime: Bool) -> String {
    guard let from = CivilTime(seconds: lower), let to = CivilTime(seconds: upper) else {
      return "–"
    }
    let withSeconds = from.second != 0 || to.second != 0
    func clock(_ time: CivilTime) -> String { Self.clock(time, seconds: withSeconds) }
    let fromDay = "\(monthNames[from.month - 1]) \(from.day)"
    let toDay = "\(monthNames[to.month - 1]) \(to.day)"
    let sameDay = from.year == to.year && from.month == to.month && from.day == to.day
    if withTime {
      if sameDay { return "\(fromDay) \(from.year) \(clock(from)) – \(clock(to))" }
      if from.year == to.year {
        return "\(fromDay) \(clock(from)) – \(toDay) \(clock(to)) \(to.year)"
      }
      return "\(fromDay) \(from.year) \(clock(from)) – \(toDay) \(to.year) \(clock(to))"
    }
    if sameDay { return "\(fromDay) \(from.year)" }
    if from.year == to.year { return "\(fromDay) – \(toDay) \(to.year)" }
    return "\(fromDay) \(from.year) – \(toDay) \(to.year)"
  }

  /// Whether any of the timestamps is not at midnight UTC: the data is sub-daily and dates
  /// should show the time of day.
  public static func hasTimeOfDay(_ timestamps: some Sequence<Double>) -> Bool {
    timestamps.contains(where: isTimeOfDay)
  }

  /// Whether one timestamp is not at midnight UTC (see ``hasTimeOfDay(_:)``).
  @inline(__always)
  public static func isTimeOfDay(_ value: Double) -> Bool {
    value.isFinite && abs(value) < limit && value - (value / 86_400).rounded(.down) * 86_400 != 0
  }

  /// `14:00`, or `14:00:30` with `seconds`.
  static func clock(_ time: CivilTime, seconds: Bool = false) -> String {
    let hour = time.hour < 10 ? "0\(time.hour)" : "\(time.hour)"
    let minute = time.minute < 10 ? "0\(time.minute)" : "\(time.minute)"
    guard seconds else { return hour + ":" + minute }
    return hour + ":" + minute + (time.second < 10 ? ":0\(time.second)" : ":\(time.second)")
  }
}

/// A UTC calendar date and time of day, from Unix seconds.
public struct CivilTime: Sendable, Equatable {
  public var year: Int
  /// 1...12
  public var month: Int
  /// 1...31
  public var day: Int
  public var hour: Int
  public var minute: Int
  public var second: Int
  /// 0 = Sunday ... 6 = Saturday.
  public var weekday: Int

  /// `nil` for non-finite seconds or ones beyond ``DateFormat`` limits. Fractions of a
  /// second are dropped (rounded down).
  public init?(seconds: Double) {
    guard seconds.isFinite, abs(seconds) < DateFormat.limit else { return nil }
    let whole = Int(seconds.rounded(.down))
    let days = Self.floorDiv(whole, 86_400)
    let rest = whole - days * 86_400
    let (year, month, day) = Self.civil(fromDays: days)
    self.year = year
    self.month = month
    self.day = day
    hour = rest / 3600
    minute = rest % 3600 / 60
    second = rest % 60
    weekday = ((days + 4) % 7 + 7) % 7
  }

  /// Floor division (rounds towards minus infinity).
  static func floorDiv(_ value: Int, _ divisor: Int) -> Int {
    let quotient = value / divisor
    return (value % divisor != 0 && (value < 0) != (divisor < 0)) ? quotient - 1 : quotient
  }

  /// Year, month (1...12) and day (1...31) of a day count since 1970-01-01 (H. Hinnant).
  public static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shiftedMonth = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
    let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  /// Days since 1970-01-01 of a civil date (the inverse of ``civil(fromDays:)``).
  public static func days(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }
}
