import TChartSources
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
    let all = gaps.completeColumns(of: RangeRows(rows: Array(read[..<7]), isCut: false))
    #expect(all.rows.count == 7 && all.unread == nil)
    // 8 rows read with a limit of 7: the 7th (x 6, column 3) may be one of several of column 3.
    let cut = gaps.completeColumns(of: RangeRows(rows: Array(read[..<7]), isCut: true))
    #expect(cut.rows.map(\.x) == [0, 1, 2, 3, 4, 5])
    #expect(cut.unread == 3)
    // Cut before any row: every gap column is unread.
    #expect(gaps.completeColumns(of: RangeRows(rows: [], isCut: true)).unread == 0)
  }

  @Test("readings merged from several series are whole only before the first cut")
  func mergedReadings() {
    // Series a read to x 5 (its limit hit), b to x 9: only x < 5 is whole.
    let a = (0...5).map { SourceRow(order: 0, x: Double($0), values: [1, .nan]) }
    let b = (0...9).map { SourceRow(order: 0, x: Double($0) + 0.5, values: [.nan, 2]) }
    let read = RangeRows(merging: a + b, cutAt: 5, limit: 100)
    #expect(read.isCut)
    #expect(read.rows.map(\.x) == [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5])
    // And never more than the limit: cut at the x of the first row past it.
    let capped = RangeRows(merging: b, cutAt: nil, limit: 4)
    #expect(capped.isCut && capped.rows.count == 4)
    #expect(!RangeRows(merging: b, cutAt: nil, limit: 10).isCut)
  }

  @Test("gap columns not read are drawn from their first, last and extremes, gap rows dropped")
  func plainM4() {
    // One column of six rows (x 0…5 at a width of 2: column 0 holds x 0…2, column 1 x 3…5).
    let values: [Double] = [5, .nan, 1, 9, .nan, 4]
    let rows = values.enumerated().map {
      SourceRow(order: Int64($0), x: Double($0), values: [$1])
    }
    let request = SeriesWindowRequest(lower: 0, upper: 5, dotWidth: 2, lines: [0])
    let answer = SeriesWindowAnswer(request: request, rows: rows, rowsFetched: 6)
    let gaps = GapColumns(answer)
    #expect(gaps.ranges == [0...5])
    // Column 0 (not reduced) keeps its gap row x 1; column 1 keeps 9 (first, max), 4 (last,
    // min) and drops the gap at x 4.
    #expect(gaps.plainM4(answer, from: 1).map(\.x) == [0, 1, 2, 3, 5])
    #expect(gaps.plainM4(answer, from: 0).map(\.x) == [0, 2, 3, 5])
  }
}
