import Testing

@testable import TChartCells
@testable import TChartRender

/// Whole pies as text (trailing spaces trimmed) and as colour maps (`PieFrames.colorMap`).
@Suite struct PieChartTests {
  /// The rows of `buffer` without trailing spaces.
  func rows(_ buffer: ScreenBuffer) -> [String] {
    buffer.lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
  }

  func colorRows(_ buffer: ScreenBuffer) -> [String] {
    PieFrames.colorMap(buffer).split(separator: "\n").map(String.init)
  }

  @Test("75/25 at 20×10: a round disc, 25% top left in colour 2, labels on their slices")
  func twoSlices() {
    let buffer = PieFrames.render(
      PieChart(values: [3, 1], colors: PieFrames.colors), width: 20, height: 10)
    #expect(
      rows(buffer) == [
        "    ⢀⣤⣶⣶⣿⣿⣿⣿⣶⣶⣤⡀",
        "  ⣠⣾⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣷⣄",
        " ⣴⣿⣿25%⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣦",
        "⢸⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⡇",
        "⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿",
        "⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿",
        "⢸⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⡇",
        " ⠻⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿75%⣿⣿⠟",
        "  ⠙⢿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⡿⠋",
        "    ⠈⠛⠿⠿⣿⣿⣿⣿⠿⠿⠛⠁",
      ])
    #expect(
      colorRows(buffer) == [
        "....222222111111....",
        "..2222222211111111..",
        ".222...222111111111.",
        "22222222221111111111",
        "22222222221111111111",
        "11111111111111111111",
        "11111111111111111111",
        ".111111111111...111.",
        "..1111111111111111..",
        "....111111111111....",
      ])
    #expect(buffer[4, 2].style == .plain)  // the 2 of `25%`: default foreground
    #expect(buffer[0, 0].style == .plain && buffer[0, 0].scalar == " ")
  }

  @Test("50/30/20 at 30×12: centred, clockwise from 12 o'clock in series order")
  func threeSlices() {
    let buffer = PieFrames.render(
      PieChart(values: [5, 3, 2], colors: PieFrames.colors), width: 30, height: 12)
    #expect(
      rows(buffer) == [
        "         ⣠⣤⣶⣾⣿⣿⣿⣿⣷⣶⣤⣄",
        "      ⢀⣴⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣦⡀",
        "     ⣴⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣦",
        "    ⣾⣿⣿⣿⣿20%⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣷",
        "   ⣸⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣇",
        "   ⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿",
        "   ⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿50%⣿⣿⣿",
        "   ⢹⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⡏",
        "    ⢿⣿⣿⣿30%⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⡿",
        "     ⠻⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⠟",
        "      ⠈⠻⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⠟⠁",
        "         ⠙⠛⠿⢿⣿⣿⣿⣿⡿⠿⠛⠋",
      ])
    #expect(
      colorRows(buffer) == [
        ".........333333111111.........",
        "......333333333111111111......",
        ".....33333333331111111111.....",
        "....33333...33311111111111....",
        "...222333333333111111111111...",
        "...222222222333111111111111...",
        "...222222222222111111...111...",
        "...222222222222111111111111...",
        "....2222...222211111111111....",
        ".....22222222221111111111.....",
        "......222222222111111111......",
        ".........222222111111.........",
      ])
  }

  @Test("monochrome: no colours; slice 1 solid, slice 2 checkered")
  func monochromePatterns() {
    let buffer = PieFrames.render(
      PieChart(values: [3, 1], colors: PieFrames.colors, monochrome: true), width: 20, height: 10)
    #expect(
      rows(buffer) == [
        "    ⢀⢄⢔⢔⢕⢕⣿⣿⣶⣶⣤⡀",
        "  ⢀⢔⢕⢕⢕⢕⢕⢕⣿⣿⣿⣿⣿⣿⣷⣄",
        " ⢔⢕⢕25%⢕⢕⢕⣿⣿⣿⣿⣿⣿⣿⣿⣦",
        "⢐⢕⢕⢕⢕⢕⢕⢕⢕⢕⣿⣿⣿⣿⣿⣿⣿⣿⣿⡇",
        "⢕⢕⢕⢕⢕⢕⢕⢕⢕⢕⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿",
        "⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿",
        "⢸⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⡇",
        " ⠻⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿75%⣿⣿⠟",
        "  ⠙⢿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⡿⠋",
        "    ⠈⠛⠿⠿⣿⣿⣿⣿⠿⠿⠛⠁",
      ])
    #expect(buffer.cells.allSatisfy { $0.style == .plain })
  }

  @Test("one slice: the whole disc in its colour, labelled 100% at the centre")
  func oneSlice() {
    let buffer = PieFrames.render(
      PieChart(values: [1], colors: PieFrames.colors), width: 20, height: 10)
    #expect(
      rows(buffer) == [
        "    ⢀⣤⣶⣶⣿⣿⣿⣿⣶⣶⣤⡀",
        "  ⣠⣾⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣷⣄",
        " ⣴⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣦",
        "⢸⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⡇",
        "⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿",
        "⣿⣿⣿⣿⣿⣿⣿⣿⣿100%⣿⣿⣿⣿⣿⣿⣿",
        "⢸⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⡇",
        " ⠻⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⠟",
        "  ⠙⢿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⡿⠋",
        "    ⠈⠛⠿⠿⣿⣿⣿⣿⠿⠿⠛⠁",
      ])
    #expect(
      colorRows(buffer) == [
        "....111111111111....",
        "..1111111111111111..",
        ".111111111111111111.",
        "11111111111111111111",
        "11111111111111111111",
        "111111111....1111111",
        "11111111111111111111",
        ".111111111111111111.",
        "..1111111111111111..",
        "....111111111111....",
      ])
  }
}
