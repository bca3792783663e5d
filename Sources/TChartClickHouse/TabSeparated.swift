/// ClickHouse's `TabSeparated` answer format read back: rows end with LF, fields are split by
/// TAB, `\N` is NULL (`nil`) and `\t \n \\ \' \b \f \r \0` are escapes.
///
/// Chosen over `RowBinary` for being self-describing and easy to check by eye; an answer holds
/// at most four rows per dot column and line, so reading it costs microseconds (BENCHMARKS.md).
public enum TabSeparated {
  /// The rows of `bytes`.
  public static func rows(_ bytes: [UInt8]) -> [[String?]] {
    var rows: [[String?]] = []
    var reader = TabSeparatedReader()
    bytes.withUnsafeBytes { reader.read($0) { rows.append($0) } }
    reader.finish { rows.append($0) }
    return rows
  }

  /// A numeric field as a double: `nan`, `inf`, `-inf` and NULL (`.nan`) included.
  public static func double(_ field: String?) -> Double {
    guard let field else { return .nan }
    return Double(field) ?? .nan
  }
}

/// A `TabSeparated` answer read as its bytes arrive, in pieces split anywhere (a row, a field
/// or an escape may straddle two): each row is handed over as soon as its line ends, so an
/// answer is never held whole. Only the unfinished row is kept between pieces.
public struct TabSeparatedReader {
  private var row: [String?] = []
  private var field: [UInt8] = []
  private var isNull = false
  /// A backslash ended the last piece: the next byte is escaped.
  private var escaping = false

  public init() {}

  /// Reads `piece`, handing each row it ends to `take`.
  public mutating func read(_ piece: UnsafeRawBufferPointer, rows take: ([String?]) -> Void) {
    for byte in piece {
      if escaping {
        escaping = false
        switch byte {
        case UInt8(ascii: "N") where field.isEmpty: isNull = true
        case UInt8(ascii: "t"): field.append(9)
        case UInt8(ascii: "n"): field.append(10)
        case UInt8(ascii: "r"): field.append(13)
        case UInt8(ascii: "b"): field.append(8)
        case UInt8(ascii: "f"): field.append(12)
        case UInt8(ascii: "0"): field.append(0)
        default: field.append(byte)
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\t"):
        endField()
      case UInt8(ascii: "\n"):
        endField()
        take(row)
        // A new row, sized as it grows (the one handed over keeps its buffer).
        row = []
      case UInt8(ascii: "\\"):
        escaping = true
      default:
        field.append(byte)
      }
    }
  }

  /// Hands over a last row without its line end, if any (a backslash at the very end is kept
  /// as itself).
  public mutating func finish(rows take: ([String?]) -> Void) {
    if escaping {
      escaping = false
      field.append(UInt8(ascii: "\\"))
    }
    if !field.isEmpty || !row.isEmpty || isNull {
      endField()
      take(row)
      row.removeAll()
    }
  }

  private mutating func endField() {
    row.append(isNull ? nil : String(decoding: field, as: UTF8.self))
    field.removeAll(keepingCapacity: true)
    isNull = false
  }
}
