/// The offsets of one IANA time zone over time: a TZif file's transitions (RFC 8536, the 64-bit
/// table of version 2 and later) and its footer's POSIX TZ rule for the times after the table.
/// Maps an instant to its offset and abbreviation (``offset(at:)``) and a wall-clock time back to
/// its instants (``instants(wall:)``: none in a spring-forward gap, two in an autumn overlap).
/// Immutable and shared: parsed once per process (see `ZoneDatabase`), compared by name.
public final class ZoneRules: Sendable, Equatable {
  /// One local time type: the offset east of UTC, whether it is daylight saving time, and its
  /// abbreviation (`CEST`, `+1030`).
  public struct LocalTime: Sendable, Equatable {
    public var secondsEast: Int
    public var isDST: Bool
    public var abbreviation: String

    public init(secondsEast: Int, isDST: Bool, abbreviation: String) {
      self.secondsEast = secondsEast
      self.isDST = isDST
      self.abbreviation = abbreviation
    }
  }

  /// The zone's name (`Europe/Berlin`).
  public let name: String
  /// The instants (Unix seconds) where a new local time type starts, ascending.
  let transitions: [Int64]
  /// The local time type (an index into ``types``) from each transition on.
  let transitionTypes: [Int]
  let types: [LocalTime]
  /// The rule for the times after the last transition, if the file gives one.
  let footer: PosixTimeZone?

  init(
    name: String, transitions: [Int64], transitionTypes: [Int], types: [LocalTime],
    footer: PosixTimeZone?
  ) {
    self.name = name
    self.transitions = transitions
    self.transitionTypes = transitionTypes
    self.types =
      types.isEmpty ? [LocalTime(secondsEast: 0, isDST: false, abbreviation: "UTC")] : types
    self.footer = footer
  }

  /// Rules of one POSIX TZ string (`CET-1CEST,M3.5.0,M10.5.0/3`); `nil` when it does not parse.
  public convenience init?(name: String, posix: String) {
    guard let rule = PosixTimeZone(posix) else { return nil }
    self.init(name: name, transitions: [], transitionTypes: [], types: [], footer: rule)
  }

  public static func == (lhs: ZoneRules, rhs: ZoneRules) -> Bool { lhs.name == rhs.name }

  /// The local time at `seconds` (Unix seconds): O(log transitions), or O(1) past the table.
  public func localTime(at seconds: Int64) -> LocalTime {
    if let last = transitions.last, seconds >= last, let footer {
      return footer.localTime(at: seconds)
    }
    if transitions.isEmpty, let footer { return footer.localTime(at: seconds) }
    var low = 0
    var high = transitions.count
    while low < high {
      let middle = (low + high) / 2
      if transitions[middle] <= seconds { low = middle + 1 } else { high = middle }
    }
    guard low > 0 else { return firstType }
    return types[transitionTypes[low - 1]]
  }

  /// The offset east of UTC at `seconds`, in seconds.
  public func offset(at seconds: Int64) -> Int { localTime(at: seconds).secondsEast }

  /// The type before the first transition: the first standard-time type (RFC 8536 § 3.2 says
  /// type 0; zic writes the zone's local mean time there).
  var firstType: LocalTime { types[0] }

  /// The instants whose wall clock reads `wall` (seconds since 1970-01-01 00:00 on the zone's
  /// clock): one usually, none in a gap (spring forward), two in an overlap (autumn), earliest
  /// first.
  public func instants(wall: Int64) -> [Int64] {
    var offsets = [offset(at: wall - 86_400 * 2), offset(at: wall + 86_400 * 2)]
    offsets += offsets.map { offset(at: wall - Int64($0)) }
    var result: [Int64] = []
    for candidate in offsets {
      let instant = wall - Int64(candidate)
      if offset(at: instant) == candidate && !result.contains(instant) { result.append(instant) }
    }
    return result.sorted()
  }

  /// The instant of `wall`: the earlier one in an overlap; in a gap, the wall time read with the
  /// offset before the gap (so `02:30` on a spring-forward night is `03:30` summer time).
  public func instant(wall: Int64) -> Int64 {
    if let first = instants(wall: wall).first { return first }
    return wall - Int64(offset(at: wall - 86_400))
  }
}

/// A POSIX TZ rule (`std offset [dst [offset] [,start[/time],end[/time]]]`), as TZif footers
/// write it: `CET-1CEST,M3.5.0,M10.5.0/3`, `<+1030>-10:30<+11>-11,M10.1.0,M4.1.0`.
struct PosixTimeZone: Sendable, Equatable {
  /// A day of the year a change happens on.
  enum Day: Sendable, Equatable {
    /// `Jn`: day 1…365, February 29 never counted.
    case julian(Int)
    /// `n`: day 0…365, February 29 counted in leap years.
    case zeroBased(Int)
    /// `Mm.w.d`: weekday `d` (0 = Sunday) of week `w` (5 = the last) of month `m`.
    case monthWeekDay(month: Int, week: Int, weekday: Int)
  }

  var standard: ZoneRules.LocalTime
  var daylight: ZoneRules.LocalTime?
  /// When daylight time starts (in standard time) and ends (in daylight time): a day and the
  /// seconds after that day's midnight.
  var start = (day: Day.monthWeekDay(month: 3, week: 2, weekday: 0), time: 7200)
  var end = (day: Day.monthWeekDay(month: 11, week: 1, weekday: 0), time: 7200)

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.standard == rhs.standard && lhs.daylight == rhs.daylight && lhs.start == rhs.start
      && lhs.end == rhs.end
  }

  init?(_ text: String) {
    var reader = Reader(bytes: Array(text.utf8))
    guard let standardName = reader.name(), let standardOffset = reader.offset() else { return nil }
    standard = ZoneRules.LocalTime(
      secondsEast: -standardOffset, isDST: false, abbreviation: standardName)
    if reader.atEnd { return }
    guard let daylightName = reader.name() else { return nil }
    let daylightOffset =
      reader.atEnd || reader.peek == 0x2C ? standardOffset - 3600 : reader.offset()
    guard let daylightOffset else { return nil }
    daylight = ZoneRules.LocalTime(
      secondsEast: -daylightOffset, isDST: true, abbreviation: daylightName)
    if reader.atEnd { return }  // no rule given: the US rule above
    guard reader.take(0x2C), let start = reader.change(), reader.take(0x2C),
      let end = reader.change(), reader.atEnd
    else { return nil }
    self.start = start
    self.end = end
  }

  /// The local time at `seconds`.
  func localTime(at seconds: Int64) -> ZoneRules.LocalTime {
    guard let daylight else { return standard }
    let year = CivilTime.civil(
      fromDays: Int(CivilTime.floorDiv(Int(seconds) + standard.secondsEast, 86_400))
    ).year
    let starts = instant(start, year: year, offset: standard.secondsEast)
    let ends = instant(end, year: year, offset: daylight.secondsEast)
    let inDaylight =
      starts < ends ? seconds >= starts && seconds < ends : !(seconds >= ends && seconds < starts)
    return inDaylight ? daylight : standard
  }

  /// The Unix seconds of a change in `year`, its time read with `offset`.
  func instant(_ change: (day: Day, time: Int), year: Int, offset: Int) -> Int64 {
    let days: Int
    switch change.day {
    case .julian(let n):
      let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
      days = CivilTime.days(year: year, month: 1, day: 1) + n - 1 + (leap && n >= 60 ? 1 : 0)
    case .zeroBased(let n): days = CivilTime.days(year: year, month: 1, day: 1) + n
    case .monthWeekDay(let month, let week, let weekday):
      let first = CivilTime.days(year: year, month: month, day: 1)
      let firstWeekday = CivilTime.floorDiv(first + 4, 7) * -7 + first + 4  // 1970-01-01: Thu
      var day = first + (weekday - firstWeekday + 7) % 7 + (week - 1) * 7
      let nextMonth =
        month == 12
        ? CivilTime.days(year: year + 1, month: 1, day: 1)
        : CivilTime.days(year: year, month: month + 1, day: 1)
      while day >= nextMonth { day -= 7 }
      days = day
    }
    return Int64(days) * 86_400 + Int64(change.time) - Int64(offset)
  }

  /// Reads a TZ string's parts.
  struct Reader {
    var bytes: [UInt8]
    var index = 0

    var atEnd: Bool { index == bytes.count }
    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func take(_ byte: UInt8) -> Bool {
      guard peek == byte else { return false }
      index += 1
      return true
    }

    /// `CET` or `<+1030>`.
    mutating func name() -> String? {
      if take(0x3C) {
        let start = index
        while let byte = peek, byte != 0x3E { index += 1 }
        guard index > start, take(0x3E) else { return nil }
        return String(decoding: bytes[start..<index - 1], as: UTF8.self)
      }
      let start = index
      while let byte = peek, (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A { index += 1 }
      guard index - start >= 3 else { return nil }
      return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// `[+-]hh[:mm[:ss]]` in seconds (west positive, as POSIX writes it).
    mutating func offset() -> Int? {
      let negative = take(0x2D)
      if !negative { _ = take(0x2B) }
      guard let hours = number(), hours <= 167 else { return nil }
      var seconds = hours * 3600
      if take(0x3A) {
        guard let minutes = number(), minutes < 60 else { return nil }
        seconds += minutes * 60
        if take(0x3A) {
          guard let rest = number(), rest < 60 else { return nil }
          seconds += rest
        }
      }
      return negative ? -seconds : seconds
    }

    mutating func number() -> Int? {
      let start = index
      var value = 0
      while let byte = peek, byte &- 0x30 < 10, index - start < 4 {
        value = value * 10 + Int(byte - 0x30)
        index += 1
      }
      return index > start ? value : nil
    }

    /// `Mm.w.d[/time]`, `Jn[/time]` or `n[/time]`.
    mutating func change() -> (day: Day, time: Int)? {
      let day: Day
      if take(0x4D) {
        guard let month = number(), take(0x2E), let week = number(), take(0x2E),
          let weekday = number(), (1...12).contains(month), (1...5).contains(week),
          weekday < 7
        else { return nil }
        day = .monthWeekDay(month: month, week: week, weekday: weekday)
      } else if take(0x4A) {
        guard let n = number(), (1...365).contains(n) else { return nil }
        day = .julian(n)
      } else {
        guard let n = number(), n <= 365 else { return nil }
        day = .zeroBased(n)
      }
      guard take(0x2F) else { return (day, 7200) }
      guard let time = offset() else { return nil }
      return (day, time)
    }
  }
}

extension ZoneRules {
  /// Parses a TZif file (RFC 8536): the version 2+ 64-bit section when there is one (else the
  /// version 1 table) and the footer's TZ rule. `nil` when the bytes are not a TZif file.
  public convenience init?(name: String, tzif bytes: [UInt8]) {
    guard let first = TZifBlock(bytes, at: 0, wide: false) else { return nil }
    var block = first
    var footer: PosixTimeZone?
    if bytes[4] >= 0x32, let wide = TZifBlock(bytes, at: first.end, wide: true) {
      block = wide
      // The footer: a newline, a TZ string (maybe empty), a newline.
      if wide.end < bytes.count, bytes[wide.end] == 0x0A,
        let close = bytes[(wide.end + 1)...].firstIndex(of: 0x0A), close > wide.end + 1
      {
        footer = PosixTimeZone(String(decoding: bytes[(wide.end + 1)..<close], as: UTF8.self))
      }
    }
    self.init(
      name: name, transitions: block.transitions, transitionTypes: block.transitionTypes,
      types: block.types, footer: footer)
  }
}

/// One data block of a TZif file: its header's counts and the tables after them.
struct TZifBlock {
  var transitions: [Int64] = []
  var transitionTypes: [Int] = []
  var types: [ZoneRules.LocalTime] = []
  /// The index just past the block.
  var end = 0

  init?(_ bytes: [UInt8], at start: Int, wide: Bool) {
    guard bytes.count >= start + 44, bytes[start..<start + 4].elementsEqual("TZif".utf8) else {
      return nil
    }
    func count(_ at: Int) -> Int {
      (0..<4).reduce(0) { $0 << 8 | Int(bytes[start + 20 + at * 4 + $1]) }
    }
    let (utcCount, stdCount, leapCount) = (count(0), count(1), count(2))
    let (timeCount, typeCount, charCount) = (count(3), count(4), count(5))
    let timeSize = wide ? 8 : 4
    let body = start + 44
    let typesStart = body + timeCount * timeSize + timeCount
    let charsStart = typesStart + typeCount * 6
    end =
      charsStart + charCount + leapCount * (timeSize + 4) + stdCount + utcCount
    guard typeCount > 0, end <= bytes.count else { return nil }
    func signed(_ at: Int, _ size: Int) -> Int64 {
      var value: UInt64 = 0
      for index in 0..<size { value = value << 8 | UInt64(bytes[at + index]) }
      if size == 4 { return Int64(Int32(bitPattern: UInt32(value))) }
      return Int64(bitPattern: value)
    }
    transitions = (0..<timeCount).map { signed(body + $0 * timeSize, timeSize) }
    transitionTypes = (0..<timeCount).map { Int(bytes[body + timeCount * timeSize + $0]) }
    guard transitionTypes.allSatisfy({ $0 < typeCount }) else { return nil }
    types = (0..<typeCount).map { index in
      let at = typesStart + index * 6
      let nameStart = charsStart + min(Int(bytes[at + 5]), charCount)
      let nameEnd =
        bytes[nameStart..<charsStart + charCount].firstIndex(of: 0) ?? charsStart
        + charCount
      return ZoneRules.LocalTime(
        secondsEast: Int(signed(at, 4)), isDST: bytes[at + 4] != 0,
        abbreviation: String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self))
    }
  }
}
