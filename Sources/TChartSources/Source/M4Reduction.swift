import TChartData

/// M4 over rows already fetched: per dot column of a rule and per line, the first and last
/// rows, a row of the smallest and of the largest real value (the earliest on a tie), and the
/// first and last gap rows; rows outside the window are kept as they are (the neighbours).
/// What a ``BlockSummary``'s rows and a database's answer for the cut blocks reduce to.
public enum M4Reduction {
  /// The M4 rows of `rows` (in table order) for `lines` at `rule`, in table order: of the dot
  /// columns `reduces` accepts (all by default), the others' rows kept as they are. Without
  /// `keepingGaps`, a column's gap rows are left out (unless first or last).
  public static func reduce(
    _ rows: [SourceRow], rule: DotColumnRule, lines: [Int], keepingGaps: Bool = true,
    columns reduces: (Int) -> Bool = { _ in true }
  ) -> [SourceRow] {
    var kept: [SourceRow] = []
    forEachColumn(of: rows, rule: rule) { range, column in
      guard let column, reduces(column) else {
        kept += rows[range]
        return
      }
      kept += picks(in: range, of: rows, lines: lines, keepingGaps: keepingGaps).map { rows[$0] }
    }
    return kept
  }

  /// Calls `body` with the rows of each dot column of `rule`'s window in turn (`rows` in table
  /// order) and the column; a row outside the window comes alone, with `nil`.
  public static func forEachColumn(
    of rows: [SourceRow], rule: DotColumnRule, _ body: (Range<Int>, Int?) -> Void
  ) {
    var start = 0
    while start < rows.count {
      let x = rows[start].x
      guard x >= rule.lower && x <= rule.upper else {
        body(start..<(start + 1), nil)
        start += 1
        continue
      }
      let column = rule.column(of: x)
      var end = start + 1
      while end < rows.count && rows[end].x <= rule.upper && rule.column(of: rows[end].x) == column
      {
        end += 1
      }
      body(start..<end, column)
      start = end
    }
  }

  /// The indices, increasing, of the first and last rows of `range` and per line of a smallest
  /// and a largest real value (the earliest on a tie) and, `keepingGaps`, the first and last
  /// gap.
  static func picks(
    in range: Range<Int>, of rows: [SourceRow], lines: [Int], keepingGaps: Bool
  ) -> [Int] {
    var picked: Set<Int> = [range.lowerBound, range.upperBound - 1]
    for line in lines {
      var smallest: Int?
      var largest: Int?
      var firstGap: Int?
      var lastGap: Int?
      for index in range {
        let value = line < rows[index].values.count ? rows[index].values[line] : .nan
        guard value.isFinite else {
          if firstGap == nil { firstGap = index }
          lastGap = index
          continue
        }
        if smallest.map({ value < rows[$0].values[line] }) ?? true { smallest = index }
        if largest.map({ value > rows[$0].values[line] }) ?? true { largest = index }
      }
      let gaps = keepingGaps ? [firstGap, lastGap] : []
      for index in [smallest, largest] + gaps {
        if let index { picked.insert(index) }
      }
    }
    return picked.sorted()
  }
}
