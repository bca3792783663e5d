import Testing

@testable import TChartCells
@testable import TChartRender

/// The tooltip on the status line: the longest date form that leaves room for a row, as many
/// rows as fit, `+N more` (with `(/)` when it fits), the total last, the hint only with room.
@Suite struct InlineTooltipTests {
  let titles = ["Sun, May 2 2021 23:59", "May 2 23:59", "23:59"]

  func rows(_ count: Int) -> [Tooltip.Row] {
    (1...count).map { Tooltip.Row(mark: .plain, name: "Line \($0)", value: "\($0 * 10)") }
  }

  func line(_ rows: [Tooltip.Row], total: Tooltip.Row? = nil, width: Int) -> String {
    let tooltip = Tooltip(
      title: titles[0], shorterTitles: Array(titles.dropFirst()), rows: rows, total: total,
      anchor: 0, theme: .terminal)
    var buffer = ScreenBuffer(size: Size(width: width, height: 1))
    InlineTooltip(tooltip).render(into: &buffer, area: buffer.area)
    return buffer.line(0)
  }

  @Test func everythingFitsWithTheHint() {
    #expect(
      line(rows(2), width: 60)
        == "Sun, May 2 2021 23:59 · ● Line 1 10 · ● Line 2 20     ? help")
  }

  @Test func rowsThatDoNotFitAreCounted() {
    #expect(
      line(rows(23), width: 60)
        == "Sun, May 2 2021 23:59 · ● Line 1 10 · ● Line 2 20 · +21 more")
    #expect(
      line(rows(23), width: 70)
        == "Sun, May 2 2021 23:59 · ● Line 1 10 · ● Line 2 20 · +21 more (/)".padding(70))
  }

  /// The date shortens (whole) before the first row's name is cut, and the name before the
  /// value.
  @Test func aNarrowLineShortensTheDateThenCutsTheName() {
    #expect(line(rows(23), width: 36) == "May 2 23:59 · ● Line 1 10 · +22 more")
    #expect(line(rows(23), width: 31) == "May 2 23:59 · ● Line 1 10 · +22")
    #expect(line(rows(23), width: 30) == "May 2 23:59 · ● Line… 10 · +22")
    #expect(line(rows(23), width: 25) == "23:59 · ● Line 1 10 · +22")
    #expect(line(rows(23), width: 22) == "23:59 · ● Li… 10 · +22")
  }

  /// Narrower still, the date goes before the last value row does (issue 26).
  @Test func aValueRowOutlastsTheDate() {
    #expect(line(rows(23), width: 21) == "23:59 · ● L… 10 · +22")
    #expect(line(rows(23), width: 20) == "● Line 1 10 · +22   ")
    #expect(line(rows(23), width: 14) == "● Li… 10 · +22")
    #expect(line(rows(1), width: 11) == "● Line 1 10")
    #expect(line(rows(1), width: 10) == "● Line… 10")
  }

  @Test func theTotalStaysLast() {
    let total = Tooltip.Row(mark: .plain, name: "All", value: "276")
    #expect(
      line(rows(23), total: total, width: 44)
        == "May 2 23:59 · ● Line 1 10 · +22 · ● All 276".padding(44))
  }
}
