/// The tooltip's date in shorter forms, for when the full one does not fit: the weekday and
/// then the year go first, then the whole date, and the time keeps the precision of the full
/// form (seconds and milliseconds when it has them), so no form is ever cut mid-number.
extension DateFormat {
  /// `Sun, May 2 2021 23:59` → `May 2 23:59` → `23:59` (at `.minute` and finer), or
  /// `Sun, May 2 2021` → `May 2 2021` → `May 2` (at `.day`): longest first, the first one being
  /// ``full(_:precision:)``. A value that is not a date gives `["–"]`.
  public static func fullForms(_ seconds: Double, precision: TimePrecision) -> [String] {
    if let period = CalendarPeriod.label(seconds, precision: precision) { return [period] }
    guard let (time, millisecond) = split(seconds, precision: precision) else { return ["–"] }
    let day = "\(monthNames[time.month - 1]) \(time.day)"
    guard precision > .day else {
      return [full(seconds, precision: precision), "\(day) \(time.year)", day]
    }
    let clock = clock(time, millisecond: millisecond, precision: precision)
    return [full(seconds, precision: precision), "\(day) \(clock)", clock]
  }
}
