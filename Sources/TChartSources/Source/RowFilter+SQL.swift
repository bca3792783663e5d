import TChartCSV

/// A ``RowFilter`` as an SQL condition, for tables: every name quoted as an identifier and every
/// value as a literal by the dialect, so nothing the user writes is read as SQL.
extension RowFilter {
  /// A column of numbers that hold times: a date value compared with it is written as its Unix
  /// seconds times `scale` (1000 for milliseconds).
  public struct TimeColumn: Sendable, Equatable {
    public var name: String
    public var scale: Double

    public init(name: String, scale: Double = 1) {
      self.name = name
      self.scale = scale
    }
  }

  /// `"state" = 'Ohio' AND "week" >= 10.0`: unquoted numbers as numbers, a date against
  /// `time` (x stored as Unix time) as its number, the rest as strings (the database compares
  /// them as it does its own values).
  public func sql(_ dialect: some SQLDialect, time: TimeColumn? = nil) -> String {
    conditions.map { condition in
      let comparison = condition.comparison == .notEqual ? "<>" : condition.comparison.rawValue
      var value = condition.number.map { dialect.literal($0) }
      if value == nil, let time, time.name == condition.column, let seconds = condition.date {
        value = dialect.literal(seconds * time.scale)
      }
      let written = value ?? dialect.literal(condition.value)
      return "\(dialect.quoteIdentifier(condition.column)) \(comparison) \(written)"
    }.joined(separator: " AND ")
  }
}

extension RowFilter.Condition {
  /// The value as a date (Unix seconds), when it is written in a form ``DateText`` reads.
  var date: Double? {
    var text = value
    return text.withUTF8 { bytes in
      bytes.baseAddress.flatMap { DateText.parse($0, $0 + bytes.count) }
    }
  }
}
