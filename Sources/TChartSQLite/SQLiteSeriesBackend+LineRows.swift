extension SQLiteSeriesBackend {
  /// Line `line`'s value expression and the filter of its rows with `window.lowerBound ≤ x ≤
  /// window.upperBound` (`--where` too; a long table's: its series' rows), as the histogram and
  /// XY read them.
  func lineRows(_ line: Int, in window: ClosedRange<Double>) -> (value: String, filter: String) {
    var filter =
      Self.filterText(options, dialect, xReading) + " AND \(xExpression) >= "
      + "\(dialect.literal(window.lowerBound)) AND \(xExpression) <= "
      + dialect.literal(window.upperBound)
    if let series = options.series {
      filter += " AND CAST(\(dialect.quoteIdentifier(series)) AS TEXT) = "
      filter += dialect.literal(lineNames.indices.contains(line) ? lineNames[line] : "")
    }
    return (valueExpression(options.series == nil ? line : 0), filter)
  }
}
