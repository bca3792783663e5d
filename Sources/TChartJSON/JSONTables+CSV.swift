import TChartData

/// The CSV side of a JSON table: its cells written as CSV, and the CSV loader's errors located
/// back in the JSON (a record's path and key, or a line of JSON lines).
extension JSONTables {
  /// `text` as one CSV cell: quoted when it holds a comma or a quote; line breaks as spaces.
  package static func csvCell(_ text: String) -> [UInt8] {
    let bytes = text.utf8.map { $0 == 0x0A || $0 == 0x0D ? 0x20 : $0 }
    guard bytes.contains(0x2C) || bytes.contains(0x22) || bytes.first == 0x20 else {
      return bytes
    }
    var quoted: [UInt8] = [0x22]
    for byte in bytes {
      quoted.append(byte)
      if byte == 0x22 { quoted.append(0x22) }
    }
    quoted.append(0x22)
    return quoted
  }

  /// The CSV loader's `error`, located in the JSON: its line is a record, its column a key.
  static func located(
    _ error: LoadError, names: [String], origin: RowOrigin
  ) -> LoadError {
    let parts = error.location.split(separator: ":").compactMap { Int($0) }
    guard error.kind == .invalidData, let line = parts.first, line >= 2,
      parts.count == error.location.split(separator: ":").count
    else {
      var error = error
      if Int(error.location.split(separator: ":").first ?? "") == 1 { error.location = "" }
      return error
    }
    let record = line - 2
    let key =
      parts.count > 1 && parts[1] >= 1 && parts[1] <= names.count ? names[parts[1] - 1] : nil
    var located = error
    switch origin {
    case .array(let path):
      located.location = "\(path)[\(record)]" + (key.map { "." + $0 } ?? "")
    case .columns(let path):
      located.location = "\(key.map { JSONPath.member(path, $0) } ?? path)[\(record)]"
    case .answer(let path):
      located.location = path
    case .lines(let starts, let json):
      located.location = ""
      if record < starts.count {
        located.location = "\(json[..<starts[record]].lazy.filter { $0 == 0x0A }.count + 1)"
      }
      if let key { located.message = "\(key): \(error.message)" }
    }
    return located
  }
}
