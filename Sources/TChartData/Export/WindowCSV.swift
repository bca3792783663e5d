import TChartTime

/// The samples of a window as CSV, for `tchart render --format csv` and the export key: a
/// header (`x`, then each line's name), then one row per sample with x in ISO 8601
/// (`2019-03-08T14:05:00Z`, or with the zone's offset when the chart is shown in one;
/// fractions of a second when x has them), as a plain number, or as its category's name
/// (``ChartSet/categories``), and each value in its
/// shortest exact form; a gap is an empty cell. Names are quoted when they need it.
public enum WindowCSV {
  /// The CSV of `lines` (indices into `chartSet.lines`) over the samples `window`.
  public static func text(chartSet: ChartSet, lines: [Int], window: Range<Int>) -> String {
    let window = window.clamped(to: 0..<chartSet.x.count)
    var text = (["x"] + lines.map { chartSet.lines[$0].name }).map(quoted).joined(separator: ",")
    text += "\n"
    let columns = lines.map { chartSet.lines[$0].values }
    for index in window {
      let x = chartSet.x[index]
      if let names = chartSet.categories, names.indices.contains(index) {
        text += quoted(names[index])
      } else {
        text += chartSet.xKind == .time ? isoDate(x, zone: chartSet.timeZone) : number(x)
      }
      for column in columns {
        text += ","
        if !column[index].isNaN { text += number(column[index]) }
      }
      text += "\n"
    }
    return text
  }

  /// `value` in its shortest exact form, without a needless `.0`.
  static func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }

  /// Unix seconds `x` in ISO 8601 on `zone`'s wall clock, with the offset in force then
  /// (`2024-03-31T03:00:00+02:00`; `Z` in UTC).
  package static func isoDate(_ x: Double, zone: DisplayTimeZone) -> String {
    let offset = zone.offset(at: x)
    let shown = x + Double(offset)
    guard let time = CivilTime(seconds: shown) else { return number(shown) }
    func two(_ value: Int) -> String { String(value).leftPadded(to: 2) }
    var text =
      "\(time.year)-\(two(time.month))-\(two(time.day))T\(two(time.hour)):\(two(time.minute))"
      + ":\(two(time.second))"
    let fraction = shown - shown.rounded(.down)
    if fraction > 0 {
      let millis = Int((fraction * 1_000).rounded())
      if millis > 0 && millis < 1_000 {
        text += "." + String(String(1_000 + millis).dropFirst())
      }
    }
    if offset == 0 && zone.rules == nil { return text + "Z" }
    let minutes = abs(offset) / 60
    return text + (offset < 0 ? "-" : "+") + two(minutes / 60) + ":" + two(minutes % 60)
  }

  /// A field quoted per RFC 4180 when it holds a comma, a quote or a line break.
  static func quoted(_ field: String) -> String {
    guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else {
      return field
    }
    return "\"" + field.replacingQuotes + "\""
  }
}

extension String {
  /// The text with every `"` doubled.
  fileprivate var replacingQuotes: String {
    var result = ""
    for character in self {
      result.append(character)
      if character == "\"" { result.append("\"") }
    }
    return result
  }
}
