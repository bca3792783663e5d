import TChartData

extension LoadOptions {
  /// Everything in the options that changes what a load gives, one `name=value` per line, in
  /// a fixed order: part of a column cache entry's key (an entry is read only with the options
  /// it was made with). How the loader cuts the input into chunks is left out: the result does
  /// not depend on it.
  package var cacheKeyText: String {
    func quoted(_ text: String?) -> String {
      guard let text else { return "-" }
      return "\""
        + text.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"")
        .replacingAll("\n", with: "\\n") + "\""
    }
    var lines: [String] = []
    lines.append("x=" + quoted(xColumn))
    lines.append("series=" + quoted(seriesColumn))
    lines.append("y=" + quoted(yColumn))
    lines.append("named=" + quoted(namedColumns.map { quoted($0) }.joined(separator: ",")))
    lines.append("x-type=" + xType.rawValue)
    lines.append("date-format=" + quoted(datePattern?.pattern))
    lines.append(
      "na="
        + missing.tokens.map { quoted(String(decoding: $0, as: UTF8.self)) }.joined(
          separator: ","))
    lines.append("where=" + quoted(rowFilter?.description))
    lines.append("strict=" + String(strict))
    lines.append("pivot=" + String(pivotsPeriods))
    let zone = inputZone.map { "\($0.label)|\($0.rules?.name ?? "-")|\($0.secondsEast)" }
    lines.append("input-tz=" + quoted(zone))
    lines.append("json-path=" + quoted(jsonPath))
    lines.append("names=" + quoted(givenNames?.map { quoted($0) }.joined(separator: ",")))
    return lines.joined(separator: "\n")
  }
}
