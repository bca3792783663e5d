/// Headerless tables of names beside numbers: a first line such as `a,3` or `du`'s `4⇥src`
/// whose fields are text exactly where the lines below hold text, and numbers where they hold
/// numbers, is data, not a header (a header's names are all text, or periods: `country,1999,
/// 2000`). Its columns are named `1`, `2`, …, and x is its first text column: categories.
extension HeaderlessTable {
  /// The shape of such a first line: its delimiter, its fields and its first text field.
  struct NamedRows: Equatable {
    var delimiter: UInt8
    var width: Int
    var nameField: Int
  }

  /// The lines below the first compared with it (at most).
  static let comparedLines = 8

  /// The first `count` lines of `bytes` that are not blank (a byte-order mark skipped), each
  /// complete: ended by a line break, or by the end when `bytes` are `whole`.
  static func firstLines(_ bytes: UnsafeBufferPointer<UInt8>, whole: Bool, count: Int) -> [Bytes] {
    var offset = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    var lines: [Bytes] = []
    while offset < bytes.count && lines.count < count {
      guard
        let end = bytes[offset...].firstIndex(where: { $0 == 0x0A || $0 == 0x0D })
          ?? (whole ? bytes.count : nil)
      else { break }
      let line = bytes[offset..<end]
      if !line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { lines.append(line) }
      offset = end + 1
    }
    return lines
  }

  /// The shape when `bytes` start with names beside numbers like the lines below (at least
  /// one complete line below, up to ``comparedLines``), `nil` otherwise.
  static func namedRows(_ bytes: UnsafeBufferPointer<UInt8>, whole: Bool) -> NamedRows? {
    let lines = firstLines(bytes, whole: whole, count: comparedLines + 1)
    guard lines.count >= 2, let delimiter = delimiter(lines[0]) else { return nil }
    let kinds = lines.map { line in fields(line, delimiter).map(kind) }
    let first = kinds[0]
    guard let nameField = first.firstIndex(of: .text), first.contains(.number),
      kinds.dropFirst().allSatisfy({ row in
        row.count == first.count
          && zip(row, first).allSatisfy { $0 == $1 || $0 == .missing && $1 == .number }
      })
    else { return nil }
    // Column numbers (`name,1,2`) and periods (`country,1999,2000`) name columns.
    let numbers = fields(lines[0], delimiter).indices.filter { first[$0] == .number }.compactMap {
      Double(unquoted(fields(lines[0], delimiter)[$0]))
    }
    let counted =
      numbers.enumerated().allSatisfy { Double($0.offset) == $0.element }
      || numbers.enumerated().allSatisfy { Double($0.offset + 1) == $0.element }
    let years =
      numbers.allSatisfy { $0 == $0.rounded() && $0 >= 1000 && $0 <= 2999 }
      && zip(numbers, numbers.dropFirst()).allSatisfy { $0 < $1 }
    guard numbers.count < 2 || !counted && !years else { return nil }
    return NamedRows(delimiter: delimiter, width: first.count, nameField: nameField)
  }

  /// What a field holds.
  enum FieldKind: Equatable {
    case number, missing, time, text
  }

  /// Whether `field` is a number, a missing value, a date or time, or text.
  static func kind(_ field: Bytes) -> FieldKind {
    let text = unquoted(field)
    if text.isEmpty || MissingTokens.standard.contains(text) { return .missing }
    if Double(text)?.isFinite == true { return .number }
    return DateText.reads(text) || TimesOfDay.seconds(text) != nil ? .time : .text
  }

  /// `field`'s text without the quotes around it.
  static func unquoted(_ field: Bytes) -> String {
    let text = String(decoding: field, as: UTF8.self)
    return text.count >= 2 && text.hasPrefix("\"") && text.hasSuffix("\"")
      ? String(text.dropFirst().dropLast()) : text
  }
}
