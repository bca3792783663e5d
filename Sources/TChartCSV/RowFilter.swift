import TChartData

/// `--where`: the rows to keep, as conditions joined by `and`, each `COLUMN OP VALUE` with `OP`
/// one of `=`, `!=`, `<`, `<=`, `>`, `>=` (`state = 'New York' and week >= 10`). The same value
/// serves files (``CSVRowFilter`` applies it per row) and tables (``sql(_:)`` translates it,
/// names and strings quoted by the dialect, so no SQL passes through).
///
/// A column is a bare name or one in backquotes (`` `Unnamed: 0` ``); a value is a number, a
/// bare word (`disease=measles`) or a string in single or double quotes (a doubled quote inside
/// is one quote). In a file, a column of numbers compares as numbers, a date x as dates and a
/// text column as text; in SQL an unquoted number is a number and any other value a string.
public struct RowFilter: Sendable, Equatable, CustomStringConvertible {
  /// How a cell compares with the value.
  public enum Comparison: String, Sendable, CaseIterable {
    case equal = "="
    case notEqual = "!="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="

    /// Whether an ordering of the cell against the value (`-1`, `0`, `1`) passes.
    func holds(_ order: Int) -> Bool {
      switch self {
      case .equal: order == 0
      case .notEqual: order != 0
      case .less: order < 0
      case .lessOrEqual: order <= 0
      case .greater: order > 0
      case .greaterOrEqual: order >= 0
      }
    }
  }

  /// One `COLUMN OP VALUE`.
  public struct Condition: Sendable, Equatable {
    public var column: String
    public var comparison: Comparison
    /// The value as written, without its quotes.
    public var value: String
    /// The value was quoted: it is text, even when it reads as a number.
    public var isQuoted: Bool

    public init(column: String, comparison: Comparison, value: String, isQuoted: Bool = false) {
      self.column = column
      self.comparison = comparison
      self.value = value
      self.isQuoted = isQuoted
    }

    /// The value as a number, when it is an unquoted number.
    public var number: Double? {
      guard !isQuoted else { return nil }
      var text = value
      guard let number = text.withUTF8({ FastFloat.parse($0) }), number.isFinite else { return nil }
      return number
    }
  }

  public var conditions: [Condition]

  public init(_ conditions: [Condition]) {
    self.conditions = conditions
  }

  /// Parses `text`; a mistake is one ``RowFilterError`` naming its character position.
  public init(parsing text: String) throws(RowFilterError) {
    var parser = RowFilterParser(text)
    conditions = try parser.conditions()
  }

  /// The columns the conditions name, in order, each once.
  public var columns: [String] {
    var seen: [String] = []
    for condition in conditions where !seen.contains(condition.column) {
      seen.append(condition.column)
    }
    return seen
  }

  /// The filter written back in the grammar (`state = 'New York' and week >= 10`).
  public var description: String {
    conditions.map { $0.written(spacing: " ") }.joined(separator: " and ")
  }
}

extension RowFilter.Condition {
  /// The condition in the grammar, `spacing` around the comparison (`disease=measles`).
  public func written(spacing: String) -> String {
    let bare = !column.isEmpty && column.allSatisfy(RowFilterParser.isBare)
    let name = bare ? column : "`" + column + "`"
    let plainWord = !value.isEmpty && value.allSatisfy(RowFilterParser.isBare)
    let readsAsNumber = Self(column: column, comparison: comparison, value: value).number != nil
    let shown =
      number != nil || (plainWord && !readsAsNumber)
      ? value : "'" + value.replacingAll("'", with: "''") + "'"
    return name + spacing + comparison.rawValue + spacing + shown
  }
}

/// A `--where` expression that does not parse: what was expected, at which character (1-based).
public struct RowFilterError: Error, Sendable, Equatable, CustomStringConvertible {
  public var position: Int
  public var message: String

  /// `at character 9: expected a value after '='`.
  public var description: String { "at character \(position): \(message)" }
}
