extension TableDerivedLine {
  /// `text` split at the commas outside parentheses: `rate(a),avg(b,1h)` is two items.
  public static func split(_ text: String) -> [String] {
    var items: [String] = []
    var current = ""
    var depth = 0
    for character in text {
      if character == "(" { depth += 1 }
      if character == ")" { depth = max(0, depth - 1) }
      if character == "," && depth == 0 {
        items.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    items.append(current)
    return items
  }

  /// The derived line `text` names, `nil` for a plain column name (no parenthesis and no
  /// ` - `), or an error naming the forms known (`place` is where the text came from).
  public static func parse(_ text: String, place: String) throws(SourceError) -> Self? {
    let trimmed = trimmedText(text)
    if let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") {
      let function = trimmedText(String(trimmed[..<open])).lowercased()
      let inner = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
      let arguments = split(String(inner)).map(trimmedText)
      guard arguments.allSatisfy({ !$0.isEmpty }) else { throw bad(text, place) }
      let one: [String: Transform] = [
        "rate": .rate, "deriv": .deriv, "diff": .diff, "cumsum": .cumsum, "log": .log,
      ]
      if let transform = one[function], arguments.count == 1 {
        return Self(transform: transform, inputs: arguments, name: trimmed)
      }
      if function == "ratio", arguments.count == 2 {
        return Self(transform: .ratio, inputs: arguments, name: trimmed)
      }
      if function == "avg", arguments.count == 2 {
        guard let transform = averageWidth(arguments[1]) else { throw bad(text, place) }
        return Self(transform: transform, inputs: [arguments[0]], name: trimmed)
      }
      throw bad(text, place)
    }
    if let range = trimmed.firstRange(of: " - ") {
      let a = trimmedText(String(trimmed[..<range.lowerBound]))
      let b = trimmedText(String(trimmed[range.upperBound...]))
      guard !a.isEmpty, !b.isEmpty else { throw bad(text, place) }
      return Self(transform: .difference, inputs: [a, b], name: trimmed)
    }
    if trimmed.contains("(") || trimmed.contains(")") { throw bad(text, place) }
    return nil
  }

  /// `12` rows, or a duration `90s`, `5m`, `1h`, `2d`, `1w` in seconds.
  static func averageWidth(_ text: String) -> Transform? {
    if let count = Int(text) { return count >= 1 ? .averageOfRows(count) : nil }
    let units: [Character: Double] = ["s": 1, "m": 60, "h": 3600, "d": 86_400, "w": 604_800]
    guard let unit = text.last.flatMap({ units[$0] }), let number = Double(text.dropLast()),
      number > 0, number.isFinite
    else { return nil }
    return .averageOver(number * unit)
  }

  static func trimmedText(_ text: String) -> String {
    String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }

  static func bad(_ text: String, _ place: String) -> SourceError {
    SourceError(
      .usage, place: place,
      message: "--y '\(text)' is no derived line; the forms are \(forms)")
  }
}
