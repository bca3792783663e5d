import TChartData

extension SourceXY {
  /// `ask`'s XY plot from a database's answers, as ClickHouse and PostgreSQL count it:
  /// `extremes` rows (side 0 across or 1 up, count, smallest, largest) give the sides' ranges,
  /// `grid` the dot grid for them, and `cells(grid)` answers its counted cells (cell, count).
  /// `number` reads an answer's cell.
  public static func counted(
    _ ask: SourceXYAsk, extremes rows: [[String?]],
    grid: (ClosedRange<Double>?, ClosedRange<Double>?) -> XYGrid,
    cells: (XYGrid) throws(SourceError) -> [[String?]],
    number: (String?) -> Double
  ) throws(SourceError) -> SourceXY {
    var extremes: [ClosedRange<Double>?] = [nil, nil]
    for fields in rows where fields.count == 4 {
      // An empty set's min and max may be zeros, not NULL: only counted values have extremes.
      guard let side = fields[0].flatMap({ Int($0) }), side < 2, number(fields[1]) > 0 else {
        continue
      }
      extremes[side] = SourceXY.extremes(number(fields[2]), number(fields[3]))
    }
    let grid = grid(extremes[0], extremes[1])
    let counted = try cells(grid).compactMap { fields -> (cell: Int, count: Int)? in
      guard fields.count == 2, let cell = fields[0].flatMap({ Int($0) }) else { return nil }
      return (cell, Int(number(fields[1])))
    }
    return SourceXY(ask: ask, extremes: extremes, cells: counted, grid: grid)
  }
}
