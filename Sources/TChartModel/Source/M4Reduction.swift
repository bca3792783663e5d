/// M4 over rows already fetched: per dot column of a rule and per line, the first and last
/// rows, a row of the smallest and of the largest real value (the earliest on a tie), and the
/// first and last gap rows; rows outside the window are kept as they are (the neighbours).
/// What a ``BlockSummary``'s rows and a database's answer for the cut blocks reduce to.
public enum M4Reduction {
  /// The M4 rows of `rows` (in table order) for `lines` at `rule`, in table order.
  public static func reduce(_ rows: [SourceRow], rule: DotColumnRule, lines: [Int])
    -> [SourceRow]
  {
    var kept: [SourceRow] = []
    var start = 0
    while start < rows.count {
      let x = rows[start].x
      guard x >= rule.lower && x <= rule.upper else {
        kept.append(rows[start])
        start += 1
        continue
      }
      let column = rule.column(of: x)
      var end = start + 1
      while end < rows.count && rows[end].x <= rule.upper && rule.column(of: rows[end].x) == column
      {
        end += 1
      }
      var picked: Set<Int> = [start, end - 1]
      for line in lines {
        var smallest: Int?
        var largest: Int?
        var firstGap: Int?
        var lastGap: Int?
        for index in start..<end {
          let value = line < rows[index].values.count ? rows[index].values[line] : .nan
          guard value.isFinite else {
            if firstGap == nil { firstGap = index }
            lastGap = index
            continue
          }
          if smallest.map({ value < rows[$0].values[line] }) ?? true { smallest = index }
          if largest.map({ value > rows[$0].values[line] }) ?? true { largest = index }
        }
        for index in [smallest, largest, firstGap, lastGap] {
          if let index { picked.insert(index) }
        }
      }
      kept.append(contentsOf: picked.sorted().map { rows[$0] })
      start = end
    }
    return kept
  }
}
