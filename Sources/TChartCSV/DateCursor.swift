/// A read position over the bytes of one date cell, for the date parsers.
struct DateCursor {
  var p: UnsafePointer<UInt8>
  let end: UnsafePointer<UInt8>

  init(_ start: UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>) {
    p = start
    self.end = end
  }

  var atEnd: Bool { p == end }
  var peek: UInt8? { p < end ? p.pointee : nil }

  mutating func take(_ byte: UInt8) -> Bool {
    guard p < end, p.pointee == byte else { return false }
    p += 1
    return true
  }

  /// Skips spaces; returns whether there was at least one.
  mutating func spaces() -> Bool {
    let start = p
    while p < end && p.pointee == 0x20 { p += 1 }
    return p > start
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

  /// A run of ASCII letters, lowercased (empty when there is none).
  mutating func letters() -> [UInt8] {
    var word: [UInt8] = []
    while p < end, (p.pointee | 0x20) &- 0x61 < 26 {
      word.append(p.pointee | 0x20)
      p += 1
    }
    return word
  }

  /// A month name, English, abbreviated (`Jan`, `Sept`) or full, any case: 1…12.
  mutating func monthName() -> Int? {
    let start = p
    let word = letters()
    guard word.count >= 3, let month = DateCursor.month(word) else {
      p = start
      return nil
    }
    return month
  }

  static let monthNames = [
    "january", "february", "march", "april", "may", "june", "july", "august", "september",
    "october", "november", "december",
  ].map { Array($0.utf8) }

  static func month(_ word: [UInt8]) -> Int? {
    for (index, name) in monthNames.enumerated()
    where word.count <= name.count && name.starts(with: word)
      && (word.count == 3 || word == name
        || (index == 8 && word.count == 4))
    {
      return index + 1
    }
    return nil
  }

  /// `HH:MM`, `HH:MM:SS` or `HH:MM:SS.fff` as seconds into the day.
  mutating func timeOfDay() -> Double? {
    guard let hour = digits(1, 2), take(0x3A), let minute = digits(2, 2), hour <= 23,
      minute <= 59
    else { return nil }
    var seconds = Double(hour * 3600 + minute * 60)
    if take(0x3A) {
      guard let second = digits(2, 2), second <= 60 else { return nil }
      seconds += Double(second)
      if take(0x2E) || take(0x2C) {
        guard let fraction = fraction() else { return nil }
        seconds += fraction
      }
    }
    return seconds
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
