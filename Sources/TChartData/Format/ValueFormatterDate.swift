import TChartTime

/// ISO-style UTC date labels (`2024-03-15`, `2024-03-15 14:30`) for `--format date`, built on
/// ``CivilTime`` (the shared civil-from-days arithmetic; no Foundation).
public enum UTCDate {
  /// `2024-03-15`, with ` 14:30` when `resolution` (seconds) is below a day and `:05` seconds
  /// when it is below a minute; `–` for seconds ``CivilTime`` cannot represent.
  public static func string(seconds: Double, resolution: Double = 86_400) -> String {
    guard let date = CivilTime(seconds: seconds.rounded()) else { return "–" }
    var text = "\(padded(date.year, 4))-\(padded(date.month, 2))-\(padded(date.day, 2))"
    if resolution < 86_400 { text += " \(padded(date.hour, 2)):\(padded(date.minute, 2))" }
    if resolution < 60 { text += ":\(padded(date.second, 2))" }
    return text
  }

  private static func padded(_ value: Int, _ width: Int) -> String {
    let text = String(abs(value)).leftPadded(to: width)
    return value < 0 ? "-" + text : text
  }
}
