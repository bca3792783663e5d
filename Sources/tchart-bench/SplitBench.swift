import Glibc
import TChartData
import TChartExplorer
import TChartRender

/// `make bench`'s split figures (`tchart-bench --split` alone): one interactive step of the
/// `split` layout (a panel per line, each its own Y axis) against the `one` layout's, in the
/// same run, on the same chart of `--split-lines` random walks (8) × N points (10^7) at 200×60.
enum SplitBench {
  static func run(_ arguments: [String]) {
    let count =
      arguments.value(after: "--split-n").flatMap { Double($0).map { Int($0) } } ?? 10_000_000
    let lines = Int(arguments.value(after: "--split-lines") ?? "") ?? 8
    let steps = Int(arguments.value(after: "--steps") ?? "") ?? 300
    let screen = FrameBench.screen
    let chart = BenchData.chart(count: count, lines: lines)
    print(
      "split: \(lines) random walks × \(BenchTable.grouped(count)) points at "
        + "\(screen.width)×\(screen.height), \(steps) steps each, the same chart in both layouts"
    )
    print("")
    print(
      "| layout | pan median | pan p99 | zoom median | zoom p99 | indicator median | indicator p99 |"
    )
    print("|--|--:|--:|--:|--:|--:|--:|")
    var medians: [LayoutMode: Double] = [:]
    for layout in [LayoutMode.one, .split] {
      var cells = [layout.rawValue]
      var worst = 0.0
      for kind in StepKind.allCases {
        var driver = FrameDriver(chart: chart, size: screen, layout: layout)
        let figures = FrameBench.time(&driver, kind, steps: steps)
        cells += [BenchTable.fixed(figures.median, 3), BenchTable.fixed(figures.p99, 3)]
        worst = Swift.max(worst, figures.median)
      }
      medians[layout] = worst
      print("| " + cells.joined(separator: " | ") + " |")
      fflush(nil)
    }
    let one = medians[.one] ?? 0
    let split = medians[.split] ?? 0
    print("")
    print(
      "split: slowest median \(BenchTable.fixed(split, 3)) ms (target < 2), "
        + "\(BenchTable.fixed(split / Swift.max(one, 1e-9), 2))× the one layout's")
  }
}
