import TChartData
import TChartTime

/// Quarters, ISO weeks and year-first months as dates: their first day (``CalendarPeriod``).
///
/// Quarters: `1974Q1`, `1974-Q1`, `1974 Q1`, `Q1 1974`, `Q1-1974`; ISO weeks: `1991W06`,
/// `1991-W06`, `1991 W06` (week 1 holds 4 January; its Monday is the date), and pandas'
/// weekly periods `1991-02-04/1991-02-10` (the first day). `Q` and `W` may be lowercase.
/// Months: `1960 Jan`, `1960-Jan`, `1960 January` (any case), and Excel's `Jul-91`.
extension DateText {
  /// The period `[start, end)` writes, and the precision it is written at (`.quarter`,
  /// `.week` or `.month`), or `nil`.
  static func period(_ start: UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>)
    -> (seconds: Double, precision: TimePrecision)?
  {
    if let slash = UnsafeBufferPointer(start: start, count: end - start).firstIndex(of: 0x2F),
      slash == 10
    {
      return weekSpan(start, start + slash, end)
    }
    var cursor = DateCursor(start, end)
    // Excel's `mmm-yy` (`Jul-91`): a month of a two-digit year.
    if let month = cursor.monthName(), cursor.take(0x2D), let year = cursor.digits(2, 2),
      cursor.atEnd, let seconds = day(year: TwoDigitYear.year(year), month: month, day: 1)
    {
      return (seconds, .month)
    }
    cursor.p = start
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
    default:
      // `1960 Jan`, `1960-Jan`, `1960 January`: a month, as R's `ts` and spreadsheets write it.
      cursor.p -= 1
      guard let month = cursor.monthName(), cursor.atEnd,
        let seconds = day(year: year, month: month, day: 1)
      else { return nil }
      return (seconds, .month)
    }
  }

  /// `1991-02-04/1991-02-10`, a week as pandas writes a weekly period: its first day.
  private static func weekSpan(
    _ start: UnsafePointer<UInt8>, _ slash: UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>
  ) -> (seconds: Double, precision: TimePrecision)? {
    guard let first = parse(start, slash), let last = parse(slash + 1, end),
      last - first == 6 * 86_400
    else { return nil }
    return (first, .week)
  }
}
