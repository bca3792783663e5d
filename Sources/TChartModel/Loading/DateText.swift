/// Parses the date forms a CSV x column may hold into Unix seconds (UTC).
///
/// Accepted (the date separator is `-` or `/`, month and day may have one or two digits, the
/// date/time separator is `T` or a space):
/// - `2019-03-08`, `2019/03/08`;
/// - `2019-03-08T14:05`, `2019-03-08 14:05:30`, `2019-03-08T14:05:30.250`, `2019/03/08 14:05`;
/// - any date-time followed by a zone: `Z`, `+02:00`, `-0530`, `+02`. Without a zone it is UTC.
enum DateText {
  /// Seconds since 1970-01-01 00:00 UTC, or `nil` when `[start, end)` is not one of the forms.
  static func parse(_ start: UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>) -> Double? {
    var cursor = Cursor(p: start, end: end)
    guard let year = cursor.digits(4, 4) else { return nil }
    guard let separator = cursor.peek, separator == 0x2D || separator == 0x2F else { return nil }
    cursor.p += 1
    guard let month = cursor.digits(1, 2), cursor.take(separator), let day = cursor.digits(1, 2),
      (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year)
    else { return nil }
    let date = Double(CivilTime.days(year: year, month: month, day: day)) * 86_400
    if cursor.atEnd { return date }
    guard let between = cursor.peek, between == 0x54 || between == 0x74 || between == 0x20 else {
      return nil
    }
    cursor.p += 1
    guard let hour = cursor.digits(1, 2), cursor.take(0x3A), let minute = cursor.digits(2, 2),
      hour <= 23, minute <= 59
    else { return nil }
    var seconds = Double(hour * 3600 + minute * 60)
    if cursor.take(0x3A) {
      guard let second = cursor.digits(2, 2), second <= 60 else { return nil }
      seconds += Double(second)
      if cursor.take(0x2E) || cursor.take(0x2C) {
        guard let fraction = cursor.fraction() else { return nil }
        seconds += fraction
      }
    }
    guard let offset = cursor.zoneOffset(), cursor.atEnd else { return nil }
    return date + seconds - Double(offset)
  }

  private static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// A read position over the text.
  private struct Cursor {
    var p: UnsafePointer<UInt8>
    let end: UnsafePointer<UInt8>

    var atEnd: Bool { p == end }
    var peek: UInt8? { p < end ? p.pointee : nil }

    mutating func take(_ byte: UInt8) -> Bool {
      guard p < end, p.pointee == byte else { return false }
      p += 1
      return true
    }

    /// Between `minimum` and `maximum` decimal digits as a number.
    mutating func digits(_ minimum: Int, _ maximum: Int) -> Int? {
      var value = 0
      var count = 0
      while count < maximum, p < end, p.pointee &- 0x30 < 10 {
        value = value * 10 + Int(p.pointee &- 0x30)
        count += 1
        p += 1
      }
      return count >= minimum ? value : nil
    }

    /// The digits after a decimal point, as a fraction of a second.
    mutating func fraction() -> Double? {
      var value = 0.0
      var scale = 0.1
      var count = 0
      while p < end, p.pointee &- 0x30 < 10 {
        value += Double(p.pointee &- 0x30) * scale
        scale /= 10
        count += 1
        p += 1
      }
      return count > 0 ? value : nil
    }

    /// The zone's offset east of UTC in seconds: 0 without a zone or for `Z`.
    mutating func zoneOffset() -> Int? {
      if atEnd { return 0 }
      if take(0x5A) || take(0x7A) { return 0 }
      guard let sign = peek, sign == 0x2B || sign == 0x2D else { return nil }
      p += 1
      guard let hours = digits(2, 2), hours <= 23 else { return nil }
      var minutes = 0
      if !atEnd {
        _ = take(0x3A)
        guard let value = digits(2, 2), value <= 59 else { return nil }
        minutes = value
      }
      let offset = hours * 3600 + minutes * 60
      return sign == 0x2D ? -offset : offset
    }
  }
}
