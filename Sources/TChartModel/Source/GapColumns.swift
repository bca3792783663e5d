/// The dot columns of an M4 answer where a requested line has a gap (a row whose value is
/// missing), as x ranges to read whole.
///
/// M4 rows are enough for a gap-free column: its dots are the vertical span of its extremes
/// plus the joins to its neighbours, all among its first, last, smallest and largest rows. In a
/// column with a gap the line breaks into runs, each drawn as its own vertical span, and the
/// runs' extremes are not among the column's (nor can SQL give them without ordering the rows:
/// a run is a stretch between gaps). So those columns are read whole; the frame then draws them
/// from every row, as from a file.
public struct GapColumns: Sendable, Equatable {
  /// The window's rule.
  public let rule: DotColumnRule
  /// The x ranges of the gap columns (adjacent columns joined), from each column's first to
  /// its last row in the answer: every row of the column lies there.
  public let ranges: [ClosedRange<Double>]

  /// The gap columns of `answer`.
  public init(_ answer: SeriesWindowAnswer) {
    let rule = answer.request.rule
    let lines = answer.request.lines
    self.rule = rule
    var ranges: [ClosedRange<Double>] = []
    var lastColumn = Int.min
    var start = 0
    let rows = answer.rows
    while start < rows.count {
      let x = rows[start].x
      guard x >= rule.lower && x <= rule.upper else {
        start += 1
        continue
      }
      let column = rule.column(of: x)
      var end = start + 1
      while end < rows.count && rows[end].x <= rule.upper && rule.column(of: rows[end].x) == column
      {
        end += 1
      }
      let hasGap = rows[start..<end].contains { row in
        lines.contains { $0 < row.values.count && row.values[$0].isNaN }
      }
      if hasGap {
        let range = rows[start].x...rows[end - 1].x
        if column == lastColumn + 1, let previous = ranges.last {
          ranges[ranges.count - 1] = previous.lowerBound...range.upperBound
        } else {
          ranges.append(range)
        }
        lastColumn = column
      }
      start = end
    }
    self.ranges = ranges
  }

  /// Of `rows` (read in table order, the first `limit + 1` at most), those of the columns read
  /// whole, and the first column not read whole (`nil` when all were): past `limit` rows, the
  /// column of the last row read may be cut, so it is dropped.
  public func completeColumns(of rows: [SourceRow], limit: Int) -> (
    rows: ArraySlice<SourceRow>, unread: Int?
  ) {
    guard rows.count > limit, let last = rows.last else { return (rows[...], nil) }
    let cut = rule.column(of: last.x)
    let end = rows.firstIndex { rule.column(of: $0.x) >= cut } ?? rows.count
    return (rows[..<end], cut)
  }

  /// `answer`'s rows with the gap columns from `unread` on (those not read whole) reduced to
  /// their first, last, smallest and largest rows per line: their gap rows dropped, each is
  /// drawn as the vertical span of its extremes, which holds every run's span (the frame may
  /// fill a hole between runs, never miss a dot of one), and its joins stay those of its first
  /// and last rows.
  public func plainM4(_ answer: SeriesWindowAnswer, from unread: Int) -> [SourceRow] {
    let rows = answer.rows
    let lines = answer.request.lines
    var kept: [SourceRow] = []
    var start = 0
    while start < rows.count {
      let x = rows[start].x
      let column = rule.column(of: x)
      guard x >= rule.lower, x <= rule.upper, column >= unread,
        ranges.contains(where: { $0.contains(x) })
      else {
        kept.append(rows[start])
        start += 1
        continue
      }
      var end = start + 1
      while end < rows.count && rows[end].x <= rule.upper && rule.column(of: rows[end].x) == column
      {
        end += 1
      }
      var picked: Set<Int> = [start, end - 1]
      for line in lines {
        let real = (start..<end).filter {
          line < rows[$0].values.count && !rows[$0].values[line].isNaN
        }
        if let low = real.min(by: { rows[$0].values[line] < rows[$1].values[line] }) {
          picked.insert(low)
        }
        if let high = real.max(by: { rows[$0].values[line] < rows[$1].values[line] }) {
          picked.insert(high)
        }
      }
      kept += picked.sorted().map { rows[$0] }
      start = end
    }
    return kept
  }
}
