import TChartData
import TChartTime

/// Parses the date forms a CSV x column may hold into Unix seconds (UTC).
///
/// Accepted (month and day may have one or two digits):
/// - ISO 8601 and near forms: `2019-03-08`, `2019/03/08`, `2019-03` (a month); a date-time
///   after `T` or a space: `2019-03-08T14:05`, `2019-03-08 14:05:30`, `2019-03-08T14:05:30.250`;
/// - `03/08/2019` (month first) or `08/03/2019` (day first), as the column decides (see
///   ``SlashOrder``); `8.3.2019` is always day first;
/// - month names (English, `Jan` or `January`, any case): `Mar 8 2019`, `Mar 8, 2019`,
///   `8 Mar 2019`, `08-Mar-2019`, `Mar-8-2019` (as FRED writes), a month `Mar 2019` or
///   `Mar-2019`, and RFC 2822 `Fri, 08 Mar 2019 14:05:30 +0000`;
/// - any date with a time may end in a zone: `Z`, `+02:00`, `-0530`, `+02`, `GMT`, `UT`, `UTC`;
///   the time is converted to UTC. Without a zone it is UTC.
/// - quarters and ISO weeks: `1974Q1`, `1974 Q1`, `Q1 1974`, `1991-W06` (``period(_:_:)``).
/// Digits alone (`2019`, `20190308`) are dates only where the column is known to hold dates:
/// see ``digitsOnly(_:_:)``.
package enum DateText {
  /// How a column's `A/B/YYYY` dates are read.
  package enum SlashOrder: Sendable, Equatable {
    case monthFirst, dayFirst
  }

  /// Seconds since 1970-01-01 00:00 UTC, or `nil` when `[start, end)` is not one of the forms.
  /// `order` reads `A/B/YYYY`; `nil` accepts either order (month first when both fit).
  package static func parse(
    _ start: UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>, order: SlashOrder? = nil
  ) -> Double? {
    guard start < end else { return nil }
    if start.pointee &- 0x30 < 10 {
      return iso(start, end) ?? dayFirstForms(start, end, order: order)
        ?? period(start, end)?.seconds
    }
    return named(DateCursor(start, end)) ?? period(start, end)?.seconds
  }

  /// Whether `text` is a date ``parse(_:_:order:)`` reads (either order of `A/B/YYYY`).
  package static func reads(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      guard let base = bytes.baseAddress else { return false }
      return parse(base, base + bytes.count) != nil
    }
  }

  /// Whether a date ``parse(_:_:order:)`` reads names its zone (`Z`, `+02:00`, `-0530`, `GMT`,
  /// `UTC`): then it is an instant as written, else a wall-clock time (read in `--input-tz`).
  package static func namesZone(_ text: some StringProtocol) -> Bool {
    let bytes = Array(text.utf8)
    guard let last = bytes.last else { return false }
    if last == 0x5A || last == 0x7A { return true }  // Z
    let lower = text.lowercased()
    if lower.hasSuffix("gmt") || lower.hasSuffix(" ut") || lower.hasSuffix("utc") { return true }
    // A sign after the time of day: `14:05+02:00`, `14:05:30 -0530`.
    guard let colon = bytes.firstIndex(of: 0x3A) else { return false }
    return bytes[colon...].contains { $0 == 0x2B || $0 == 0x2D }
  }

  /// `YYYY` (1 January), `YYYYMMDD` or `YYMMDD` (``TwoDigitYear``), for columns known to hold
  /// dates.
  package static func digitsOnly(_ start: UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>)
    -> Double?
  {
    var cursor = DateCursor(start, end)
    guard let value = cursor.digits(4, 8), cursor.atEnd else { return nil }
    switch end - start {
    case 4: return Double(CivilTime.days(year: value, month: 1, day: 1)) * 86_400
    case 6: return compactDate(value)
    case 8: return compactDate(value)
    default: return nil
    }
  }

  /// `20190308` (`YYYYMMDD`, a year from 1000) or `850314` (`YYMMDD`, below 10^6: its year
  /// from ``TwoDigitYear``) as a date; `nil` when it is neither: a year before 1000 read from
  /// digits is never a date.
  package static func compactDate(_ value: Int) -> Double? {
    let year = value / 10_000
    switch value {
    case 0..<1_000_000:
      return day(year: TwoDigitYear.year(year), month: value / 100 % 100, day: value % 100)
    case 10_000_000..<100_000_000:
      return day(year: year, month: value / 100 % 100, day: value % 100)
    default: return nil
    }
  }

  /// The start of a valid day, or `nil`.
  static func day(year: Int, month: Int, day: Int) -> Double? {
    guard (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year) else {
      return nil
    }
    return Double(CivilTime.days(year: year, month: month, day: day)) * 86_400
  }

  private static func iso(_ start: UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>) -> Double? {
    var cursor = DateCursor(start, end)
    guard let year = cursor.digits(4, 4) else { return nil }
    guard let separator = cursor.peek, separator == 0x2D || separator == 0x2F else { return nil }
    cursor.p += 1
    let monthStart = cursor.p
    guard let month = cursor.digits(1, 2) else { return nil }
    if cursor.atEnd && separator == 0x2D && cursor.p - monthStart == 2 {
      return Self.day(year: year, month: month, day: 1)
    }
    guard cursor.take(separator), let dayNumber = cursor.digits(1, 2),
      let date = Self.day(year: year, month: month, day: dayNumber)
    else { return nil }
    if cursor.atEnd { return date }
    guard let between = cursor.peek, between == 0x54 || between == 0x74 || between == 0x20 else {
      return nil
    }
    cursor.p += 1
    guard let seconds = cursor.timeOfDay(), let offset = cursor.zoneOffset(), cursor.atEnd else {
      return nil
    }
    return date + seconds - Double(offset)
  }

  /// `A/B/YYYY`, `D.M.YYYY`, `D Mon YYYY` and `DD-Mon-YYYY`, with an optional time.
  private static func dayFirstForms(
    _ start: UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>, order: SlashOrder?
  ) -> Double? {
    var cursor = DateCursor(start, end)
    guard let first = cursor.digits(1, 2), let separator = cursor.peek else { return nil }
    if separator == 0x2F || separator == 0x2E {
      cursor.p += 1
      guard let second = cursor.digits(1, 2), cursor.take(separator) else { return nil }
      let yearStart = cursor.p
      guard var year = cursor.digits(2, 4) else { return nil }
      switch cursor.p - yearStart {
      case 2: year = TwoDigitYear.year(year)
      case 4: break
      default: return nil
      }
      let date: Double?
      switch separator == 0x2E ? .dayFirst : order {
      case .monthFirst: date = day(year: year, month: first, day: second)
      case .dayFirst: date = day(year: year, month: second, day: first)
      case nil:
        date =
          day(year: year, month: first, day: second) ?? day(year: year, month: second, day: first)
      }
      guard let date else { return nil }
      return timeTail(&cursor, date: date)
    }
    return named(DateCursor(start, end))
  }

  /// `[Wdy,] Mon D[,] YYYY`, `Mon-D-YYYY`, `Mon[ -]YYYY`, `Mon-YY` or `[Wdy,] D[ -]Mon[ -]YYYY`, with an optional time and zone.
  private static func named(_ cursor: DateCursor) -> Double? {
    var cursor = cursor
    let start = cursor.p
    if cursor.monthName() == nil, !cursor.letters().isEmpty {
      guard cursor.take(0x2C) else { return nil }
      _ = cursor.spaces()
    } else {
      cursor.p = start
    }
    let date: Double?
    if let month = cursor.monthName() {
      let dash = cursor.take(0x2D)
      guard dash || cursor.spaces() else { return nil }
      let afterMonth = cursor.p
      if let year = cursor.digits(4, 4), cursor.atEnd {
        return day(year: year, month: month, day: 1)
      }
      cursor.p = afterMonth
      // Excel's `mmm-yy` (`Jul-91`): a month of a two-digit year.
      if dash, let year = cursor.digits(2, 2), cursor.atEnd {
        return day(year: TwoDigitYear.year(year), month: month, day: 1)
      }
      cursor.p = afterMonth
      guard let dayNumber = cursor.digits(1, 2) else { return nil }
      if !dash { _ = cursor.take(0x2C) }
      guard dash ? cursor.take(0x2D) : cursor.spaces(), let year = cursor.digits(4, 4) else {
        return nil
      }
      date = day(year: year, month: month, day: dayNumber)
    } else {
      guard let dayNumber = cursor.digits(1, 2) else { return nil }
      let dash = cursor.take(0x2D)
      guard dash || cursor.spaces(), let month = cursor.monthName(),
        dash ? cursor.take(0x2D) : cursor.spaces(), let year = cursor.digits(4, 4)
      else { return nil }
      date = day(year: year, month: month, day: dayNumber)
    }
    guard let date else { return nil }
    return timeTail(&cursor, date: date)
  }

  /// `date` plus an optional ` HH:MM[:SS[.fff]]` and zone, up to the end of the cell.
  private static func timeTail(_ cursor: inout DateCursor, date: Double) -> Double? {
    if cursor.atEnd { return date }
    guard cursor.take(0x20) || cursor.take(0x54) || cursor.take(0x74) else { return nil }
    _ = cursor.spaces()
    guard let seconds = cursor.timeOfDay() else { return nil }
    _ = cursor.spaces()
    let zoneStart = cursor.p
    let word = cursor.letters()
    if word == Array("gmt".utf8) || word == Array("ut".utf8) || word == Array("utc".utf8) {
      guard cursor.atEnd else { return nil }
      return date + seconds
    }
    cursor.p = zoneStart
    guard let offset = cursor.zoneOffset(), cursor.atEnd else { return nil }
    return date + seconds - Double(offset)
  }

  static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }
}
