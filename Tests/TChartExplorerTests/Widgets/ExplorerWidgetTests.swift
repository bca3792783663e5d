import TChartModel
import Testing

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

  @Test func tooltipRightOfTheCursor() {
    let tooltip = Tooltip(title: "Sat, Mar 3 2018", rows: rows, anchor: 2, theme: .terminal)
    #expect(
      draw(tooltip, Size(width: 26, height: 6)).split(separator: "\n").map(String.init) == [
        "    ╭─────────────────╮   ",
        "    │ Sat, Mar 3 2018 │   ",
        "    │ ● Joined  1,234 │   ",
        "    │ ● Left       56 │   ",
        "    ╰─────────────────╯   ",
        "                          ",
      ])
  }

  @Test func tooltipFlipsLeftNearTheRightEdgeAndMovesDownForMarkers() {
    let tooltip = Tooltip(
      title: "Sat, Mar 3 2018", rows: rows, anchor: 24, avoidRows: [1, 2], theme: .terminal)
    let text = draw(tooltip, Size(width: 26, height: 7))
    #expect(
      text.split(separator: "\n").map(String.init) == [
        String(repeating: " ", count: 26),
        String(repeating: " ", count: 26),
        "    ╭─────────────────╮   ",
        "    │ Sat, Mar 3 2018 │   ",
        "    │ ● Joined  1,234 │   ",
        "    │ ● Left       56 │   ",
        "    ╰─────────────────╯   ",
      ])
  }

  /// Too wide for either side of the cursor: the box narrows on the roomier side (names cut,
  /// the date and values kept) instead of covering the cursor.
  @Test func tooltipNarrowsBesideTheCursorRatherThanCoverIt() {
    let fruit = [
      Tooltip.Row(mark: .plain, name: "Apples", value: "35,310"),
      Tooltip.Row(mark: .plain, name: "Oranges", value: "30,180"),
    ]
    let right = Tooltip(title: "Sat, Apr 6 2019", rows: fruit, anchor: 2, theme: .terminal)
    #expect(right.frame(in: Rect(x: 0, y: 0, width: 30, height: 5)).width == 21)
    #expect(
      draw(right, Size(width: 23, height: 5)).split(separator: "\n").map(String.init) == [
        "    ╭─────────────────╮",
        "    │ Sat, Apr 6 2019 │",
        "    │ ● Apples 35,310 │",
        "    │ ● Orange 30,180 │",
        "    ╰─────────────────╯",
      ])
    let left = Tooltip(title: "Sat, Apr 6 2019", rows: fruit, anchor: 20, theme: .terminal)
    #expect(
      left.frame(in: Rect(x: 0, y: 0, width: 23, height: 5))
        == Rect(x: 0, y: 0, width: 19, height: 5))
    // Narrower than the date needs: clamped over the cursor, as before.
    #expect(
      right.frame(in: Rect(x: 0, y: 0, width: 20, height: 5))
        == Rect(x: 0, y: 0, width: 20, height: 5))
  }

  /// Values win over names when the box is cut.
  @Test func tooltipIsClampedAndCutInANarrowArea() {
    let tooltip = Tooltip(title: "Sat, Mar 3 2018", rows: rows, anchor: 6, theme: .terminal)
    #expect(
      tooltip.frame(in: Rect(x: 0, y: 0, width: 12, height: 4))
        == Rect(x: 0, y: 0, width: 12, height: 4))
    let text = draw(tooltip, Size(width: 12, height: 4))
    #expect(
      text.split(separator: "\n").map(String.init) == [
        "╭──────────╮",
        "│ Sat, Mar │",
        "│ ●  1,234 │",
        "╰──────────╯",
      ])
    #expect(tooltip.frame(in: Rect(x: 0, y: 0, width: 4, height: 4)) == .zero)
    #expect(draw(tooltip, Size(width: 0, height: 0)) == "")
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
