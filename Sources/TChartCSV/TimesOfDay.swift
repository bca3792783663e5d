import TChartData
import TChartTime

/// Reads times of day (`13:30:52`, `13:30`, `01:30:52 PM`), as `sar` writes its first column,
/// as date-times: on the date its banner gives (`11/25/2026`, `11/25/26`, `2026-11-25`), else
/// on 1970-01-01; a time that goes back moves to the next day (past midnight).
package struct TimesOfDay {
  /// The start of the day the next time falls on, in Unix seconds.
  private(set) var day: Double
  /// The last time read, seconds into its day.
  private var previous = -1.0

  package init(day: Double = 0) {
    self.day = day
  }

  /// Seconds into the day of `HH:MM[:SS]`, with `suffix` `AM` or `PM` (any case) when given;
  /// `nil` when `text` is not such a time.
  package static func seconds(_ text: String, suffix: String? = nil) -> Double? {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2 || parts.count == 3,
      parts.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
      var hour = Int(parts[0]), let minute = Int(parts[1]), minute < 60
    else { return nil }
    let second = parts.count == 3 ? Int(parts[2]) ?? 60 : 0
    guard second < 60 else { return nil }
    if let suffix {
      guard (1...12).contains(hour), let pm = meridiem(suffix) else { return nil }
      hour = hour % 12 + (pm ? 12 : 0)
    }
    guard hour < 24 else { return nil }
    return Double(hour * 3600 + minute * 60 + second)
  }

  /// `true` for `PM`, `false` for `AM` (any case), else `nil`.
  static func meridiem(_ word: String) -> Bool? {
    switch word.uppercased() {
    case "AM": false
    case "PM": true
    default: nil
    }
  }

  /// The date in banner `words` (`sar`'s `11/25/2026`, `11/25/26` or `2026-11-25`), as the
  /// start of its day in Unix seconds; `nil` when none is a date.
  package static func bannerDate(_ words: [String]) -> Double? {
    for word in words {
      let slash = word.split(separator: "/").compactMap { Int($0) }
      if word.split(separator: "/").count == 3, slash.count == 3 {
        let year = slash[2] < 100 ? 2000 + slash[2] : slash[2]
        if let date = DateText.day(year: year, month: slash[0], day: slash[1]) { return date }
      }
      let dash = word.split(separator: "-")
      if dash.count == 3, dash[0].count == 4, let year = Int(dash[0]), let month = Int(dash[1]),
        let dayNumber = Int(dash[2]),
        let date = DateText.day(year: year, month: month, day: dayNumber)
      {
        return date
      }
    }
    return nil
  }

  /// How `words` (a row) start with a time of day: `false` for `13:30:52`, `true` for
  /// `01:30:52 PM` (two words); `nil` when they do not.
  static func leading(_ words: [String]) -> Bool? {
    guard let first = words.first else { return nil }
    if words.count > 1, seconds(first, suffix: words[1]) != nil { return true }
    return seconds(first) == nil ? nil : false
  }

  /// Rewrites the time that starts `words` (and its `AM`/`PM` word when `meridiem`) as one
  /// date-time word; `false` (and `words` left alone) when they do not start with one.
  mutating func rewrite(_ words: inout [String], meridiem: Bool) -> Bool {
    guard words.count > (meridiem ? 2 : 1),
      let time = Self.seconds(words[0], suffix: meridiem ? words[1] : nil)
    else { return false }
    words.replaceSubrange(0..<(meridiem ? 2 : 1), with: [dateTime(time)])
    return true
  }

  /// A header's names for rows rewritten so: its first name (a time, as `sar` writes it, and
  /// its `AM`/`PM` word when `meridiem`) becomes `time`.
  static func header(_ names: [String], meridiem: Bool) -> [String] {
    guard let first = names.first, first.isEmpty || seconds(first) != nil || first == "time"
    else { return names }
    var names = names
    let count = meridiem && names.count > 1 && Self.meridiem(names[1]) != nil ? 2 : 1
    names.replaceSubrange(0..<count, with: ["time"])
    return names
  }

  /// The note said when a table's first column is read so, on `day`.
  static func note(day: Double) -> String {
    guard day != 0, let date = CivilTime(seconds: day) else {
      return "x is the time of day in column 1 (no date given: on 1970-01-01)"
    }
    return "x is the time of day in column 1, on \(date.year)-\(date.month < 10 ? "0" : "")"
      + "\(date.month)-\(date.day < 10 ? "0" : "")\(date.day) (the banner's date)"
  }

  /// The Unix seconds of `seconds` into the day of the time before, or into the next day when
  /// it goes back.
  package mutating func next(_ seconds: Double) -> Double {
    if seconds < previous { day += 86_400 }
    previous = seconds
    return day + seconds
  }

  /// The date-time of `seconds` into a day, as ISO text (`2026-11-25T13:30:52`): on the day of
  /// the time before, or the next one when it goes back.
  package mutating func dateTime(_ seconds: Double) -> String {
    guard let time = CivilTime(seconds: next(seconds)) else { return "" }
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
    return "\(time.year)-\(two(time.month))-\(two(time.day))T\(two(time.hour)):"
      + "\(two(time.minute)):\(two(time.second))"
  }
}
