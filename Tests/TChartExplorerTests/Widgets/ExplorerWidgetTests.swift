import Testing

@testable import TChartCells
@testable import TChartRender

@Suite("Explorer widgets")
struct ExplorerWidgetTests {
  let rows = [
    Tooltip.Row(mark: .plain, name: "Joined", value: "1,234"),
    Tooltip.Row(mark: .plain, name: "Left", value: "56"),
  ]

  func draw(_ widget: some Widget, _ size: Size) -> String {
    var buffer = ScreenBuffer(size: size)
    widget.render(into: &buffer, area: buffer.area)
    return buffer.text
  }

  func lines(_ widget: some Widget, _ size: Size) -> [String] {
    draw(widget, size).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test func tooltipRightOfTheCursor() {
    let tooltip = Tooltip(title: "Sat, Mar 3 2018", rows: rows, anchor: 2, theme: .terminal)
    #expect(
      lines(tooltip, Size(width: 30, height: 10)).prefix(6) == [
        "    ╭─────────────────╮       ",
        "    │ Sat, Mar 3 2018 │       ",
        "    │ ● Joined  1,234 │       ",
        "    │ ● Left       56 │       ",
        "    ╰─────────────────╯       ",
        "                              ",
      ])
  }

  @Test func tooltipFlipsLeftNearTheRightEdgeAndMovesDownForMarkers() {
    let tooltip = Tooltip(
      title: "Sat, Mar 3 2018", rows: rows, anchor: 28, avoidRows: [1, 2], theme: .terminal)
    #expect(
      lines(tooltip, Size(width: 30, height: 10)).suffix(6) == [
        String(repeating: " ", count: 30),
        "        ╭─────────────────╮   ",
        "        │ Sat, Mar 3 2018 │   ",
        "        │ ● Joined  1,234 │   ",
        "        │ ● Left       56 │   ",
        "        ╰─────────────────╯   ",
      ])
  }

  /// Too wide for either side of the cursor: the box narrows on the roomier side (names cut
  /// with `…`, the date and values kept) instead of covering the cursor.
  @Test func tooltipNarrowsBesideTheCursorRatherThanCoverIt() {
    let fruit = [
      Tooltip.Row(mark: .plain, name: "Apples", value: "35,310"),
      Tooltip.Row(mark: .plain, name: "Oranges", value: "30,180"),
    ]
    let right = Tooltip(title: "Sat, Apr 6 2019", rows: fruit, anchor: 2, theme: .terminal)
    #expect(right.frame(in: Rect(x: 0, y: 0, width: 60, height: 10)).width == 21)
    #expect(
      lines(right, Size(width: 23, height: 10)).prefix(5) == [
        "    ╭─────────────────╮",
        "    │ Sat, Apr 6 2019 │",
        "    │ ● Apples 35,310 │",
        "    │ ● Orang… 30,180 │",
        "    ╰─────────────────╯",
      ])
    let left = Tooltip(title: "Sat, Apr 6 2019", rows: fruit, anchor: 20, theme: .terminal)
    #expect(
      left.frame(in: Rect(x: 0, y: 0, width: 23, height: 10))
        == Rect(x: 0, y: 0, width: 19, height: 5))
    // Too narrow for the date on either side: clamped over the cursor, as before.
    #expect(
      right.frame(in: Rect(x: 0, y: 0, width: 20, height: 10))
        == Rect(x: 1, y: 0, width: 19, height: 5))
  }

  /// A third of a narrow area: the date takes a shorter form (whole numbers), the names are
  /// cut with `…`, the values stay whole.
  @Test func tooltipShortensTheDateAndCutsNamesInANarrowArea() {
    let tooltip = Tooltip(
      title: "Sat, Mar 3 2018 14:00", shorterTitles: ["Mar 3 14:00", "14:00"], rows: rows,
      anchor: 2, theme: .terminal)
    #expect(
      lines(tooltip, Size(width: 30, height: 10)).prefix(5) == [
        "    ╭────────────╮            ",
        "    │ 14:00      │            ",
        "    │ ● J… 1,234 │            ",
        "    │ ● Left  56 │            ",
        "    ╰────────────╯            ",
      ])
    #expect(tooltip.frame(in: Rect(x: 0, y: 0, width: 4, height: 4)) == .zero)
    #expect(draw(tooltip, Size(width: 0, height: 0)) == "")
  }

  /// 23 rows in half of 12 rows: two rows, then `+21 more (/)` (the picker shows them all).
  @Test func tooltipSaysHowManyRowsDidNotFit() {
    let many = (1...23).map { Tooltip.Row(mark: .plain, name: "S\($0)", value: "\($0)") }
    let tooltip = Tooltip(title: "Sat, Mar 3 2018", rows: many, anchor: 2, theme: .terminal)
    let fit = tooltip.fit(in: Rect(x: 0, y: 0, width: 60, height: 12))
    #expect(fit.rows.map(\.name) == ["S1", "S2"])
    #expect(fit.more == 21)
    #expect(
      lines(tooltip, Size(width: 60, height: 12)).prefix(6).map { String($0.prefix(23)) } == [
        "    ╭─────────────────╮",
        "    │ Sat, Mar 3 2018 │",
        "    │ ● S1          1 │",
        "    │ ● S2          2 │",
        "    │ +21 more (/)    │",
        "    ╰─────────────────╯",
      ])
  }

  /// The bars' `All` stays the last row when rows are cut: `+N more` comes before it.
  @Test func tooltipKeepsTheTotalLast() {
    let bars = (1...5).map { Tooltip.Row(mark: .plain, name: "B\($0)", value: "\($0)") }
    let tooltip = Tooltip(
      title: "Sat, Mar 3 2018", rows: bars,
      total: Tooltip.Row(mark: .plain, name: "All", value: "15"), anchor: 2, theme: .terminal)
    let fit = tooltip.fit(in: Rect(x: 0, y: 0, width: 60, height: 12))
    #expect(fit.rows.map(\.name) == ["B1"])
    #expect(fit.more == 4)
    #expect(fit.total?.name == "All")
    #expect(fit.frame.height == 6)
  }

  @Test func helpColumnsKeepSectionsAndNeverEndWithATitle() {
    let help = HelpOverlay(
      sections: [
        HelpSection(title: "A", rows: [HelpRow(label: "a", description: "one")]),
        HelpSection(
          title: "B",
          rows: [
            HelpRow(label: "b", description: "two"), HelpRow(label: "c", description: "three"),
          ]),
      ], theme: .terminal)
    #expect(help.columns(height: 4, keepSections: true).map(\.count) == [2, 3])
    #expect(help.columns(height: 4, keepSections: false).map(\.count) == [2, 3])
    #expect(help.columns(height: 3, keepSections: false).map(\.count) == [2, 3])
    #expect(help.columns(height: 2, keepSections: false).map(\.count) == [2, 2, 1])
    #expect(help.columns(height: 0, keepSections: true).isEmpty)
  }
}
