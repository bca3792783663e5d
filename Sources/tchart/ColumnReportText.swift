import TChartCSV
import TChartData

/// `tchart render --format columns`: the column report of each chart set as a text table, one
/// line per source column (its 1-based number, name, how it was read, its role, the loader's
/// reason and its first cells), under a `chart N: NAME` line when there are several.
enum ColumnReportText {
  /// The table's heading.
  static let heading = ["#", "name", "read as", "role", "reason", "first values"]

  /// The text for `reports` (one list per chart set of `chartSets`); a line saying there is
  /// none when the source gives no report (a stream).
  static func text(_ reports: [[ColumnReport]], chartSets: [ChartSet]) -> String {
    guard !reports.isEmpty else { return "no column report for this source\n" }
    var text = ""
    for (number, columns) in reports.enumerated() {
      if reports.count > 1 {
        if number > 0 { text += "\n" }
        let name = number < chartSets.count ? chartSets[number].name : ""
        text += "chart \(number + 1): \(name)\n"
      }
      text += table(columns)
    }
    return text
  }

  /// One chart set's columns, aligned.
  static func table(_ columns: [ColumnReport]) -> String {
    let rows =
      [heading]
      + columns.map { column in
        [
          String(column.index + 1), column.name, column.reading.description,
          column.role.description, column.reason,
          column.firstValues.map(shown).joined(separator: ", "),
        ]
      }
    let widths = heading.indices.dropLast().map { field in
      rows.map { $0[field].count }.max() ?? 0
    }
    return rows.map { row in
      var line = ""
      for (field, cell) in row.enumerated() {
        line += field < widths.count ? cell.rightPadded(to: widths[field] + 2) : cell
      }
      return line + "\n"
    }.joined()
  }

  /// A first value as shown: empty as `""`, a long one cut with `…`.
  private static func shown(_ value: String) -> String {
    if value.isEmpty { return "\"\"" }
    return value.count > 24 ? String(value.prefix(23)) + "…" : value
  }
}

extension String {
  /// The text followed by spaces up to `length` characters.
  fileprivate func rightPadded(to length: Int) -> String {
    count >= length ? self : self + String(repeating: " ", count: length - count)
  }
}
