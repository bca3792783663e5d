import Glibc
import TChartData
import TChartExplorer
import TChartRender

/// What the frame sections of `make bench` (`--ab`, `--split`, `--derived`) share: their N
/// (`--NAME-n`, 10^7 by default) and `--steps` (300), the 200×60 screen, and a table of one row
/// per variant with each step kind's median and p99 in milliseconds.
struct FrameSection {
  /// The section's name, its flag and the first word of its lines (`ab`).
  let name: String
  let count: Int
  let steps: Int
  let screen = FrameBench.screen

  init(_ name: String, _ arguments: [String]) {
    self.name = name
    count =
      arguments.value(after: "--\(name)-n").flatMap { Double($0).map { Int($0) } } ?? 10_000_000
    steps = Int(arguments.value(after: "--steps") ?? "") ?? 300
  }

  /// `200×60, 300 steps each`.
  var sizeAndSteps: String { "\(screen.width)×\(screen.height), \(steps) steps each" }

  /// The section's `--NAME-lines` (else `lines`) random walks of N points, and their words
  /// (`4 random walks × 10,000,000 points at 200×60, 300 steps each`).
  func walks(_ arguments: [String], lines: Int) -> (chart: ChartSet, text: String) {
    let lines = Int(arguments.value(after: "--\(name)-lines") ?? "") ?? lines
    return (
      BenchData.chart(count: count, lines: lines),
      "\(lines) random walks × \(BenchTable.grouped(count)) points at \(sizeAndSteps)"
    )
  }

  /// Prints `title`, then the table's header with the first column named `column`.
  func printHeader(_ title: String, column: String) {
    print("\(name): " + title)
    print("")
    print(
      "| \(column) | pan median | pan p99 | zoom median | zoom p99 | indicator median | indicator p99 |"
    )
    print("|--|--:|--:|--:|--:|--:|--:|")
  }

  /// Times every step kind on a driver `driver()` makes afresh, prints the row `label`, and
  /// returns the slowest of its medians.
  func row(_ label: String, _ driver: () -> FrameDriver) -> Double {
    var cells = [label]
    var slowest = 0.0
    for kind in StepKind.allCases {
      var made = driver()
      let figures = FrameBench.time(&made, kind, steps: steps)
      cells += [BenchTable.fixed(figures.median, 3), BenchTable.fixed(figures.p99, 3)]
      slowest = Swift.max(slowest, figures.median)
    }
    print("| " + cells.joined(separator: " | ") + " |")
    fflush(nil)
    return slowest
  }

  /// `ab: slowest median 0.812 ms (target < 2), 1.21× plain's`: the last line of a section.
  func printSlowest(_ what: String, _ slowest: Double, against base: (String, Double)? = nil) {
    var line = "\(name): slowest median \(what)\(BenchTable.fixed(slowest, 3)) ms (target < 2)"
    if let (baseName, baseMedian) = base {
      line += ", \(BenchTable.fixed(slowest / Swift.max(baseMedian, 1e-9), 2))× \(baseName)"
    }
    print("")
    print(line)
  }
}
