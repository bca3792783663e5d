import TChartCSV
import TChartData

/// An object of arrays, `{"date": […], "cpu": […]}`, as CSV text for the CSV loader: one column
/// per member holding an array of values (numbers, strings, booleans as 1/0, `null` as a gap),
/// all of one length; other members are skipped with a note.
enum JSONColumnArrays {
  /// The chart set of an object's `members` (none of them an array of objects), the object
  /// at `path`.
  static func chartSet(
    members: [JSONRootMember], path: String = "", file: String, options: LoadOptions,
    notes: inout [LoadNote], columns reports: inout [ColumnReport]
  ) throws(LoadError) -> ChartSet {
    var columns: [(name: String, values: JSONArray)] = []
    var skipped: [String] = []
    if let keyed = JSONKeyedTables.columns(of: members) {
      columns = keyed.columns
      notes.append(LoadNote(file: file, message: "read as a table (\(keyed.shape))"))
    } else {
      for member in members {
        guard case .array(let values)? = member.value, !values.isEmpty,
          values.allSatisfy(\.isScalar)
        else {
          skipped.append(member.key)
          continue
        }
        columns.append((member.key, values))
      }
    }
    guard !columns.isEmpty else {
      throw LoadError(
        file: file, location: path,
        message: "found an object with no array of records or values; \(JSONTables.shapes)")
    }
    if !skipped.isEmpty {
      let list = skipped.prefix(5).map { "'\($0)'" }.joined(separator: ", ")
      notes.append(
        LoadNote(
          file: file,
          message: "skipped \(list)\(skipped.count > 5 ? " and \(skipped.count - 5) more" : "")"
            + " (not arrays of values)"))
    }
    return try chartSet(
      columns: columns, path: path, file: file, options: options, notes: &notes,
      columns: &reports)
  }

  /// The chart set of `columns`, the arrays under `path`: all of one length.
  static func chartSet(
    columns: [(name: String, values: JSONArray)], path: String, file: String,
    options: LoadOptions, notes: inout [LoadNote], columns reports: inout [ColumnReport]
  ) throws(LoadError) -> ChartSet {
    guard let first = columns.first else {
      throw LoadError(file: file, location: path, message: "found no columns")
    }
    for column in columns.dropFirst() where column.values.count != first.values.count {
      throw LoadError(
        file: file, location: JSONPath.member(path, column.name),
        message:
          "\(column.values.count) values, but '\(first.name)' has \(first.values.count)"
          + " (the arrays of an object of arrays are columns of one length)")
    }
    var body = ByteSink(capacity: first.values.count * columns.count * 8)
    defer { body.deallocate() }
    for row in 0..<first.values.count {
      for (index, column) in columns.enumerated() {
        if index > 0 { body.append(UInt8(ascii: ",")) }
        body.append(cell(column.values[row]))
      }
      body.append(0x0A)
    }
    return try JSONTables.load(
      csv: body.bytes, names: columns.map(\.name), file: file, options: options, notes: &notes,
      columns: &reports, origin: .columns(path: path))
  }

  /// A value's CSV cell (a number that is not finite is a gap).
  static func cell(_ value: JSONValue) -> [UInt8] {
    switch value {
    case .number(let number) where number.isFinite: Array(PlainNumber.text(number).utf8)
    case .string(let text): JSONTables.csvCell(text)
    case .bool(let flag): flag ? [UInt8(ascii: "1")] : [UInt8(ascii: "0")]
    default: []
    }
  }
}

extension JSONValue {
  /// Whether this is a number, string, boolean or `null`.
  var isScalar: Bool {
    switch self {
    case .array, .object: false
    default: true
    }
  }
}
