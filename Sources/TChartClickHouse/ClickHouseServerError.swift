import TChartSources

/// A ClickHouse error answer (`Code: 60, e.displayText() = DB::Exception: Table default.t
/// doesn't exist., e.what() = DB::Exception`) as a ``SourceError``: the kind from the code and
/// the HTTP status, the message shortened to its one useful line.
enum ClickHouseServerError {
  /// Codes meaning the user, the password or the host were refused.
  static let permissionCodes: Set<Int> = [192, 193, 194, 195, 497, 516]
  /// Codes meaning a time limit was passed (`max_execution_time`).
  static let timeoutCodes: Set<Int> = [159, 160, 209]

  /// The error for an answer with `status` and `body`, about `place` (`HOST:PORT`).
  static func error(status: Int, body: [UInt8], place: String) -> SourceError {
    let text = String(decoding: body.prefix(4096), as: UTF8.self)
    let code = Self.code(in: text)
    let message = shortened(text)
    if status == 401 || status == 403 || code.map(permissionCodes.contains) == true {
      return SourceError(.permission, place: place, message: message)
    }
    if code.map(timeoutCodes.contains) == true {
      return SourceError(.timeout, place: place, message: "the query ran over its time limit")
    }
    return SourceError(.invalidData, place: place, message: message)
  }

  /// The number after `Code: `.
  static func code(in text: String) -> Int? {
    guard let range = text.firstRange(of: "Code: ") else { return nil }
    return Int(text[range.upperBound...].prefix { $0.isNumber })
  }

  /// The message in one line: the text after `DB::Exception: ` up to `, e.what()` (or the
  /// first line), whitespace runs as one space, at most 240 characters.
  static func shortened(_ text: String) -> String {
    var message = Substring(text)
    if let range = message.firstRange(of: "DB::Exception: ") {
      message = message[range.upperBound...]
    }
    if let end = message.firstRange(of: ", e.what() =") {
      message = message[..<end.lowerBound]
    }
    if let newline = message.firstIndex(where: \.isNewline) {
      message = message[..<newline]
    }
    var line = ""
    for character in message {
      if character.isWhitespace {
        if !line.isEmpty && line.last != " " { line.append(" ") }
      } else {
        line.append(character)
      }
    }
    while line.last == " " || line.last == "." { line.removeLast() }
    if line.isEmpty { line = "the server refused the query" }
    if line.count > 240 { line = String(line.prefix(239)) + "…" }
    return line
  }
}
