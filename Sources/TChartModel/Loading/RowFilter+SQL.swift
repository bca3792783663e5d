/// A ``RowFilter`` as an SQL condition, for tables: every name quoted as an identifier and every
/// value as a literal by the dialect, so nothing the user writes is read as SQL.
extension RowFilter {
  /// `"state" = 'Ohio' AND "week" >= 10.0`: unquoted numbers as numbers, the rest as strings
  /// (the database compares them as it does its own values).
  public func sql(_ dialect: some SQLDialect) -> String {
    conditions.map { condition in
      let comparison = condition.comparison == .notEqual ? "<>" : condition.comparison.rawValue
      let value = condition.number.map { dialect.literal($0) } ?? dialect.literal(condition.value)
      return "\(dialect.quoteIdentifier(condition.column)) \(comparison) \(value)"
    }.joined(separator: " AND ")
  }
}
