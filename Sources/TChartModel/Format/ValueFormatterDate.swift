/// UTC calendar dates from Unix seconds without Foundation (Howard Hinnant's civil-from-days).
///
/// Used by ``ValueFormatter`` for `--format date` labels.
public enum UTCDate {
  /// A proleptic Gregorian date and time of day.
  public struct Parts: Sendable, Equatable {
    public var year: Int
    public var month: Int
    public var day: Int
    public var hour: Int
    public var minute: Int
    public var second: Int

    public init(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) {
      self.year = year
      self.month = month
      self.day = day
      self.hour = hour
      self.minute = minute
      self.second = second
    }
  }

  /// The UTC date and time of `seconds` after 1970-01-01T00:00:00Z (rounded to whole seconds).
  public static func parts(seconds: Double) -> Parts {
    let whole = Int64(max(-1e15, min(1e15, seconds.rounded())))
    let days = floorDivide(whole, 86_400)
    let secondOfDay = Int(whole - days * 86_400)
    let (year, month, day) = civil(fromDays: days)
    return Parts(
      year: year, month: month, day: day, hour: secondOfDay / 3600,
      minute: secondOfDay / 60 % 60, second: secondOfDay % 60)
  }

  /// `2024-03-15`, with ` 14:30` when `resolution` is below a day and `:05` seconds when it is
  /// below a minute.
  public static func string(seconds: Double, resolution: Double = 86_400) -> String {
    let date = parts(seconds: seconds)
    var text = "\(padded(date.year, 4))-\(padded(date.month, 2))-\(padded(date.day, 2))"
    if resolution < 86_400 { text += " \(padded(date.hour, 2)):\(padded(date.minute, 2))" }
    if resolution < 60 { text += ":\(padded(date.second, 2))" }
    return text
  }

  /// Year, month (1–12) and day (1–31) of the day `days` after 1970-01-01.
  public static func civil(fromDays days: Int64) -> (year: Int, month: Int, day: Int) {
    let z = days + 719_468
    let era = floorDivide(z, 146_097)
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shiftedMonth = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
    let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return (Int(year), Int(month), Int(day))
  }

  private static func floorDivide(_ value: Int64, _ divisor: Int64) -> Int64 {
    value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
  }

  private static func padded(_ value: Int, _ width: Int) -> String {
    let digits = String(abs(value))
    let text = String(repeating: "0", count: max(0, width - digits.count)) + digits
    return value < 0 ? "-" + text : text
  }
}
