import TChartData
import TChartTime

/// How the CSV x column is read and what its numbers mean.
///
/// `--x-type auto` (the default): text cells are dates (``DateText``, or ``DatePattern`` with
/// `--date-format`); numbers are plain unless
/// - every value has 13 digits: Unix milliseconds;
/// - the column's name suggests time (`time`, `timestamp`, `ts`, `epoch`, `date`, `unix`,
///   `created_at`, …): Unix seconds when the first value is in [10^9, 10^11), milliseconds in
///   [10^11, 10^14);
/// - the name suggests a date (`date`, `day`, `dt`, `ymd`): whole `YYYYMMDD` values are dates,
///   and so are whole values under 10^6 read as `YYMMDD` (``TwoDigitYear``);
/// - the name suggests a year (`year`, `yr`, `yyyy`): whole values in 1000…2999 are years,
///   plain numbers styled ``XNumberStyle/year``.
/// Whole numbers otherwise are styled ``XNumberStyle/integer``. `--x-type date` reads every cell
/// as a date (`2019` and `20190308` too), `number` as a plain number, `unix-s` / `unix-ms` as
/// Unix seconds or milliseconds.
package enum CSVXColumn {
  /// The settings the row loop needs for x cells.
  package struct Reading: Equatable {
    var type: XType
    var pattern: DatePattern?
    /// How `A/B/YYYY` cells are read, decided from the column.
    var order: DateText.SlashOrder = .monthFirst
    /// `--input-tz`: the zone of dates written without an offset; `nil` for UTC.
    package var inputZone: DisplayTimeZone?

    package init(type: XType, pattern: DatePattern?) {
      self.type = type
      self.pattern = pattern
    }

    /// The x column's kind before its first cell.
    var initialKind: CSVLoader.ColumnKind {
      if pattern != nil || type == .date { return .xDate }
      return type == .auto ? .xUndecided : .xNumber
    }

    /// A date cell's value in seconds, or `nil`.
    package func date(_ start: UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>) -> Double? {
      guard let date = utcDate(start, end) else { return nil }
      guard let inputZone else { return date }
      let text = UnsafeBufferPointer(start: start, count: end - start)
      return DateText.namesZone(String(decoding: text, as: UTF8.self))
        ? date : inputZone.unixSeconds(wall: date)
    }

    /// The cell read as UTC when it names no zone.
    func utcDate(_ start: UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>) -> Double? {
      if let pattern { return pattern.parse(start, end) }
      if let date = DateText.parse(start, end, order: order) { return date }
      return type == .date ? DateText.digitsOnly(start, end) : nil
    }

    /// What the error says a bad cell is not.
    var expected: String {
      pattern.map { "a date in the form \($0.pattern)" } ?? "a date"
    }
  }

  /// What numeric x means when it is time (``timeForm(of:name:type:)``).
  package enum NumberTime: String, Equatable {
    case date = "date"
    case unixSeconds = "Unix seconds"
    case unixMilliseconds = "Unix milliseconds"
    case compactDate = "YYYYMMDD"
    case shortDate = "YYMMDD"
  }

  /// Turns numeric x (as read) into seconds when it is time; the kind and style of the result.
  package static func resolve<Values: MutableCollection<Double> & RandomAccessCollection>(
    _ x: inout Values, name: String, type: XType
  ) -> (XKind, XNumberStyle) {
    if let form = timeForm(of: x, name: name, type: type) {
      switch form {
      case .date, .unixSeconds: break
      case .unixMilliseconds: scale(&x, by: 1000)
      case .compactDate, .shortDate:
        for index in x.indices { x[index] = DateText.compactDate(Int(x[index])) ?? 0 }
      }
      return (.time, .plain)
    }
    let whole = wholeAndMilliseconds(x).whole
    if type == .auto, whole, !words(name).isDisjoint(with: yearWords),
      x.allSatisfy({ $0 >= 1000 && $0 <= 2999 })
    {
      return (.number, .year)
    }
    return (.number, whole ? .integer : .plain)
  }

  /// The time numeric x `x` under `name` holds, read as `type` says; `nil` for plain numbers.
  package static func timeForm(of x: some Collection<Double>, name: String, type: XType)
    -> NumberTime?
  {
    switch type {
    case .date: return .date
    case .number: return nil
    case .unixSeconds: return .unixSeconds
    case .unixMilliseconds: return .unixMilliseconds
    case .auto: break
    }
    guard let firstValue = x.first else { return nil }
    let (whole, milliseconds) = wholeAndMilliseconds(x)
    let words = Self.words(name)
    let first = abs(firstValue)
    if milliseconds { return .unixMilliseconds }
    if !words.isDisjoint(with: timeWords) {
      if first >= 1e9 && first < 1e11 { return .unixSeconds }
      if first >= 1e11 && first < 1e14 { return .unixMilliseconds }
    }
    if whole && !words.isDisjoint(with: dateWords),
      let form = x.allSatisfy({ $0 >= 0 && $0 < 1e6 })
        ? NumberTime.shortDate : x.allSatisfy({ $0 >= 1e7 && $0 < 1e8 }) ? .compactDate : nil,
      x.allSatisfy({ DateText.compactDate(Int($0)) != nil })
    {
      return form
    }
    return nil
  }

  /// Whether a key or column `name` means time (`t`, `ts`, `time`, `createdAt`, `date`): x of
  /// JSON and key=value lines when it holds times.
  package static func meansTime(_ name: String) -> Bool {
    let words = words(name)
    return name.lowercased() == "t" || !words.isDisjoint(with: timeWords)
      || !words.isDisjoint(with: dateWords)
  }

  package static let timeWords: Set<String> = [
    "time", "timestamp", "ts", "epoch", "date", "datetime", "unix", "at", "utc", "seconds",
    "millis", "ms",
  ]
  package static let dateWords: Set<String> = ["date", "day", "dt", "ymd", "yyyymmdd", "datetime"]
  static let yearWords: Set<String> = ["year", "yr", "yyyy", "years"]

  /// The lowercase words of a column name: split at non-letters and lower-to-upper steps
  /// (`createdAt` → created, at); a name ending in a known word counts it too (`unixtime`).
  package static func words(_ name: String) -> Set<String> {
    var words: Set<String> = []
    var current = ""
    var previousLower = false
    for character in name {
      if character.isLetter {
        if character.isUppercase && previousLower {
          words.insert(current)
          current = ""
        }
        current.append(Character(character.lowercased()))
        previousLower = character.isLowercase
      } else {
        if !current.isEmpty { words.insert(current) }
        current = ""
        previousLower = false
      }
    }
    if !current.isEmpty { words.insert(current) }
    for word in Array(words) {
      for known in ["timestamp", "time", "date", "year"] where word.hasSuffix(known) {
        words.insert(known)
      }
    }
    return words
  }

  /// Whether every value of `x` is a whole number below 10^15 in size, and whether every one is
  /// also 13 digits long (Unix milliseconds): one pass.
  private static func wholeAndMilliseconds(_ x: some Collection<Double>) -> (
    whole: Bool, milliseconds: Bool
  ) {
    x.withContiguousStorageIfAvailable { wholeAndMilliseconds(of: $0) }
      ?? wholeAndMilliseconds(of: x)
  }

  /// ``wholeAndMilliseconds(_:)`` of the values in turn.
  private static func wholeAndMilliseconds(of x: some Sequence<Double>) -> (
    whole: Bool, milliseconds: Bool
  ) {
    var whole = true
    var milliseconds = true
    for value in x {
      let size = abs(value)
      whole = whole && isWhole(value)
      milliseconds = milliseconds && size >= 1e12 && size < 1e13
      if !whole { return (false, false) }
    }
    return (whole, milliseconds)
  }

  /// A whole number below 10^15 in size (exact as an `Int64`; no rounding call).
  @inline(__always)
  private static func isWhole(_ value: Double) -> Bool {
    abs(value) < 1e15 && Double(Int64(value)) == value
  }

  private static func scale<Values: MutableCollection<Double>>(
    _ x: inout Values, by divisor: Double
  ) {
    _ = x.withContiguousMutableStorageIfAvailable { values in
      for index in values.indices { values[index] /= divisor }
    }
  }
}
