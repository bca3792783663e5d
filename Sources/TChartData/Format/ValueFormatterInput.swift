import TChartTime

/// Values as a user types them for `tchart pick`: numbers, UTC dates and durations.
///
/// Dates become Unix seconds and durations seconds, so a date slider can be asked for as
/// `--min 2024-01-01 --max 2024-12-31 --step 1d --format date`.
public enum ValueInput {
  /// `1250000`, `-3.5`, `1e6`; `2024-03-15`, `2024-03-15T14:30`, `2024-03-15 14:30:05` (UTC);
  /// `90s`, `15m`, `6h`, `1d`, `2w`. `nil` for anything else, or an impossible date.
  public static func parse(_ text: String) -> Double? {
    let trimmed = text.trimmingWhitespace
    if let number = Double(trimmed) { return number }
    return duration(trimmed) ?? date(trimmed)
  }

  /// Seconds of `12h`-style text (units s, m, h, d, w).
  static func duration(_ text: String) -> Double? {
    guard let unit = text.last, let amount = Double(text.dropLast()), amount.isFinite else {
      return nil
    }
    let seconds: [Character: Double] = ["s": 1, "m": 60, "h": 3600, "d": 86_400, "w": 604_800]
    return seconds[unit].map { amount * $0 }
  }

  /// Unix seconds of `YYYY-MM-DD`, optionally followed by `T` or a space and `HH:MM[:SS]`.
  static func date(_ text: String) -> Double? {
    let parts = text.split(whereSeparator: { $0 == "T" || $0 == " " })
    guard parts.count == 1 || parts.count == 2 else { return nil }
    let day = parts[0].split(separator: "-", omittingEmptySubsequences: false)
    guard day.count == 3, day[0].count == 4, day[1].count == 2, day[2].count == 2,
      let year = Int(day[0]), let month = Int(day[1]), let dayOfMonth = Int(day[2])
    else { return nil }
    var clock = [0, 0, 0]
    if parts.count == 2 {
      let fields = parts[1].split(separator: ":", omittingEmptySubsequences: false)
      guard fields.count == 2 || fields.count == 3,
        fields.allSatisfy({ $0.count == 2 && Int($0) != nil })
      else { return nil }
      for (index, field) in fields.enumerated() { clock[index] = Int(field)! }
    }
    guard clock[0] < 24, clock[1] < 60, clock[2] < 60 else { return nil }
    let days = CivilTime.days(year: year, month: month, day: dayOfMonth)
    let seconds = Double(days * 86_400 + clock[0] * 3600 + clock[1] * 60 + clock[2])
    // Reject dates that do not exist (2023-02-30): they would not come back the same.
    guard let check = CivilTime(seconds: seconds), check.year == year, check.month == month,
      check.day == dayOfMonth
    else { return nil }
    return seconds
  }
}

extension String {
  fileprivate var trimmingWhitespace: String {
    String(drop(while: { $0.isWhitespace }).reversed().drop(while: { $0.isWhitespace }).reversed())
  }
}
