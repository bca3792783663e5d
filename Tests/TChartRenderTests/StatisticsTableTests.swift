import Testing

@testable import TChartCells
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

  /// The explorer's nine columns, with cells as wide as real ones.
  func wide(rows: Int, names: [String] = ["MSFT", "GOOG", "A very long line name indeed"])
    -> StatisticsTable
  {
    StatisticsTable(
      title: "Jan 2000 – Mar 2010",
      headers: [
        "first", "last", "change", "min (at)", "max (at)", "mean", "values", "gaps", "outside",
      ],
      rows: (0..<rows).map { row in
        .init(
          mark: .plain, name: names[row % names.count],
          cells: [
            "39.81", "28.8", "-11.01 -27.7%", "15.81 Feb 2009", "43.22 Mar 2000", "24.7\(row)",
            "123", "\(row)", "5\(row)",
          ])
      },
      border: .plain, text: .plain, header: .plain)
  }

  @Test("columns that do not fit beside the name wrap into a second row per line")
  func wrapping() {
    let lines = draw(wide(rows: 2), width: 64, height: 9)
    #expect(
      lines == [
        "                                                                ",
        "╭─ Jan 2000 – Mar 2010 ────────────────────────────────────────╮",
        "│   line  first  last         change        min (at)           │",
        "│         max (at)   mean  values  gaps  outside               │",
        "│ ● MSFT  39.81  28.8  -11.01 -27.7%  15.81 Feb 2009           │",
        "│   43.22 Mar 2000  24.70     123     0       50               │",
        "│ ● GOOG  39.81  28.8  -11.01 -27.7%  15.81 Feb 2009           │",
        "│   43.22 Mar 2000  24.71     123     1       51               │",
        "╰──────────────────────────────────────────────────────────────╯",
      ])
  }

  @Test(
    "every column and cell shows at every width, long names cut", arguments: [40, 60, 80, 120, 200])
  func everyColumnShows(width: Int) {
    let table = wide(rows: 3)
    let lines = draw(table, width: width, height: 40)
    let text = lines.joined(separator: "\n")
    for header in table.headers { #expect(text.contains(header), "\(width): \(header)") }
    for row in table.rows {
      for cell in row.cells { #expect(text.contains(cell), "\(width): \(cell)") }
    }
    #expect(text.contains("A very long lin…"))
    #expect(!text.contains("more") && !text.contains("columns"))
    let bands = lines.filter { $0.contains("outside") || $0.contains("line") }.count
    #expect(bands == (width >= 120 ? 1 : 2) || width == 40, "\(width): one header row per band")
  }

  @Test("rows that do not fit give way to +N more; a panel too short to wrap says +N columns")
  func fitting() {
    let short = draw(table(rows: 3), width: 50, height: 5)
    #expect(short[2].contains("Joined"))
    #expect(short[3].contains("+2 more"))
    // A long name: three bands; two lines fit in twelve rows, the third gives way.
    let wrapped = draw(wide(rows: 3), width: 64, height: 12)
    #expect(
      wrapped == [
        "╭─ Jan 2000 – Mar 2010 ────────────────────────────────────────╮",
        "│   line              first  last         change               │",
        "│         min (at)        max (at)   mean  values  gaps        │",
        "│   outside                                                    │",
        "│ ● MSFT              39.81  28.8  -11.01 -27.7%               │",
        "│   15.81 Feb 2009  43.22 Mar 2000  24.70     123     0        │",
        "│        50                                                    │",
        "│ ● GOOG              39.81  28.8  -11.01 -27.7%               │",
        "│   15.81 Feb 2009  43.22 Mar 2000  24.71     123     1        │",
        "│        51                                                    │",
        "│   +1 more                                                    │",
        "╰──────────────────────────────────────────────────────────────╯",
      ])
    // Too short for a line in three bands: one band, and the sign of the columns left out.
    let flat = draw(wide(rows: 3), width: 64, height: 8)
    #expect(flat[3].hasSuffix("+6 columns │"))
    #expect(flat[3].contains("change") && !flat[3].contains("min (at)"))
    #expect(flat[6].hasPrefix("│ ● A very long lin…  39.81"))
    let tiny = draw(wide(rows: 3), width: 64, height: 4)
    #expect(tiny[1].hasSuffix("+6 columns │"))
    #expect(tiny[2].hasPrefix("│   +3 more"))
  }

  @Test(
    "never draws outside its area, down to nothing", arguments: [(0, 0), (5, 3), (12, 4), (80, 2)])
  func tiny(width: Int, height: Int) {
    _ = draw(table(), width: width, height: height)
  }
}
