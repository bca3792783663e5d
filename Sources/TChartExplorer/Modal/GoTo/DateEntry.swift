import TChartCSV
import TChartData
import TChartTime

/// What a typed "go to" entry means: the x to move the indicator to.
///
/// For time x: any date form the CSV loader reads (``DateText``: `2019-03-08`, `8 Mar 2019
/// 14:05`, `03/08/2019`, …, plus `YYYY` and `YYYYMMDD`), a time of day alone (`14:05`, the
/// indicator's day), or a move from the indicator: a sign, a number and a unit, `s`, `m`
/// (minutes), `h`, `d`, `w`, `mo` (30 days) or `y` (365 days), as `+3d`, `-1w`, `+90m`. For
/// plain-number x: a number, or a signed number as a move (`+50`). Leading and trailing spaces
/// are ignored. Dates and times of day without an offset are read on the display zone's wall
/// clock; `Z` or `+02:00` are taken as written.
public enum DateEntry {
  /// Why an entry was not understood (shown in the prompt).
  public struct Problem: Error, Sendable, Equatable {
    public var message: String
  }

  /// The x `text` names, from the indicator at `indicator`, for x of `kind`.
  public static func target(
    _ text: String, from indicator: Double, kind: XKind, zone: DisplayTimeZone = .utc
  ) throws(Problem) -> Double {
    let entry = text.trimmingSpaces
    guard !entry.isEmpty else { throw Problem(message: "type a date, or a move such as +3d") }
    let isMove = entry.first == "+" || (entry.first == "-" && entry.count > 1)
    if kind == .number {
      guard let number = Double(entry) else {
        throw Problem(message: "'\(entry)' is not a number")
      }
      return isMove ? indicator + number : number
    }
    if isMove { return try move(entry, from: indicator, zone: zone) }
    if let time = timeOfDay(entry) {
      return zone.unixSeconds(wall: (zone.wall(indicator) / 86_400).rounded(.down) * 86_400 + time)
    }
    guard let date = date(entry, zone: zone) else {
      throw Problem(message: "'\(entry)' is not a date (2019-03-08, 8 Mar 2019 14:05, +3d, -1w)")
    }
    return date
  }

  /// The x of a date or date-time alone (`2019-03-08`, `2019-03-08 14:05`, `8 Mar 2019`,
  /// `20190308`, `2019`: any form ``DateText`` reads), as Unix seconds: read on `zone`'s wall
  /// clock (the shown zone) unless it names its own offset (`Z`, `+02:00`); `nil` when `text`
  /// (spaces around it ignored) is not one. The go-to prompt's reading, for command-line options
  /// that take dates (``XPosition``).
  public static func date(_ text: String, zone: DisplayTimeZone = .utc) -> Double? {
    let entry = text.trimmingSpaces
    var bytes = Array(entry.utf8)
    guard !bytes.isEmpty else { return nil }
    let read = bytes.withUnsafeMutableBufferPointer { buffer -> Double? in
      let start = UnsafePointer(buffer.baseAddress!)
      let end = start + buffer.count
      return DateText.parse(start, end) ?? DateText.digitsOnly(start, end)
    }
    guard let read else { return nil }
    return DateText.namesZone(entry) ? read : zone.unixSeconds(wall: read)
  }

  /// The x a move such as `+3d` or `-1.5h` goes to from `x`: moves of days and longer (`d`, `w`,
  /// `mo`, `y`) on `zone`'s clock, so that `+1d` across a daylight saving change is the same
  /// time the next day (23 or 25 hours later), shorter ones by elapsed seconds.
  static func move(_ entry: String, from x: Double, zone: DisplayTimeZone) throws(Problem)
    -> Double
  {
    let seconds = try moveSeconds(entry)
    let isCalendar = ["d", "w", "mo", "y"].contains { entry.hasSuffix($0) }
    guard isCalendar, zone.rules != nil else { return x + seconds }
    return zone.unixSeconds(wall: zone.wall(x) + seconds)
  }

  /// The seconds of a move such as `+3d` or `-1.5h`.
  static func moveSeconds(_ entry: String) throws(Problem) -> Double {
    let units: [(suffix: String, seconds: Double)] = [
      ("mo", 30 * 86_400), ("min", 60), ("s", 1), ("m", 60), ("h", 3_600), ("d", 86_400),
      ("w", 7 * 86_400), ("y", 365 * 86_400),
    ]
    for unit in units where entry.hasSuffix(unit.suffix) {
      if let count = Double(entry.dropLast(unit.suffix.count)), count.isFinite {
        return count * unit.seconds
      }
    }
    throw Problem(message: "'\(entry)' is not a move: a number and s, m, h, d, w, mo or y (+3d)")
  }

  /// The seconds since midnight of `HH:MM` or `HH:MM:SS`, if `entry` is one.
  static func timeOfDay(_ entry: String) -> Double? {
    let parts = entry.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2 || parts.count == 3,
      parts.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy(\.isASCII) }),
      let hours = Int(parts[0]), let minutes = Int(parts[1]), hours < 24, minutes < 60
    else { return nil }
    let seconds = parts.count == 3 ? Int(parts[2]) : 0
    guard let seconds, seconds < 60 else { return nil }
    return Double(hours * 3_600 + minutes * 60 + seconds)
  }
}

extension String {
  /// The text without leading and trailing spaces and tabs.
  fileprivate var trimmingSpaces: String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[first...last])
  }
}
