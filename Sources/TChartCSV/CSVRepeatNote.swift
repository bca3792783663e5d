/// The note on a long table where x repeats within a series: it names the series, how many rows
/// share one x, and the text column that would tell them apart (`x repeats within 'Alabama'
/// (7 rows per x): add --series state,disease or --where disease=measles`).
struct CSVRepeatNote {
  /// The repeats found while pivoting: the first series (by label) with most rows at one x.
  struct Count {
    var label = -1
    var rows = 1

    mutating func add(label: Int, rows: Int) {
      if rows > self.rows || (rows == self.rows && label < self.label) {
        self.label = label
        self.rows = rows
      }
    }
  }

  let table: CSVTable
  let labels: [String]

  /// The note, or `nil` when no x repeats within a series.
  func note(for count: Count) -> LoadNote? {
    guard count.label >= 0 else { return nil }
    var message = "x repeats within '\(labels[count.label])' (\(count.rows) rows per x): "
    if let (column, value) = splitter(rows: count.rows) {
      let series = table.options.seriesColumn ?? ""
      let condition = RowFilter.Condition(column: column, comparison: .equal, value: value)
      let written = condition.written(spacing: "")
      message += "add --series \(series),\(column) or --where \(written)"
    } else {
      message += "drawn as vertical steps"
    }
    return LoadNote(file: table.file, message: message)
  }

  /// The skipped text column whose number of distinct values is nearest `rows` (the first
  /// such), with its smallest value.
  private func splitter(rows: Int) -> (String, String)? {
    var best: (field: Int, distance: Int, values: Set<String>)?
    for field in table.header.names.indices where table.kinds[field] == .text {
      guard let values = table.texts.distinct[field], values.count >= 2 else { continue }
      let distance = abs(values.count - rows)
      if best == nil || distance < best!.distance { best = (field, distance, values) }
    }
    guard let best, let value = best.values.min() else { return nil }
    return (table.header.names[best.field], value)
  }
}
