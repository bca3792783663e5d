/// Reads the `--where` grammar (``RowFilter``) from left to right, one token at a time.
struct RowFilterParser {
  private let characters: [Character]
  private var index = 0

  init(_ text: String) {
    characters = Array(text)
  }

  /// Characters of a bare name or value: anything but spaces, quotes, backquotes and the
  /// comparison signs.
  static func isBare(_ character: Character) -> Bool {
    !character.isWhitespace && !"=!<>'\"`".contains(character)
  }

  /// `CONDITION (and CONDITION)*`, to the end of the text.
  mutating func conditions() throws(RowFilterError) -> [RowFilter.Condition] {
    var conditions: [RowFilter.Condition] = []
    skipSpaces()
    guard index < characters.count else { throw failure("expected a condition, e.g. state=Ohio") }
    while true {
      conditions.append(try condition())
      skipSpaces()
      guard index < characters.count else { return conditions }
      let start = index
      let word = bareWord()
      guard word.lowercased() == "and" else {
        index = start
        throw failure("expected 'and' or the end, found \(found())")
      }
      skipSpaces()
      guard index < characters.count else { throw failure("expected a condition after 'and'") }
    }
  }

  private mutating func condition() throws(RowFilterError) -> RowFilter.Condition {
    let column: String
    if characters[index] == "`" {
      column = try quoted()
    } else {
      column = bareWord()
      guard !column.isEmpty else { throw failure("expected a column name, found \(found())") }
    }
    skipSpaces()
    let comparison = try self.comparison()
    skipSpaces()
    guard index < characters.count else {
      throw failure("expected a value after '\(comparison.rawValue)'")
    }
    if characters[index] == "'" || characters[index] == "\"" {
      let value = try quoted()
      return RowFilter.Condition(
        column: column, comparison: comparison, value: value, isQuoted: true)
    }
    let value = bareWord()
    guard !value.isEmpty else {
      throw failure("expected a value after '\(comparison.rawValue)', found \(found())")
    }
    return RowFilter.Condition(column: column, comparison: comparison, value: value)
  }

  private mutating func comparison() throws(RowFilterError) -> RowFilter.Comparison {
    let rest = characters[index...]
    for comparison in [
      RowFilter.Comparison.lessOrEqual, .greaterOrEqual, .notEqual, .equal, .less, .greater,
    ]
    where rest.starts(with: comparison.rawValue) {
      index += comparison.rawValue.count
      if comparison == .equal && index < characters.count && characters[index] == "=" {
        index += 1  // `==` reads as `=`
      } else if index < characters.count && characters[index] == "=" {
        throw failure("expected a value, found '='")
      }
      return comparison
    }
    throw failure("expected one of = != < <= > >=, found \(found())")
  }

  /// A string in quotes (`'…'`, `"…"`) or a name in backquotes; a doubled quote is one quote.
  private mutating func quoted() throws(RowFilterError) -> String {
    let quote = characters[index]
    let start = index
    index += 1
    var text = ""
    while index < characters.count {
      if characters[index] == quote {
        if index + 1 < characters.count && characters[index + 1] == quote {
          text.append(quote)
          index += 2
          continue
        }
        index += 1
        return text
      }
      text.append(characters[index])
      index += 1
    }
    index = start
    throw failure("unterminated \(quote)")
  }

  private mutating func bareWord() -> String {
    let start = index
    while index < characters.count && Self.isBare(characters[index]) { index += 1 }
    return String(characters[start..<index])
  }

  private mutating func skipSpaces() {
    while index < characters.count && characters[index].isWhitespace { index += 1 }
  }

  /// What stands at the position, for messages.
  private func found() -> String {
    guard index < characters.count else { return "the end" }
    return "'\(characters[index])'"
  }

  private func failure(_ message: String) -> RowFilterError {
    RowFilterError(position: index + 1, message: message)
  }
}
