import TChartData

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
  /// The lines asked for.
  public let lines: [Int]
  /// The gap columns, increasing.
  public let columns: [Int]
  /// The x ranges of the gap columns (adjacent columns joined), from each column's first to
  /// its last row in the answer: every row of the column lies there.
  public let ranges: [ClosedRange<Double>]

  /// The gap columns of `answer`.
  public init(_ answer: SeriesWindowAnswer) {
    let rule = answer.request.rule
    let lines = answer.request.lines
    let rows = answer.rows
    var columns: [Int] = []
    var ranges: [ClosedRange<Double>] = []
    M4Reduction.forEachColumn(of: rows, rule: rule) { range, column in
      guard let column else { return }
      let hasGap = rows[range].contains { row in
        lines.contains { $0 < row.values.count && row.values[$0].isNaN }
      }
      guard hasGap else { return }
      let span = rows[range.lowerBound].x...rows[range.upperBound - 1].x
      if columns.last == column - 1, let previous = ranges.last {
        ranges[ranges.count - 1] = previous.lowerBound...span.upperBound
      } else {
        ranges.append(span)
      }
      columns.append(column)
    }
    self.rule = rule
    self.lines = lines
    self.columns = columns
    self.ranges = ranges
  }

  /// Of the rows `read`, those of the columns read whole, and the first column not read whole
  /// (`nil` when all were): where the reading was cut, the column of its last row may hold
  /// more rows, so it is dropped.
  public func completeColumns(of read: RangeRows) -> (
    rows: ArraySlice<SourceRow>, unread: Int?
  ) {
    let rows = read.rows
    guard read.isCut else { return (rows[...], nil) }
    guard let last = rows.last else { return ([], columns.first) }
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
    let unreadColumns = Set(columns.filter { $0 >= unread })
    return M4Reduction.reduce(
      answer.rows, rule: rule, lines: lines, keepingGaps: false,
      columns: unreadColumns.contains)
  }
}
