import TChartCSV
import TChartData

/// Lines an API answer holds, each a name and its points, read as a long table through the CSV
/// loader: columns `time`, `series` and `value`, one line per series (``CSVLongLayout``: x is
/// the union of the lines' times, a line without a point at one is a gap there). Times are
/// read as CSV reads a column named `time` (Unix seconds or milliseconds by their size, ISO
/// text as dates); a value that is `null`, not a number or not finite is a gap.
enum JSONSeriesLines {
  /// One line: its name and its points' times and values.
  struct Line {
    var name: String
    var times: [JSONValue]
    var values: [JSONValue]
  }

  /// The long table's column names.
  static let names = ["time", "series", "value"]

  /// The chart set of `lines`, found at `path`.
  static func chartSet(
    _ lines: [Line], path: String, file: String, options: LoadOptions, notes: inout [LoadNote],
    columns reports: inout [ColumnReport]
  ) throws(LoadError) -> ChartSet {
    let points = lines.reduce(0) { $0 + $1.times.count }
    guard points > 0 else {
      throw LoadError(file: file, location: path, message: "the series hold no points")
    }
    var body = ByteSink(capacity: points * 32)
    defer { body.deallocate() }
    for line in lines {
      let name = JSONTables.csvCell(line.name)
      for (time, value) in zip(line.times, line.values) {
        body.append(JSONColumnArrays.cell(time))
        body.append(UInt8(ascii: ","))
        body.append(name)
        body.append(UInt8(ascii: ","))
        body.append(JSONColumnArrays.cell(value))
        body.append(0x0A)
      }
    }
    var options = options
    if options.seriesColumn == nil { options.seriesColumn = names[1] }
    return try JSONTables.load(
      csv: body.bytes, names: names, file: file, options: options, notes: &notes,
      columns: &reports, origin: .answer(path: path))
  }
}
