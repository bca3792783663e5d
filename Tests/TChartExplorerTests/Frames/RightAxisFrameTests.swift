import TChartCells
import Testing

@testable import TChartExplorer

/// The frame of a table's three lines with `--right Rate` at 80×24, every cell's text (blank
/// braille cells, U+2800, are part of it). Checked by eye when written: Sales (2,000 → 5,900)
/// and Costs (1,500 → 3,450) fill the left axis' 2K…6K; Rate's yearly saw (3 → 8.5) fills the
/// height on its own axis (4…10) at the right edge; the mini-map fits each line on its own; the
/// legend marks Rate with `▸`.
@Suite("Right axis frames")
struct RightAxisFrameTests {
  func state() throws -> ExplorerState {
    var options = ExplorerOptions()
    options.right = ["Rate"]
    return try ExplorerState(chartSets: [RightAxisTests.table], options: options)
  }

  @Test func oneOfThreeLinesOnTheRightAt80x24() throws {
    let actual = ExplorerScreen.render(state: try state(), size: Size(width: 80, height: 24)).lines
    #expect(actual.count == Self.at80x24.count)
    for (row, (line, want)) in zip(actual, Self.at80x24).enumerated() {
      #expect(line == want, "row \(row)")
    }
  }

  /// The right axis, Rate's alone, reads in Rate's colour; the left one, shared by Sales and
  /// Costs, in the theme's (a line's colour would say it is that line's).
  @Test func anAxisOfOneLineTakesItsColour() throws {
    let state = try state()
    let buffer = ExplorerScreen.render(state: state, size: Size(width: 80, height: 24))
    let rate = Theme.terminal.lineStyle(state.coloredChartSet.lines[2].color)
    let labels = { (area: Rect) in
      (area.y..<area.maxY).flatMap { y in
        (area.x..<area.maxX).filter { buffer[$0, y].scalar != " " }.map { buffer[$0, y].style }
      }
    }
    let right = labels(state.layout.rightAxis)
    #expect(!right.isEmpty && right.allSatisfy { $0 == rate })
    let left = labels(state.layout.yAxis)
    #expect(!left.isEmpty && left.allSatisfy { $0 == Theme.terminal.axisLabel })
  }

  /// The tooltip marks Rate as the legend does.
  @Test func theTooltipMarksTheRightLine() throws {
    var options = ExplorerOptions()
    options.right = ["Rate"]
    options.indicator = 0.5
    let state = try ExplorerState(chartSets: [RightAxisTests.table], options: options)
    let text = ExplorerScreen.render(state: state, size: Size(width: 80, height: 24)).lines
    #expect(text.contains { $0.contains("│ ● Rate ▸ ") })
    #expect(text.contains { $0.contains("│ ● Costs ") })
  }

  /// The SVG picture fits Rate to the right ticks and names it with `▸`.
  @Test func thePictureHasTheRightAxisToo() throws {
    let picture = try state().picture
    #expect(picture.lines.map(\.name) == ["Sales", "Costs", "Rate ▸"])
    #expect(picture.rightYTicks.map(\.label) == ["4", "6", "8", "10"])
    let rate = picture.lines[2].polylines.flatMap { $0 }.map(\.y)
    #expect(rate.min()! >= 0 && rate.max()! <= 1 && rate.max()! - rate.min()! > 0.5)
  }

  static let at80x24: [String] = [
    "1/1  shop  ·  Mar 3 2018 – May 16 2021                                          ",
    "    6K ⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⣀⠤⠒ 10",
    "       ⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⢀⣀⠤⠒⠉⠉⠀⠀⠀   ",
    "       ⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⢀⡠⠤⠒⠒⠉⠁⠀⠀⠀⠀⠀⠀⠀⠀   ",
    "    5K ⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⣴⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⡠⡆⠂⠂⠂⠂⠂⠂⠂⠂⢀⡠⠔⠒⠊⠁⠂⠂⠂⠂⠂⢀⢴⠂⠂⠂⠂⠂⠂⠂   ",
    "       ⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⡠⠊⠸⡀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⢠⠊⠀⢇⠀⠀⠀⣀⠤⠔⠒⠉⠁⠀⠀⠀⠀⠀⠀⠀⠀⠀⡔⠁⢸⠀⠀⠀⠀⠀⠀⠀ 8 ",
    "       ⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⢠⠊⠀⠀⠀⡇⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⢀⠔⠁⢀⡠⢼⠒⠒⠉⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⡠⠊⠀⠀⠈⡆⠀⠀⠀⠀⠀⠀   ",
    "    4K ⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⢀⠔⠁⠄⠄⠄⠄⡇⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⢀⡴⠕⠒⠊⠁⠄⢸⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⡠⠊⠄⠄⠄⠄⠄⡇⠄⠄⠄⠄⠄⠄   ",
    "       ⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⢀⠔⠁⠀⠀⠀⠀⠀⠀⢇⠀⠀⠀⠀⠀⠀⠀⣀⡠⠤⠔⠒⡩⠋⠀⠀⠀⠀⠀⠀⠸⡀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⢠⠊⠀⠀⠀⠀⠀⠀⠀⡇⠀⠀⠀⠀⠀⠀   ",
    "       ⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⡠⠊⠀⠀⠀⠀⠀⠀⠀⠀⢸⠀⠀⣀⠤⠤⠒⠉⠀⠀⠀⢀⠔⠁⠀⠀⠀⠀⠀⠀⠀⠀⡇⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⡠⠃⠀⠀⠀⠀⠀⠀⠀⠀⣇⣀⣀⣀⠤⠔⠒ 6 ",
    "    3K ⡀⡀⡀⡀⡀⡀⡀⡀⢀⠔⠁⡀⡀⡀⡀⡀⡀⢀⣀⠤⢼⠒⠉⡀⡀⡀⡀⡀⡀⡀⡠⠊⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡇⡀⡀⡀⡀⡀⡀⡀⡀⡠⢊⣀⣀⣀⠤⠤⠒⠒⠒⠊⠉⢹⡀⡀⡀⡀⡀⡀   ",
    "       ⠀⠀⠀⠀⠀⠀⢀⠔⠁⠀⠀⠀⣀⡠⠤⠔⠊⠁⠀⠀⠘⡄⠀⠀⠀⠀⠀⠀⡠⠊⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⣣⣀⣀⡠⠤⠔⠒⢒⠖⠉⠁⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⢸⠀⠀⠀⠀⠀⠀   ",
    "       ⠀⠀⠀⠀⠀⡠⠊⣀⠤⠤⠒⠉⠀⠀⠀⠀⠀⠀⠀⠀⠀⡇⠀⠀⠀⠀⡠⠊⠀⠀⠀⢀⣀⣀⣀⠤⠔⠒⠒⠒⠉⠉⢸⠀⠀⠀⠀⢀⠔⠁⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⢸⠀⠀⠀⠀⠀⡠   ",
    "       ⠀⣀⣀⢤⠜⠒⠉⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⢀⣇⡠⠤⠤⡴⠓⠒⠒⠊⠉⠁⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⢸⠀⠀⠀⢀⠎⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⢸⠀⠀⠀⢀⠜⠀ 4 ",
    "    2K ⠉⠁⡠⠃⠁⠁⠁⠁⠁⠁⣀⡠⠤⠤⠤⠔⠒⠉⠉⠉⠁⢣⠁⡠⠊⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠘⡄⢀⠔⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⡇⠁⡠⠃⠁⠁   ",
    "       ⣠⠮⠤⠤⠔⠒⠊⠉⠉⠉⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⢸⠜⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⡧⠃⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⡧⠊⠀⠀⠀⠀   ",
    "          Jul 2018   Jan 2019   Jul 2019  Jan 2020   Jul 2020   Jan 2021        ",
    "       ▐⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⢀⣀⡠⠤⠒⠒⠙⡄⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⣀⡠⠤⠔⠒⠉⢣⠀⠀⠀⠀⠀⢀⣀⣀⣀⣀⣀⣀⡠⠤⣤⣤⠤⠤⠒⠚⠛⡖⠒⠒⠒⠉⠉▌   ",
    "       ▐⠀⠀⠀⠀⠀⢀⣀⠤⠤⠒⠊⠉⠁⠀⠀⠀⠀⠀⠀⠱⡀⢀⣀⣀⣀⣀⣠⣤⡤⠤⠴⠶⠭⠭⠒⠒⠒⠒⠒⠒⠚⢏⠉⠉⠉⠉⠁⠀⣀⣀⠤⠔⠒⠊⠉⠀⠀⠀⠀⠀⠀⠀⢣⠀⠀⠀⠀⠀▌   ",
    "       ▐⣤⣤⠶⠮⠭⠥⠤⠤⠤⠒⠒⠒⠒⠒⠊⠉⠉⠉⠉⠉⢫⡡⠤⠒⠒⠉⠁⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠘⣄⠤⠔⠒⠊⠉⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠘⣄⠤⠤⠒⠊▌   ",
    "       Mar 3 2018                                                 May 16 2021   ",
    "        ●━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━●    ",
    "1 Sales 5,900  2 Costs 3,450  3 Rate ▸ 4.5                                      ",
    "                                                                          ? help",
  ]
}
