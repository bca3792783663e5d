import TChartCSV

/// The tables pandas' `to_json` writes besides records, as columns of values for
/// ``JSONColumnArrays``: `orient="split"` (`{"columns": [names], "data": [[row], …]}`),
/// `orient="columns"`, its default (`{"cpu": {"0": 1.5, "1": 2}, …}`: objects keyed by row
/// index) and `orient="index"` (`{"0": {"cpu": 1.5, …}, …}`: records keyed by row index).
enum JSONKeyedTables {
  /// The columns of `members` and the shape's name, when they are one of these tables.
  static func columns(of members: [JSONRootMember]) -> (
    columns: [(name: String, values: JSONArray)], shape: String
  )? {
    if let split = split(members) { return (split, "pandas orient=split") }
    var objects: [(key: String, members: [JSONMember])] = []
    for member in members {
      guard case .object(let inner)? = member.value, !inner.isEmpty else { return nil }
      objects.append((member.key, inner))
    }
    guard let first = objects.first else { return nil }
    let innerKeysAreRows = first.members.allSatisfy { isRowKey($0.key) }
    if innerKeysAreRows {
      guard objects.allSatisfy({ $0.members.allSatisfy { $0.value.isScalar } }) else { return nil }
      let rows = first.members.map(\.key)
      let columns = objects.map { object in
        let values = Dictionary(object.members.map { ($0.key, $0.value) }) { first, _ in first }
        return (object.key, JSONArray(rows.map { values[$0] ?? .null }))
      }
      return (columns, "pandas orient=columns")
    }
    guard objects.allSatisfy({ isRowKey($0.key) }) else { return nil }
    var names: [String] = []
    var seen: Set<String> = []
    for object in objects {
      for member in object.members where member.value.isScalar && seen.insert(member.key).inserted {
        names.append(member.key)
      }
    }
    let columns = names.map { name in
      (
        name,
        JSONArray(objects.map { object in object.members.first { $0.key == name }?.value ?? .null })
      )
    }
    return (columns, "pandas orient=index")
  }

  /// `{"columns": [names], "data": [[row], …]}` (an `index` member is left out).
  private static func split(_ members: [JSONRootMember]) -> [(name: String, values: JSONArray)]? {
    guard case .array(let names)? = members.first(where: { $0.key == "columns" })?.value,
      case .array(let rows)? = members.first(where: { $0.key == "data" })?.value
    else { return nil }
    var columns: [(name: String, values: [JSONValue])] = []
    for name in names {
      guard case .string(let text) = name else { return nil }
      columns.append((text, []))
    }
    for row in rows {
      guard case .array(let cells) = row, cells.count == columns.count else { return nil }
      for (index, cell) in cells.enumerated() { columns[index].values.append(cell) }
    }
    return columns.map { ($0.name, JSONArray($0.values)) }
  }

  /// Whether `key` names a row: digits (pandas' index) or a date.
  private static func isRowKey(_ key: String) -> Bool {
    if !key.isEmpty && key.utf8.allSatisfy({ $0 &- 0x30 < 10 }) { return true }
    var bytes = Array(key.utf8)
    return bytes.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return false }
      return DateText.parse(UnsafePointer(base), UnsafePointer(base + buffer.count)) != nil
    }
  }
}
