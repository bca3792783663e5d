import TChartData

/// A ``RowFilter`` made ready for the rows of one CSV table: each condition bound to its column
/// and its value read as that column is (a number, a date on a date x, or a text cell's label).
/// Applied once per row after the row loop, never inside it.
struct CSVRowFilter {
  /// One condition on one column.
  enum Test {
    /// A numeric column (or x) against a number; a gap never passes.
    case number(field: Int, value: Double, comparison: RowFilter.Comparison)
    /// A text column (its cells numbered as labels) against a text; a gap never passes.
    case text(field: Int, value: String, comparison: RowFilter.Comparison)
  }

  let tests: [Test]

  /// Binds `filter` to `table`'s columns as the rows left them; a value that cannot compare
  /// with its column (a word against numbers) is a usage error.
  init(_ filter: RowFilter, table: CSVTable) throws(LoadError) {
    var tests: [Test] = []
    for condition in filter.conditions {
      guard
        let field = try table.header.index(of: condition.column, for: "--where", file: table.file)
      else { continue }
      switch table.kinds[field] {
      case .label, .text:
        tests.append(.text(field: field, value: condition.value, comparison: condition.comparison))
      case .xDate:
        var text = condition.value
        let date = text.withUTF8 { bytes in
          bytes.baseAddress.flatMap { table.reading.date($0, $0 + bytes.count) }
        }
        guard let value = date ?? condition.number else {
          throw Self.mismatch(condition, holds: "dates", table: table)
        }
        tests.append(.number(field: field, value: value, comparison: condition.comparison))
      default:
        let unquoted = RowFilter.Condition(
          column: condition.column, comparison: condition.comparison, value: condition.value)
        guard let value = unquoted.number else {
          throw Self.mismatch(condition, holds: "numbers", table: table)
        }
        tests.append(.number(field: field, value: value, comparison: condition.comparison))
      }
    }
    self.tests = tests
  }

  /// Whether row `row` passes every test; `labels` names the label numbers.
  func keeps(_ row: Int, columns: [Column<Double>], labels: [String]) -> Bool {
    for test in tests {
      switch test {
      case .number(let field, let value, let comparison):
        let cell = columns[field][row]
        guard !cell.isNaN else { return false }
        if !comparison.holds(cell < value ? -1 : cell > value ? 1 : 0) { return false }
      case .text(let field, let value, let comparison):
        let cell = columns[field][row]
        guard !cell.isNaN, labels.indices.contains(Int(cell)) else { return false }
        let text = labels[Int(cell)]
        if !comparison.holds(text < value ? -1 : text > value ? 1 : 0) { return false }
      }
    }
    return true
  }

  private static func mismatch(_ condition: RowFilter.Condition, holds: String, table: CSVTable)
    -> LoadError
  {
    LoadError(
      .usage, file: table.file, location: "",
      message:
        "--where: column '\(condition.column)' holds \(holds); '\(condition.value)' is not one")
  }
}
