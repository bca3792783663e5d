import Glibc
import TChartData
import TChartExplorer
import TChartRender

/// `make bench`'s A/B figures (`tchart-bench --ab` alone): one interactive step with the A/B
/// cursors set (the graph shaded, the panel measuring every line between A and B) against the
/// same step without, on `--ab-lines` random walks (4) × N points (10^7) at 200×60; B fixed at
/// 70% of the span, or following the indicator (the panel's numbers change every step).
enum ABBench {
  static func run(_ arguments: [String]) {
    let count =
      arguments.value(after: "--ab-n").flatMap { Double($0).map { Int($0) } } ?? 10_000_000
    let lines = Int(arguments.value(after: "--ab-lines") ?? "") ?? 4
    let steps = Int(arguments.value(after: "--steps") ?? "") ?? 300
    let screen = FrameBench.screen
    let chart = BenchData.chart(count: count, lines: lines)
    print(
      "ab: \(lines) random walks × \(BenchTable.grouped(count)) points at "
        + "\(screen.width)×\(screen.height), \(steps) steps each, A at 30% of the span")
    print("")
    print(
      "| A/B | pan median | pan p99 | zoom median | zoom p99 | indicator median | indicator p99 |"
    )
    print("|--|--:|--:|--:|--:|--:|--:|")
    var slowest = 0.0
    for (name, cursors) in [("off", 0), ("B fixed", 1), ("B follows", 2)] {
      var cells = [name]
      for kind in StepKind.allCases {
        var driver = FrameDriver(chart: chart, size: screen)
        if cursors > 0 {
          driver.state.setABCursors(fractions: 0.3, 0.7)
          if cursors == 2, let a = driver.state.abSamples?.a {
            driver.state.setABCursors(sample: a, following: true)
          }
        }
        let figures = FrameBench.time(&driver, kind, steps: steps)
        cells += [BenchTable.fixed(figures.median, 3), BenchTable.fixed(figures.p99, 3)]
        if cursors > 0 { slowest = Swift.max(slowest, figures.median) }
      }
      print("| " + cells.joined(separator: " | ") + " |")
      fflush(nil)
    }
    print("")
    print("ab: slowest median with A/B set \(BenchTable.fixed(slowest, 3)) ms (target < 2)")
  }
}
