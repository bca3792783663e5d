/// ClickHouse's `TabSeparated` answer format read back: rows end with LF, fields are split by
/// TAB, `\N` is NULL (`nil`) and `\t \n \\ \' \b \f \r \0` are escapes.
///
/// Chosen over `RowBinary` for being self-describing and easy to check by eye; an answer holds
/// at most four rows per dot column and line, so reading it costs microseconds (BENCHMARKS.md).
public enum TabSeparated {
  /// The rows of `bytes`.
  public static func rows(_ bytes: [UInt8]) -> [[String?]] {
    var rows: [[String?]] = []
    var row: [String?] = []
    var field: [UInt8] = []
    var isNull = false
    var index = 0
    func endField() {
      row.append(isNull ? nil : String(decoding: field, as: UTF8.self))
      field.removeAll(keepingCapacity: true)
      isNull = false
    }
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\t"):
        endField()
      case UInt8(ascii: "\n"):
        endField()
        rows.append(row)
        row = []
      case UInt8(ascii: "\\") where index < bytes.count:
        let escaped = bytes[index]
        index += 1
        switch escaped {
        case UInt8(ascii: "N") where field.isEmpty: isNull = true
        case UInt8(ascii: "t"): field.append(9)
        case UInt8(ascii: "n"): field.append(10)
        case UInt8(ascii: "r"): field.append(13)
        case UInt8(ascii: "b"): field.append(8)
        case UInt8(ascii: "f"): field.append(12)
        case UInt8(ascii: "0"): field.append(0)
        default: field.append(escaped)
        }
      default:
        field.append(byte)
      }
    }
    if !field.isEmpty || !row.isEmpty {
      endField()
      rows.append(row)
    }
    return rows
  }

  /// A numeric field as a double: `nan`, `inf`, `-inf` and NULL (`.nan`) included.
  public static func double(_ field: String?) -> Double {
    guard let field else { return .nan }
    return Double(field) ?? .nan
  }
}
