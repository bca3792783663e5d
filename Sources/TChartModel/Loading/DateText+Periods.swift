/// Quarters and ISO weeks as dates: their first day (``CalendarPeriod``).
///
/// Quarters: `1974Q1`, `1974-Q1`, `1974 Q1`, `Q1 1974`, `Q1-1974`; ISO weeks: `1991W06`,
/// `1991-W06`, `1991 W06` (week 1 holds 4 January; its Monday is the date). `Q` and `W` may be
/// lowercase.
extension DateText {
  /// The period `[start, end)` writes, and the precision it is written at (`.quarter` or
  /// `.week`), or `nil`.
  static func period(_ start: UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>)
    -> (seconds: Double, precision: TimePrecision)?
  {
    var cursor = DateCursor(start, end)
    if let letter = cursor.peek, letter | 0x20 == 0x71 {
      cursor.p += 1
      guard let quarter = cursor.digits(1, 1), cursor.take(0x20) || cursor.take(0x2D),
        let year = cursor.digits(4, 4), cursor.atEnd,
        let seconds = CalendarPeriod.quarterStart(year: year, quarter: quarter)
      else { return nil }
      return (seconds, .quarter)
    }
    guard let year = cursor.digits(4, 4) else { return nil }
    _ = cursor.take(0x20) || cursor.take(0x2D)
    guard let letter = cursor.peek else { return nil }
    cursor.p += 1
    switch letter | 0x20 {
    case 0x71:
      guard let quarter = cursor.digits(1, 1), cursor.atEnd,
        let seconds = CalendarPeriod.quarterStart(year: year, quarter: quarter)
      else { return nil }
      return (seconds, .quarter)
    case 0x77:
      guard let week = cursor.digits(1, 2), cursor.atEnd,
        let seconds = CalendarPeriod.weekStart(year: year, week: week)
      else { return nil }
      return (seconds, .week)
    default: return nil
    }
  }
}
