import Testing

@testable import TChartRender

@Suite("StatisticsTable")
struct StatisticsTableTests {
  func table(rows: Int = 2) -> StatisticsTable {
    let names = ["Joined", "Left the channel today", "Third"]
    return StatisticsTable(
      title: "Mar 1 – Mar 8 2019", headers: ["first", "last", "mean"],
      rows: (0..<rows).map {
        .init(mark: .plain, name: names[$0 % 3], cells: ["1,234", "\($0 * 7)", "12.5"])
      },
      border: .plain, text: .plain, header: .plain)
  }

  func draw(_ table: StatisticsTable, width: Int, height: Int) -> [String] {
    var buffer = ScreenBuffer(size: Size(width: width, height: height))
    table.render(into: &buffer, area: buffer.area)
    return (0..<height).map { buffer.line($0) }
  }

  @Test("a box at the bottom: title, right-aligned headers and cells, names cut with …")
  func layout() {
    let lines = draw(table(), width: 50, height: 6)
    #expect(
      lines == [
        "                                                  ",
        "╭─ Mar 1 – Mar 8 2019 ───────────────────────────╮",
        "│   line              first  last  mean          │",
        "│ ● Joined            1,234     0  12.5          │",
        "│ ● Left the channe…  1,234     7  12.5          │",
        "╰────────────────────────────────────────────────╯",
      ])
  }

  @Test("columns that do not fit are dropped from the right; rows give way to +N more")
  func fitting() {
    let narrow = draw(table(), width: 30, height: 5)
    #expect(narrow[1].contains("first") && !narrow[1].contains("last"))
    let short = draw(table(rows: 3), width: 50, height: 5)
    #expect(short[2].contains("Joined"))
    #expect(short[3].contains("+2 more"))
  }

  @Test(
    "never draws outside its area, down to nothing", arguments: [(0, 0), (5, 3), (12, 4), (80, 2)])
  func tiny(width: Int, height: Int) {
    _ = draw(table(), width: width, height: height)
  }
}
