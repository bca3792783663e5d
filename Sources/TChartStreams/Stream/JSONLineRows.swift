import TChartCSV
import TChartData
import TChartJSON

/// Turns a stream of JSON lines (one object per line) into CSV lines for ``StreamParser``, as
/// they arrive: the header is the first object's keys (nested ones by dotted path, arrays
/// skipped, and keys whose first value is text; the first key meaning time moved first, as
/// x, else x is the arrival time: ``xIsArrival``), then one row per object in that order; `null` and missing keys are empty cells
/// (gaps), `true`/`false` 1/0. A line that is not an object is skipped and counted; keys that
/// the first object did not have are not drawn (the problem says so). Lines split anywhere give
/// the same rows.
struct JSONLineRows: LineRows {
  /// The header's keys, once the first object was read.
  private var names: [String]?
  private var columnOfName: [String: Int] = [:]
  var carry: [UInt8] = []
  private var line = 0
  var skipped = 0
  var problem: String?
  /// The keys whose first value was text: not drawn, not reported.
  private var textKeys: Set<String> = []
  /// Keys already reported as not drawn.
  private var unknownKeys: Set<String> = []
  /// Whether x is the arrival time: the first object has no key meaning time (by its name, or
  /// a date as its value), so every key is a line. Known once the first object was read.
  private(set) var xIsArrival = false

  /// Whether a stream whose first bytes are `bytes` is JSON lines: its first line (complete)
  /// is one object holding no array of objects nor `columns` (a document of records or a
  /// contest chart is read whole); `nil` while the first line is not complete.
  static func startsJSONLines(_ bytes: [UInt8]) -> Bool? {
    var start = 0
    while start < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start]) { start += 1 }
    if bytes[start...].starts(with: [0xEF, 0xBB, 0xBF]) { start += 3 }
    guard let end = bytes[start...].firstIndex(of: 0x0A) else { return nil }
    let value = bytes[start..<end].withUnsafeBufferPointer {
      try? JSONParser.parse($0, file: "")
    }
    guard case .object(let members)? = value, !members.contains(where: { $0.key == "columns" })
    else { return false }
    return !members.contains { member in
      guard case .array(let items) = member.value else { return false }
      return items.contains { if case .object = $0 { true } else { false } }
    }
  }

  /// Reads the carried line as one object into CSV.
  mutating func row(into csv: inout [UInt8]) {
    line += 1
    guard carry.contains(where: { ![0x20, 0x09, 0x0D].contains($0) }) else { return }
    let value = carry.withUnsafeBufferPointer { try? JSONParser.parse($0, file: "") }
    guard case .object? = value, let value else {
      skipped += 1
      problem = "line \(line): not a JSON object"
      return
    }
    var cells: [(String, JSONValue)] = []
    Self.flatten(value, path: "", into: &cells)
    if names == nil {
      let x = Self.timeKey(cells)
      if let x { cells.insert(cells.remove(at: x), at: 0) }
      // Text (a string that is not a number) is not drawn: a stream's fields are numbers.
      for (index, cell) in cells.enumerated().reversed() where x == nil || index > 0 {
        if case .string(let text) = cell.1, !text.isEmpty, Self.number(text) == nil {
          textKeys.insert(cell.0)
          cells.remove(at: index)
        }
      }
      xIsArrival = x == nil && cells.count > 1
      names = cells.map(\.0)
      for (index, name) in cells.map(\.0).enumerated() { columnOfName[name] = index }
      csv.append(contentsOf: join(cells.map { JSONTables.csvCell($0.0) }))
    }
    var row = [[UInt8]](repeating: [], count: names?.count ?? 0)
    for (name, value) in cells {
      guard let column = columnOfName[name] else {
        if textKeys.contains(name) { continue }
        if unknownKeys.insert(name).inserted {
          problem = "line \(line): key '\(name)' is not in the first object (not drawn)"
        }
        continue
      }
      row[column] = Self.cell(value)
    }
    csv.append(contentsOf: join(row))
  }

  /// The number `text` spells, if any.
  private static func number(_ text: String) -> Double? {
    var bytes = Array(text.utf8)
    return bytes.withUnsafeMutableBufferPointer { FastFloat.parse(UnsafeBufferPointer($0)) }
  }

  /// The first key meaning time: named so (`time`, `ts`, `date`, `t`, `createdAt`, …) or
  /// holding a date.
  static func timeKey(_ cells: [(String, JSONValue)]) -> Int? {
    cells.firstIndex { name, value in
      if CSVXColumn.meansTime(name) { return true }
      guard case .string(let text) = value else { return false }
      return DateText.reads(text)
    }
  }

  /// Cells joined by commas, ending in a line break.
  private func join(_ cells: [[UInt8]]) -> [UInt8] {
    var joined: [UInt8] = []
    for (index, cell) in cells.enumerated() {
      if index > 0 { joined.append(0x2C) }
      joined.append(contentsOf: cell)
    }
    joined.append(0x0A)
    return joined
  }

  /// The scalars of an object by dotted path, in order; arrays are left out.
  private static func flatten(
    _ value: JSONValue, path: String, into cells: inout [(String, JSONValue)]
  ) {
    switch value {
    case .object(let members):
      for member in members {
        flatten(
          member.value, path: path.isEmpty ? member.key : path + "." + member.key, into: &cells)
      }
    case .array: break
    default: cells.append((path, value))
    }
  }

  /// A scalar's CSV cell.
  private static func cell(_ value: JSONValue) -> [UInt8] {
    switch value {
    case .number(let number): Array(PlainNumber.text(number).utf8)
    case .string(let text): JSONTables.csvCell(text)
    case .bool(let flag): [flag ? 0x31 : 0x30]
    default: []
    }
  }
}
