/// Text output whose last rows each start with a label (a word, not a date) (`free`: `Mem:` and `Swap:` under one
/// header; `iostat -d`: a row per device): every labelled row's numbers are lines, named
/// `LABEL NAME` (`Mem total`, `sda tps`), and later runs find each row by its label.
extension CommandOutputReader {
  /// One labelled row of the first run: its label, its width and the fields that are lines.
  struct LabelledRow: Sendable, Equatable {
    var label: String
    var fieldCount: Int
    var columns: [Int]
    var names: [String]
  }

  /// The rows ending at `last` that start with distinct labels and hold numbers, when there
  /// are at least two of them.
  static func labelledBlock(_ lines: [Line], endingAt last: Int) -> ClosedRange<Int>? {
    func isLabelled(_ line: Line) -> Bool {
      // A label starts with a letter: rows that start with dates or times are one table.
      line.hasNumber && line.fields.count > 1 && line.numbers[0] == nil
        && line.fields[0].first?.isLetter == true
    }
    guard isLabelled(lines[last]) else { return nil }
    var first = last
    var labels: Set<String> = [lines[last].fields[0]]
    while first > 0, isLabelled(lines[first - 1]),
      labels.insert(lines[first - 1].fields[0]).inserted
    {
      first -= 1
    }
    return first < last ? first...last : nil
  }

  /// The block's rows as the first run sees them, named by the header above the block.
  static func labelledRows(_ lines: [Line], block: ClosedRange<Int>, program: String)
    -> [LabelledRow]
  {
    block.map { index in
      let row = lines[index]
      let columns = row.numbers.indices.filter { row.numbers[$0] != nil }
      let label = row.fields[0].hasSuffix(":") ? String(row.fields[0].dropLast()) : row.fields[0]
      let above = lines[..<block.lowerBound]
      var found = names(of: columns, row: row, above: above, program: program)
      // A shorter row under the block's header (free's `Swap:`) takes the header's first names.
      if let header = above.last(where: { !$0.hasNumber }),
        header.fields.count != row.fields.count, header.fields.count >= row.fields.count - 1
      {
        found = columns.map { header.fields[$0 - 1] }
      }
      let names = found == [program] ? [label] : found.map { label + " " + $0 }
      return LabelledRow(
        label: row.fields[0], fieldCount: row.fields.count, columns: columns, names: names)
    }
  }

  /// The values of `rows` in a later run's `lines`: each row is the last line with its label
  /// and width (a row not printed is gaps).
  static func labelledRow(_ lines: [Line], _ rows: [LabelledRow]) -> Result<[Double], Problem> {
    var values: [Double] = []
    var found = false
    for row in rows {
      let line = lines.last { $0.fields.count == row.fieldCount && $0.fields[0] == row.label }
      found = found || line != nil
      values += row.columns.map { line?.numbers[$0] ?? .nan }
    }
    guard found else {
      let labels = rows.prefix(3).map(\.label).joined(separator: ", ")
      return .failure(Problem(description: "printed none of the rows \(labels)"))
    }
    return .success(values)
  }
}
