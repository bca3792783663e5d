import TChartCells
import TChartData
import Testing

@testable import TChartExplorer

/// Whole frames of the `list` layout with three chart sets, the second selected (its panel
/// with the mini-map and slider), the shared indicator on a date all three hold (each panel's
/// cursor and markers at its sample, no tooltip).
/// Checked by eye when written: each panel's title (`▶` on the selected one), its compact
/// graph with the `one` layout's axes, its legend with the values at its indicator.
@Suite("List layout frames")
struct ListFrameTests {
  static let third = ChartSet(
    name: "Third", x: (0..<60).map { Fixtures.start + Double($0) * Fixtures.day },
    lines: [
      Series(
        id: "y0", name: "C", color: RGBColor(hex: "#3CC23F")!,
        values: (0..<60).map { 50 + Double(($0 * 37) % 23) })
    ])

  static func state(_ size: Size) -> ExplorerState {
    var state = ExplorerState(
      chartSets: [Fixtures.daily, Fixtures.second, third], screenSize: size)
    // A date every chart set holds: all three draw the shared cursor and values.
    state.navigation.views[0].indicator = 20
    // One → split → list.
    reduce(into: &state, action: .input(.key(.character("v"))))
    reduce(into: &state, action: .input(.key(.character("v"))))
    reduce(into: &state, action: .input(.key(.down)))
    return state
  }

  static func frame(_ size: Size) -> [String] {
    ExplorerScreen.render(state: state(size), size: size).lines
  }

  @Test func threeSetsAt80x24() {
    let actual = Self.frame(Size(width: 80, height: 24))
    #expect(actual.count == Self.at80x24.count)
    for (row, (line, want)) in zip(actual, Self.at80x24).enumerated() {
      #expect(line == want, "row \(row)")
    }
  }

  @Test(arguments: [Size(width: 120, height: 40), Size(width: 200, height: 60)])
  func everyPanelAndTheStatusLineAtLargerSizes(_ size: Size) {
    let lines = Self.frame(size)
    let state = Self.state(size)
    let layout = state.layouts.list(
      size: state.terminal.size, count: state.feed.chartSets.count,
      selected: state.navigation.chartIndex)
    #expect(layout.panels.map(\.index) == [0, 1, 2])
    for panel in layout.panels {
      let title = lines[panel.title.y]
      #expect(title.contains("\(panel.index + 1)/3"))
      #expect(title.hasPrefix(panel.index == 1 ? "▶" : " "))
      #expect(!lines[panel.legend.y].trimmingCharacters(in: .whitespaces).isEmpty)
    }
    #expect(lines[size.height - 1].hasPrefix(ExplorerScreen.listHint))
    // The panels fill the screen down to the status line.
    #expect(layout.panels.last?.frame.maxY == size.height - 1)
  }

  static let at80x24: [String] = [
    "  1/3  Daily  ·  Mar 3 – Jul 26 2018                                            ",
    "       ⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀│⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⣀⣀⣀⠤⠤⠤⠒⠒",
    "       ⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀│⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⣀⣀⣀⠤⠤⠤⠒⠒⠒⠉⠉⠉⠀⠀⠀⠀⠀⠀⠀⠀",
    "   10K ⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄│⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⢀⣀⣀⠤⠤⠤⠒⠒⠒⠉⠉⠉⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄",
    "       ⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀│⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⢀⣀⣀⡠⠤⠤⠔⠒⠒⠊⠉⠉⠁⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀",
    "       ⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀│⠀⠀⠀⠀⠀⠀⢀⣀⣀⡠⠤⠤⠔⠒⠒⠊⠉⠉⠁⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀",
    "       ⠀⠀⠀⠀⠀⠀⣀⣀⣀⠤●⠔⠒⠒⠊⠉⠉⠁⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀",
    "       ⣒⣒⣒⣉⣉⣉⣀⣀⣀⣀●⣀⣠⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣤⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒⣊⣉",
    "                 Apr 2018       May 2018        Jun 2018       Jul 2018         ",
    "1 Joined 300  2 Left 80  3 Views 3,000                                          ",
    "▶ 2/3  Second  ·  Mar 3 – Apr 1 2018                                            ",
    "       ⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠢⠤⠤⠤⠤⠤⠤⠤⠤●⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⣀⣀⣠⣤",
    "       ⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀│⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⣀⣀⠤⠒⠊⠁⠀⠀⠀",
    "       ⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀│⠀⠀⠀⠀⠀⢀⣀⣀⠤⠤⠒⠉⠉⠀⠀⠀⠀⠀⠀⠀⠀⠀",
    "   500 ⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⣀●⡠⠤⠔⠊⠉⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁",
    "       ⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⣀⣀⡠⠤⠤⠒⠒⠊⠉⠉⠀│⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀",
    "       ⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⢀⣀⣀⣀⡠⠤⠤⠒⠒⠊⠉⠉⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀│⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀",
    "     0 ⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⡠⠤⠤⠤⠤⠤⠤⠤⠒⠒⠒⠒⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀│⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀",
    "          Mar 5           Mar 12            Mar 19           Mar 26             ",
    "       ▐⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⣒⣒⣒⣒⣒⣒⣒⡲⠶⠶⠶⠶⠖⠒⠒⠒⠒⠚▌",
    "       ▐⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⡠⠤⠀⠀⠀⠀⠠⠤⠤⠤⠤⠤⠤⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀▌",
    "        ●━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━● ",
    "1 A 400  2 B 840                                                                ",
    "↑↓ select · Enter open · v cards                                          ? help",
  ]
}
