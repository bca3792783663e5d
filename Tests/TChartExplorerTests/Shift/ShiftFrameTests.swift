import TChartData
import TChartRender
import Testing

@testable import TChartExplorer

/// Whole frames of `--shift 1w` at 80×24 on the shop's last four weeks, the indicator on day
/// 52. Checked by eye when written: the title says `vs −1w`; behind each line its copy a week
/// earlier, dotted (the left dot column of each cell), the visits' copy seven lower and its
/// weekend dips a week earlier, reaching back before the window's start; the Y range takes in
/// the copies; the tooltip has each copy's row under its line's with the Δ to now; the legend
/// ends with the copies and their values.
@Suite("Shift frames")
struct ShiftFrameTests {
  static func frame(_ state: ExplorerState) -> [String] {
    ExplorerScreen.render(state: state, size: state.terminal.size).lines
  }

  static func check(_ actual: [String], _ expected: [String]) {
    #expect(actual.count == expected.count)
    for (row, (line, want)) in zip(actual, expected).enumerated() {
      #expect(line == want, "row \(row)")
    }
  }

  @Test func aWeekEarlierAt80x24() throws {
    Self.check(Self.frame(try ShiftFixtures.shifted()), Self.one)
  }

  /// The split: each panel draws its own line's copy on the line's own axis.
  @Test func eachSplitPanelShowsItsLinesCopy() throws {
    var state = try ShiftFixtures.shifted()
    _ = reduce(into: &state, action: .input(.key(.character("v"))))
    Self.check(Self.frame(state), Self.split)
  }

  /// Without the shift the frame has no copies: the dots behind the lines are gone.
  @Test func offDrawsNoCopies() throws {
    var state = try ShiftFixtures.shifted()
    state.shift = nil
    state.yAxes.yRange = .still(state.yAxesModel.targetYRange)
    let lines = Self.frame(state)
    #expect(lines[0] == "1/1  Shop  ·  Mar 31 – Apr 27 2018" + String(repeating: " ", count: 46))
    #expect(!lines[22].contains("−1w"))
    #expect(lines[1..<16] != Self.one[1..<16])
  }

  static let one: [String] = [
    "1/1  Shop · vs −1w  ·  Mar 31 – Apr 27 2018                                     ",
    "       ⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀╭──────────────────────────╮⣀●⣀⣀⣀⡠⠤⠤⠤⠤",
    "   150 ⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⢀⣀│ Tue, Apr 24 2018         │⠄⠄⠄⠂⠂⠂⠂⠂⠂⠂",
    "       ⠀⠀⠀⠀⠀⠀⠀⣀⣀⣀⣀⣀⠤⠤⠤⠤⡄⠀⠀⠀⠀⠀⠀⢀⠖⠒⠒⠒⠊⠉⠉⠉⠉⠁⠄│ ● Visits             152 │⠀│⠀⠀⠀⠀⠀⠀⠀⠀",
    "       ⠀⠀⠀⠀⠀⡜⠉⠄⠄⠄⠄⠄⠂⠂⠂⠂⠘⡄⠀⠀⠀⠀⠀⡜⠃⠁⠀⠀⠀⠀⠀⠀⠀⠀⠀│ ● Visits… 145 +7 (+4.8%) │⠀│⠀⠀⠀⠀⠀⠀⠀⠀",
    "       ⠀⠀⠀⠀⡰⠁⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠱⡀⠀⠀⠀⢠⠃⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀│ ● Orders            15.2 │⠀│⠀⠀⠀⠀⠀⠀⠀⠀",
    "   100 ⡀⡀⡀⢠⠃⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⢣⡀⡀⡀⡎⠁⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀│ ● Ord… 14.5 +0.7 (+4.8%) │⡀│⡀⡀⡀⡀⡀⡀⡀⡀",
    "       ⡀⠀⢀⠎⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠁⠓⠒⠚⠇⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀╰──────────────────────────╯⠀│⠀⠀⠀⠀⠀⠀⠀⠀",
    "       ⠉⠉⠉⠁⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠁⠁⠁⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀│⠀⠀⠀⠀⠀⠀⠀⠀",
    "       ⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀│⠀⠀⠀⠀⠀⠀⠀⠀",
    "       ⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀│⠀⠀⠀⠀⠀⠀⠀⠀",
    "    50 ⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀│⡀⡀⡀⡀⡀⡀⡀⡀",
    "       ⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀│⠀⠀⠀⠀⠀⠀⠀⠀",
    "       ⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀│⠀⠀⠀⠀⠀⠀⠀⠀",
    "       ⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀│⠀⠀⠀⠀⠀⠀⠀⠀",
    "       ⣀⣀⣀⡠⠤⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠢⠤⠤⠤⠤⠤⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠢⠤⠤⠤⠤⠤⠒⠒⠒⠒⠒⠉⠉⠉⠉⠉⠉⠉⠑⠒⠤⠤⠤⠤⠒⠊⠉⠉●⠉⠉⠉⠉⠉⠉⠉⠉",
    "          Apr 2              Apr 9             Apr 16             Apr 23        ",
    "       ⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⣀⣀⣀⣀⣀⡀⠀⠀⠀⣀⣀⣀⣀⣀⣀⠀⠀⠀⡠⠤⠤⠤⠤⠤⡀▐⠀⡠⠤⠤⠤⠤⠤⢄⠀⠀⡠⠒⠒⠒⠒⠒⠢⡀⠀⡠⠒⠒⠒⠒⠒⠒⢄⣀⡰⠉⠉⠉⠉⠉▌",
    "       ⣀⣀⠎⠉⠉⠉⠉⠉⠑⠤⠤⠊⠀⠀⠀⠀⠀⠈⠢⠤⠜⠀⠀⠀⠀⠀⠀⠑⠒⠊⠀⠀⠀⠀⠀⠀⠈▐⠊⠀⠀⠀⠀⠀⠀⠀⠉⠉⠀⠀⠀⠀⠀⠀⠀⠈⠉⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀▌",
    "       ⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀▐⣀⠤⠤⠤⠤⠤⠤⢄⣀⣀⡠⠤⠤⠤⠤⠤⠤⣀⣀⡠⠤⠤⠤⠤⠤⠤⣀⣀⡠⠤⠤⠤⠤⠤▌",
    "                                       Mar 31 2018                   Apr 27 2018",
    "        ────────────────────────────────────●━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━● ",
    "1 Visits 152  2 Orders 15.2  Visits −1w 145  Orders −1w 14.5                    ",
    "                                                                          ? help",
  ]

  static let split: [String] = [
    "1/1  Shop · vs −1w  ·  Mar 31 – Apr 27 2018                                     ",
    " ● Visits  152                                                                  ",
    "   150 ⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⣀⣀●⣀⠤⠤⠤⠤⠤⠤⠤",
    "       ⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⢀⣀⣀⣀⣀⡠⠤⡄⠀⠀⠀⠀⠀⠀⢀⠖⠒⠒⠒⠒⠒⠒⠉⠉⠉⠙⡄⠀⠀⠀⠀⠀⠀⡰⠁⠂⠂⠂⠂⠂⠂⠁⠁⠁⠁",
    "       ⠀⠀⠀⠀⠀⢠⠤⠤⠤⠤⠤⠤⠒⠒⠒⠒⢆⠀⠀⠀⠀⠀⠀⢠⠋⠉⠉⠉⠁⠄⠄⠂⠂⠂⠂⠸⡀⠀⠀⠀⠀⠀⡜⠃⠁⠁⠁⠀⠀⠀⠀⠀⠀⠀⠘⡄⠀⠀⠀⠀⢰⠁⠀⠀│⠀⠀⠀⠀⠀⠀⠀⠀",
    "       ⠀⠀⠀⠀⢠⠃⠂⠁⠁⠁⠁⠁⠁⠁⠁⠀⠈⢆⠀⠀⠀⠀⠀⡎⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⢱⠀⠀⠀⠀⡰⠁⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠘⡄⠀⠀⢠⠃⠀⠀⠀│⠀⠀⠀⠀⠀⠀⠀⠀",
    "       ⠀⠀⠀⢀⠇⠁⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠈⢆⠀⠀⠀⡜⠃⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⢇⠀⣀⣠⠃⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠘⠒⠒⠃⠀⠀⠀⠀│⠀⠀⠀⠀⠀⠀⠀⠀",
    "   100 ⠂⠂⢀⠎⠃⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠈⠦⠤⠴⠁⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠈⠉⠄⠄⠁⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠁⠂⠂⠂⠂⠂⠂│⠂⠂⠂⠂⠂⠂⠂⠂",
    "       ⠓⠊⠉⠃⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠃⠂⠁⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀│⠀⠀⠀⠀⠀⠀⠀⠀",
    " ● Orders  15.2                                                                 ",
    "    15 ⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⢀⣀⡀⡀⡀⡀⡀⡀⡀⡀⣀⡠●⠤⠤⠤⠤⠤⠤⠔⠒",
    "       ⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⣀⡠⠤⠤⠤⠤⠤⠤⠤⠤⠤⡄⠀⠀⠀⠀⠀⠀⢀⠖⠊⠉⠉⠉⠉⠉⠉⠉⠁⠄⢣⠀⠀⠀⠀⠀⠀⡰⠁⠂⠁⠁⠁⠁⠁⠁⠁⠁⠀",
    "       ⠀⠀⠀⠀⠀⡰⠒⠉⠉⠉⠉⠉⠉⠉⠉⠉⠱⡀⠀⠀⠀⠀⠀⡰⠁⠂⠁⠁⠁⠁⠁⠁⠁⠁⠁⠘⡄⠀⠀⠀⠀⠀⡎⠁⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠁⢣⠀⠀⠀⠀⡰⠁⠀⠀│⠀⠀⠀⠀⠀⠀⠀⠀",
    "       ⠀⠀⠀⠀⡰⠁⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠱⡀⠀⠀⠀⢠⠃⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠘⡄⠀⠀⠀⡜⠃⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠁⢣⣀⣀⡰⠁⠀⠀⠀│⠀⠀⠀⠀⠀⠀⠀⠀",
    "    10 ⠂⠂⠂⡰⠁⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠱⣀⣀⣠⠃⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠘⠒⠒⠚⠃⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠁⠂⠂⠂⠂⠂⠂⠂│⠂⠂⠂⠂⠂⠂⠂⠂",
    "       ⠓⠒⠒⠁⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠂⠂⠂⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀│⠀⠀⠀⠀⠀⠀⠀⠀",
    "          Apr 2              Apr 9             Apr 16             Apr 23        ",
    "       ⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⣀⣀⣀⣀⣀⡀⠀⠀⠀⣀⣀⣀⣀⣀⣀⠀⠀⠀⡠⠤⠤⠤⠤⠤⡀▐⠀⡠⠤⠤⠤⠤⠤⢄⠀⠀⡠⠒⠒⠒⠒⠒⠢⡀⠀⡠⠒⠒⠒⠒⠒⠒⢄⣀⡰⠉⠉⠉⠉⠉▌",
    "       ⣀⣀⠎⠉⠉⠉⠉⠉⠑⠤⠤⠊⠀⠀⠀⠀⠀⠈⠢⠤⠜⠀⠀⠀⠀⠀⠀⠑⠒⠊⠀⠀⠀⠀⠀⠀⠈▐⠊⠀⠀⠀⠀⠀⠀⠀⠉⠉⠀⠀⠀⠀⠀⠀⠀⠈⠉⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀▌",
    "       ⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀▐⣀⠤⠤⠤⠤⠤⠤⢄⣀⣀⡠⠤⠤⠤⠤⠤⠤⣀⣀⡠⠤⠤⠤⠤⠤⠤⣀⣀⡠⠤⠤⠤⠤⠤▌",
    "                                       Mar 31 2018                   Apr 27 2018",
    "        ────────────────────────────────────●━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━● ",
    "1 Visits 152  2 Orders 15.2  Visits −1w 145  Orders −1w 14.5                    ",
    "v one                                                                     ? help",
  ]
}
