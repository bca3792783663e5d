import TChartModel
import Testing

/// The dot columns of an answer where a line has a gap: found per requested line, joined when
/// adjacent, and cut back to whole columns when the rows read hit the budget.
@Suite("Gap columns")
struct GapColumnsTests {
  /// Rows at x = 0, 1, … 19 with `values(x)` for two lines.
  static func answer(lines: [Int], _ values: (Int) -> [Double]) -> SeriesWindowAnswer {
    let rows = (0..<20).map { SourceRow(order: Int64($0), x: Double($0), values: values($0)) }
    // 20 rows over 10 dot columns: x 0 is column 0, x 19 column 9; two rows a column, the
    // columns' edges at the halves.
    let request = SeriesWindowRequest(lower: 0, upper: 19, dotWidth: 10, lines: lines)
    return SeriesWindowAnswer(request: request, rows: rows, rowsFetched: rows.count)
  }

  @Test("the columns holding a gap of a requested line, adjacent ones joined")
  func ranges() {
    // Line 0 has gaps at x 4 and 6 (columns 2 and 3: one range), and 15 (column 8); line 1 at 10.
    let answer = Self.answer(lines: [0]) { x in
      [[4, 6, 15].contains(x) ? .nan : Double(x), x == 10 ? .nan : 1]
    }
    let rule = answer.request.rule
    #expect([4.0, 6, 15, 10].map(rule.column(of:)) == [2, 3, 7, 5])
    #expect(GapColumns(answer).ranges == [4...7, 14...15])
    var both = answer
    both.request.lines = [0, 1]
    #expect(GapColumns(both).ranges == [4...7, 10...11, 14...15])
    let none = Self.answer(lines: [0, 1]) { [Double($0), 2] }
    #expect(GapColumns(none).ranges.isEmpty)
  }

  @Test("past the budget, the column the reading stopped in is dropped")
  func budget() {
    let answer = Self.answer(lines: [0]) { [$0 % 3 == 0 ? .nan : Double($0), 0] }
    let gaps = GapColumns(answer)
    let read = answer.rows
    #expect(gaps.completeColumns(of: read[..<7].map { $0 }, limit: 7).count == 7)
    // 8 rows read with a limit of 7: the 8th (x 7, column 3) may be one of several of column 3.
    let cut = gaps.completeColumns(of: read[..<8].map { $0 }, limit: 7)
    #expect(cut.map(\.x) == [0, 1, 2, 3, 4, 5])
  }
}
