/// Why ``ChartSet/append(x:values:)`` refused rows; the chart set is then left unchanged.
public enum ChartAppendError: Error, Sendable, Equatable {
  /// The rows give `got` value columns where the chart set has `expected` lines.
  case lineCount(expected: Int, got: Int)
  /// The column of line `line` has `got` values where there are `expected` x values.
  case columnLength(line: Int, expected: Int, got: Int)
  /// The x of row `row` (counted in the appended rows) is below the x before it, or not a
  /// number: x never decreases.
  case xDecreases(row: Int)
}

extension ChartSet {
  /// Appends rows in place: `x` holds one x per row, `values[line]` one value per row for
  /// `lines[line]` (`.nan` for a gap). Amortised O(1) per value plus O(log N) per line and call,
  /// no copy of the history (while it is not shared); ``timeOfDay`` and every pyramid are
  /// extended, so the result equals the chart set built with all the rows at once.
  ///
  /// x must not decrease (repeats are allowed, as in CSV files) nor be `.nan`, from the last x
  /// already held on; otherwise, or when the columns do not match the lines and `x`, nothing is
  /// appended and the error says which row or column is wrong.
  ///
  /// With derived lines, `values` holds the columns of the data's lines alone
  /// (``dataLineIndices``); each derived line is extended from its inputs' new samples.
  public mutating func append(x newX: [Double], values columns: [[Double]]) throws(ChartAppendError)
  {
    let data = dataLineIndices
    guard columns.count == data.count else {
      throw .lineCount(expected: data.count, got: columns.count)
    }
    for (line, column) in columns.enumerated() where column.count != newX.count {
      throw .columnLength(line: line, expected: newX.count, got: column.count)
    }
    var previous = x.last ?? -.infinity
    for (row, value) in newX.enumerated() {
      guard value >= previous else { throw .xDecreases(row: row) }
      previous = value
    }
    guard !newX.isEmpty else { return }
    timeOfDay.append(contentsOf: newX)
    for (line, column) in zip(data, columns) { lines[line].append(column) }
    if !derived.isEmpty { extendDerived() }
  }

  /// Makes room for `samples` rows in all, so appending up to there never moves the history
  /// (a stream's columns are reserved ahead: memory is only used as rows arrive, but no frame
  /// pays for copying the history when an array outgrows its buffer).
  public mutating func reserveCapacity(_ samples: Int) {
    timeOfDay.reserveCapacity(samples)
    for line in lines.indices { lines[line].reserveCapacity(samples) }
  }

  /// Appends one row: its x and one value per line (`.nan` for a gap); see
  /// the batch `append(x:values:)` above for the rules and the cost.
  public mutating func append(x newX: Double, values row: [Double]) throws(ChartAppendError) {
    try append(x: [newX], values: row.map { [$0] })
  }
}
